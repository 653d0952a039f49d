// Player base price (docs/api.md "Beyond the spec"): optional (null: the event's min_player_price),
// edited with the player; a Sold price below it needs "override limits", which the sale's log entry keeps.
import { MSG, PLAYER_EDIT_ACTION, type Player, SALE_MSG } from "@sah/domain";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, players } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  eventId = await createEvent(t, {
    owners: [owner.id],
    fundsPerTeam: 100_000,
    minPlayerPrice: 1000,
    minPlayers: 1,
    maxPlayers: 5,
    fundsUnit: "pts",
  });
});
afterAll(() => t.close());

const playerUrl = (id?: number) => `/api/players/${id === undefined ? "" : `${id}/`}?event_id=${eventId}`;
const sell = (payload: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
    token: owner.token,
    payload: { suppress_player_check: true, ...payload },
  });

describe("player base_price", () => {
  it("is null unless set, is set on create and edit, and is cleared with null or a blank", async () => {
    const created = await call(t, "POST", playerUrl(), {
      token: owner.token,
      payload: { name: "Anil", date_of_birth: "2000-01-01", base_price: 5000 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Player>().id;
    expect(created.json<Player>().base_price).toBe(5000);
    const edited = await call(t, "PATCH", playerUrl(id), { token: owner.token, payload: { base_price: 7000 } });
    expect(edited.json<Player>().base_price).toBe(7000);
    expect((await call(t, "GET", playerUrl(id))).json<Player>().base_price).toBe(7000);
    const cleared = await call(t, "PATCH", playerUrl(id), { token: owner.token, payload: { base_price: "" } });
    expect(cleared.json<Player>().base_price).toBeNull();
    const plain = await call(t, "POST", playerUrl(), {
      token: owner.token,
      payload: { name: "Bala", date_of_birth: "2000-01-01" },
    });
    expect(plain.json<Player>().base_price).toBeNull();
  });

  it.each([
    ["negative", -1, "Ensure this value is greater than or equal to 0."],
    ["a fraction", 1.5, "A valid integer is required."],
    ["text", "lots", "A valid integer is required."],
    ["too large", 10 ** 12 + 1, "Ensure this value is not too large."],
  ])("refuses a base price that is %s and changes nothing", async (_name, value, message) => {
    const id = await createPlayer(t, eventId);
    const res = await call(t, "PATCH", playerUrl(id), { token: owner.token, payload: { base_price: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ base_price: [message] });
    const [row] = await t.app.db.select({ basePrice: players.basePrice }).from(players).where(eq(players.id, id));
    expect(row.basePrice).toBeNull();
  });
});

describe("a base price edit in the log (the audit)", () => {
  const lastEdit = async () => {
    const [row] = await t.app.db
      .select({ data: auctionLog.data })
      .from(auctionLog)
      .where(and(eq(auctionLog.eventId, eventId), eq(auctionLog.action, PLAYER_EDIT_ACTION)))
      .orderBy(desc(auctionLog.seq))
      .limit(1);
    return row.data as Record<string, unknown>;
  };

  it("carries the base price before and after (null: the event's minimum), only when it changed", async () => {
    const id = await createPlayer(t, eventId);
    const edit = (payload: Record<string, unknown>) => call(t, "PATCH", playerUrl(id), { token: owner.token, payload });
    expect((await edit({ base_price: 5000 })).statusCode).toBe(200);
    expect(await lastEdit()).toEqual({ player: id, fields: ["basePrice"], base_price: { from: null, to: 5000 } });
    await edit({ base_price: 4000, name: "Renamed" });
    expect(await lastEdit()).toMatchObject({ base_price: { from: 5000, to: 4000 } });
    await edit({ base_price: "" });
    expect(await lastEdit()).toMatchObject({ base_price: { from: 4000, to: null } });
    await edit({ base_price: null, name: "Again" });
    expect(await lastEdit()).not.toHaveProperty("base_price");
  });
});

describe("selling below the base price", () => {
  async function pricedPlayer(basePrice: number | null) {
    const id = await createPlayer(t, eventId);
    await t.app.db.update(players).set({ basePrice }).where(eq(players.id, id));
    return id;
  }
  const lastSale = async () => {
    const [row] = await t.app.db
      .select({ data: auctionLog.data })
      .from(auctionLog)
      .where(and(eq(auctionLog.eventId, eventId), eq(auctionLog.action, "auction.sell")))
      .orderBy(desc(auctionLog.seq))
      .limit(1);
    return row.data as Record<string, unknown>;
  };

  it("is refused with the base price named, and nothing changes", async () => {
    const team = await createTeam(t, eventId);
    const player = await pricedPlayer(5000);
    const res = await sell({ player, status: 3, team, price: 4999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ price: [SALE_MSG.belowBasePrice("5,000 pts")] });
    const [row] = await t.app.db.select({ status: players.status }).from(players).where(eq(players.id, player));
    expect(row.status).toBe(0);
  });

  it("passes with override_limits, and the sale's log entry says so", async () => {
    const team = await createTeam(t, eventId);
    const player = await pricedPlayer(5000);
    const res = await sell({ player, status: 3, team, price: 4000, override_limits: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<Player>().transaction_detail?.price).toBe(4000);
    expect(await lastSale()).toMatchObject({ override: true });
  });

  it("at or above the base price needs no override and logs none", async () => {
    const team = await createTeam(t, eventId);
    const player = await pricedPlayer(5000);
    expect((await sell({ player, status: 3, team, price: 5000, override_limits: true })).statusCode).toBe(200);
    expect(await lastSale()).not.toHaveProperty("override");
  });

  it("the override lifts the event's minimum price too, never the funds", async () => {
    const team = await createTeam(t, eventId, "Rich Team");
    const player = await pricedPlayer(5000);
    expect((await sell({ player, status: 3, team, price: 999 })).json()).toEqual({
      price: [SALE_MSG.belowMinPrice("1,000 pts")],
    });
    expect((await sell({ player, status: 3, team, price: 999, override_limits: true })).statusCode).toBe(200);
    const rich = await pricedPlayer(null);
    const res = await sell({ player: rich, status: 3, team, price: 100_000, override_limits: true });
    expect(res.json()).toEqual({ price: [SALE_MSG.aboveFunds("Rich Team", "99,001 pts")] });
  });

  it("refuses an override that is not true or false, naming the field", async () => {
    const team = await createTeam(t, eventId);
    const player = await pricedPlayer(5000);
    const res = await sell({ player, status: 3, team, price: 4000, override_limits: "maybe" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ override_limits: [MSG.trueOrFalse] });
    const [row] = await t.app.db.select({ status: players.status }).from(players).where(eq(players.id, player));
    expect(row.status).toBe(0);
  });

  it("without a base price the event's minimum is the floor", async () => {
    const team = await createTeam(t, eventId);
    const player = await pricedPlayer(null);
    expect((await sell({ player, status: 3, team, price: 1000 })).statusCode).toBe(200);
  });
});
