// Corrections and purse adjustments (docs/api.md "Corrections and undo", "Purse adjustments"): each keeps the money rules unless
// "override limits" (logged), carries its user and reason in the log, and is undone like a sale.
import { ADJUST_MSG, type AuctionLogEntry, DETAIL, MSG, type Player, SALE_TEXT, type Team } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players, teamAdjustments, transactions } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { name: "Olivia Owner" });
  stranger = await createUser(t);
});
afterAll(() => t.close());

/** funds 1000, min price 10, 3..4 players, unit pts. */
async function setup() {
  const ev = await createEvent(t, {
    owners: [owner.id],
    fundsPerTeam: 1000,
    minPlayerPrice: 10,
    minPlayers: 3,
    maxPlayers: 4,
    fundsUnit: "pts",
  });
  const team = await createTeam(t, ev, "Royal Strikers");
  const other = await createTeam(t, ev, "Blue Tigers");
  return { ev, team, other };
}
const correct = (ev: number, payload: Record<string, unknown>, token = owner.token) =>
  call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, { token, payload });
const adjust = (ev: number, team: number, payload: Record<string, unknown>, token = owner.token) =>
  call(t, "POST", `/api/teams/${team}/adjustments/?event_id=${ev}`, { token, payload });
const undo = (ev: number) => call(t, "POST", `/api/auctions/transactions/undo/?event_id=${ev}`, { token: owner.token });
const teamOf = async (ev: number, id: number) => (await call(t, "GET", `/api/teams/${id}/?event_id=${ev}`)).json<Team>();
const log = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: owner.token })).json<{ results: AuctionLogEntry[] }>()
    .results;

