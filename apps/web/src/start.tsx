// The app in the browser, run by main.tsx: renders the plain app shell, or hydrates a server-rendered
// page with the state it was rendered with.
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { config as zodConfig } from "zod";
import { App, loadMatchedRoutes } from "./app/app.tsx";
import { routes } from "./app/routes.tsx";
import { readSsrState } from "./app/ssr-state.ts";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { setRenderedSeq } from "./lib/live.tsx";
import { nextTask } from "./lib/next-task.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { storedToken } from "./lib/session-storage.ts";
import { appTheme } from "./lib/theme.ts";

// The server's Content-Security-Policy has no 'unsafe-eval'. zod would probe `new Function` on the
// first parse (its JIT), which the browser blocks and reports as a CSP violation: tell it not to try.
zodConfig({ jitless: true });

async function start(root: HTMLElement) {
  const state = readSsrState(document);
  if (!state || !root.hasChildNodes()) {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={createQueryClient()} emotionCache={createEmotionCache()} />
      </StrictMode>,
    );
    return;
  }
  // A server-rendered page (docs/architecture.md "Server rendering"): the same routes, router state
  // and query data as on the server, so the first render matches its HTML and nothing is fetched again.
  await nextTask();
  appTheme();
  await nextTask();
  await loadMatchedRoutes(routes, window.location);
  await nextTask();
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  if (state.live) setRenderedSeq(state.live.event, state.live.seq);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  await nextTask();
  // Takes the server's <style> elements into its cache (lib/emotion-cache.ts): a task of its own.
  const emotionCache = createEmotionCache();
  await nextTask();
  // As a transition, React hydrates in slices and lets the browser paint and answer input between
  // them, instead of one long task while a phone's page is already on screen (docs/decisions/047).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} emotionCache={emotionCache} />
      </StrictMode>,
    );
  });
  // The server renders for an anonymous visitor; a signed-in one (an owner sees private fields and
  // is_owner) reads the same queries again with the token.
  if (storedToken()) void queryClient.invalidateQueries();
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
void start(root);
