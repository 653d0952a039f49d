// npm run bench:night — a professional-scale night (issue 26; docs/decisions/064-long-lists.md): one
// server process (PGlite, the demo data for the baseline) and the 600-player, 10-team event of
// bench/lib/night-event.ts (120 crore purse, 30 lakh minimum, graded sets with base prices).
// 1. The auction replayed through the API as the console does it: per lot, draw the next player, then
//    record a sale (to the next team with a free slot, at the player's opening price) or Unsold; two
//    lots in five are sold (240 of the 250 places). Lots per second and the lot's time (draw + result,
//    p50 / p95 / max), against the sell-player round trip of bench:live measured in the same run on
//    the demo event (its baseline: saleRounds / saleBaseline of bench/lib/viewers.ts).
// 2. In Chromium with the CPU slowed 4× (Emulation.setCPUThrottlingRate, as Lighthouse's mobile
//    preset), the public players list of that event: the time from its first card to its last card (with
//    its player, not a placeholder) by scrolling to the bottom again and again (each step waits a frame),
//    and of that time the part until the app has hydrated the server's page (before it the list cannot
//    follow), the cards and DOM nodes in the page at the end, and the JS heap at the end (used, after a
//    garbage collection). Targets: < 5 s, < 60 MB. At a phone's viewport and a laptop's.
// Needs the web build (npm run build -w apps/web). Lots BENCH_NIGHT_LOTS (default: every player);
// BENCH_NIGHT_BROWSER=0 skips part 2. Not part of `npm test`; figures in bench/RESULTS.md.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "playwright-core";
import { APP_READY_ATTRIBUTE } from "../apps/web/src/app/app-ready.ts";
import { createNightEvent, NIGHT } from "./lib/night-event.ts";
import { ADMIN, api, quantile, ROOT, startServer } from "./lib/server.ts";
import { machineLine, ms, saleBaseline, saleRounds } from "./lib/viewers.ts";

const BASELINE_ROUNDS = 8;
const LOTS = Number(process.env.BENCH_NIGHT_LOTS ?? NIGHT.players);
const CPU_SLOWDOWN = 4;
/** The scroll's own bound: a list that never reaches its last card stops the bench. */
const SCROLL_LIMIT_MS = 180_000;
const VIEWPORTS = [
  { name: "phone 412×823", width: 412, height: 823, isMobile: true },
  { name: "laptop 1440×900", width: 1440, height: 900, isMobile: false },
];
/** Results of the sell-player body: 2 Unsold, 3 Sold (the domain's PLAYER_STATUSES). */
const UNSOLD = 2;
const SOLD = 3;

type Drawn = { player: { id: number; base_price: number | null } | null };

