// The public pages rendered on the server (docs/architecture.md "Server rendering";
// docs/decisions/047-server-rendering.md): their HTML carries the content, title, canonical URL and
// share tags before any JavaScript runs; in the browser they hydrate without a hydration error, without
// fetching their data again and without moving (CLS), and the live page still follows a sale.
import { type Event, type Paged, PLAYER_STATUS, type Player } from "@sah/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { APP_READY_ATTRIBUTE } from "../apps/web/src/app/app-ready.ts";
import { SSR_STATE_ID } from "../apps/web/src/app/ssr-state.ts";
import { EMOTION_KEY } from "../apps/web/src/lib/emotion-cache.ts";
import { api, drawPlayer, findEvent, loginToken, planSale, sellPlayer } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, cspViolations, LIVE_WAIT_MS, launch } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");
/** "Good" in Core Web Vitals is below 0.1; the pages hold half of it. */
const CLS_LIMIT = 0.05;

let browser: Browser;
let token: string;
let demo: Event;
let onBlock: Player;

/** The player on the block, drawing one when there is none or its result is recorded (a journey before this one sold it). */
async function currentPlayer(): Promise<Player> {
  const current = await api<{ status: number; player: Player | null }>(
    base,
    `auctions/transactions/current-player/?event_id=${demo.id}`,
  );
  const open = current.status === 1 && current.player?.status === PLAYER_STATUS.AUCTIONING;
  return open && current.player ? current.player : drawPlayer(base, token, demo.id);
}

beforeAll(async () => {
  [browser, token, demo] = await Promise.all([launch(), loginToken(base, admin), findEvent(base, "Demo Premier League")]);
  onBlock = await currentPlayer();
});
afterAll(() => browser?.close());

const pages = () => [
  `/`,
  `/events/all`,
  `/view/${demo.id}`,
  `/view/${demo.id}/detail`,
  `/view/${demo.id}/teams`,
  `/view/${demo.id}/players`,
  `/view/${demo.id}/auctions`,
];

