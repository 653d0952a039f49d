// npm run bench:startup — time from starting the server to answering /api/health, and its memory,
// on a first start (empty DATA_DIR) and on an existing embedded database. Baseline in the
// same run: a bare Fastify process started the same way.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort, ROOT, rssOf } from "./lib/server.ts";

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);

async function timeToReady(args: string[], env: Record<string, string>, probe: string): Promise<{ ms: number; rssMb: number }> {
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

async function main() {
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) bare.push((await timeToReady(["--import", "tsx", "bench/bare-server.ts"], {}, "/bare")).ms);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-startup-"));
  const env = { DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "warn", ADMIN_PASSWORD: "startup-pass-1" };
  const serverArgs = ["--import", "tsx", "apps/server/src/server.ts"];
  const first = await timeToReady(serverArgs, env, "/api/health");
  const again: { ms: number; rssMb: number }[] = [];
  for (let i = 0; i < RUNS; i++) again.push(await timeToReady(serverArgs, env, "/api/health"));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const b = median(bare);
  console.log("| start | time to ready (ms, median) | ratio to bare Fastify | RSS when ready (MiB) |");
  console.log("|---|---:|---:|---:|");
  console.log(`| bare Fastify process (baseline) | ${b.toFixed(0)} | 1.00 | — |`);
  console.log(
    `| first start (initdb, migrations, demo seed with 72 images) | ${first.ms.toFixed(0)} | ${(first.ms / b).toFixed(1)} | ${first.rssMb.toFixed(0)} |`,
  );
  const m = median(again.map((a) => a.ms));
  console.log(
    `| existing embedded database | ${m.toFixed(0)} | ${(m / b).toFixed(1)} | ${median(again.map((a) => a.rssMb)).toFixed(0)} |`,
  );
}

await main();
