// npm run bench:throughput (the first half of npm run bench) — request throughput and latency on PGlite and on PostgreSQL, as ratios
// to a bare Fastify route measured in the same run. BENCH_SECONDS, BENCH_CONNECTIONS tune it.
// Reads are answered from the read cache after the first, anonymous and signed-in alike (one copy
// per view, docs/decisions/014-read-cache.md); the "cache off" rows show the database path, which is
// what every read costs right after a change to the event.
import { spawn } from "node:child_process";
import path from "node:path";
import { LIMITS } from "@sah/domain";
import autocannon from "autocannon";
import pg from "pg";
import { ADMIN, api, cpuMsOf, freePort, ROOT, startServer } from "./lib/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SIGNED_IN_CONNECTIONS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; bytes: number };
/** The server's CPU time per answer of the players page as HTML and of its API read (docs/decisions/047). */
type Cost = { label: string; apiMs: number; htmlMs: number };
const costs: Cost[] = [];

/** Answers per cost measurement, each side twice, alternating. */
const COST_ANSWERS = 10_000;

/**
 * The server's CPU time (user + system, from /proc) per answer of `url`. What a page costs the server,
 * measured where it is spent: req/s on this 2-core machine is also bounded by the load generator, which
 * shares the cores and parses every byte (the HTML is 17 KB gzip, the API read 2 KB).
 */
async function cpuPerAnswer(pid: number, url: string, opts: Partial<autocannon.Options>): Promise<number> {
  const before = cpuMsOf(pid);
  await autocannon({ url, connections: 50, amount: COST_ANSWERS, ...opts });
  return (cpuMsOf(pid) - before) / COST_ANSWERS;
}

async function load(url: string, opts: Partial<autocannon.Options> = {}): Promise<Omit<Row, "name">> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    // Body and headers per answer, as they crossed the wire.
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

async function bareBaseline(): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "bench/bare-server.ts")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((r) => child.stdout?.once("data", r));
  await load(`http://127.0.0.1:${port}/bare`, { duration: 1 }); // warm-up
  const row = { name: "bare Fastify route (baseline)", ...(await load(`http://127.0.0.1:${port}/bare`)) };
  child.kill();
  return row;
}