/** The text a person reads in an HTML answer: no tags, no styles, no embedded state. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function fetchPage(path: string) {
  const res = await fetch(`${base}${path}`);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  return { res, html, text: visibleText(root) };
}

describe("public pages without JavaScript", () => {
  it("each answers its content, title, canonical URL and share tags in the HTML", async () => {
    const [players, teams] = await Promise.all([
      api<Paged<Player>>(base, `players/?event_id=${demo.id}`),
      api<{ name: string }[]>(base, `teams/all/?event_id=${demo.id}`),
    ]);
    for (const path of pages()) {
      const { res, html, text } = await fetchPage(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(html, path).toContain(`<link rel="canonical" href="`);
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path === "/" ? "/" : path}"`));
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      // Critical CSS and the embedded state for hydration.
      expect(html, path).toContain(`<style data-s="" data-emotion="${EMOTION_KEY} `);
      expect(html, path).toContain(`<script type="application/json" id="sah-ssr-state">`);
      if (path.startsWith("/view/")) expect(text, path).toContain(demo.name);
    }
    expect((await fetchPage(`/events/all`)).text).toContain(demo.name);
    const list = (await fetchPage(`/view/${demo.id}/players`)).text;
    for (const p of players.results.slice(0, 3)) expect(list).toContain(p.name);
    const teamList = (await fetchPage(`/view/${demo.id}/teams`)).text;
    for (const t of teams) expect(teamList).toContain(t.name);
    expect((await fetchPage(`/view/${demo.id}/auctions`)).text).toContain(onBlock.name);
    // A team's and a player's page: their own names, and their cards as the share image.
    const team = await fetchPage(
      `/view/${demo.id}/teams/${(await api<{ id: number }[]>(base, `teams/all/?event_id=${demo.id}`))[0]!.id}`,
    );
    expect(team.text).toContain(teams[0]!.name);
    expect(team.html).toMatch(/<meta property="og:image" content="[^"]*\/api\/teams\/\d+\/card\.png/);
    const player = await fetchPage(`/view/${demo.id}/players/${onBlock.id}`);
    expect(player.text).toContain(onBlock.name);
    expect(player.html).toMatch(/<meta property="og:image" content="[^"]*\/api\/players\/\d+\/card\.png/);
  });

  it("an unknown event is a 404 page; the dashboard is the plain app shell", async () => {
    const missing = await fetchPage(`/view/2147483000`);
    expect(missing.res.status).toBe(404);
    const dashboard = await fetch(`${base}/dashboard`).then((r) => r.text());
    expect(dashboard).toContain(`<div id="root"></div>`);
    expect(dashboard).not.toContain(`id="${SSR_STATE_ID}"`);
  });

  it("paints whole: rendering waits until the state after #root is parsed, so a half-parsed page never moves", async () => {
    for (const path of pages()) {
      const { html } = await fetchPage(path);
      const target = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(html)?.[1];
      expect(target, path).toBe(SSR_STATE_ID);
      expect(html.indexOf(`id="${target}"`), path).toBeGreaterThan(html.indexOf('<div id="root">'));
    }
  });

  it("loads its scripts at low fetch priority: the HTML is the content, its images go first", async () => {
    for (const path of pages()) {
      const { html } = await fetchPage(path);
      const scripts = html.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes('fetchpriority="low"')),
        path,
      ).toEqual([]);
    }
  });

  it("every script starts with V8's compile hint, so the browser compiles it while it downloads", async () => {
    // The entry, and the chunks it and the manifest name (vite.config.ts compileHints).
    const { html } = await fetchPage("/");
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const source = await (await fetch(`${base}${entry}`)).text();
    const chunks = [...source.matchAll(/[`"']\.\/([\w.-]+\.js)[`"']/g)].map((m) => m[1]);
    expect(chunks.length).toBeGreaterThan(0);
    for (const file of [entry, ...chunks.map((c) => `/assets/${c}`)]) {
      expect((await (await fetch(`${base}${file}`)).text()).startsWith("//# allFunctionsCalledOnLoad\n"), file).toBe(true);
    }
  });

  it("the start's first step runs React alone: its chunks import nothing from the libraries or the app", async () => {
    // main.tsx START_STEPS: each step's code runs as one task (decision 047 "Start-up in short tasks");
    // what a step imports statically runs in that same task.
    const { html } = await fetchPage("/");
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? "";
    const steps = [...(await (await fetch(`${base}${entry}`)).text()).matchAll(/import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g)];
    expect(steps.map((m) => /^[a-z]+/.exec(m[1])?.[0])).toEqual(["react", "libraries", "start"]);
    const loaded = new Set<string>();
    const visit = async (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const source = await (await fetch(`${base}/assets/${file}`)).text();
      for (const m of source.matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) await visit(m[1]);
    };
    await visit(steps[0][1]);
    expect([...loaded].filter((f) => /^(libraries|start)-/.test(f))).toEqual([]);
  });

  it("robots.txt lets crawlers read the public pages, not the dashboard, sign-in pages or API", async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = (await res.text()).split("\n").filter((line) => line !== "" && !line.startsWith("#"));
    expect(rules).toEqual(["User-agent: *", "Allow: /", "Disallow: /dashboard", "Disallow: /auth/", "Disallow: /api/"]);
  });
});

/** Opens `path` at a phone's width, recording console errors and warnings, API reads and layout shifts. */
async function open(path: string) {
  const ctx = await contextAt(browser, 390);
  await ctx.addInitScript({
    // The total, and what moved (for the failure's message).
    content: `window.__cls = 0; window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) {
        window.__cls += e.value;
        window.__shifts.push(e.value.toFixed(3) + " " + (e.sources || []).map((s) => s.node ? s.node.nodeName + "." + (s.node.className || "") : "?").join(", "));
      } }).observe({ type: "layout-shift", buffered: true });
      window.__styleMoves = 0; const moves = new WeakMap();
      new MutationObserver((records) => { for (const r of records) for (const n of r.removedNodes) if (n.nodeName === "STYLE") {
        moves.set(n, (moves.get(n) || 0) + 1);
        window.__styleMoves = Math.max(window.__styleMoves, moves.get(n));
      } }).observe(document, { childList: true, subtree: true });
      new MutationObserver((records, observer) => {
        if (!document.documentElement.hasAttribute(${JSON.stringify(APP_READY_ATTRIBUTE)})) return;
        observer.disconnect();
        window.__rulesAtReady = [...document.querySelectorAll('style[data-emotion=${JSON.stringify(EMOTION_KEY)}]')]
          .flatMap((el) => [...(el.sheet ? el.sheet.cssRules : [])].map((r) => r.cssText.slice(0, 120)));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: [${JSON.stringify(APP_READY_ATTRIBUTE)}] });`,
  });
  const page = await ctx.newPage();
  const messages: string[] = [];
  const reads: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.endsWith("/live/")) reads.push(url.pathname + url.search);
  });
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  return { page, messages, reads };
}

