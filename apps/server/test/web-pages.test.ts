// The server's side of server rendering (plugins/web-pages.ts; docs/decisions/047-server-rendering.md),
// with a stand-in for the web app's bundle: the page's data is read through the public API in-process,
// the markup goes into #root and its title and tags into <head> (the share card's replacing the page's
// own), a canonical link is added, a missing event is 404, an event's page is rendered again only when
// its log moves, and any other page, or a render that fails, is the plain app shell.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";
import { countStatements } from "./helpers/statements.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Sports Auction House</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

/** What apps/web/src/entry-server.tsx exports, reduced to what the server relies on. */
const FAKE_RENDERER = `
let renders = 0;
export function pageRoots() { return ["/view"]; }
// Route matching is counted (globalThis.sahRouteMatches): a kept page is answered without it.
const counted = () => { globalThis.sahRouteMatches = (globalThis.sahRouteMatches ?? 0) + 1; };
export function isServerRendered(p) { counted(); return p === "/" || p === "/boom" || p.startsWith("/view/"); }
export function eventOfPage(p) { counted(); const m = /^\\/view\\/(\\d+)/.exec(p); return m ? Number(m[1]) : null; }
export async function renderPage(url, { transport, live }) {
  if (url === "/boom") throw new Error("the page failed to render");
  renders++;
  const m = /^\\/view\\/(\\d+)/.exec(url);
  const state = '<script type="application/json" id="sah-ssr-state">' + JSON.stringify({ live }) + "</script>";
  if (!m) return { kind: "page", status: 200, styles: '<style data-emotion="css abc">h1{}</style>', state,
    html: '<title>Welcome</title><meta property="og:image" content="/favicon.svg"/><h1>Welcome</h1>' };
  const res = await transport("/api/events/events/" + m[1] + "/", { method: "GET" });
  if (!res.ok) return { kind: "page", status: res.status, styles: "", state, html: "<h1>Broken Link</h1>" };
  const event = await res.json();
  return { kind: "page", status: 200, styles: "", state,
    html: "<title>Players · " + event.name + '</title><meta name="description" content="own"/><h1>' + event.name + "</h1><p>render " + renders + "</p>" };
}
`;

/** How often the stand-in renderer matched a path against its routes. */
const routeMatches = () => (globalThis as { sahRouteMatches?: number }).sahRouteMatches ?? 0;

let t: TestApp;
let owner: TestUser;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-web-pages-"));
  fs.mkdirSync(path.join(dir, "dist"));
  fs.mkdirSync(path.join(dir, "dist-ssr"));
  fs.writeFileSync(path.join(dir, "dist", "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(dir, "dist-ssr", "entry-server.js"), FAKE_RENDERER);
  t = await createTestApp({ webDist: path.join(dir, "dist"), webSsrDist: path.join(dir, "dist-ssr") });
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe("server-rendered pages", () => {
  it("an event's page: its markup in #root, its title, the share card's tags, a canonical link, the log's sequence number", async () => {
    const eventId = await createEvent(t, { owners: [owner.id], name: "Rendered Cup" });
    const res = await call(t, "GET", `/view/${eventId}/players`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(rootOf(html)).toBe("<h1>Rendered Cup</h1><p>render 1</p>");
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(["<title>Players · Rendered Cup</title>"]);
    expect(html).toContain(`<link rel="canonical" href="http://app.test/view/${eventId}/players" />`);
    expect(html).toContain(`<meta property="og:image" content="http://app.test/api/events/events/${eventId}/card.png" />`);
    // The card's description replaces the page's own; tags and title sit in <head>.
    expect(html).not.toContain(`content="own"`);
    expect(html.indexOf("og:image")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toMatch(/<script type="application\/json" id="sah-ssr-state">\{"live":\{"event":\d+,"seq":\d+\}\}<\/script>/);
  });

  it("renders an event's page again only when the event's log has moved", async () => {
    const eventId = await createEvent(t, { owners: [owner.id], name: "Kept Cup" });
    const first = rootOf((await call(t, "GET", `/view/${eventId}/teams`)).body);
    expect(rootOf((await call(t, "GET", `/view/${eventId}/teams`)).body)).toBe(first);
    const teamId = await createTeam(t, eventId, "Pune Panthers");
    const renamed = await call(t, "PATCH", `/api/teams/${teamId}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Pune Pumas" },
    });
    expect(renamed.statusCode).toBe(200);
    const after = rootOf((await call(t, "GET", `/view/${eventId}/teams`)).body);
    expect(after).not.toBe(first);
    expect(after).toContain("Kept Cup");
  });

  it("a kept page costs no database read and no route matching; requests arriving during a render wait for that one render", async () => {
    const eventId = await createEvent(t, { owners: [owner.id], name: "Busy Cup" });
    const pages = await Promise.all(Array.from({ length: 5 }, () => call(t, "GET", `/view/${eventId}/players`)));
    const roots = new Set(pages.map((p) => rootOf(p.body)));
    expect(roots.size).toBe(1);
    const matches = routeMatches();
    const [again, statements] = await countStatements(t.app.db, () => call(t, "GET", `/view/${eventId}/players`));
    expect(rootOf(again.body)).toBe([...roots][0]);
    expect(statements).toBe(0);
    expect(routeMatches()).toBe(matches);
  });

  it("a page without a share card: its own tags, the image absolute on APP_URL, the critical CSS in <head>", async () => {
    const res = await call(t, "GET", "/");
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe("<h1>Welcome</h1>");
    expect(res.body).toContain(`<meta property="og:image" content="http://app.test/favicon.svg"/>`);
    expect(res.body).toContain(`<link rel="canonical" href="http://app.test/" />`);
    expect(res.body).toContain(`<meta property="og:url" content="http://app.test/" />`);
    expect(res.body.indexOf(`<style data-emotion="css abc">`)).toBeLessThan(res.body.indexOf("</head>"));
  });

  it("is compressed as the browser accepts", async () => {
    const br = await call(t, "GET", "/", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>Welcome</h1>");
    const gzip = await call(t, "GET", "/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain("<h1>Welcome</h1>");
  });

  it("an unknown event's page answers the status the render gives, with the page the app shows", async () => {
    const res = await call(t, "GET", "/view/2147483000");
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toBe("<h1>Broken Link</h1>");
  });

  it("the dashboard and a page whose render fails are the plain app shell", async () => {
    for (const url of ["/dashboard", "/boom"]) {
      const res = await call(t, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<div id="root"></div>`);
      expect(res.body, url).not.toContain("sah-ssr-state");
    }
  });
});
