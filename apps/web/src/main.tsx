// The browser entry. A server-rendered page is already on screen when this runs: the app's code
// (start.tsx) is fetched and run once the page's content and its first-screen images have loaded
// and painted, so on a phone they get the network and the processor first (docs/decisions/047
// "Hydration after the content"). The plain app shell (dashboard, console) has nothing to show
// without the app, so it starts at once.
import { SSR_STATE_ID } from "./app/ssr-state.ts";
import { nextTask } from "./lib/next-task.ts";
import { importWithRetry } from "./lib/retry-import.ts";

/**
 * The app's start in steps, each run as a task of its own (decision 047 "Start-up in short tasks"). A
 * chunk's code runs as one piece when it is first imported, so the build (vite.config.ts startChunks)
 * puts what start.tsx needs into three chunks — React, the other libraries, the app — and each step
 * imports one of them: React, then the libraries, then the app, which starts.
 */
const START_STEPS = [
  () => import("./start-steps/react.ts"),
  () => import("./start-steps/libraries.ts"),
  () => import("./start.tsx"),
];

/**
 * The longest the app waits for the page to load and paint: a stalled image (the load event waits for
 * every first-screen image), a browser that never reports its first paint, or a tab hidden half way
 * still get a working page, live updates included, this long after the entry runs.
 */
const START_WAIT_MS = 3000;

/** Resolves once the browser has put a frame of the page on screen (its first contentful paint, which
 * browsers time when the frame is presented); at once where paint timing is not reported. */
function painted(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/** Resolves after the browser's next frame. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves once the page has loaded (its first-screen images included) and a frame after that has
 * been painted, or after START_WAIT_MS. A hidden tab paints nothing: it starts once the page has loaded. */
function contentShown(): Promise<void> {
  if (!document.getElementById(SSR_STATE_ID)) return Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  const shown = loaded.then(async () => {
    if (document.visibilityState !== "hidden") await Promise.all([painted(), nextFrame()]);
  });
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_MS))]);
}

void contentShown().then(async () => {
  for (const step of START_STEPS) {
    // A step's chunk that fails to load (the network dropped just then) is tried again until it loads.
    await importWithRetry(step);
    await nextTask();
  }
});
