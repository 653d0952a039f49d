// npm run bench:bids — live bidding under load (docs/api.md "Bidding by team owners";
// docs/decisions/046-owners-bidding.md): one server process (PGlite), an event in owners mode with
// 20 teams, one signed-in owner each, and BENCH_BIDS_CLIENTS (default 1,000) viewers holding the
// event's live stream, spread over BENCH_BIDS_PROCS (2) client processes (bench/live-clients.ts, bids
// mode). For BENCH_BIDS_SECONDS (30) the 20 owners bid as fast as the server answers: each bids the
// next amount of the ladder whenever its team does not lead (the highest bid as it last heard it:
// from its own answers, 409s and 400s included, and from one live stream in this process, the
// owners' phones), and waits while it leads. Reports accepted bids/s, refused bids/s by reason, and
// p50/p95/max from a bid's 201 (its answer read by the owner) to each viewer's receipt of that bid's
// message (one per viewer and accepted bid; a message that came before the answer counts as 0), and
// the ratio of that p95 to the sell-player round trip measured in the same run before any viewer
// connects (the baseline of bench:live, bench/lib/viewers.ts). The viewers refetch nothing:
// BENCH_BIDS_REFETCH=1 makes each also send the GETs the live page sends for every bid message (its
// auction and status-count queries), as a measure of what that costs.
//
// The clock never sells the lot during the run: first_bid_seconds and bid_seconds are the longest
// allowed (BIDDING_LIMITS.secondsMax, 1 h) and each accepted bid restarts it; auto-sell stays on, as
// on an auction night, so the server's scheduler does its usual work. The end checks that the lot is
// still open with the last accepted bid highest.
import { BIDDING_DEFAULTS, BIDDING_LIMITS, nextBidAmount } from "@sah/domain";
import { ADMIN, api, createEvent, now, quantile, startServer } from "./lib/server.ts";
import { openStream } from "./lib/stream.ts";
import { machineLine, ms, nextMessage, saleBaseline, saleRounds, startViewers, stopViewers } from "./lib/viewers.ts";

const CLIENTS = Number(process.env.BENCH_BIDS_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_BIDS_SECONDS ?? 30);
const PROCS = Number(process.env.BENCH_BIDS_PROCS ?? 2);
const REFETCH = process.env.BENCH_BIDS_REFETCH === "1";
const OWNERS = 20;
const BASELINE_ROUNDS = 8;
const MIN_PRICE = 100;
const CLOCK_SECONDS = BIDDING_LIMITS.secondsMax;

type Highest = { team: number; amount: number };
type BidsReport = { type: "bids"; latencies: Float64Array; missing: number };

