// npm run bench:startup — time from starting the server to answering /api/health, and its memory,
// on a first start (empty DATA_DIR, demo seed) and on an existing embedded database; the server run
// as `npm start` runs it (the built bundle, scripts/build-server.mjs) and from source through tsx.
// Baselines in the same run: a bare Fastify process started the same two ways.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { build } from "esbuild";
// @ts-expect-error: a plain .mjs script without type declarations
import { buildServer, SERVER_NODE_FLAGS, serverBundle, serverEnv } from "../scripts/build-server.mjs";
import { freePort, ROOT, rssOf } from "./lib/server.ts";

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);

type Ready = { ms: number; rssMb: number };

async function timeToReady(args: string[], env: Record<string, string>, probe: string): Promise<Ready> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}${probe}`;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`process exited: ${args.join(" ")}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  const rssMb = rssOf(child.pid ?? 0) / 1048576;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { ms, rssMb };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runs(n: number, args: string[], env: Record<string, string>, probe: string): Promise<Ready> {
  const all: Ready[] = [];
  for (let i = 0; i < n; i++) all.push(await timeToReady(args, env, probe));
  return { ms: median(all.map((r) => r.ms)), rssMb: median(all.map((r) => r.rssMb)) };
}

/** One server start: a first start on an empty DATA_DIR, then RUNS starts on the database it made. */
async function serverStarts(args: string[], extraEnv: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-startup-"));
  const env = { ...extraEnv, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "warn", ADMIN_PASSWORD: "startup-pass-1" };
  const first = await timeToReady(args, env, "/api/health");
  const again = await runs(RUNS, args, env, "/api/health");
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { first, again };
}

async function main() {
  await buildServer();
  // The baseline built as the server is, next to the server's bundle (ignored by git), so it finds
  // fastify in node_modules.
  const bareCopy = path.join(path.dirname(serverBundle), `.bare-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, "bench/bare-server.ts")],
    outfile: bareCopy,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  try {
    const bareBuilt = await runs(RUNS, [bareCopy], {}, "/bare");
    const bareTsx = await runs(RUNS, ["--import", "tsx", "bench/bare-server.ts"], {}, "/bare");
    const built = await serverStarts([...SERVER_NODE_FLAGS, serverBundle], serverEnv({}));
    const source = await serverStarts(["--import", "tsx", "apps/server/src/server.ts"], {});
    const b = bareBuilt.ms;
    const row = (name: string, r: Ready, withRss = true) =>
      `| ${name} | ${r.ms.toFixed(0)} | ${(r.ms / b).toFixed(2)} | ${(r.ms / bareTsx.ms).toFixed(2)} | ${withRss ? r.rssMb.toFixed(0) : "—"} |`;
    console.log(
      "| start | time to ready (ms, median) | ratio to bare Fastify, plain Node | ratio to bare Fastify through tsx | RSS when ready (MiB) |",
    );
    console.log("|---|---:|---:|---:|---:|");
    console.log(row("bare Fastify process, plain Node (baseline)", bareBuilt, false));
    console.log(row("bare Fastify process through tsx (the earlier baseline)", bareTsx, false));
    console.log(row("`npm start` build: first start (initdb, migrations, demo seed with 72 images)", built.first));
    console.log(row("`npm start` build: existing embedded database", built.again));
    console.log(row("source through tsx: first start", source.first));
    console.log(row("source through tsx: existing embedded database", source.again));
  } finally {
    fs.rmSync(bareCopy, { force: true });
  }
}

await main();
