// The server's renderer of the public pages (docs/architecture.md "Server rendering";
// docs/decisions/047-server-rendering.md). Built by Vite into apps/web/dist-ssr/entry-server.js and
// loaded by the API server, which calls `renderPage` for a public page and writes the result into
// index.html. The pages read their data as in the browser, through TanStack Query and lib/api-client.ts,
// whose transport the server points at its own API routes (in-process, through the read cache).

import createEmotionServer from "@emotion/server/create-instance";
import { LIMITS } from "@sah/domain";
import { type DefaultError, dehydrate, type Query, QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from "react-router";
import { config as zodConfig } from "zod";
import { AppProviders } from "./app/providers.tsx";
import { routes } from "./app/routes.tsx";
import { type SsrState, ssrStateElement } from "./app/ssr-state.ts";
import { type ApiTransport, isApiError, setApiTransport } from "./lib/api-client.ts";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { paths } from "./lib/paths.ts";
import { QUERY_DEFAULTS } from "./lib/query-client.ts";
import { queryKeys } from "./lib/query-keys.ts";

zodConfig({ jitless: true });

/**
 * The pages rendered on the server: the ones anyone may open, hundreds of phones at once on auction
 * night. The dashboard, the console, sign-in and the room's screens get the plain app shell.
 */
const SERVER_RENDERED = [
  paths.home,
  paths.allEvents,
  paths.view.root,
  paths.view.detail,
  paths.view.teams,
  paths.view.team,
  paths.view.players,
  paths.view.player,
  paths.view.auctions,
  paths.register.form,
  paths.register.done,
];

/** The event whose page `pathname` is (for the live sequence number), or null. */
export function eventOfPage(pathname: string): number | null {
  const m = matchPath({ path: paths.view.root.pattern, end: false }, pathname);
  const id = Number(m?.params.eventId);
  return Number.isSafeInteger(id) && id > 0 && id <= LIMITS.intMax ? id : null;
}

/**
 * The first segments of the server-rendered pages' paths (of the view and event lists): the server routes them
 * to the renderer at once, without first looking for a file of that name on disk.
 */
export function pageRoots(): string[] {
  return [...new Set(SERVER_RENDERED.map((r) => `/${r.pattern.split("/")[1]}`))].filter((root) => root !== "/");
}

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((r) => matchPath(r.pattern, pathname) !== null);
}

/**
 * Rounds of render-then-fetch: the first render names the queries the page's first screen uses; a
 * page whose content waits for one query (the view's event, then its section) names more in the next.
 */
const MAX_ROUNDS = 3;

export type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      /** The markup of #root. */
      html: string;
      /** The critical CSS as <style data-emotion> elements, for <head>. */
      styles: string;
      /** The <script type="application/json"> with the state for hydration. */
      state: string;
    };

export type RenderOptions = {
  /** Answers a GET of the API (a path under /api/) in-process. */
  transport: ApiTransport;
  /** The event log's sequence number, read before the page's data (lib/live.tsx setRenderedSeq). */
  live: { event: number; seq: number } | null;
};

const handler = createStaticHandler(routes);

/** A query the first render created and that would run in the browser: it is fetched here instead. */
function isWaiting(query: Query<unknown, DefaultError, unknown, readonly unknown[]>): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return query.state.status === "pending" && query.state.fetchStatus === "idle" && enabled !== false;
}

export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  setApiTransport(options.transport);
  const request = new Request(new URL(url, "http://localhost"));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Per request: no alerts (they are the browser's), the app's defaults (the data stays fresh for
  // the client as it does after any fetch, lib/query-client.ts).
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

  const renderOnce = () => {
    const cache = createEmotionCache();
    // Made before rendering: it switches the cache to collecting the styles instead of writing them inline.
    const server = createEmotionServer(cache);
    const html = renderToString(
      <AppProviders queryClient={queryClient} emotionCache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    return { html, server, cache };
  };

  let rendered = renderOnce();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (!waiting.length) break;
    // A failed read is left to the browser, which shows its error view and retry as it always does.
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    rendered = renderOnce();
  }

  const { extractCriticalToChunks, constructStyleTagsFromChunks } = rendered.server;
  // Every style the render made, not only those whose class is in the HTML: a component styled from
  // another (MUI's AppBar from Paper) also makes a class of its own that no element keeps. Sent here,
  // the browser's cache knows it; left out, hydration would compile and insert each such style as it
  // goes, about a third of a phone's hydration (docs/decisions/047 "Start-up in short tasks").
  const everyClass = Object.keys(rendered.cache.inserted)
    .map((id) => `${rendered.cache.key}-${id}`)
    .join(" ");
  // In <head> already: marked as moved (`data-s`), or the cache @emotion/react makes when it loads moves
  // every server style into <head> once more, and each move restyles the whole page (about 4 ms here,
  // 16 ms on a simulated phone; docs/decisions/047 "Start-up in short tasks").
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(everyClass)).replaceAll(
    "<style data-emotion=",
    '<style data-s="" data-emotion=',
  );
  const event = eventOfPage(request.url === undefined ? url : new URL(request.url).pathname);
  const eventQuery = event === null ? undefined : queryClient.getQueryState(queryKeys.event.detail(event));
  const missing = eventQuery?.status === "error" && isApiError(eventQuery.error) && eventQuery.error.status === 404;
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient),
    // Only for an event the visitor may see: nothing about a hidden event leaves the server.
    live: eventQuery?.status === "success" ? options.live : null,
  };
  return {
    kind: "page",
    status: missing ? 404 : context.statusCode,
    html: rendered.html,
    styles,
    state: ssrStateElement(state),
  };
}
