// One client process of `npm run bench:live` (bench/live.ts forks several): COUNT simulated viewers
// of the public live page. Each holds the event's live stream and, for every message, does what the
// live page does (apps/web/src/lib/live.tsx, features/auction/api/apply-live.ts): a message whose
// `detail` it can apply is applied at once (the viewer sees the sale: block, counters, purses), and
// then what the message's topics name is refetched (the reconciliation, spread at random over
// RECONCILE_SPREAD_MS as the page spreads it); a message without a detail
// is only refetched. Each viewer's refetches are the GETs of the live page's active queries for the
// topics (apps/web/src/lib/query-keys.ts TOPIC_GROUPS), sent through one keep-alive pool per client
// process, as a proxy's upstream pool would send them (docs/deploy.md).
//
// With BENCH_MODE=bids (bench/bids.ts) a viewer only notes when each `bid` message arrived (parsed),
// by its amount (one lot: no two accepted bids share an amount), and refetches nothing; with
// BENCH_MODE=bids-refetch it also refetches what each message names, as the live page does.
//
// Talks to the parent over IPC: → {type: "ready"} once every stream is open; ← {type: "sale",
// player}: → {type: "sale", player, applied: number[], fresh: number[]} (epoch ms, one per viewer)
// once every viewer has applied and refetched that player's sale. Bids mode: ← {type: "bids",
// accepted: [amount, answeredAt][]}: → {type: "bids", latencies: Float64Array (ms from the bid's
// answer to each viewer's receipt, 0 when the message came first), missing} once every viewer has
// every accepted bid's message, or BIDS_WAIT_MS after the last one arrived anywhere (then `missing`
// counts the receipts that never came).
import http from "node:http";
import { groupsForTopics, reconcileDelayMs } from "../apps/web/src/lib/query-keys.ts";
import { now } from "./lib/server.ts";
import { openStream } from "./lib/stream.ts";

const URL_BASE = process.env.BENCH_URL ?? "";
const EVENT_ID = Number(process.env.BENCH_EVENT);
const COUNT = Number(process.env.BENCH_COUNT);
const POOL = Number(process.env.BENCH_POOL ?? 64);
const BIDS = process.env.BENCH_MODE?.startsWith("bids") ?? false;
/** Whether a viewer refetches what each message names, as the live page does (not in mode `bids`). */
const REFETCH = process.env.BENCH_MODE !== "bids";
/** Bids mode: how long after the last receipt anywhere a missing one is given up. */
const BIDS_WAIT_MS = 10_000;

const q = `?event_id=${EVENT_ID}`;

/** The live page's active queries by query group (apps/web/src/features/auction/api/auction.ts). */
const PAGE_QUERIES: Record<string, readonly string[]> = {
  auction: [`/api/auctions/transactions/current-player/${q}`, `/api/auctions/transactions/top-5/${q}`],
  "status-counts": [`/api/players/players-auction-status/${q}`],
  teams: [`/api/teams/all/${q}`],
};

const agent = new http.Agent({ keepAlive: true, maxSockets: POOL });

function get(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${URL_BASE}${path}`, { agent }, (res) => {
      // Read and parse the body, as the page does.
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => {
        if ((res.statusCode ?? 0) >= 400) reject(new Error(`${path}: ${res.statusCode}`));
        else {
          JSON.parse(body);
          resolve();
        }
      });
    });
    req.on("error", reject);
  });
}

type Viewer = { applied: Map<number, number>; fresh: Map<number, number>; bids: Map<number, number> };
let lastBidReceipt = 0;

function refetch(topics: readonly string[]): Promise<void> {
  const paths = groupsForTopics(topics as Parameters<typeof groupsForTopics>[0]).flatMap((g) => PAGE_QUERIES[g] ?? []);
  return Promise.all(paths.map(get)).then(() => undefined);
}

async function watch(viewer: Viewer): Promise<void> {
  await openStream(URL_BASE, EVENT_ID, (msg) => {
    if (BIDS && msg.action === "bid" && msg.detail?.amount !== undefined) {
      lastBidReceipt = now();
      viewer.bids.set(msg.detail.amount, lastBidReceipt);
    }
    if (!REFETCH) return;
    const player = msg.action === "sell" ? msg.detail?.player?.id : undefined;
    if (player !== undefined) viewer.applied.set(player, now());
    // As the live page: an applied sale's reconciling refetch is spread (lib/query-keys.ts).
    const delay = reconcileDelayMs(player !== undefined);
    new Promise((r) => setTimeout(r, delay))
      .then(() => refetch(msg.topics))
      .then(
        () => {
          if (player !== undefined) viewer.fresh.set(player, now());
        },
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
  });
}

const viewers: Viewer[] = [];
for (let i = 0; i < COUNT; i += 250) {
  const batch = Array.from({ length: Math.min(250, COUNT - i) }, () => ({
    applied: new Map(),
    fresh: new Map(),
    bids: new Map(),
  }));
  viewers.push(...batch);
  await Promise.all(batch.map(watch));
}
process.send?.({ type: "ready" });

function reportBids(accepted: [number, number][]): void {
  const last = accepted[accepted.length - 1]?.[0];
  const done = last === undefined || viewers.every((v) => v.bids.has(last));
  if (!done && now() - lastBidReceipt < BIDS_WAIT_MS) {
    setTimeout(() => reportBids(accepted), 2);
    return;
  }
  const latencies = new Float64Array(viewers.length * accepted.length);
  let n = 0;
  let missing = 0;
  for (const v of viewers) {
    for (const [amount, answeredAt] of accepted) {
      const at = v.bids.get(amount);
      if (at === undefined) missing++;
      else latencies[n++] = Math.max(0, at - answeredAt);
    }
  }
  process.send?.({ type: "bids", latencies: latencies.slice(0, n), missing });
}

process.on("message", (m: { type: string; player: number; accepted: [number, number][] }) => {
  if (m.type === "bids") {
    reportBids(m.accepted);
    return;
  }
  if (m.type !== "sale") return;
  const check = () => {
    if (!viewers.every((v) => v.fresh.has(m.player))) {
      setTimeout(check, 2);
      return;
    }
    process.send?.({
      type: "sale",
      player: m.player,
      applied: viewers.map((v) => v.applied.get(m.player) ?? 0),
      fresh: viewers.map((v) => v.fresh.get(m.player) ?? 0),
    });
  };
  check();
});
process.on("disconnect", () => process.exit(0));
