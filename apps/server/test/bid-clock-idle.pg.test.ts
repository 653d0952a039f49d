// The bid clock's scheduler looks only for deadlines it will act on (plugins/bid-clock.ts,
// services/auction/clock.ts clockSells; docs/decisions/055). A lot whose deadline had passed but that
// the clock will not sell (auto-sell off; a result typed while owners were bidding) was scheduled
// again at once, forever: PostgreSQL went from 16 to 1,472 transactions a second. Measured here as
// the database's committed transactions (pg_stat_database.xact_commit) over an idle interval, with
// and without such lots. Runs only with TEST_DATABASE_URL (vitest.config.ts), as in CI.
import { type CurrentPlayer, PLAYER_STATUS } from "@sah/domain";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let observer: pg.Client;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("this file needs TEST_DATABASE_URL (a PostgreSQL server)");
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  observer = new pg.Client({ connectionString: t.url });
  await observer.connect();
});
afterAll(async () => {
  await observer?.end();
  await t?.close();
});

/** How long each idle interval is watched: several of the scheduler's looks (BIDDING_LIMITS.clockCheckMs). */
const INTERVAL_MS = 3000;

async function commits(): Promise<number> {
  const { rows } = await observer.query(
    "select xact_commit::bigint as n from pg_stat_database where datname = current_database()",
  );
  return Number(rows[0].n);
}

/**
 * Transactions committed in this test's database over an idle interval. A backend reports its counts
 * at most a second late (PostgreSQL's statistics), so the interval starts and ends a moment after
 * the last request; the observer's own two queries count the same in every interval.
 */
async function idleCommits(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = await commits();
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // The counts of the last 1.5 s are in the next interval's "before" too: only the difference counts.
  return (await commits()) - before;
}

/** An event in owners mode with one player drawn onto the block and a first-bid clock of a second. */
async function biddingEvent(autoSell: boolean) {
  const ev = await createEvent(t, {
    owners: [staff.id],
    fundsPerTeam: 10_000,
    minPlayerPrice: 1_000,
    minPlayers: 1,
    maxPlayers: 3,
  });
  const patched = await call(t, "PATCH", `/api/events/events/${ev}/`, {
    token: staff.token,
    payload: { bidding: "owners", first_bid_seconds: 1, bid_seconds: 1, auto_sell: autoSell },
  });
  expect(patched.statusCode).toBe(200);
  const team = await createTeam(t, ev);
  const player = await createPlayer(t, ev);
  const drawn = await call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token: staff.token });
  expect(drawn.statusCode).toBe(200);
  const current = await call(t, "GET", `/api/auctions/transactions/current-player/?event_id=${ev}`);
  const deadline = current.json<CurrentPlayer>().lot?.deadline;
  expect(deadline).toBeTypeOf("string");
  return { ev, team, player, deadline: Date.parse(deadline as string) };
}

describe("the bid clock on an idle server", () => {
  it("does no more database transactions with lots it will not sell than without them", { timeout: 60_000 }, async () => {
    const without = await idleCommits();

    // Auto-sell off: the deadline passes and the clock leaves the lot to the auctioneer.
    const manual = await biddingEvent(false);
    // A result typed while owners were bidding: the lot's player is Sold, its stored deadline stays.
    const typed = await biddingEvent(true);
    const sold = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${typed.ev}`, {
      token: staff.token,
      payload: { player: typed.player, status: PLAYER_STATUS.SOLD, team: typed.team, price: 1_000 },
    });
    expect(sold.statusCode).toBe(200);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Math.max(manual.deadline, typed.deadline)), {
      timeout: 10_000,
      interval: 50,
    });
    const current = await call(t, "GET", `/api/auctions/transactions/current-player/?event_id=${manual.ev}`);
    expect(current.json<CurrentPlayer>().player?.status).toBe(PLAYER_STATUS.AUCTIONING);

    const withLots = await idleCommits();
    // The same scheduler's looks either way. The slack is for what else commits in an idle database now
    // and then (autovacuum's analyze after the setup's writes, statistics reported late): far below
    // the busy loop's hundreds a second (1,425 in this interval on main).
    expect(withLots).toBeLessThanOrEqual(without + 50);
  });
});
