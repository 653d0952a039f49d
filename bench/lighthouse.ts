// `npm run lighthouse`: Lighthouse (mobile preset, the pinned dev dependency) on the five public pages
// of the demo event against a production build (`npm start` on a temporary DATA_DIR), printed as one
// table; then the five public pages of the 600-player, 10-team night of bench/lib/night-event.ts (the
// event's page, detail, teams, players, auctions; `LIGHTHOUSE_NIGHT=0` skips them); then the auction
// report of a small auction run to the end through the API (e2e/support/report-auction.ts: the report
// is public once the auction has concluded) and its sponsor's report opened by the private link
// (`#key=`, docs/api.md "Sponsor exposure"). `-- --no-ssr` measures the same build without server rendering (WEB_SSR_DIST pointed
// nowhere: every page is the plain app shell), for a before/after on the same machine. Not part of
// `npm test`; figures in bench/RESULTS.md. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { concludedAuction } from "../e2e/support/report-auction.ts";
import { createNightEvent } from "./lib/night-event.ts";
import { ADMIN, api, freePort, ROOT } from "./lib/server.ts";

const noSsr = process.argv.includes("--no-ssr");

async function startProduction(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-lighthouse-"));
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      ...(noSsr ? { WEB_SSR_DIST: path.join(dataDir, "no-ssr") } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start builds what is stale and seeds the demo (images included): it may take minutes.
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server did not start");
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, child, dataDir };
}

type Row = Record<string, string>;

/** Runs per page (LIGHTHOUSE_RUNS, default 3): the table shows the median run by performance score, as
 * Lighthouse's own guidance on variability advises — one run's simulated times swing by a second. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

type Run = { row: Row; perf: number; failing: string[]; tasks: string[] };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};

/**
 * LIGHTHOUSE_TASKS=1: the main-thread tasks of the observed trace that count in the blocking time (in
 * the mobile preset a task counts once it is over 12.5 ms here: Lighthouse multiplies by the 4× CPU
 * slowdown and counts what is over 50 ms), from the first contentful paint on, each with what took
 * its time (script by file and function, style, layout, paint). To see what to cut, not a figure to
 * record: tracing slows the page.
 */
