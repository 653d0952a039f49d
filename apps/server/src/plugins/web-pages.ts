// The HTML of the web app's pages (docs/architecture.md "Server rendering"; docs/decisions/047-server-rendering.md).
// The public pages (landing, event lists, an event's pages) are rendered here by the web app's own
// server bundle (apps/web/src/entry-server.tsx, built to WEB_SSR_DIST): the answer carries the page's
// content, its critical CSS, its title and share tags, and the data it was rendered with, which the
// browser hydrates without fetching again. Every other page (dashboard, console, sign-in, the room's
// screens), and every page when the bundle is absent or fails, gets index.html as built, with the
// share tags of docs/api.md "Share cards" where the page has them.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { BRAND } from "@sah/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicPageOf } from "../services/exposure/exposure.ts";
import { eventLogSeq } from "../services/log/replay.ts";
import { type ShareMeta, shareMetaFor, shareTags, withShareMeta } from "../services/share/meta.ts";

type Transport = (url: string, init: RequestInit) => Promise<Response>;
type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string; styles: string; state: string };
/** What apps/web/src/entry-server.tsx exports. */
type WebRenderer = {
  /** Absent from an older bundle: then every page reaches the renderer through the not-found handler. */
  pageRoots?(): string[];
  isServerRendered(pathname: string): boolean;
  eventOfPage(pathname: string): number | null;
  renderPage(url: string, options: { transport: Transport; live: { event: number; seq: number } | null }): Promise<RenderedPage>;
};

/** The server bundle's entry file under WEB_SSR_DIST. */
export const SSR_ENTRY = "entry-server.js";

/** Loads the web app's server renderer, or null when it is not built (the plain app shell is served). */
export async function loadWebRenderer(dir: string, log: FastifyInstance["log"]): Promise<WebRenderer | null> {
  const entry = path.join(dir, SSR_ENTRY);
  if (!fs.existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as WebRenderer;
  } catch (err) {
    log.error({ err }, "the web app's server renderer did not load; pages are served without server rendering");
    return null;
  }
}

function attr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * React writes a page's <title> and <meta> elements (components/seo.tsx) at the start of its markup;
 * they belong in <head>, where the browser's React finds them again when it hydrates.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** A relative share image made absolute: crawlers resolve nothing. */