/** The page has hydrated: React answers a click (the top bar's menu or a link opens). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}

describe("public pages in the browser", () => {
  // One test per page: each gets the whole test timeout on a loaded machine.
  it.each([
    "/",
    "/events/all",
    "/view/{id}",
    "/view/{id}/detail",
    "/view/{id}/teams",
    "/view/{id}/players",
    "/view/{id}/auctions",
  ])(
    "%s hydrates without a warning, without fetching its data again and without moving; axe finds nothing new",
    async (pattern) => {
      const path = pattern.replace("{id}", String(demo.id));
      const { page, messages, reads } = await open(path);
      await hydrated(page);
      await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
      // Every style the server's render made came with the HTML: hydration inserts none (decision 047
      // "Start-up in short tasks"). Counted once the app has hydrated. Emotion's own sheet
      // (`data-emotion="<EMOTION_KEY>"`, no ids) stays empty; global styles are re-inserted by design and have a
      // sheet of their own. Not on the live page: its lot clock and connection chip follow the
      // browser's clock and stream, so they may change, with their styles, before hydration ends.
      // The count is taken as the app marks itself ready (the hydration's own effects), before what
      // the page renders after it in tasks of its own: the players list's next blocks (decision 064),
      // whose cards may carry a status the first block did not, and so a style of their own.
      if (!path.endsWith("/auctions")) {
        expect(await page.evaluate("window.__rulesAtReady"), path).toEqual([]);
      }
      // The server's styles are in <head> already: the start moves each at most once (Emotion's own
      // hydration of its sheet), since every move restyles the whole page (decision 047).
      expect(await page.evaluate("window.__styleMoves"), path).toBeLessThanOrEqual(1);
      // No preload links added from script: the module loader fetches a chunk's imports (vite.config.ts
      // `modulePreload: false`, decision 047); Vite's helper added one per dependency, about 50 here.
      expect(await page.locator("link[rel=modulepreload]").count(), path).toBe(0);
      // Long enough for a refetch, a layout shift or a late warning to show: the live page's stream opens.
      if (path.endsWith("/auctions")) await page.getByRole("status", { name: "Connection: Live updates on" }).waitFor();
      else await page.waitForLoadState("networkidle");
      expect(messages, path).toEqual([]);
      expect(reads, path).toEqual([]);
      expect(
        await page.evaluate("window.__cls"),
        `${path}: ${JSON.stringify(await page.evaluate("window.__shifts"))}`,
      ).toBeLessThan(CLS_LIMIT);
      expect(await seriousAxeViolations(page), path).toEqual([]);
      expect(await cspViolations(page), path).toEqual([]);
      // The app's start waits for the page (decision 047 "Hydration after the content"): the only
      // scripts fetched before the load event are the entry, what it imports statically and what the
      // HTML names.
      const early = await page.evaluate(async () => {
        const declared = new Set(
          [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[rel=modulepreload]")].map((el) =>
            "src" in el && el.src ? el.src : (el as HTMLLinkElement).href,
          ),
        );
        const entry = document.querySelector<HTMLScriptElement>("script[type=module][src]")?.src ?? "";
        const source = await (await fetch(entry)).text();
        for (const m of source.matchAll(/from\s*["'`](\.\/[\w.-]+\.js)["'`]/g)) declared.add(new URL(m[1], entry).href);
        const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/.+\.js$/.test(e.name) && !declared.has(e.name) && e.startTime < load.loadEventStart)
          .map((e) => e.name);
      });
      expect(early, path).toEqual([]);
      await page.context().close();
    },
  );

  it("paints in the phone's colour scheme before any JavaScript, the colours the app keeps once it runs", async () => {
    const colours = async (scheme: "light" | "dark", path: string, javaScriptEnabled: boolean) => {
      const ctx = await browser.newContext({ colorScheme: scheme, javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await ctx.newPage();
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      if (javaScriptEnabled)
        await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
      const seen = await page.evaluate(() => {
        const title = document.querySelector("h1");
        return `${getComputedStyle(document.body).backgroundColor} ${title ? getComputedStyle(title).color : ""}`;
      });
      await ctx.close();
      return seen;
    };
    for (const path of [`/`, `/view/${demo.id}/players`]) {
      const light = await colours("light", path, false);
      const dark = await colours("dark", path, false);
      expect(light, path).not.toBe(dark);
      expect(await colours("light", path, true), path).toBe(light);
      expect(await colours("dark", path, true), path).toBe(dark);
    }
  });

  it("starts with a first-screen image that never arrives: the app waits START_WAIT_MS at most", async () => {
    const ctx = await contextAt(browser, 390);
    // Every player photo stalls, so the page's load event never comes.
    await ctx.route("**/media/players/**", () => undefined);
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${demo.id}/players`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await ctx.close();
  });

  it("the hydrated live page follows a sale made through the API", async () => {
    const { page, messages } = await open(`/view/${demo.id}/auctions`);
    const current = page.getByRole("region", { name: "Current player" });
    await current.getByRole("heading", { name: onBlock.name, exact: true }).waitFor();
    await page.getByRole("status", { name: "Connection: Live updates on" }).waitFor();
    const plan = await planSale(base, demo.id, demo.min_player_price, 390);
    await sellPlayer(base, token, demo.id, onBlock.id, plan.team.id, plan.price);
    await current.getByRole("heading", { name: new RegExp(`^SOLD to ${plan.team.name} for`) }).waitFor({ timeout: LIVE_WAIT_MS });
    expect(messages).toEqual([]);
    await page.context().close();
  });
});
