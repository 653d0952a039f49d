// The Emotion cache of MUI's styles (docs/architecture.md "Server rendering"): the server renders each
// page with a fresh one and writes the critical CSS it collected into the HTML; the browser's cache has
// the same key, so it takes those <style> elements over instead of inserting them a second time.
import createCache, { type EmotionCache } from "@emotion/cache";

export const EMOTION_KEY = "css";

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
