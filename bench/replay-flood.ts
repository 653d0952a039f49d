// node --import tsx bench/replay-flood.ts — the live-stream replay flood (docs/decisions/055): 100
// anonymous streams of one event opened at once with `Last-Event-ID`, while one client reads the event
// (a plain read, one after another). Printed per flood: the longest delay of a plain read during it
// (target < 200 ms), the server's peak RSS growth, and how many streams were replayed or told to
// refetch everything. One server process (PGlite, demo data); the demo event's log is first grown
// with BENCH_REPLAY_ROUNDS draw + undo pairs (default 300: 600 auction entries, named on replay).
//
//   no flood        the plain reads alone for 2 s: the machine's own delay, to compare with
//   from 0          every stream sends Last-Event-ID: 0 (further behind than LIMITS.liveReplayMax)
//   within bound    every stream is 450 entries behind (replayed, a page at a time, 4 per address)
import http from "node:http";
import { ADMIN, api, now, rssOf, startServer } from "./lib/server.ts";
import { machineLine } from "./lib/viewers.ts";

const STREAMS = Number(process.env.BENCH_REPLAY_STREAMS ?? 100);
const ROUNDS = Number(process.env.BENCH_REPLAY_ROUNDS ?? 300);

type Outcome = "replayed" | "refetch";

/** One stream from `lastEventId`: resolves once it has everything up to `current` (replayed or reset). */
function replay(url: string, eventId: number, lastEventId: number, current: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/events/${eventId}/live/`,
      { agent: false, headers: { accept: "text/event-stream", "last-event-id": String(lastEventId) } },
      (res) => {
        res.setEncoding("utf8");
        let buf = "";
        res.on("data", (chunk: string) => {
          buf += chunk;
          for (let end = buf.indexOf("\n\n"); end >= 0; end = buf.indexOf("\n\n")) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data) continue;
            const msg = JSON.parse(data) as { seq: number; topics: string[]; action?: string };
            const reset = msg.action === undefined && msg.topics.length === 5 && msg.seq === current;
            if (reset || msg.seq >= current) {
              req.destroy();
              resolve(reset ? "refetch" : "replayed");
              return;
            }
          }
        });
      },
    );
    req.on("error", (err) => {
      if (!req.destroyed) reject(err);
    });
  });
}

/** `from` null: no streams, the plain reads alone for BASELINE_MS (the machine's own delay, for comparison). */
const BASELINE_MS = 2000;

async function flood(url: string, pid: number, eventId: number, from: number | null, current: number) {
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
  }, 50);
  let flooding = true;
  const delays: number[] = [];
  const probe = (async () => {
    while (flooding) {
      const t0 = now();
      await (await fetch(`${url}/api/events/events/${eventId}/`)).arrayBuffer();
      delays.push(now() - t0);
    }
  })();
  const started = now();
  const outcomes =
    from === null
      ? await new Promise<Outcome[]>((resolve) => setTimeout(() => resolve([]), BASELINE_MS))
      : await Promise.all(Array.from({ length: STREAMS }, () => replay(url, eventId, from, current)));
  const seconds = (now() - started) / 1000;
  flooding = false;
  await probe;
  clearInterval(sampler);
  return {
    longest: Math.max(...delays),
    reads: delays.length,
    seconds,
    rssGrowthMb: (rssPeak - rssBefore) / 1048576,
    replayed: outcomes.filter((o) => o === "replayed").length,
    refetch: outcomes.filter((o) => o === "refetch").length,
  };
}

async function main() {
  console.log(machineLine("start"));
  const server = await startServer();
  const { url } = server;
  try {
    const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
    const events = await api<{ results: { id: number; name: string }[] }>(`${url}/api/events/events/`);
    const eventId = events.results.find((e) => e.name === "Demo Premier League")?.id;
    if (!eventId) throw new Error("demo event missing");
    const q = `?event_id=${eventId}`;
    for (let i = 0; i < ROUNDS; i++) {
      await api(`${url}/api/auctions/transactions/next-player/${q}`, { method: "POST", token });
      await api(`${url}/api/auctions/transactions/undo/${q}`, { method: "POST", token });
    }
    // The log's current number: the `ready` frame of a fresh stream.
    const current = await new Promise<number>((resolve) => {
      const req = http.get(`${url}/api/events/${eventId}/live/`, { agent: false }, (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const id = /^id: (\d+)$/m.exec(chunk)?.[1];
          if (id) {
            req.destroy();
            resolve(Number(id));
          }
        });
      });
      req.on("error", () => {});
    });
    console.log(`event ${eventId}: ${current} log entries; ${STREAMS} streams per flood`);
    console.log(`\n${"flood".padEnd(14)} longest plain read (ms)  reads  seconds  RSS growth (MiB)  replayed  refetch`);
    for (const [name, from] of [
      ["no flood", null],
      ["from 0", 0],
      ["within bound", Math.max(0, current - 450)],
    ] as const) {
      const r = await flood(url, server.pid, eventId, from, current);
      console.log(
        `${name.padEnd(14)} ${r.longest.toFixed(1).padStart(23)}  ${String(r.reads).padStart(5)}  ${r.seconds.toFixed(2).padStart(7)}  ${r.rssGrowthMb.toFixed(1).padStart(16)}  ${String(r.replayed).padStart(8)}  ${String(r.refetch).padStart(7)}`,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(machineLine("end"));
}

await main();
