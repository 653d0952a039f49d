// The Emotion cache of MUI's styles (docs/architecture.md "Server rendering"): the server renders each
// page with a fresh one and writes the critical CSS it collected into the HTML; the browser's cache has
// the same key, so it takes those <style> elements over instead of inserting them a second time.
//
// The key is not Emotion's default ("css"): @emotion/react makes a cache of that key when it loads,
// which would take the server's styles over too, and each cache that takes a <style> over moves it
// within <head>, which restyles the whole page (decision 047 "Start-up in short tasks").
import createCache, { type EmotionCache } from "@emotion/cache";

export const EMOTION_KEY = "sah";

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