async function main() {
  if (SECONDS * 2 >= CLOCK_SECONDS) throw new Error(`BENCH_BIDS_SECONDS must stay well below the clock's ${CLOCK_SECONDS} s`);
  console.log(machineLine("start"));
  const server = await startServer({ SEED_DEMO: "0" });
  try {
    const { url } = server;
    const admin = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
    const ev = await createEvent(url, admin.token, {
      name: "Live bidding",
      funds_per_team: 1_000_000_000, // never the limit: a run climbs the ladder thousands of steps
      min_player_price: MIN_PRICE,
      min_players: 1,
      max_players: 25,
      bidding: "owners",
      bid_steps: BIDDING_DEFAULTS.bid_steps,
      first_bid_seconds: CLOCK_SECONDS,
      bid_seconds: CLOCK_SECONDS,
      auto_sell: true,
    });
    const q = `?event_id=${ev}`;
    const owners: { team: number; token: string }[] = [];
    for (let i = 1; i <= OWNERS; i++) {
      const email = `owner${i}@bench.example`;
      const password = `bench-owner-${i}-password`;
      const user = await api<{ id: number }>(`${url}/api/users/`, {
        method: "POST",
        token: admin.token,
        json: { name: `Owner ${i}`, email, password, is_staff: false },
      });
      const team = await api<{ id: number }>(`${url}/api/teams/${q}`, {
        method: "POST",
        token: admin.token,
        json: { name: `Team ${i}`, owners: [user.id] },
      });
      const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: { email, password } });
      owners.push({ team: team.id, token });
    }
    for (let i = 1; i <= BASELINE_ROUNDS + 1; i++) {
      await api(`${url}/api/players/${q}`, {
        method: "POST",
        token: admin.token,
        json: { name: `Player ${i}`, date_of_birth: "2000-01-01" },
      });
    }

    // Baseline: the typed sale's round trip, no viewer connected yet.
    const baseline = await saleBaseline(
      saleRounds(
        url,
        admin.token,
        ev,
        owners.map((o) => ({ id: o.team })),
        MIN_PRICE,
      ),
      BASELINE_ROUNDS,
    );
    const base = quantile(baseline, 0.5);

    // The lot: the last player on the block, its clock an hour long.
    const drawn = await api<{ player: { id: number } }>(`${url}/api/auctions/transactions/next-player/${q}`, {
      method: "POST",
      token: admin.token,
    });
    const player = drawn.player.id;

    const children = await startViewers(url, ev, CLIENTS, { procs: PROCS, mode: REFETCH ? "bids-refetch" : "bids" });

    // What the owners know of the highest bid; a waiting owner wakes on news or at the end.
    let highest: Highest | null = null;
    let wake: (() => void)[] = [];
    const learn = (h: Highest | null) => {
      if (!h || (highest && h.amount <= highest.amount)) return;
      highest = h;
      for (const w of wake) w();
      wake = [];
    };
    const news = () => new Promise<void>((r) => wake.push(r));
    const ownersStream = await openStream(url, ev, (msg) => {
      if (msg.action === "bid" && msg.detail?.team && msg.detail.amount !== undefined)
        learn({ team: msg.detail.team.id, amount: msg.detail.amount });
    });

    const accepted: [number, number][] = [];
    const refused = new Map<string, number>();
    const startedAt = now();
    let over = false;
    const ending = setTimeout(() => {
      over = true;
      for (const w of wake) w();
      wake = [];
    }, SECONDS * 1000);
    async function owner(o: { team: number; token: string }) {
      while (!over) {
        const known = highest as Highest | null;
        if (known?.team === o.team) {
          await news();
          continue;
        }
        const amount = nextBidAmount(known?.amount ?? null, MIN_PRICE, BIDDING_DEFAULTS.bid_steps);
        const res = await fetch(`${url}/api/auctions/bids/${q}`, {
          method: "POST",
          headers: { authorization: `Bearer ${o.token}`, "content-type": "application/json" },
          body: JSON.stringify({ player, amount }),
        });
        const body = (await res.json()) as { detail?: string; highest?: Highest | null };
        const at = now();
        if (res.status === 201) {
          accepted.push([amount, at]);
          learn({ team: o.team, amount });
        } else if ((res.status === 400 || res.status === 409) && body.detail) {
          // One reason per text: "the next bid is 12,500" and "… 13,000" are one reason.
          const reason = `${res.status} ${body.detail.replace(/\d[\d,]*/g, "N")}`;
          refused.set(reason, (refused.get(reason) ?? 0) + 1);
          learn(body.highest ?? null);
        } else throw new Error(`bid ${amount}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    await Promise.all(owners.map(owner));
    clearTimeout(ending);
    ownersStream.close();
    const elapsed = (now() - startedAt) / 1000;
    accepted.sort((a, b) => a[0] - b[0]);

    const reports = await Promise.all(
      children.map((c) => {
        const report = nextMessage<BidsReport>(c, "bids");
        c.send({ type: "bids", accepted });
        return report;
      }),
    );
    await stopViewers(children);
    const missing = reports.reduce((s, r) => s + r.missing, 0);
    const latencies = new Float64Array(reports.reduce((s, r) => s + r.latencies.length, 0));
    let offset = 0;
    for (const r of reports) {
      latencies.set(r.latencies, offset);
      offset += r.latencies.length;
    }
    latencies.sort();
    const sorted = Array.from(latencies);
    const p95 = quantile(sorted, 0.95);

    // The clock sold nothing: the lot is still open with the last accepted bid on top.
    const current = await api<{ player: { id: number } | null; lot: { highest: Highest | null; deadline: string | null } }>(
      `${url}/api/auctions/transactions/current-player/${q}`,
    );
    const last = accepted[accepted.length - 1]?.[0] ?? null;
    const open = current.player?.id === player && (current.lot.highest?.amount ?? null) === last && current.lot.deadline !== null;
    if (!open) throw new Error(`the lot did not stay open: ${JSON.stringify(current)}`);

    console.log(
      `\nServer: 1 process (PGlite). ${OWNERS} teams, one signed-in owner each, bidding from this process for ${elapsed.toFixed(1)} s; ${CLIENTS} viewers in ${children.length} client processes${REFETCH ? ", each refetching what every message names as the live page does" : ", noting each bid's message (no refetch)"}.`,
    );
    console.log(
      `Clock: first_bid_seconds = bid_seconds = ${CLOCK_SECONDS} s (each accepted bid restarts it), auto-sell on: it cannot sell the lot during the run; at the end the lot was still open with the last accepted bid (${last}) highest.`,
    );
    console.log(
      `Baseline: sell-player round trip without viewers, p50 ${ms(base)} ms, max ${ms(baseline[baseline.length - 1])} ms (${BASELINE_ROUNDS} sales)\n`,
    );
    console.log("| figure | value |");
    console.log("|---|---:|");
    console.log(`| accepted bids | ${accepted.length} (${(accepted.length / elapsed).toFixed(1)}/s) |`);
    for (const [reason, n] of [...refused].sort((a, b) => b[1] - a[1]))
      console.log(`| refused: ${reason} | ${n} (${(n / elapsed).toFixed(1)}/s) |`);
    console.log(`| bid's 201 → viewer's receipt, p50 | ${ms(quantile(sorted, 0.5))} ms |`);
    console.log(`| p95 | **${ms(p95)} ms** |`);
    console.log(`| max | ${ms(sorted[sorted.length - 1])} ms |`);
    console.log(`| receipts measured (viewers × accepted bids) | ${sorted.length} |`);
    console.log(`| receipts missing | ${missing} |`);
    console.log(`| p95 / baseline p50 | ${(p95 / base).toFixed(2)} |`);
    console.log(`\n${machineLine("end")}`);
  } finally {
    await server.stop();
  }
}

await main();
