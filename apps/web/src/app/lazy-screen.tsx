// The router's lazy pages (app/routes.tsx): each page's chunk is tried again until it loads
// (lib/retry-import.ts), and each page renders inside a ScreenBoundary, so what it throws gives way to
// "Reconnecting…" in its own space and never blanks the app (docs/architecture.md "Resilience").
import type { ComponentType } from "react";
import { ScreenBoundary } from "../components/screen-boundary.tsx";
import { importWithRetry } from "../lib/retry-import.ts";

/** A route's `lazy`: the page `pick(await load())`, inside its ScreenBoundary. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const Page = pick(await importWithRetry(load));
    function Screen() {
      return (
        <ScreenBoundary>
          <Page />
        </ScreenBoundary>
      );
    }
    Screen.displayName = `Screen(${Page.displayName ?? Page.name})`;
    return { Component: Screen };
  };
}
