// npm run bench:live — sale to fresh screen, end to end (docs/decisions/042-production-footing.md):
// one server process (PGlite, demo data) and N simulated viewers of the public live page spread over
// client processes (bench/live-clients.ts). Each round draws a player and sells it; for every viewer:
// - applied: time from the sell-player response to the viewer having applied the sale's message
//   (what the live page shows at once: the block, the counters, the purses);
// - refetched: time to the viewer having also refetched what the message names (the live page's
//   reconciliation; every viewer really sends those GETs, so the server carries their load).
// A message that arrived before the response counts as 0. Baseline in the same run: the
// sell-player round trip with no viewers. Also: server RSS per connection.
// Sizes BENCH_LIVE_SIZES (default 1000,10000), rounds BENCH_LIVE_ROUNDS (8), client processes
// BENCH_LIVE_PROCS (2), keep-alive sockets per client process for the refetches BENCH_LIVE_POOL (64).
import os from "node:os";
import { ADMIN, api, quantile, rssOf, startServer } from "./lib/server.ts";
import { machineLine, ms, nextMessage, saleBaseline, saleRounds, startViewers, stopViewers } from "./lib/viewers.ts";

const SIZES = (process.env.BENCH_LIVE_SIZES ?? "1000,10000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 8);
const PROCS = Number(process.env.BENCH_LIVE_PROCS ?? 2);
const POOL = Number(process.env.BENCH_LIVE_POOL ?? 64);

type SaleReport = { type: "sale"; player: number; applied: number[]; fresh: number[] };

async function main() {
  console.log(machineLine("start"));
  const server = await startServer();
  const { url } = server;
  const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
  const events = await api<{ results: { id: number; name: string }[] }>(`${url}/api/events/events/`);
  const eventId = events.results.find((e) => e.name === "Demo Premier League")?.id;
  if (!eventId) throw new Error("demo event missing");
  const teams = await api<{ id: number }[]>(`${url}/api/teams/all/?event_id=${eventId}`);
  const saleRound = saleRounds(url, token, eventId, teams, 1000);

  // Baseline: the sale's own round trip with no viewers.
  const baseline = await saleBaseline(saleRound, ROUNDS);
  const base = quantile(baseline, 0.5);
  const rows: string[] = [];
  for (const n of SIZES) {
    const rssBefore = rssOf(server.pid);
    const children = await startViewers(url, eventId, n, { procs: PROCS, mode: "sales", pool: POOL });
    const rssConnected = rssOf(server.pid);
    const applied: number[] = [];
    const fresh: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round = await saleRound();
      const reports = await Promise.all(
        children.map((c) => {
          const report = nextMessage<SaleReport>(c, "sale");
          c.send({ type: "sale", player: round.player });
          return report;
        }),
      );
      for (const rep of reports) {
        for (const t of rep.applied) applied.push(Math.max(0, t - round.respondedAt));
        for (const t of rep.fresh) fresh.push(Math.max(0, t - round.respondedAt));
      }
    }
    applied.sort((a, b) => a - b);
    fresh.sort((a, b) => a - b);
    // The server's heap grows and shrinks by a few MiB on its own (GC): a smaller difference says
    // only that a connection costs less than that spread over n.
    const NOISE = 4 * 1024 * 1024;
    const grown = rssConnected - rssBefore;
    const perConn = grown > NOISE ? (grown / n / 1024).toFixed(1) : `below noise (< ${(NOISE / n / 1024).toFixed(1)})`;
    const p95 = quantile(applied, 0.95);
    rows.push(
      `| ${n} | ${children.length} | ${ms(quantile(applied, 0.5))} | **${ms(p95)}** | ${ms(applied[applied.length - 1])} | ${ms(quantile(fresh, 0.5))} | ${ms(quantile(fresh, 0.95))} | ${(p95 / base).toFixed(2)} | ${perConn} |`,
    );
    await stopViewers(children);
    await new Promise((r) => setTimeout(r, 1000)); // let the server notice the closed sockets
  }
  await server.stop();
  console.log(
    `\n${os.cpus().length} cores; server: 1 process; viewers in client processes as shown; ${ROUNDS} sales per size.\nBaseline: sell-player round trip without viewers, p50 ${ms(base)} ms, max ${ms(baseline[baseline.length - 1])} ms\n`,
  );
  console.log(
    "| viewers | client processes | applied p50 ms | applied p95 ms | applied max ms | refetched p50 ms | refetched p95 ms | applied p95 / baseline p50 | server RSS per connection (KiB) |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) console.log(r);
  console.log(`\n${machineLine("end")}`);
}

await main();
