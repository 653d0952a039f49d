// `npm run bench:blocking -- <baseline build> [<build> ...]`: how long the public pages block the main
// thread after their first paint, as a phone sees it, for two or more web builds side by side. Each build
// is a folder holding `dist/` and `dist-ssr/` (what `npm run build` writes under apps/web); without a
// second folder the repository's own build (apps/web) is compared with the baseline. Each build gets its
// own server (the demo event, a fresh DATA_DIR); the pages load in Debian's Chromium with the CPU slowed
// 4× (as Lighthouse's mobile preset), and the Long Tasks API gives the tasks after the first contentful
// paint: the figure is the sum of each task's part over 50 ms, Lighthouse's blocking time measured
// instead of simulated. Runs alternate between the builds, so the machine's drift falls on both, and the
// table gives each build's median as a ratio to the baseline's (docs/decisions/047 "Start-up in short
// tasks"). Not part of `npm test`; figures in bench/RESULTS.md. BLOCKING_RUNS (default 5) runs a page a
// build; BLOCKING_PAGES: only the pages whose path ends with one of these comma-separated words.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { ROOT, startServer } from "./lib/server.ts";

const RUNS = Number(process.env.BLOCKING_RUNS ?? 5);
/** Lighthouse's mobile preset: a 4× slower CPU, a phone's viewport. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for what it lasts over this (the Long Tasks API's and TBT's threshold). */
const BLOCKING_OVER_MS = 50;
/** How long after the load event a run watches for tasks (the live page's stream opens in it). */
const WATCH_MS = 8000;

const folders = process.argv.slice(2);
if (folders.length === 0) throw new Error("usage: npm run bench:blocking -- <baseline build folder> [<build folder> ...]");
if (folders.length === 1) folders.push(path.join(ROOT, "apps/web"));
for (const folder of folders) {
  for (const part of ["dist", "dist-ssr"])
    if (!fs.existsSync(path.join(folder, part))) throw new Error(`${folder} has no ${part}/ (run npm run build)`);
}

const servers = await Promise.all(
  folders.map((folder) =>
    startServer({ WEB_DIST: path.join(folder, "dist"), WEB_SSR_DIST: path.join(folder, "dist-ssr"), NODE_ENV: "production" }),
  ),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

/** One load of a page: the blocking time after the first contentful paint, in ms. */
async function blockingTime(url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // As source text: bench/ is compiled without the DOM's types.
    await page.addInitScript(`
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
      }).observe({ type: "longtask", buffered: true });
    `);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(WATCH_MS);
    const { tasks, fcp } = (await page.evaluate(`({
      tasks: window.__tasks,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    })`)) as { tasks: [number, number][]; fcp: number };
    return Math.round(
      tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - BLOCKING_OVER_MS), 0),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const events = (await (await fetch(`${servers[0]!.url}/api/events/events/`)).json()) as { results: { id: number }[] };
  const id = events.results[0]?.id;
  if (id === undefined) throw new Error("no demo event");
  const only = process.env.BLOCKING_PAGES?.split(",").filter(Boolean);
  const pages = ["/", "/events/all", `/view/${id}`, `/view/${id}/players`, `/view/${id}/auctions`].filter(
    (page) => !only || only.some((word) => (word === "/" ? page === "/" : page.endsWith(word))),
  );
  console.log(`Blocking time after the first paint, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} runs a build\n`);
  console.log(`| page | ${folders.map((f, i) => (i === 0 ? `baseline (${path.basename(f)})` : path.basename(f))).join(" | ")} |`);
  console.log(`|---|${folders.map(() => "---:").join("|")}|`);
  for (const page of pages) {
    const runs: number[][] = folders.map(() => []);
    for (let r = 0; r < RUNS; r++) {
      for (const [i, server] of servers.entries()) runs[i]!.push(await blockingTime(`${server.url}${page}`));
    }
    const base = median(runs[0]!);
    const cells = runs.map((values, i) => {
      const m = median(values);
      return i === 0 ? `${m} ms` : `${m} ms (${base > 0 ? (m / base).toFixed(2) : "–"}×)`;
    });
    console.log(`| \`${page.replace(String(id), "{id}")}\` | ${cells.join(" | ")} |`);
    if (process.env.BLOCKING_ALL) console.log(runs.map((values) => `  runs: ${values.join(", ")}`).join("\n"));
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