function countedTasks(trace: { traceEvents: TraceEvent[] }): string[] {
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return ["(no first contentful paint in the trace)"];
  const main = events.find((e) => e.name === "thread_name" && e.pid === fcp.pid && e.args?.name === "CrRendererMain");
  const slices = events.filter((e) => e.pid === fcp.pid && e.tid === main?.tid && e.ph === "X" && e.dur !== undefined);
  const lines: string[] = [];
  for (const task of slices) {
    if (task.name !== "RunTask" || task.ts < fcp.ts || (task.dur ?? 0) < 12_500) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of slices) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      const data = e.args?.data ?? {};
      const name = /RunTask$|^(ScheduleStyle|InvalidateLayout|EventDispatch$)/.test(e.name)
        ? null
        : ["FunctionCall", "EvaluateScript", "v8.evaluateModule", "TimerFire", "FireAnimationFrame"].includes(e.name)
          ? `${e.name} ${String(data.url ?? "")
              .split("/")
              .pop()} ${data.functionName ?? ""}`.trim()
          : e.name;
      if (name) parts.set(name, (parts.get(name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(", ");
    lines.push(`+${((task.ts - fcp.ts) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (${what})`);
  }
  return lines;
}

/** Attempts per run: Lighthouse now and then fails to record a page's trace (NO_NAVSTART) and scores
 * the run 0; such a run is measured again, not counted. */
const ATTEMPTS = 3;

async function measure(url: string, port: number): Promise<Run> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`no result for ${url}`);
    if (!result.lhr.runtimeError) break;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${ATTEMPTS} times`);
    console.error(`${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
  // LIGHTHOUSE_JSON_DIR: keep each page's full report, to read what a score is made of.
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\/+/g, "_").replace(/^_|_$/g, "") || "home";
    fs.writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => (categories[id]?.score ?? 0).toFixed(2);
  // Audits that cost a category points (weighted, scored below 0.9), to say what to fix.
  const failing: string[] = [];
  for (const category of Object.values(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 0.9) {
        failing.push(`${new URL(url).pathname} ${category.id}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ""}`);
      }
    }
  }
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0).toLocaleString("en")} ms`;
  const row = {
    perf: score("performance"),
    FCP: ms("first-contentful-paint"),
    LCP: ms("largest-contentful-paint"),
    TBT: ms("total-blocking-time"),
    // Not scored since Lighthouse 10, but it is when a phone's taps are answered: shown so that a change
    // trading blocking time for a later start (scripts loaded one after another) shows its cost.
    TTI: ms("interactive"),
    CLS: (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    KiB: String(Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 1024)),
    a11y: score("accessibility"),
    "best pr.": score("best-practices"),
    SEO: score("seo"),
  };
  const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  const tasks = process.env.LIGHTHOUSE_TASKS && trace ? countedTasks(trace) : [];
  return { row, perf: categories.performance?.score ?? 0, failing, tasks };
}

async function medianRun(url: string, port: number): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(url, port));
  runs.sort((a, b) => a.perf - b.perf);
  const median = runs[Math.floor(runs.length / 2)]!;
  return { ...median, row: { ...median.row, "perf of runs": runs.map((r) => r.perf.toFixed(2)).join(" ") } };
}

// LIGHTHOUSE_BASE: measure a server already running (its own build and data) instead of starting one;
// LIGHTHOUSE_PAGES: only the pages whose path contains one of these comma-separated words.
const base = process.env.LIGHTHOUSE_BASE;
const server = base ? null : await startProduction();
const serverUrl = base ?? server!.url;
const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const events = (await (await fetch(`${serverUrl}/api/events/events/`)).json()) as { results: { id: number }[] };
  const id = events.results[0]?.id;
  if (id === undefined) throw new Error("no demo event");
  const all = ["/", "/events/all", `/view/${id}`, `/view/${id}/players`, `/view/${id}/auctions`];
  // The events made here go through the API (a server of LIGHTHOUSE_BASE needs the bench's admin password).
  const login = await api<{ id: number; token: string }>(`${serverUrl}/api/users/login/`, { method: "POST", json: ADMIN });
  let nightId: number | undefined;
  if (process.env.LIGHTHOUSE_NIGHT !== "0") {
    const night = await createNightEvent(serverUrl, login.token, login.id);
    const n = night.eventId;
    nightId = n;
    all.push(`/view/${n}`, `/view/${n}/detail`, `/view/${n}/teams`, `/view/${n}/players`, `/view/${n}/auctions`);
  }
  // The reports: a concluded auction of its own (the demo's pages stay as measured before), with a
  // sponsor that a big screen showed for a minute and its private link.
  const concluded = await concludedAuction(serverUrl, login.token, login.id);
  const r = concluded.id;
  const call = <T>(what: string, json?: unknown) =>
    api<T>(`${serverUrl}/api/${what}`, { method: "POST", json, token: login.token });
  const sponsor = (
    await call<{ id: number }>(`events/sponsors/?event_id=${r}`, { name: "Alpha Corp", category: "Title", order: 1 })
  ).id;
  await call(`events/${r}/exposure/`, { screen: "lighthouse-screen", kind: "big-screen", shown: [{ sponsor, seconds: 30 }] });
  const { key } = await call<{ key: string }>(`events/sponsors/${sponsor}/link/?event_id=${r}`);
  all.push(`/view/${r}/report`, `/view/${r}/sponsors/${sponsor}/report#key=${encodeURIComponent(key)}`);
  // A page's path, without the sponsor report's key (after `#`): what LIGHTHOUSE_PAGES matches and the table shows.
  const pathOf = (page: string) => page.split("#")[0]!;
  const pages = all.filter((page) => !only || only.some((word) => (word === "/" ? page === "/" : pathOf(page).endsWith(word))));
  const rows: [string, Row][] = [];
  const failing: string[] = [];
  const tasks: string[] = [];
  for (const page of pages) {
    const run = await medianRun(`${serverUrl}${page}`, chrome.port);
    const path = pathOf(page);
    const label = `${path}/`.startsWith(`/view/${id}/`)
      ? path.replace(String(id), "{id}")
      : `${path}/`.startsWith(`/view/${r}/`)
        ? `${path.replace(String(r), "{report}").replace(`/${sponsor}/`, "/{sponsor}/")}${page.includes("#") ? "#key=…" : ""}`
        : path.replace(String(nightId), "{night}");
    rows.push([label, run.row]);
    failing.push(...run.failing);
    if (run.tasks.length) tasks.push(`${page} (median run), tasks counted in TBT:`, ...run.tasks.map((t) => `  ${t}`));
  }
  const head = ["page", ...Object.keys(rows[0]![1])];
  console.log(`Lighthouse ${noSsr ? "without" : "with"} server rendering (mobile preset), median of ${RUNS} runs\n`);
  console.log(`| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|`);
  for (const [page, row] of rows) console.log(`| \`${page}\` | ${Object.values(row).join(" | ")} |`);
  if (failing.length > 0)
    console.log(`\nAudits scored below 0.9 in the median runs:\n${failing.map((line) => `- ${line}`).join("\n")}`);
  if (tasks.length > 0) console.log(`\n${tasks.join("\n")}`);
} finally {
  chrome.kill();
  if (server) {
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
