// Squad quotas and the second round (docs/api.md "Squad quotas"; decision 044): every
// refusal text through the API, the override and its log flag, the team's needs and reserve, and
// the re-auction at a percentage of the base prices with its undo.
import { type AuctionLogEntry, DETAIL, type Event, QUOTA_MSG, quotaRowMessage, type Team, type TeamBudget } from "@sah/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, playerSkills, players } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, playerStatus, putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createSkill, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { name: "Olivia Owner" });
  stranger = await createUser(t);
});
afterAll(() => t.close());

const A_PLUS = 10;
const B = 30;

/** funds 1000, min price 10, 3..4 players; a skill "Wicket-keeper"; two teams. */
async function setup() {
  const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 3, maxPlayers: 4 });
  const keeper = await createSkill(t, ev, "Wicket-keeper");
  const team = await createTeam(t, ev, "Royal Strikers");
  const other = await createTeam(t, ev, "Blue Tigers");
  return { ev, keeper, team, other };
}
const patchEvent = (ev: number, payload: Record<string, unknown>, token = owner.token) =>
  call(t, "PATCH", `/api/events/events/${ev}/`, { token, payload });
const setQuotas = (ev: number, quotas: unknown[]) =>
  t.app.db
    .update(events)
    .set({ quotas: quotas as Event["quotas"] })
    .where(eq(events.id, ev));
