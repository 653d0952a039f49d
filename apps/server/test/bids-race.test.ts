// Racing bids (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md): 20 owners
// bid at once, each as fast as the answers come back. On PostgreSQL (TEST_DATABASE_URL) the
// transactions really interleave; on PGlite they queue. Either way: the accepted amounts climb the
// ladder one step at a time, no amount twice, no team past its max bid or while full, never the
// leading team again; and a deadline sells exactly once however many look at it together.
import { BIDDING_DEFAULTS, type Bid, bidStepFor, type Team } from "@sah/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, auctionLots, bids, teamOwners, transactions } from "../src/db/schema.ts";
import { sellWhenDue } from "../src/services/auction/clock.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let organiser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await createUser(t);
});
afterAll(() => t.close());

const OWNERS = 20;
const BIDS = 200;
const steps = BIDDING_DEFAULTS.bid_steps;

describe("20 owners bidding at once", () => {
  it("accepted bids climb by the step, within every team's means, and the deadline sells once", {
    timeout: 300_000,
  }, async () => {
    // Funds 60,000, min price 1,000, 2..4 players: an empty team's max bid is 59,000.
    const ev = await createEvent(t, {
      owners: [organiser.id],
      fundsPerTeam: 60_000,
      minPlayerPrice: 1_000,
      minPlayers: 2,
      maxPlayers: 4,
    });
    const patched = await call(t, "PATCH", `/api/events/events/${ev}/`, {
      token: organiser.token,
      payload: { bidding: "owners", first_bid_seconds: 3_600, bid_seconds: 3_600 },
    });
    expect(patched.statusCode).toBe(200);
    const teams: number[] = [];
    const owners: TestUser[] = [];
    for (let i = 0; i < OWNERS; i++) {
      const team = await createTeam(t, ev, `Team ${i + 1}`);
      const owner = await createUser(t);
      await t.app.db.insert(teamOwners).values({ teamId: team, userId: owner.id });
      teams.push(team);
      owners.push(owner);
    }
    // Teams 1–4 are full; teams 5–8 have spent 57,000 on one player (max bid 3,000).
    for (const team of teams.slice(0, 4)) {
      for (let i = 0; i < 4; i++) await createSale(t, ev, { player: await createPlayer(t, ev, { status: 3 }), team, price: 0 });
    }
    for (const team of teams.slice(4, 8)) {
      await createSale(t, ev, { player: await createPlayer(t, ev, { status: 3 }), team, price: 57_000 });
    }
    const player = await createPlayer(t, ev);
    await call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token: organiser.token });
    const budgets = new Map<number, Team>();
    for (const team of teams) budgets.set(team, (await call(t, "GET", `/api/teams/${team}/?event_id=${ev}`)).json<Team>());

    // Each owner bids the next amount as it last heard it, until the 200 bids are spent.
    let left = BIDS;
    const codes: number[] = [];
    async function owner(i: number) {
      let highest: number | null = null;
      while (left > 0) {
        left--;
        const amount = highest === null ? 1_000 : highest + bidStepFor(highest, steps);
        const res = await call(t, "POST", `/api/auctions/bids/?event_id=${ev}`, {
          token: (owners[i] as TestUser).token,
          payload: { player, amount },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 201) highest = res.json<Bid>().amount;
        else if (res.statusCode === 409) highest = res.json<{ highest: { amount: number } | null }>().highest?.amount ?? null;
        else if (res.statusCode === 400) {
          const h = res.json<{ highest?: { amount: number } | null }>().highest;
          if (h) highest = h.amount;
        }
      }
    }
    await Promise.all(owners.map((_, i) => owner(i)));

    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(new Set(codes)).toEqual(new Set([201, 409, 400].filter((c) => codes.includes(c))));
    const accepted = await t.app.db
      .select({ id: bids.id, team: bids.teamId, amount: bids.amount })
      .from(bids)
      .where(and(eq(bids.eventId, ev), isNull(bids.withdrawnAt)))
      .orderBy(asc(bids.id));
    expect(accepted.length).toBe(codes.filter((c) => c === 201).length);
    // Each accepted bid turns the other owners' bids in flight into 409s: about one in twenty wins.
    expect(accepted.length).toBeGreaterThanOrEqual(8);
    expect(codes.filter((c) => c === 400).length).toBeGreaterThan(0);
    expect(new Set(accepted.map((b) => b.amount)).size).toBe(accepted.length);
    accepted.forEach((b, i) => {
      const before = accepted[i - 1];
      expect(b.amount).toBe(before ? before.amount + bidStepFor(before.amount, steps) : 1_000);
      if (before) expect(b.team).not.toBe(before.team);
      const budget = budgets.get(b.team) as Team;
      expect(budget.players_count).toBeLessThan(budget.max_players);
      expect(b.amount).toBeLessThanOrEqual(budget.max_bid);
    });

    // The deadline passes (the stored one, moved to now) while ten lookers race the scheduler.
    await t.app.db.update(auctionLots).set({ deadline: new Date() }).where(eq(auctionLots.eventId, ev));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => sellWhenDue(t.app.db, ev)));
    expect(outcomes.filter((o) => o === "sold").length).toBeLessThanOrEqual(1);
    const sales = await t.app.db.select().from(transactions).where(eq(transactions.playerId, player));
    const top = accepted[accepted.length - 1];
    expect(sales.map((s) => [s.teamId, s.price])).toEqual([[top?.team, top?.amount]]);
    const clockEntries = await t.app.db
      .select()
      .from(auctionLog)
      .where(and(eq(auctionLog.eventId, ev), eq(auctionLog.action, "auction.clock")));
    expect(clockEntries).toHaveLength(1);
  });
});