function absoluteImages(tags: string, appUrl: string): string {
  return tags.replace(/(<meta (?:property="og:image"|name="twitter:image") content=")(\/[^"]*)"/g, `$1${appUrl}$2"`);
}

/** The page's own tags, without those the share card's replace (docs/api.md "Share cards"). */
function withoutShareTags(tags: string): string {
  return tags.replace(/<meta (?:property="og:[^"]*"|name="twitter:[^"]*"|name="description") [^>]*\/>/g, "");
}

export function pageHtml(
  template: string,
  page: { html: string; styles: string; state: string },
  opts: { appUrl: string; pathname: string; share: ShareMeta | null },
): string {
  const hoisted = HOISTED.exec(page.html)?.[0] ?? "";
  const body = page.html.slice(hoisted.length);
  let head = opts.share ? `${withoutShareTags(hoisted)}${shareTags(opts.share)}` : absoluteImages(hoisted, opts.appUrl);
  const url = `${opts.appUrl}${opts.pathname}`;
  head += `<link rel="canonical" href="${attr(url)}" />`;
  if (!opts.share) head += `<meta property="og:url" content="${attr(url)}" />`;
  const hasTitle = hoisted.includes("<title>");
  return template
    .replace(/<title>[^<]*<\/title>/, hasTitle ? "" : `<title>${attr(BRAND)}</title>`)
    .replace("</head>", `${head}${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${page.state}`);
}

/**
 * The answer compressed as the browser accepts (the static files have their copies made at build
 * time); a kept page keeps its compressed copies too.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: Pick<Kept, "html" | "br" | "gzip">) {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  reply.header("vary", "Accept-Encoding");
  if (/\bbr\b/.test(accepts)) {
    // Quality 5: most of brotli's gain at a small cost per page.
    page.br ??= zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(page.br);
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= zlib.gzipSync(page.html, { level: 6 });
    return reply.header("content-encoding", "gzip").send(page.gzip);
  }
  return reply.send(page.html);
}

/**
 * Rendered event pages kept in memory, by URL: a page is rendered again only when a change notice for
 * its event has arrived since its render began (every change to what an event's pages show goes
 * through the log and its notice, docs/architecture.md "Live updates"; the read cache's generation)
 * or after READ_CACHE_TTL_MS, the read cache's own safety net. A kept page is answered without a
 * database read. Off with READ_CACHE_MB=0.
 */
export const RENDERED_PAGES_KEPT = 500;

type Kept = { gen: string; at: number; status: number; html: string; br?: Buffer; gzip?: Buffer };
/** A kept page knows its event, so a view of it is answered without matching the URL against the routes again. */
type KeptPage = Kept & { eventId: number };

export type WebPages = {
  /** The path prefixes of the server-rendered pages, to route before the static files' lookup. */
  roots: string[];
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

export function createWebPages(app: FastifyInstance, indexHtml: string, renderer: WebRenderer | null): WebPages {
  const { appUrl, readCacheBytes, readCacheTtlMs } = app.config;
  const kept = new Map<string, KeptPage>();
  // Views of the public pages per event, page and day (docs/api.md "Sponsor exposure"):
  // counted in memory (plugins/view-counts.ts); a count only, nothing about the visitor.
  const views = app.viewCounts;

  /**
   * The kept render of `url`, if no notice for its event arrived since (the read cache's generation,
   * in memory) and it is young enough: no database read and no route matching.
   */
  function keptPage(url: string): Kept | null {
    const page = kept.get(url);
    if (!page || page.gen !== app.readCache.generation(page.eventId) || Date.now() - page.at > readCacheTtlMs) return null;
    kept.delete(url);
    kept.set(url, page);
    return page;
  }

  function keep(url: string, page: KeptPage) {
    if (readCacheBytes === 0) return;
    kept.delete(url);
    kept.set(url, page);
    if (kept.size > RENDERED_PAGES_KEPT) kept.delete(kept.keys().next().value as string);
  }

  /** A GET of the public API, in-process: through the same routes, hooks and read cache as the browser's. */
  const transport: Transport = async (url, init) => {
    if ((init.method ?? "GET") !== "GET") throw new Error("the server renderer only reads");
    const res = await app.inject({ method: "GET", url, headers: { accept: "application/json" } });
    const type = res.headers["content-type"];
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === "string" ? { "content-type": type } : {},
    });
  };

  /** The event's log sequence number, read before its data (lib/live.tsx setRenderedSeq in the web app). */
  async function liveSeq(eventId: number | null) {
    if (eventId === null) return null;
    const seq = await eventLogSeq(app.db, eventId);
    return seq !== undefined ? { event: eventId, seq } : null;
  }

  type Rendered = Kept | { kind: "redirect"; location: string; status: number };
  /** Renders in progress, by generation and URL: requests that arrive meanwhile wait for the same one. */
  const rendering = new Map<string, Promise<Rendered>>();

  async function renderNow(
    web: WebRenderer,
    url: string,
    pathname: string,
    eventId: number | null,
    gen: string | null,
  ): Promise<Rendered> {
    const at = Date.now();
    const live = await liveSeq(eventId);
    const page = await web.renderPage(url, { transport, live });
    if (page.kind === "redirect") return page;
    const [template, share] = await Promise.all([fs.promises.readFile(indexHtml, "utf8"), shareMetaFor(app.db, appUrl, url)]);
    const html = pageHtml(template, page, { appUrl, pathname, share });
    const done: Kept = { gen: gen ?? "", at, status: page.status, html };
    // Only an event's pages: the others read across events (or nothing at all). The same object, so
    // its compressed copies, made on first send, are kept too.
    if (live && eventId !== null && gen !== null) keep(url, Object.assign(done, { eventId }));
    return done;
  }

  /** Sends the server-rendered page; false when the page is not one, or its rendering failed. */
  async function render(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<boolean> {
    if (!renderer) return false;
    try {
      let page: Rendered | null = keptPage(request.url);
      if (!page) {
        if (!renderer.isServerRendered(pathname)) return false;
        page = await renderOrJoin(renderer, request.url, pathname);
      }
      if ("kind" in page) {
        reply.redirect(page.location, page.status);
        return true;
      }
      reply.status(page.status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
      sendCompressed(request, reply, page);
      return true;
    } catch (err) {
      // The browser can still render the page itself.
      request.log.error({ err }, "server rendering failed; the app shell is sent");
      return false;
    }
  }

  /** Renders the page of `url`, or waits for its render already in progress. */
  async function renderOrJoin(web: WebRenderer, url: string, pathname: string): Promise<Rendered> {
    const eventId = web.eventOfPage(pathname);
    // Taken before anything is read: a notice arriving during the render makes this render stale.
    const gen = eventId === null ? null : app.readCache.generation(eventId);
    if (gen === null) return renderNow(web, url, pathname, eventId, gen);
    const key = `${gen} ${url}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderNow(web, url, pathname, eventId, gen).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    roots: renderer?.pageRoots?.() ?? [],
    async send(request, reply) {
      const pathname = request.url.split(/[?#]/)[0] ?? "/";
      const viewed = request.method === "GET" ? publicPageOf(pathname) : null;
      if (viewed) views.add(viewed.eventId, viewed.page);
      if (await render(request, reply, pathname)) return reply;
      reply.header("cache-control", "no-cache").type("text/html");
      // The public pages of an event, a team and a player carry their Open Graph tags (docs/api.md "Share cards").
      const meta = await shareMetaFor(app.db, appUrl, request.url).catch((err) => {
        request.log.warn({ err }, "share tags not written");
        return null;
      });
      if (meta) return reply.send(withShareMeta(await fs.promises.readFile(indexHtml, "utf8"), meta));
      return reply.send(fs.createReadStream(indexHtml));
    },
  };
}