describe("POST /api/auctions/corrections/", () => {
  it("changes the price of an earlier sale, with the user and reason in the log; undo puts it back", async () => {
    const { ev, team } = await setup();
    const player = await createPlayer(t, ev);
    await createSale(t, ev, { player, team, price: 500 });
    t.app.readCache.clear();
    const res = await correct(ev, { player, status: 3, team, price: 50, reason: "  Typed one zero too many " });
    expect(res.statusCode).toBe(200);
    expect(res.json<Player>().transaction_detail).toMatchObject({ team, price: 50 });
    expect((await teamOf(ev, team)).funds_remaining).toBe(950);
    const [entry] = await log(ev);
    expect(entry).toMatchObject({
      action: "auction.correction",
      user: { id: owner.id, name: "Olivia Owner" },
      reason: "Typed one zero too many",
      data: { removed: [{ player, team, price: 500 }], added: [{ player, team, price: 50 }] },
    });
    expect((await undo(ev)).statusCode).toBe(200);
    expect((await teamOf(ev, team)).funds_remaining).toBe(500);
  });

  it("releases a player back to the pool", async () => {
    const { ev, team } = await setup();
    const player = await createPlayer(t, ev);
    await createSale(t, ev, { player, team, price: 300 });
    const res = await correct(ev, { player, status: 0, reason: "Sold by mistake" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Player>()).toMatchObject({ status: 0, transaction_detail: null });
    expect(await t.app.db.select().from(transactions).where(eq(transactions.playerId, player))).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ["without a reason", { status: 3, price: 20, reason: "  " }, { reason: [ADJUST_MSG.reasonRequired] }],
    ["below the minimum price", { status: 3, price: 5, reason: "r" }, { price: [SALE_TEXT.belowMinPrice(10, "pts")] }],
    ["above the max bid", { status: 3, price: 981, reason: "r" }, { price: [SALE_TEXT.aboveMaxBid(980, "pts")] }],
    [
      "above the funds even with the override",
      { status: 3, price: 1001, reason: "r", override_limits: true },
      { price: [SALE_TEXT.aboveFunds("Royal Strikers", 1000, "pts")] },
    ],
    ["a placing status without a team", { status: 3, price: 20, reason: "r", team: null }, { team: [MSG.teamRequired] }],
  ];
  it.each(refusals)("refuses a correction %s, naming the rule, and changes nothing", async (_name, body, errors) => {
    const { ev, team } = await setup();
    const player = await createPlayer(t, ev);
    const res = await correct(ev, { player, team, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    const [row] = await t.app.db.select({ status: players.status }).from(players).where(eq(players.id, player));
    expect(row.status).toBe(0);
  });

  // The refusals that name another event's player or team, or need a player with a base price.
  const named: [
    string,
    (s: Awaited<ReturnType<typeof setup>>) => Promise<Record<string, unknown>>,
    (s: Awaited<ReturnType<typeof setup>>) => Record<string, string[]>,
  ][] = [
    [
      "of a player of another event",
      async (s) => ({ player: await createPlayer(t, (await setup()).ev), status: 3, team: s.team, price: 20, reason: "r" }),
      () => ({ player: [MSG.unknownPlayer] }),
    ],
    [
      "to a team of another event",
      async (s) => ({ player: await createPlayer(t, s.ev), status: 3, team: (await setup()).team, price: 20, reason: "r" }),
      () => ({ team: [MSG.unknownTeam] }),
    ],
    [
      "below the player's base price",
      async (s) => {
        const player = await createPlayer(t, s.ev);
        await t.app.db.update(players).set({ basePrice: 50 }).where(eq(players.id, player));
        return { player, status: 3, team: s.team, price: 20, reason: "r" };
      },
      () => ({ price: [SALE_TEXT.belowBasePrice(50, "pts")] }),
    ],
    [
      "of a placing status without a price",
      async (s) => ({ player: await createPlayer(t, s.ev), status: 3, team: s.team, reason: "r" }),
      () => ({ price: [MSG.priceRequired] }),
    ],
    [
      "with a reason past the text limit",
      async (s) => ({ player: await createPlayer(t, s.ev), status: 3, team: s.team, price: 20, reason: "x".repeat(501) }),
      () => ({ reason: [MSG.textTooLong] }),
    ],
    [
      "with an override that is not true or false",
      async (s) => ({
        player: await createPlayer(t, s.ev),
        status: 3,
        team: s.team,
        price: 20,
        reason: "r",
        override_limits: "maybe",
      }),
      () => ({ override_limits: [MSG.trueOrFalse] }),
    ],
  ];
  it.each(named)("refuses a correction %s, naming the field, and changes nothing", async (_name, body, errors) => {
    const s = await setup();
    const payload = await body(s);
    const before = await log(s.ev);
    const res = await correct(s.ev, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors(s));
    expect(await log(s.ev)).toEqual(before);
    expect(
      await t.app.db
        .select()
        .from(transactions)
        .where(eq(transactions.playerId, payload.player as number)),
    ).toEqual([]);
  });

  it("refuses a full team as full", async () => {
    const { ev, team } = await setup();
    for (let i = 0; i < 4; i++) await createSale(t, ev, { player: await createPlayer(t, ev), team, price: 10 });
    const res = await correct(ev, {
      player: await createPlayer(t, ev),
      status: 3,
      team,
      price: 10,
      reason: "r",
      override_limits: true,
    });
    expect(res.json()).toEqual({ team: [SALE_TEXT.teamFull("Royal Strikers", 4, 4)] });
  });

  it("with the override eats into the reserve, and the log says it was overridden", async () => {
    const { ev, team } = await setup();
    const player = await createPlayer(t, ev);
    const res = await correct(ev, { player, status: 3, team, price: 1000, reason: "Agreed at the table", override_limits: true });
    expect(res.statusCode).toBe(200);
    expect((await log(ev))[0]?.data).toMatchObject({ override: true });
  });

  it("needs the event permission (401 anonymous, 403 others) before the body is looked at", async () => {
    const { ev } = await setup();
    expect((await call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, { payload: {} })).statusCode).toBe(401);
    expect((await correct(ev, {}, stranger.token)).statusCode).toBe(403);
  });
});

describe("POST /api/teams/{id}/adjustments/", () => {
  it("fines a team: funds drop, adjustments_total shows it, the log has user and reason; undo restores", async () => {
    const { ev, team } = await setup();
    const res = await adjust(ev, team, { amount: -200, reason: "Late to the auction" });
    expect(res.statusCode).toBe(201);
    expect(res.json<Team>()).toMatchObject({ adjustments_total: -200, funds_remaining: 800, total_funds: 1000, max_bid: 780 });
    // Each adjustment with its reason, in the public team JSON (decision 062).
    expect(res.json<Team>().adjustments).toEqual([{ id: expect.any(Number), amount: -200, reason: "Late to the auction" }]);
    const listed = (await call(t, "GET", `/api/teams/all/?event_id=${ev}`)).json<Team[]>();
    expect(listed.find((x) => x.id === team)?.adjustments.map((a) => [a.amount, a.reason])).toEqual([
      [-200, "Late to the auction"],
    ]);
    const event = (await call(t, "GET", `/api/events/events/${ev}/`)).json<{ funds_remaining: number }>();
    expect(event.funds_remaining).toBe(1800);
    const [entry] = await log(ev);
    expect(entry).toMatchObject({
      action: "auction.adjustment",
      user: { id: owner.id },
      reason: "Late to the auction",
      data: { adjustments_added: [{ team, amount: -200, reason: "Late to the auction" }] },
    });
    expect((await undo(ev)).statusCode).toBe(200);
    expect(await teamOf(ev, team)).toMatchObject({ adjustments_total: 0, funds_remaining: 1000 });
    expect(await t.app.db.select().from(teamAdjustments).where(eq(teamAdjustments.teamId, team))).toEqual([]);
  });

  it("a bonus raises what the team may spend", async () => {
    const { ev, team } = await setup();
    await adjust(ev, team, { amount: 500, reason: "Sponsor bonus" });
    expect(await teamOf(ev, team)).toMatchObject({ funds_remaining: 1500, max_bid: 1480 });
  });

  const refusals: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ["of 0", { amount: 0, reason: "r" }, { amount: [ADJUST_MSG.amountZero] }],
    ["without a reason", { amount: -5, reason: "" }, { reason: [ADJUST_MSG.reasonRequired] }],
    ["without an amount", { reason: "r" }, { amount: [ADJUST_MSG.amountRequired] }],
    ["of text", { amount: "ten", reason: "r" }, { amount: [MSG.notAnInteger] }],
    ["of a fraction", { amount: -2.5, reason: "r" }, { amount: [MSG.notAnInteger] }],
    ["too large a bonus", { amount: 10 ** 12 + 1, reason: "r" }, { amount: [MSG.tooLarge] }],
    ["too large a penalty", { amount: -(10 ** 12 + 1), reason: "r" }, { amount: [MSG.tooLarge] }],
    ["with a reason past the text limit", { amount: 5, reason: "x".repeat(501) }, { reason: [MSG.textTooLong] }],
    [
      "with an override that is not true or false",
      { amount: 5, reason: "r", override_limits: "maybe" },
      { override_limits: [MSG.trueOrFalse] },
    ],
    [
      "that eats into the squad's reserve",
      { amount: -980, reason: "r" },
      { amount: [ADJUST_MSG.belowReserve("Royal Strikers", "30 pts")] },
    ],
    [
      "below zero, even with the override",
      { amount: -1001, reason: "r", override_limits: true },
      { amount: [ADJUST_MSG.belowZero("Royal Strikers", "1,000 pts")] },
    ],
  ];
  it.each(refusals)("refuses an adjustment %s and changes nothing", async (_name, body, errors) => {
    const { ev, team } = await setup();
    const res = await adjust(ev, team, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect((await teamOf(ev, team)).adjustments_total).toBe(0);
  });

  it("with the override may eat into the reserve (logged), and undo of a bonus that was spent is refused", async () => {
    const { ev, team } = await setup();
    expect((await adjust(ev, team, { amount: -980, reason: "Big fine", override_limits: true })).statusCode).toBe(201);
    expect((await log(ev))[0]?.data).toMatchObject({ override: true });
    await undo(ev);
    await adjust(ev, team, { amount: 500, reason: "Bonus" });
    await createSale(t, ev, { player: await createPlayer(t, ev), team, price: 1400 });
    const res = await undo(ev);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: `${DETAIL.undoConflict}: team ${team} would exceed its funds.` });
    expect((await teamOf(ev, team)).adjustments_total).toBe(500);
  });

  it("404 for a team of another event; 403 without the event permission", async () => {
    const { ev, team } = await setup();
    const other = await setup();
    expect((await adjust(other.ev, team, { amount: 5, reason: "r" })).statusCode).toBe(404);
    expect((await adjust(ev, team, { amount: 5, reason: "r" }, stranger.token)).statusCode).toBe(403);
  });
});

describe("GET /api/auctions/log/ filters (the audit)", () => {
  it("by player, team and action", async () => {
    const { ev, team, other } = await setup();
    const player = await createPlayer(t, ev);
    await correct(ev, { player, status: 3, team, price: 20, reason: "Recorded late" });
    await adjust(ev, other, { amount: -5, reason: "Fine" });
    await call(t, "PATCH", `/api/teams/${other}/?event_id=${ev}`, { token: owner.token, payload: { name: "Blue Lions" } });
    const get = async (q: string) =>
      (await call(t, "GET", `/api/auctions/log/?event_id=${ev}&${q}`, { token: owner.token })).json<{
        count: number;
        results: AuctionLogEntry[];
      }>();
    expect((await get(`player=${player}`)).results.map((e) => e.action)).toEqual(["auction.correction"]);
    expect((await get(`team=${other}`)).results.map((e) => e.action)).toEqual(["team.update", "auction.adjustment"]);
    expect((await get(`team=${team}`)).results.map((e) => e.action)).toEqual(["auction.correction"]);
    expect((await get("action=auction.adjustment")).count).toBe(1);
    const bad = await call(t, "GET", `/api/auctions/log/?event_id=${ev}&team=x`, { token: owner.token });
    expect(bad.statusCode).toBe(400);
  });
});
