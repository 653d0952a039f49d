// The app in the browser (docs/architecture.md "Server rendering"): a page the server rendered is
// hydrated with the router state and the query data it was rendered with; any other page (the
// dashboard, the console, sign-in) starts from the plain app shell.
import type { EmotionCache } from "@emotion/react";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { nextTask } from "../lib/next-task.ts";
import { APP_READY_ATTRIBUTE } from "./app-ready.ts";
import { AppProviders } from "./providers.tsx";

type Router = Parameters<typeof RouterProvider>[0]["router"];

export function App({
  router,
  queryClient,
  emotionCache,
}: {
  router: Router;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
}) {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ""), []);
  return (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Loads the lazy routes (page chunks) the location matches before hydrating: the first render must
 * produce what the server rendered, not the routes' loading fallback (React Router's "Lazy loading
 * with server rendering").
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  const loading: Promise<void>[] = [];
  for (const { route } of matches) {
    if (typeof route.lazy !== "function") continue;
    const lazy = route.lazy;
    loading.push(
      lazy().then((loaded) => {
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    // Starting a chunk's download (and its imports') costs the main thread a little per file: one
    // route's chunks per task, so the start of a nested page is no one long task.
    await nextTask();
  }
  await Promise.all(loading);
}