const sell = (ev: number, payload: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${ev}`, { token: owner.token, payload });
const correct = (ev: number, payload: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, { token: owner.token, payload });
const reAuction = (ev: number, payload?: Record<string, unknown>, token = owner.token) =>
  call(t, "POST", `/api/auctions/transactions/re-auction/?event_id=${ev}`, { token, payload });
const undo = (ev: number) => call(t, "POST", `/api/auctions/transactions/undo/?event_id=${ev}`, { token: owner.token });
const teamOf = async (ev: number, id: number) => (await call(t, "GET", `/api/teams/${id}/?event_id=${ev}`)).json<Team>();
const budgetOf = async (ev: number, id: number) =>
  (await call(t, "GET", `/api/teams/${id}/budget/?event_id=${ev}`)).json<TeamBudget>();
const lastLog = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: owner.token })).json<{ results: AuctionLogEntry[] }>()
    .results[0];
const giveSkill = (player: number, skill: number) => t.app.db.insert(playerSkills).values({ playerId: player, skillId: skill });
const basePrices = async (ids: number[]) =>
  Object.fromEntries(
    (await t.app.db.select({ id: players.id, base: players.basePrice }).from(players).where(inArray(players.id, ids))).map(
      (r) => [r.id, r.base],
    ),
  );

describe("the event's quotas", () => {
  it("are set by the event's managers and carried by the event JSON (public)", async () => {
    const { ev, keeper } = await setup();
    const quotas = [
      { kind: "grade", id: A_PLUS, min: null, max: 2 },
      { kind: "skill", id: keeper, min: 1, max: null },
    ];
    const res = await patchEvent(ev, { quotas });
    expect(res.statusCode).toBe(200);
    expect(res.json<Event>().quotas).toEqual(quotas);
    t.app.readCache.clear();
    expect((await call(t, "GET", `/api/events/events/${ev}/`)).json<Event>().quotas).toEqual(quotas);
    // Multipart sends the list as one JSON text.
    const viaForm = await call(t, "PATCH", `/api/events/events/${ev}/`, {
      token: owner.token,
      headers: { "content-type": "multipart/form-data; boundary=X" },
      payload: `--X\r\nContent-Disposition: form-data; name="quotas"\r\n\r\n[]\r\n--X--\r\n`,
    });
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json<Event>().quotas).toEqual([]);
  });

  it("are refused to a stranger", async () => {
    const { ev } = await setup();
    expect((await patchEvent(ev, { quotas: [] }, stranger.token)).statusCode).toBe(403);
  });

  it.each<[string, (keeper: number, foreign: number) => unknown, string[]]>([
    ["min above max", (k) => [{ kind: "skill", id: k, min: 3, max: 2 }], [quotaRowMessage(0, QUOTA_MSG.minAboveMax)]],
    [
      "min above the event's max players",
      (k) => [{ kind: "skill", id: k, min: 5, max: null }],
      [quotaRowMessage(0, QUOTA_MSG.minAboveSquad(4))],
    ],
    ["an unknown grade", () => [{ kind: "grade", id: 11, min: 1, max: null }], [quotaRowMessage(0, QUOTA_MSG.unknownGrade)]],
    [
      "a skill of another event",
      (_k, foreign) => [{ kind: "skill", id: foreign, min: 1, max: null }],
      [quotaRowMessage(0, QUOTA_MSG.unknownSkill)],
    ],
    [
      "a duplicate",
      (k) => [
        { kind: "skill", id: k, min: 1, max: null },
        { kind: "skill", id: k, min: null, max: 2 },
      ],
      [quotaRowMessage(1, QUOTA_MSG.duplicate)],
    ],
    ["an unknown kind", () => [{ kind: "team", id: 1, min: 1, max: null }], [quotaRowMessage(0, QUOTA_MSG.kind)]],
    ["no bound", () => [{ kind: "grade", id: A_PLUS, min: null, max: null }], [quotaRowMessage(0, QUOTA_MSG.noBound)]],
    ["a negative bound", () => [{ kind: "grade", id: A_PLUS, min: -1, max: null }], [quotaRowMessage(0, QUOTA_MSG.bound)]],
    ["a fraction", () => [{ kind: "grade", id: A_PLUS, min: null, max: 1.5 }], [quotaRowMessage(0, QUOTA_MSG.bound)]],
    ["not a list", () => "A+ at most 2", [QUOTA_MSG.notAList]],
    ["too many rules", () => Array.from({ length: 51 }, () => ({ kind: "grade", id: A_PLUS, max: 1 })), [QUOTA_MSG.tooMany]],
  ])("%s: 400 naming the field, nothing changed", async (_name, quotas, messages) => {
    const { ev, keeper } = await setup();
    const foreign = await createSkill(t, await createEvent(t), "Bowler");
    const res = await patchEvent(ev, { quotas: quotas(keeper, foreign), name: "Renamed" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ quotas: messages });
    const [row] = await t.app.db.select({ name: events.name, quotas: events.quotas }).from(events).where(eq(events.id, ev));
    expect(row).toMatchObject({ quotas: [] });
    expect(row.name).not.toBe("Renamed");
  });

  it("hold a lowered max players to the stored minimums", async () => {
    const { ev, keeper } = await setup();
    await setQuotas(ev, [{ kind: "skill", id: keeper, min: 4, max: null }]);
    const res = await patchEvent(ev, { max_players: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ quotas: [quotaRowMessage(0, QUOTA_MSG.minAboveSquad(3))] });
  });
});

describe("a sale under the quotas", () => {
  it("over a max is refused naming the rule; override_limits lets it through, logged", async () => {
    const { ev, team } = await setup();
    await setQuotas(ev, [{ kind: "grade", id: A_PLUS, min: null, max: 1 }]);
    const first = await createPlayer(t, ev, { grade: A_PLUS });
    await createSale(t, ev, { player: first, team, price: 100 });
    const second = await createPlayer(t, ev, { grade: A_PLUS });
    await putOnBlock(t, ev, second);
    const refused = await sell(ev, { player: second, status: 3, team, price: 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ team: [QUOTA_MSG.overMax("Royal Strikers", 1, 1, "A+")] });
    expect(refused.json<{ team: string[] }>().team[0]).toBe("Royal Strikers already has 1 of 1 A+ players allowed.");
    expect(await playerStatus(t, second)).toBe(1);
    // Another grade is not held to it.
    const other = await createPlayer(t, ev, { grade: B });
    expect((await correct(ev, { player: other, status: 3, team, price: 100, reason: "late entry" })).statusCode).toBe(200);
    const forced = await sell(ev, { player: second, status: 3, team, price: 100, override_limits: true });
    expect(forced.statusCode).toBe(200);
    expect((await lastLog(ev)).data).toMatchObject({ override: true });
  });

  it("that leaves too few slots for a minimum is refused naming the rule; the player who meets it passes", async () => {
    const { ev, keeper, team } = await setup();
    await setQuotas(ev, [{ kind: "skill", id: keeper, min: 1, max: null }]);
    for (const price of [10, 10]) await createSale(t, ev, { player: await createPlayer(t, ev), team, price });
    // 2 of 4 slots taken, no keeper: a third non-keeper leaves 1 slot for the keeper (fine), a fourth none.
    const third = await createPlayer(t, ev);
    expect((await correct(ev, { player: third, status: 3, team, price: 10, reason: "r" })).statusCode).toBe(200);
    const fourth = await createPlayer(t, ev);
    const refused = await correct(ev, { player: fourth, status: 3, team, price: 10, reason: "r" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ team: [QUOTA_MSG.minUnreachable("Royal Strikers", 0, 1, "1 Wicket-keeper")] });
    expect(await playerStatus(t, fourth)).toBe(0);
    const gloves = await createPlayer(t, ev);
    await giveSkill(gloves, keeper);
    expect((await correct(ev, { player: gloves, status: 3, team, price: 10, reason: "r" })).statusCode).toBe(200);
  });

  it("overridden past a minimum is logged with override", async () => {
    const { ev, keeper, team } = await setup();
    await setQuotas(ev, [{ kind: "skill", id: keeper, min: 2, max: null }]);
    for (const price of [10, 10]) await createSale(t, ev, { player: await createPlayer(t, ev), team, price });
    const third = await createPlayer(t, ev);
    const refused = await correct(ev, { player: third, status: 3, team, price: 10, reason: "r" });
    expect(refused.json()).toEqual({ team: [QUOTA_MSG.minUnreachable("Royal Strikers", 1, 2, "2 Wicket-keeper")] });
    const forced = await correct(ev, { player: third, status: 3, team, price: 10, reason: "r", override_limits: true });
    expect(forced.statusCode).toBe(200);
    expect((await lastLog(ev)).data).toMatchObject({ override: true });
  });

  it("keeps money back for the required players: the team's needs, its budget and the sale's max bid", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 1, maxPlayers: 5 });
    const keeper = await createSkill(t, ev, "Wicket-keeper");
    const team = await createTeam(t, ev, "Royal Strikers");
    await setQuotas(ev, [
      { kind: "skill", id: keeper, min: 1, max: null },
      { kind: "grade", id: A_PLUS, min: 2, max: null },
    ]);
    await createSale(t, ev, { player: await createPlayer(t, ev), team, price: 100 });
    // Needs 2 A+ and 1 keeper: at least 2 players (a keeper may be A+); the next may be one: 1 kept back.
    const json = await teamOf(ev, team);
    expect(json.quota_needs).toEqual([
      { kind: "skill", id: keeper, missing: 1, text: "Needs 1 Wicket-keeper" },
      { kind: "grade", id: A_PLUS, missing: 2, text: "Needs 2 A+" },
    ]);
    expect(json.max_bid).toBe(890);
    const budget = await budgetOf(ev, team);
    expect(budget.reserved).toEqual([
      {
        kind: "quota",
        reason: "1 more player for the squad rules (1 Wicket-keeper, 2 A+), at least 10 each",
        players: 1,
        price: 10,
        amount: 10,
      },
    ]);
    // A player who meets no need leaves 2 required players after it: its max bid keeps 20 back.
    const plain = await createPlayer(t, ev, { grade: B });
    const refused = await correct(ev, { player: plain, status: 3, team, price: 890, reason: "r" });
    expect(refused.json()).toEqual({ price: ["Price must be at most this team's max bid of 880 pts."] });
    const star = await createPlayer(t, ev, { grade: A_PLUS });
    expect((await correct(ev, { player: star, status: 3, team, price: 890, reason: "r" })).statusCode).toBe(200);
  });
});

describe("POST re-auction/ with base_price_percent", () => {
  it("puts Unsold players back at the percentage of their base price, never below the minimum; undo restores them", async () => {
    const { ev } = await setup();
    const [own, none, odd, low] = [
      await createPlayer(t, ev, { status: 2 }),
      await createPlayer(t, ev, { status: 2 }),
      await createPlayer(t, ev, { status: 2 }),
      await createPlayer(t, ev, { status: 2 }),
    ];
    const sold = await createPlayer(t, ev, { status: 3 });
    await t.app.db.update(players).set({ basePrice: 1000 }).where(eq(players.id, own));
    await t.app.db.update(players).set({ basePrice: 25 }).where(eq(players.id, odd));
    await t.app.db.update(players).set({ basePrice: 15 }).where(eq(players.id, low));
    await t.app.db.update(players).set({ basePrice: 700 }).where(eq(players.id, sold));
    const res = await reAuction(ev, { base_price_percent: 50 });
    expect(res.statusCode).toBe(200);
    // 50% of 1000; none opens at the minimum already; 25 → 12.5, rounded to 13; 15 → 8, held at the
    // minimum of 10 (decision 053). A sold player keeps its price.
    expect(await basePrices([own, none, odd, low, sold])).toEqual({
      [own]: 500,
      [none]: null,
      [odd]: 13,
      [low]: 10,
      [sold]: 700,
    });
    expect(await playerStatus(t, own)).toBe(0);
    const entry = await lastLog(ev);
    expect(entry).toMatchObject({
      action: "auction.re-auction",
      data: {
        base_price_percent: 50,
        base_prices: [
          { id: own, from: 1000, to: 500 },
          { id: none, from: null, to: null },
          { id: odd, from: 25, to: 13 },
          { id: low, from: 15, to: 10 },
        ],
      },
    });
    expect((await undo(ev)).statusCode).toBe(200);
    expect(await basePrices([own, none, odd, low])).toEqual({ [own]: 1000, [none]: null, [odd]: 25, [low]: 15 });
    expect(await playerStatus(t, own)).toBe(2);
  });

  it("without it, prices stay", async () => {
    const { ev } = await setup();
    const p = await createPlayer(t, ev, { status: 2 });
    await t.app.db.update(players).set({ basePrice: 80 }).where(eq(players.id, p));
    expect((await reAuction(ev)).statusCode).toBe(200);
    expect(await basePrices([p])).toEqual({ [p]: 80 });
    expect((await lastLog(ev)).data).not.toHaveProperty("base_prices");
  });

  it("a player of the second round sells at its opening price without the override, even at 1%", async () => {
    const { ev, team } = await setup();
    const p = await createPlayer(t, ev, { status: 2 });
    await t.app.db.update(players).set({ basePrice: 40 }).where(eq(players.id, p));
    await reAuction(ev, { base_price_percent: 1 });
    expect(await basePrices([p])).toEqual({ [p]: 10 });
    await putOnBlock(t, ev, p);
    const res = await sell(ev, { player: p, status: 3, team, price: 10 });
    expect(res.statusCode).toBe(200);
    expect((await lastLog(ev)).data).not.toHaveProperty("override");
  });

  it("undo refuses when the base price was edited since", async () => {
    const { ev } = await setup();
    const p = await createPlayer(t, ev, { status: 2 });
    await reAuction(ev, { base_price_percent: 40 });
    await t.app.db.update(players).set({ basePrice: 3 }).where(eq(players.id, p));
    const res = await undo(ev);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: `${DETAIL.undoConflict}: the base price of player ${p} has changed.` });
    expect(await basePrices([p])).toEqual({ [p]: 3 });
  });

  it.each([0, 101, 2.5, "abc", -5, null, true])("%s: 400 naming the field, nothing changed", async (percent) => {
    const { ev } = await setup();
    const p = await createPlayer(t, ev, { status: 2 });
    const res = await reAuction(ev, { base_price_percent: percent });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ base_price_percent: [QUOTA_MSG.percent] });
    expect(await playerStatus(t, p)).toBe(2);
    expect(await basePrices([p])).toEqual({ [p]: null });
  });

  it("is refused to a stranger before the body is read", async () => {
    const { ev } = await setup();
    expect((await reAuction(ev, { base_price_percent: 0 }, stranger.token)).statusCode).toBe(403);
  });
});
