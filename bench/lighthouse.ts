// `npm run lighthouse`: Lighthouse (mobile preset, the pinned dev dependency) on the five public pages
// of the demo event against a production build (`npm start` on a temporary DATA_DIR), printed as one
// table. `-- --no-ssr` measures the same build without server rendering (WEB_SSR_DIST pointed
// nowhere: every page is the plain app shell), for a before/after on the same machine. Not part of
// `npm test`; figures in bench/RESULTS.md. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, ROOT } from "./lib/server.ts";

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

async function measure(url: string, port: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => (categories[id]?.score ?? 0).toFixed(2);
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0).toLocaleString("en")} ms`;
  return {
    perf: score("performance"),
    FCP: ms("first-contentful-paint"),
    LCP: ms("largest-contentful-paint"),
    TBT: ms("total-blocking-time"),
    CLS: (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
    KiB: String(Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 1024)),
    a11y: score("accessibility"),
    "best pr.": score("best-practices"),
    SEO: score("seo"),
  };
}

const server = await startProduction();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const events = (await (await fetch(`${server.url}/api/events/events/`)).json()) as { results: { id: number }[] };
  const id = events.results[0]?.id;
  if (id === undefined) throw new Error("no demo event");
  const pages = ["/", "/events/all", `/view/${id}`, `/view/${id}/players`, `/view/${id}/auctions`];
  const rows: [string, Row][] = [];
  for (const page of pages) rows.push([page.replace(String(id), "{id}"), await measure(`${server.url}${page}`, chrome.port)]);
  const head = ["page", ...Object.keys(rows[0]![1])];
  console.log(`Lighthouse ${noSsr ? "without" : "with"} server rendering (mobile preset)\n`);
  console.log(`| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|`);
  for (const [page, row] of rows) console.log(`| \`${page}\` | ${Object.values(row).join(" | ")} |`);
} finally {
  chrome.kill();
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
