// The parts of a screen that load when first used (a dialog, a menu, an image viewer) are fetched once
// the browser is idle, so that they are there at once when used without being in the page's start-up
// (docs/decisions/047-server-rendering.md "Start-up in short tasks").
import { useEffect } from "react";

/** Runs each loader once the browser is idle (at the latest 4 s after mount; 2 s where idle callbacks are
 * not supported). A loader that fails is left for its part to load when used. `loaders`: a stable list. */
export function usePrefetchOnIdle(loaders: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    const run = () => {
      for (const load of loaders) void load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(run, 2000);
    return () => clearTimeout(t);
  }, [loaders]);
}
