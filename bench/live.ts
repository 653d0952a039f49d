// npm run bench:live — live-stream fan-out: N stream clients on one server process; the
// time from the sell-player response to the sale's message at every client; server memory per
// connection. Baseline in the same run: the sell-player round trip with no stream clients.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { ADMIN, api, quantile, rssOf, startServer } from "./lib/server.ts";

const SIZES = (process.env.BENCH_LIVE_SIZES ?? "100,1000,5000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 8);

type Client = { req: http.ClientRequest; seen: Map<number, number>; ready: Promise<void> };

function connect(url: string): Client {
  const seen = new Map<number, number>();
  let resolveReady = () => {};
  const ready = new Promise<void>((r) => {
    resolveReady = r;
  });
  const req = http.get(url, { agent: false, headers: { accept: "text/event-stream" } }, (res) => {
    res.setEncoding("utf8");
    let buf = "";
    res.on("data", (chunk: string) => {
      const now = performance.now();
      buf += chunk;
      if (buf.includes("event: ready")) resolveReady();
      for (const m of buf.matchAll(/id: (\d+)\ndata:/g)) seen.set(Number(m[1]), now);
      buf = buf.slice(buf.lastIndexOf("\n\n") + 2);
    });
  });
  req.on("error", () => {});
  return { req, seen, ready };
}

async function waitFor(cond: () => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function main() {
  const server = await startServer();
  const { url } = server;
  const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
  const events = await api<{ results: { id: number; name: string }[] }>(`${url}/api/events/events/`);
  const eventId = events.results.find((e) => e.name === "Demo Premier League")?.id;
  if (!eventId) throw new Error("demo event missing");
  const teams = await api<{ id: number }[]>(`${url}/api/teams/all/?event_id=${eventId}`);
  const q = `?event_id=${eventId}`;
  let teamIndex = 0;

  async function saleRound(): Promise<{ seq: number | null; sentAt: number; respondedAt: number }> {
    const drawn = await api<{ player: { id: number } | null }>(`${url}/api/auctions/transactions/next-player/${q}`, {
      method: "POST",
      token,
    });
    if (!drawn.player) throw new Error("no player left to draw");
    const team = teams[teamIndex++ % teams.length].id;
    const sentAt = performance.now();
    await api(`${url}/api/auctions/transactions/sell-player/${q}`, {
      method: "POST",
      token,
      json: { player: drawn.player.id, status: 3, team, price: 1000 },
    });
    return { seq: null, sentAt, respondedAt: performance.now() };
  }

  // Baseline: the sale's own round trip with no stream clients.
  const baseline: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = await saleRound();
    baseline.push(r.respondedAt - r.sentAt);
  }
  baseline.sort((a, b) => a - b);
  const rows: string[] = [];
  for (const n of SIZES) {
    // Memory before this size's clients connect (the previous size's have gone).
    const rssBefore = rssOf(server.pid);
    const clients: Client[] = [];
    for (let i = 0; i < n; i += 250) {
      const batch = Array.from({ length: Math.min(250, n - i) }, () => connect(`${url}/api/events/${eventId}/live/`));
      clients.push(...batch);
      await Promise.all(batch.map((c) => c.ready));
    }
    const rssConnected = rssOf(server.pid);
    const latencies: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const before = Math.max(0, ...clients.map((c) => Math.max(0, ...c.seen.keys())));
      const round = await saleRound();
      // The draw and the sale each produce one message: wait for the sale's (the later one) everywhere.
      await waitFor(() => clients.every((c) => [...c.seen.keys()].filter((s) => s > before).length >= 2));
      for (const c of clients) {
        const seq = Math.max(...c.seen.keys());
        latencies.push(Math.max(0, (c.seen.get(seq) ?? 0) - round.respondedAt));
      }
    }
    latencies.sort((a, b) => a - b);
    // The server's heap grows and shrinks by a few MiB on its own (GC): a smaller difference says
    // only that a connection costs less than that spread over n.
    const NOISE = 4 * 1024 * 1024;
    const grown = rssConnected - rssBefore;
    const perConn = grown > NOISE ? `${(grown / n / 1024).toFixed(1)}` : `below noise (< ${(NOISE / n / 1024).toFixed(1)})`;
    rows.push(
      `| ${n} | ${quantile(latencies, 0.5).toFixed(1)} | ${quantile(latencies, 0.95).toFixed(1)} | ${latencies[latencies.length - 1].toFixed(1)} | ${(quantile(latencies, 0.95) / quantile(baseline, 0.5)).toFixed(2)} | ${perConn} |`,
    );
    for (const c of clients) c.req.destroy();
    await waitFor(() => clients.every((c) => c.req.destroyed));
    await new Promise((r) => setTimeout(r, 1000)); // let the server notice the closed sockets
  }
  await server.stop();
  console.log(
    `\nBaseline: sell-player round trip without stream clients, p50 ${quantile(baseline, 0.5).toFixed(1)} ms, max ${baseline[baseline.length - 1].toFixed(1)} ms (${ROUNDS} sales)\n`,
  );
  console.log("| clients | p50 ms | p95 ms | max ms | p95 / baseline p50 | server RSS per connection (KiB) |");
  console.log("|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) console.log(r);
}

await main();
