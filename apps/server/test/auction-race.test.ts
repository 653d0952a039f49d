// Racing sales (docs/api.md "Auction": "two sales racing for one player or one team's last funds can
// never both succeed, and funds never go negative"). On PostgreSQL the transactions really interleave.
import type { Team } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionStates, players, transactions } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayers, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
  return <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
}

const FUNDS = 100;
const MIN_PRICE = 10;
const MIN_PLAYERS = 2;
const MAX_PLAYERS = 3;

describe("concurrent auction actions", () => {
  it("200 racing sales keep every purse consistent", { timeout: 120_000 }, async () => {
    const ev = await createEvent(t, {
      owners: [owner.id],
      fundsPerTeam: FUNDS,
      minPlayerPrice: MIN_PRICE,
      minPlayers: MIN_PLAYERS,
      maxPlayers: MAX_PLAYERS,
    });
    const teamIds = [await createTeam(t, ev), await createTeam(t, ev)];
    const playerIds = await createPlayers(t, ev, [{}, {}, {}, {}, {}, {}]);
    const pick = generator(20_261_122);
    // Prices around every limit: the min price, an empty team's max bid (90), a full purse.
    const prices = [0, 9, 10, 11, 44, 45, 46, 79, 80, 81, 89, 90, 91, 100];
    const statuses = [3, 3, 3, 3, 4, 6, 2, 0];

    // Half of them sales, half corrections: a recorded result changes only by a correction (sell-player
    // answers 409 for it, docs/decisions/052), so the corrections are what keeps moving players and money.
    const kinds = ["sell-player", "corrections"] as const;
    const requests = Array.from({ length: 200 }, () => {
      const kind = pick(kinds);
      const sale = { player: pick(playerIds), status: pick(statuses), team: pick(teamIds), price: pick(prices) };
      return kind === "sell-player"
        ? {
            kind,
            url: `/api/auctions/transactions/sell-player/?event_id=${ev}`,
            payload: { ...sale, suppress_player_check: true },
          }
        : { kind, url: `/api/auctions/corrections/?event_id=${ev}`, payload: { ...sale, reason: "Race" } };
    });
    const responses = await Promise.all(requests.map((r) => call(t, "POST", r.url, { token: owner.token, payload: r.payload })));

    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    const refused = (kind: string) => codes.filter((c, i) => requests[i].kind === kind && c !== 200 && c !== 400);
    expect(new Set(refused("corrections"))).toEqual(new Set());
    expect(new Set(refused("sell-player"))).toEqual(new Set([409]));
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(20);
    expect(codes.filter((c) => c === 400).length).toBeGreaterThan(0);

    const sales = await t.app.db.select().from(transactions).where(eq(transactions.eventId, ev));
    const byPlayer = new Map<number, number>();
    for (const s of sales) byPlayer.set(s.playerId, (byPlayer.get(s.playerId) ?? 0) + 1);
    expect([...byPlayer.values()].every((n) => n === 1)).toBe(true);

    // A player holds a sale exactly when its status places it in a team.
    const rows = await t.app.db.select({ id: players.id, status: players.status }).from(players).where(eq(players.eventId, ev));
    for (const p of rows) expect([p.id, [3, 4, 6].includes(p.status)]).toEqual([p.id, byPlayer.has(p.id)]);

    const res = await call(t, "GET", `/api/teams/all/?event_id=${ev}`);
    expect(res.statusCode).toBe(200);
    const teams = res.json() as Team[];
    expect(teams.map((tm) => tm.id).sort()).toEqual([...teamIds].sort());
    for (const team of teams) {
      const own = sales.filter((s) => s.teamId === team.id);
      const total = own.reduce((sum, s) => sum + s.price, 0);
      expect(team.total_funds).toBe(FUNDS);
      expect(team.players_count).toBe(own.length);
      expect(team.funds_remaining).toBe(FUNDS - total);
      expect(team.funds_remaining).toBeGreaterThanOrEqual(0);
      expect(team.players_count).toBeLessThanOrEqual(MAX_PLAYERS);
      // Every accepted price was within max_bid, so the reserve for the minimum squad always remains.
      expect(team.funds_remaining).toBeGreaterThanOrEqual(Math.max(0, MIN_PLAYERS - own.length) * MIN_PRICE);
    }

    // The log holds one sale or correction entry per accepted request that changed something, and nothing else.
    const log = await call(t, "GET", `/api/auctions/log/?event_id=${ev}&page_size=100`, { token: owner.token });
    expect(log.json().count).toBeLessThanOrEqual(codes.filter((c) => c === 200).length);
    const actions = new Set(log.json().results.map((e: { action: string }) => e.action));
    expect([...actions].every((a) => a === "auction.sell" || a === "auction.correction")).toBe(true);
    expect(actions.has("auction.correction")).toBe(true);
  });

  it("racing draws leave exactly one player Auctioning, on the block", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    await createPlayers(t, ev, [{ grade: 10 }, { grade: 10 }, { grade: 20 }, { grade: 30 }]);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token: owner.token }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    const rows = await t.app.db
      .select({ id: players.id, grade: players.grade, status: players.status })
      .from(players)
      .where(eq(players.eventId, ev));
    const onBlock = rows.filter((p) => p.status === 1);
    expect(onBlock).toHaveLength(1);
    expect(onBlock[0].grade).toBe(10);
    expect(rows.filter((p) => p.status !== 1).every((p) => p.status === 0)).toBe(true);
    const [state] = await t.app.db.select().from(auctionStates).where(eq(auctionStates.eventId, ev));
    expect(state.currentPlayerId).toBe(onBlock[0].id);
  });
});