async function main() {
  const web = path.join(ROOT, "apps/web");
  for (const part of ["dist", "dist-ssr"])
    if (!fs.existsSync(path.join(web, part))) throw new Error(`apps/web has no ${part}/ (npm run build -w apps/web)`);
  console.log(machineLine("start"));
  const server = await startServer({
    WEB_DIST: path.join(web, "dist"),
    WEB_SSR_DIST: path.join(web, "dist-ssr"),
    NODE_ENV: "production",
  });
  const { url } = server;
  try {
    const login = await api<{ id: number; token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
    const { token } = login;

    // The baseline of bench:live: the sell-player round trip on the demo event, no viewers.
    const events = await api<{ results: { id: number; name: string }[] }>(`${url}/api/events/events/`);
    const demoId = events.results.find((e) => e.name === "Demo Premier League")?.id;
    if (!demoId) throw new Error("demo event missing");
    const demoTeams = await api<{ id: number }[]>(`${url}/api/teams/all/?event_id=${demoId}`);
    const baseline = await saleBaseline(saleRounds(url, token, demoId, demoTeams, 1000), BASELINE_ROUNDS);
    const base = quantile(baseline, 0.5);

    const made = performance.now();
    const night = await createNightEvent(url, token, login.id);
    const makeMs = performance.now() - made;
    const q = `?event_id=${night.eventId}`;

    // 1. The replay.
    const slots = new Map<number, number>(night.teams.map((t) => [t.id, NIGHT.maxPlayers]));
    let nextTeam = 0;
    const lots: number[] = [];
    let sold = 0;
    const started = performance.now();
    for (let lot = 0; lot < LOTS; lot++) {
      const t0 = performance.now();
      const drawn = await api<Drawn>(`${url}/api/auctions/transactions/next-player/${q}`, { method: "POST", token });
      if (!drawn.player) break;
      let team: number | undefined;
      if (lot % 5 < 2) {
        for (let i = 0; i < night.teams.length && team === undefined; i++) {
          const candidate = night.teams[(nextTeam + i) % night.teams.length]!.id;
          if ((slots.get(candidate) ?? 0) > 0) team = candidate;
        }
        nextTeam++;
      }
      const body =
        team === undefined
          ? { player: drawn.player.id, status: UNSOLD }
          : { player: drawn.player.id, status: SOLD, team, price: drawn.player.base_price ?? NIGHT.minimum };
      await api(`${url}/api/auctions/transactions/sell-player/${q}`, { method: "POST", token, json: body });
      if (team !== undefined) {
        slots.set(team, (slots.get(team) ?? 0) - 1);
        sold++;
      }
      lots.push(performance.now() - t0);
    }
    const wall = performance.now() - started;
    lots.sort((a, b) => a - b);
    const p95 = quantile(lots, 0.95);

    console.log(
      `\nThe night: ${NIGHT.players} players, ${NIGHT.teams} teams, 120 Cr purse, 30 L minimum (event and players made in ${ms(makeMs)} ms: teams one by one, players in one sheet import).`,
    );
    console.log(
      `Baseline (bench:live's): sell-player round trip on the demo event without viewers, p50 ${ms(base)} ms, max ${ms(baseline[baseline.length - 1]!)} ms (${BASELINE_ROUNDS} sales)\n`,
    );
    console.log("| lots | sold | unsold | lots/s | lot p50 ms | lot p95 ms | lot max ms | lot p95 / sale baseline p50 |");
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
    console.log(
      `| ${lots.length} | ${sold} | ${lots.length - sold} | ${(lots.length / (wall / 1000)).toFixed(1)} | ${ms(quantile(lots, 0.5))} | **${ms(p95)}** | ${ms(lots[lots.length - 1]!)} | ${(p95 / base).toFixed(2)} |`,
    );
    // 2. The public players list in Chromium.
    const browserRows: string[] = [];
    if (process.env.BENCH_NIGHT_BROWSER !== "0") {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      });
      try {
        for (const viewport of VIEWPORTS) {
          try {
            browserRows.push(await scrollRun(browser, `${url}/view/${night.eventId}/players`, viewport));
          } catch (error) {
            browserRows.push(`| ${viewport.name} | not reached: ${String(error).split("\n")[0]} | | | | |`);
          }
        }
      } finally {
        await browser.close();
      }
    }

    if (browserRows.length) {
      console.log(
        `\nPublic players list of the night, Chromium, CPU ${CPU_SLOWDOWN}× slower (targets: first to last card < 5 s, JS heap < 60 MB)\n`,
      );
      console.log(
        "| viewport | first to last card s | of which the app's start s | cards in the page at the end | DOM nodes at the end | JS heap at the end MB (after GC) |",
      );
      console.log("|---|---:|---:|---:|---:|---:|");
      for (const row of browserRows) console.log(row);
    }
    console.log(`\n${machineLine("end")}`);
  } finally {
    await server.stop();
  }
}

type Viewport = (typeof VIEWPORTS)[number];

/** One load of the list: scroll from its first card to its last, then count and weigh the page. */
async function scrollRun(browser: import("playwright-core").Browser, pageUrl: string, viewport: Viewport): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(pageUrl, { waitUntil: "load" });
    await page.locator('[role="listitem"][aria-posinset="1"]').waitFor();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // As source text: bench/ is compiled without the DOM's types.
    // The first card is the server's HTML: the list follows the scroll once the app has hydrated it
    // (APP_READY_ATTRIBUTE), a part of the time of its own (decision 047's start, at 4× CPU).
    const { seconds, ready } = (await page.evaluate(`(async () => {
      const t0 = performance.now();
      let ready = null;
      for (;;) {
        if (ready === null && document.documentElement.hasAttribute("${APP_READY_ATTRIBUTE}")) ready = performance.now() - t0;
        // The card with its player, not the placeholder shown while its page is on the way.
        const last = document.querySelector('[role="listitem"][aria-posinset="${NIGHT.players}"]:not([aria-busy])');
        if (last) {
          last.scrollIntoView({ block: "end" });
          break;
        }
        if (performance.now() - t0 > ${SCROLL_LIMIT_MS}) throw new Error("the last card never came");
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => r()));
      }
      return { seconds: (performance.now() - t0) / 1000, ready: (ready ?? performance.now() - t0) / 1000 };
    })()`)) as { seconds: number; ready: number };
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const cards = (await page.evaluate(`document.querySelectorAll('[role="listitem"]').length`)) as number;
    const nodes = (await page.evaluate(`document.getElementsByTagName("*").length`)) as number;
    await cdp.send("HeapProfiler.collectGarbage");
    const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    return `| ${viewport.name} | **${seconds.toFixed(2)}** | ${ready.toFixed(2)} | ${cards} | ${nodes} | **${(heap.usedSize / 1024 / 1024).toFixed(1)}** |`;
  } finally {
    await context.close();
  }
}

await main();