async function benchApp(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(env);
  const { url } = server;
  const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
  const events = await api<{ results: { id: number; name: string }[] }>(`${url}/api/events/events/`);
  const eventId = events.results.find((e) => e.name === "Demo Premier League")?.id ?? 0;
  const teams = await api<{ id: number }[]>(`${url}/api/teams/all/?event_id=${eventId}`);
  const q = `?event_id=${eventId}`;
  // Sales, so a players page carries transactions as well as skills.
  for (let i = 0; i < 12; i++) {
    const drawn = await api<{ player: { id: number } }>(`${url}/api/auctions/transactions/next-player/${q}`, {
      method: "POST",
      token,
    });
    await api(`${url}/api/auctions/transactions/sell-player/${q}`, {
      method: "POST",
      token,
      json: { player: drawn.player.id, status: 3, team: teams[i % teams.length].id, price: 1000 + i * 100 },
    });
  }
  const drawn = await api<{ player: { id: number } }>(`${url}/api/auctions/transactions/next-player/${q}`, {
    method: "POST",
    token,
  });
  const reads: [string, string][] = [
    ["events list", `${url}/api/events/events/`],
    // The page the players page reads (and the server renders), so that the HTML row compares like with like.
    [
      `players page (${LIMITS.playerListPageSize}, skills and sales)`,
      `${url}/api/players/${q}&page_size=${LIMITS.playerListPageSize}`,
    ],
    ["teams/all", `${url}/api/teams/all/${q}`],
    ["current-player", `${url}/api/auctions/transactions/current-player/${q}`],
  ];
  const rows: Row[] = [];
  for (const [name, target] of reads) {
    await load(target, { duration: 1 });
    rows.push({ name: `${label}: ${name}`, ...(await load(target)) });
  }
  // As a browser asks for it: the cached answer's gzip copy.
  const [pageName, pageUrl] = reads[1];
  const gzip = { headers: { "accept-encoding": "gzip, deflate, br" } };
  await load(pageUrl, { ...gzip, duration: 1 });
  rows.push({ name: `${label}: ${pageName}, gzip accepted`, ...(await load(pageUrl, gzip)) });
  // The same page as the server renders it for a browser (docs/decisions/047-server-rendering.md):
  // HTML with the page's data, against the API read above. Target: at most 2× its cost.
  const html = `${url}/view/${eventId}/players`;
  await load(html, { ...gzip, duration: 1 });
  rows.push({ name: `${label}: /view/{id}/players as HTML, gzip accepted`, ...(await load(html, gzip)) });
  const cost = { label, apiMs: 0, htmlMs: 0 };
  for (let round = 0; round < 2; round++) {
    cost.apiMs += (await cpuPerAnswer(server.pid, pageUrl, gzip)) / 2;
    cost.htmlMs += (await cpuPerAnswer(server.pid, html, gzip)) / 2;
  }
  costs.push(cost);
  // Signed-in callers (organisers' screens, owners' phones) get their view's copy from the read cache
  // (docs/decisions/014-read-cache.md "Signed-in reads"). Target: p99 < 100 ms at 50 connections and
  // at least 0.25 (PostgreSQL) / 0.15 (PGlite) of the baseline (docs/decisions/042-production-footing.md).
  const signedIn = { headers: { authorization: `Bearer ${token}` } };
  const signedInReads = reads.filter(([n]) => n.startsWith("players page") || n === "teams/all");
  for (const [name, target] of signedInReads) {
    await load(target, { ...signedIn, duration: 1 });
    rows.push({ name: `${label}: ${name}, signed in`, ...(await load(target, signedIn)) });
    rows.push({
      name: `${label}: ${name}, signed in, ${SIGNED_IN_CONNECTIONS} connections`,
      ...(await load(target, { ...signedIn, connections: SIGNED_IN_CONNECTIONS })),
    });
  }
  rows.push({
    name: `${label}: sell-player (writes)`,
    ...(await load(`${url}/api/auctions/transactions/sell-player/${q}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ player: drawn.player.id, status: 3, team: teams[0].id, price: 1500, suppress_player_check: true }),
      connections: Math.min(CONNECTIONS, 50),
    })),
  });
  await server.stop();
  // The database path: every read a miss, as right after a change to the event (READ_CACHE_MB=0).
  const uncached = await startServer({ ...env, READ_CACHE_MB: "0" });
  try {
    const u = uncached.url;
    const login = await api<{ token: string }>(`${u}/api/users/login/`, { method: "POST", json: ADMIN });
    const headers = { authorization: `Bearer ${login.token}` };
    for (const [name, target] of signedInReads) {
      const t = target.replace(url, u);
      await load(t, { headers, duration: 1 });
      rows.push({
        name: `${label}: ${name}, signed in, cache off, ${SIGNED_IN_CONNECTIONS} connections`,
        ...(await load(t, { headers, connections: SIGNED_IN_CONNECTIONS })),
      });
    }
  } finally {
    await uncached.stop();
  }
  return rows;
}

async function main() {
  const baseline = await bareBaseline();
  const rows: Row[] = [...(await benchApp("PGlite", {}))];
  const dbName = `sah_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  let pgOk = false;
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    pgOk = true;
  } catch (err) {
    console.error(`PostgreSQL not reachable at ${PG_URL}: ${(err as Error).message}`);
  }
  if (pgOk) {
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    rows.push(...(await benchApp("PostgreSQL", { DATABASE_URL: u.toString() })));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
  await admin.end().catch(() => {});
  console.log(
    `\n${SECONDS} s per row, ${CONNECTIONS} connections (sell-player: ${Math.min(CONNECTIONS, 50)}), autocannon on the same 2-core machine.\n`,
  );
  console.log("| target | req/s | ratio to baseline | p50 ms | p99 ms | errors | KB per answer |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of [baseline, ...rows]) {
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / baseline.rps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.bytes / 1024).toFixed(1)} |`,
    );
  }
  console.log(
    `\nWhat the players page costs the server as HTML, against its API read (gzip accepted both): CPU time per answer over ${2 * COST_ANSWERS} answers each, 50 connections. Target: at most 2×.\n`,
  );
  console.log("| database | API read, ms CPU per answer | HTML, ms CPU per answer | HTML / API |");
  console.log("|---|---:|---:|---:|");
  for (const c of costs) {
    console.log(`| ${c.label} | ${c.apiMs.toFixed(3)} | ${c.htmlMs.toFixed(3)} | ${(c.htmlMs / c.apiMs).toFixed(2)}× |`);
  }
}

await main();
