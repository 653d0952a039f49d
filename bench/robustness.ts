// node --import tsx bench/robustness.ts — the fuzz and crash suites of
// apps/server/test with far larger counts than `npm test` runs (docs/decisions/020-security.md).
//
//   FUZZ_RUNS    requests per API operation and caller (default 200; npm test: 5)
//   CRASH_KILLS  SIGKILLs per database (default 20; npm test: 3)
//   FUZZ_SEED, CRASH_SEED  repeat a run (each suite prints its seed)
//   TEST_DATABASE_URL      also run both suites on PostgreSQL (postgres://user@host:5432/db)
//   BENCH_ATTACKS_ONLY=1   skip the fuzz and crash suites; the attacks (hostile uploads, replay flood) still run
//
// Then the hostile uploads (bench/attacks.ts): the longest delay of a plain read and the peak RSS
// growth during each.
//
// Extra arguments go to vitest, e.g. `-t PGlite` to run only the PGlite crash cases.
// Then the attacks measured as a plain read's delay while they run: bench/replay-flood.ts (the live
// stream's replay flood; BENCH_REPLAY_* there).
import { spawn } from "node:child_process";
import { runAttacks } from "./attacks.ts";
import { ROOT } from "./lib/server.ts";

const env: NodeJS.ProcessEnv = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? "200",
  CRASH_KILLS: process.env.CRASH_KILLS ?? "20",
};

type Outcome = { suite: string; code: number; seconds: number; seeds: string[] };

function run(suite: string, file: string, runEnv: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now();
  const seeds: string[] = [];
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--project",
        "server",
        file,
        // Generous per-test limit: a large count is slow by design.
        "--testTimeout",
        "3600000",
        ...process.argv.slice(2),
      ],
      { cwd: ROOT, env: runEnv, stdio: ["ignore", "pipe", "inherit"] },
    );
    let line = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      process.stdout.write(chunk);
      const lines = (line + chunk).split("\n");
      line = lines.pop() ?? "";
      for (const l of lines) for (const m of l.matchAll(/\(repeat: ([^)]+)\)/g)) seeds.push(m[1]);
    });
    child.on("exit", (code) => resolve({ suite, code: code ?? 1, seconds: (Date.now() - started) / 1000, seeds }));
  });
}

console.log(
  `Robustness run: FUZZ_RUNS=${env.FUZZ_RUNS} CRASH_KILLS=${env.CRASH_KILLS}` +
    (env.TEST_DATABASE_URL
      ? ` on PGlite and PostgreSQL (${env.TEST_DATABASE_URL})`
      : " on PGlite (set TEST_DATABASE_URL for PostgreSQL too)"),
);
const { TEST_DATABASE_URL: pgUrl, ...pgliteEnv } = env;
const outcomes: Outcome[] = [];
if (process.env.BENCH_ATTACKS_ONLY !== "1") {
  outcomes.push(await run("fuzz on PGlite", "apps/server/test/fuzz.test.ts", pgliteEnv));
  if (pgUrl) outcomes.push(await run("fuzz on PostgreSQL", "apps/server/test/fuzz.test.ts", env));
  // With TEST_DATABASE_URL the crash suite covers both databases in one run.
  outcomes.push(await run(pgUrl ? "crash on PGlite and PostgreSQL" : "crash on PGlite", "apps/server/test/crash.test.ts", env));
}
const attacksStarted = Date.now();
const attacksHeld = await runAttacks();
outcomes.push({
  suite: "hostile uploads (< 200 ms, < 200 MB)",
  code: attacksHeld ? 0 : 1,
  seconds: (Date.now() - attacksStarted) / 1000,
  seeds: [],
});

/** A bench script of its own (it prints its figures; it fails by exiting non-zero). */
function runScript(suite: string, file: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], { cwd: ROOT, env: pgliteEnv, stdio: "inherit" });
    child.on("exit", (code) => resolve({ suite, code: code ?? 1, seconds: (Date.now() - started) / 1000, seeds: [] }));
  });
}
outcomes.push(await runScript("live replay flood", "bench/replay-flood.ts"));

console.log(`\n${"suite".padEnd(32)} result  seconds  repeat with`);
for (const o of outcomes) {
  const seeds = [...new Set(o.seeds)].join("; ");
  console.log(
    `${o.suite.padEnd(32)} ${(o.code === 0 ? "pass" : "FAIL").padEnd(7)} ${o.seconds.toFixed(0).padStart(7)}  ${seeds}`,
  );
}
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
