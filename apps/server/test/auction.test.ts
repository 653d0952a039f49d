// The auction through HTTP (docs/api.md "Auction", "Budget rule"): each rule on both sides of its limit,
// permissions, privacy, the full cycle, undo and the log.
import { DETAIL, MSG, SALE_TEXT } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, auctionStates, players, teams } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  createPlayer,
  createPlayers,
  createSale,
  createTeam,
  playerStatus,
  putOnBlock,
  saleOf,
  teamSales,
} from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type EventOptions, multipart, type TestUser } from "./helpers/factories.ts";

/** current-player's lot with no lot open (docs/api.md "Bidding by team owners"): no bid, no clock. */
const NO_LOT = { highest: null, deadline: null, paused: false, server_time: expect.any(String), match: null };

let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  staff = await createUser(t, { isStaff: true });
  stranger = await createUser(t);
});
afterAll(() => t.close());

const url = (path: string, eventId: number | string) => `/api/auctions/transactions/${path}/?event_id=${eventId}`;

/** funds 100, min price 10, min 3 / max 4 players: an empty team's max bid is 80. */
async function newEvent(opts: EventOptions = {}): Promise<number> {
  return createEvent(t, { owners: [owner.id], fundsPerTeam: 100, minPlayerPrice: 10, minPlayers: 3, maxPlayers: 4, ...opts });
}

function sell(eventId: number, payload: Record<string, unknown>, token: string = owner.token) {
  return call(t, "POST", url("sell-player", eventId), { token, payload });
}
/** A recorded result changes only as a correction with its reason (docs/decisions/052). */
function correct(eventId: number, payload: Record<string, unknown>) {
  return call(t, "POST", `/api/auctions/corrections/?event_id=${eventId}`, {
    token: owner.token,
    payload: { reason: "The hammer fell on another bid", ...payload },
  });
}
const post = (path: string, eventId: number, token: string | undefined = owner.token) =>
  call(t, "POST", url(path, eventId), { token });
const current = (eventId: number, token?: string) => call(t, "GET", url("current-player", eventId), { token });

async function spent(teamId: number): Promise<{ count: number; spent: number }> {
  const rows = await teamSales(t, teamId);
  return { count: rows.length, spent: rows.reduce((s, r) => s + r.price, 0) };
}

async function logCount(eventId: number): Promise<number> {
  return (await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, eventId))).length;
}

describe("permissions and input", () => {
  it("public reads answer anyone; unknown events are 404; a missing event_id is 400", async () => {
    const ev = await newEvent();
    expect((await current(ev)).statusCode).toBe(200);
    expect((await call(t, "GET", url("top-5", ev))).statusCode).toBe(200);
    expect((await current(9_999_999)).statusCode).toBe(404);
    expect((await call(t, "GET", url("top-5", 9_999_999))).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/auctions/transactions/current-player/")).statusCode).toBe(400);
    expect((await call(t, "GET", url("current-player", "abc"))).statusCode).toBe(400);
  });

  const writes = ["next-player", "re-auction", "sell-player", "undo"];
  it.each(writes)("POST %s: 401 anonymous, 403 a stranger (even with a bad body), 404 unknown event", async (path) => {
    const ev = await newEvent();
    const anon = await call(t, "POST", url(path, ev), { payload: { player: "x" } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ detail: DETAIL.unauthenticated });
    const denied = await call(t, "POST", url(path, ev), { token: stranger.token, payload: { player: "x" } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: DETAIL.forbidden });
    expect((await call(t, "POST", url(path, 9_999_999), { token: staff.token, payload: {} })).statusCode).toBe(404);
    expect(await logCount(ev)).toBe(0);
  });

  it("the log is for permitted users only", async () => {
    const ev = await newEvent();
    expect((await call(t, "GET", `/api/auctions/log/?event_id=${ev}`)).statusCode).toBe(401);
    expect((await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: stranger.token })).statusCode).toBe(403);
    expect((await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: staff.token })).statusCode).toBe(200);
  });

  it("staff may run any event's auction", async () => {
    const ev = await newEvent();
    await createPlayer(t, ev, { grade: 10 });
    const res = await post("next-player", ev, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
  });

  const badBodies: [string, unknown, string][] = [
    ["no player", { status: 2 }, "player"],
    ["no status", { player: 1 }, "status"],
    ["unknown status", { player: 1, status: 9 }, "status"],
    ["price not a number", { player: 1, status: 3, team: 1, price: "abc" }, "price"],
    ["negative price", { player: 1, status: 3, team: 1, price: -1 }, "price"],
    ["fractional price", { player: 1, status: 3, team: 1, price: 1.5 }, "price"],
    ["suppress not a boolean", { player: 1, status: 2, suppress_player_check: "maybe" }, "suppress_player_check"],
  ];
  it.each(badBodies)("sell-player rejects %s with a field error", async (_name, payload, field) => {
    const ev = await newEvent();
    const res = await sell(ev, payload as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it("ids of another event are refused and change nothing", async () => {
    const ev = await newEvent();
    const other = await createEvent(t, { owners: [stranger.id] });
    const foreignPlayer = await createPlayer(t, other, { status: 1 });
    const foreignTeam = await createTeam(t, other);
    const mine = await createPlayer(t, ev);
    await putOnBlock(t, ev, mine);

    const p = await sell(ev, { player: foreignPlayer, status: 2, suppress_player_check: true });
    expect(p.statusCode).toBe(400);
    expect(p.json()).toEqual({ player: [MSG.unknownPlayer] });
    expect(await playerStatus(t, foreignPlayer)).toBe(1);

    const tm = await sell(ev, { player: mine, status: 3, team: foreignTeam, price: 20 });
    expect(tm.statusCode).toBe(400);
    expect(tm.json()).toEqual({ team: [MSG.unknownTeam] });
    expect(await playerStatus(t, mine)).toBe(1);
    expect(await saleOf(t, mine)).toBeNull();
    expect(await spent(foreignTeam)).toEqual({ count: 0, spent: 0 });

    // The owner of one event cannot act on another one by passing its id.
    expect((await sell(other, { player: foreignPlayer, status: 2, suppress_player_check: true })).statusCode).toBe(403);
    expect(await logCount(ev)).toBe(0);
    expect(await logCount(other)).toBe(0);
  });
});

describe("current player and privacy", () => {
  it("shows private details and e-mail only to the event's managers", async () => {
    const ev = await newEvent();
    const id = await createPlayer(t, ev, {
      grade: 10,
      email: "star@example.com",
      details: { "Contact Number": "555-0101", _agent: "x", Bats: "Right" },
    });
    await putOnBlock(t, ev, id);

    for (const token of [undefined, stranger.token]) {
      const res = await current(ev, token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(1);
      expect(body.player.id).toBe(id);
      expect(body.player.details).toEqual({ Bats: "Right" });
      expect(body.player).not.toHaveProperty("email");
    }
    for (const token of [owner.token, staff.token]) {
      const body = (await current(ev, token)).json();
      expect(body.player.details).toEqual({ "Contact Number": "555-0101", _agent: "x", Bats: "Right" });
      expect(body.player.email).toBe("star@example.com");
    }
  });

  it("is preparation (3) with no player before the first draw", async () => {
    const ev = await newEvent();
    await createPlayer(t, ev);
    expect((await current(ev)).json()).toEqual({ status: 3, player: null, lot: NO_LOT });
  });
});

describe("the draw", () => {
  it("draws the lowest grade first, NA last", async () => {
    const ev = await newEvent();
    const [na, b, aPlus1, aPlus2, fMinus] = await createPlayers(t, ev, [
      { grade: 1000 },
      { grade: 30 },
      { grade: 10 },
      { grade: 10 },
      { grade: 95 },
    ]);
    const order: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post("next-player", ev);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(1);
      expect(body.player.status).toBe(1);
      expect(body.player.email).toBeDefined(); // the caller is permitted
      order.push(body.player.id);
      const unsold = await sell(ev, { player: body.player.id, status: 2 });
      expect(unsold.statusCode).toBe(200);
    }
    expect(new Set(order.slice(0, 2))).toEqual(new Set([aPlus1, aPlus2]));
    expect(order.slice(2)).toEqual([b, fMinus, na]);
  });

  it("puts a player left Auctioning back to Available, and that player is eligible again", async () => {
    const ev = await newEvent();
    const [left, next] = await createPlayers(t, ev, [{ grade: 30 }, { grade: 10 }]);
    await putOnBlock(t, ev, left);
    const res = await post("next-player", ev);
    expect(res.json().player.id).toBe(next);
    expect(await playerStatus(t, left)).toBe(0);
    expect(await playerStatus(t, next)).toBe(1);

    // `next` is still Auctioning: drawing again puts it back and, as the lowest grade, draws it again.
    const again = await post("next-player", ev);
    expect(again.json()).toMatchObject({ status: 1, player: { id: next, status: 1 } });
    expect(await playerStatus(t, left)).toBe(0);
  });

  it("with nothing Available it moves on to 4 or 2 and draws no one", async () => {
    const ev = await newEvent();
    const team = await createTeam(t, ev);
    const [a, b] = await createPlayers(t, ev, [{ status: 2 }, {}]);
    await createSale(t, ev, { player: b, team, price: 10 });
    expect((await current(ev)).json().status).toBe(3);
    expect((await post("next-player", ev)).json()).toEqual({ status: 4, player: null });
    expect(await playerStatus(t, a)).toBe(2);
  });
});

describe("sell-player rules", () => {
  async function onBlock(opts: EventOptions = {}) {
    const ev = await newEvent(opts);
    const team = await createTeam(t, ev);
    const player = await createPlayer(t, ev);
    await putOnBlock(t, ev, player);
    return { ev, team, player };
  }

  it("price up to the team's max bid, not one more (message names the max bid)", async () => {
    const { ev, team, player } = await onBlock();
    const over = await sell(ev, { player, status: 3, team, price: 81 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ price: [SALE_TEXT.aboveMaxBid(80, "pts")] });
    expect(await saleOf(t, player)).toBeNull();

    const ok = await sell(ev, { player, status: 3, team, price: 80 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: player, status: 3, transaction_detail: { team, price: 80, funds_unit: "pts" } });
    expect(await spent(team)).toEqual({ count: 1, spent: 80 });
  });

  it("takes the sale as multipart/form-data too, with the same rules and messages", async () => {
    const { ev, team, player } = await onBlock();
    const form = (fields: Record<string, string | number>) => {
      const m = multipart(fields);
      return call(t, "POST", url("sell-player", ev), { token: owner.token, payload: m.payload, headers: m.headers });
    };
    const over = await form({ player, status: 3, team, price: 81 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ price: [SALE_TEXT.aboveMaxBid(80, "pts")] });
    expect(await saleOf(t, player)).toBeNull();
    // Unsold ignores team and price, even unreadable ones.
    const other = await createPlayer(t, ev);
    const unsold = await form({ player: other, status: 2, team: "x", price: "y", suppress_player_check: "true" });
    expect(unsold.statusCode).toBe(200);
    expect(await playerStatus(t, other)).toBe(2);
    const ok = await form({ player, status: 3, team, price: 80, suppress_player_check: "true" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: player, status: 3, transaction_detail: { team, price: 80 } });
    expect(await spent(team)).toEqual({ count: 1, spent: 80 });
  });

  it("a Sold price must reach min_player_price; Retained and Icon need not", async () => {
    const { ev, team, player } = await onBlock();
    const under = await sell(ev, { player, status: 3, team, price: 9 });
    expect(under.statusCode).toBe(400);
    expect(under.json()).toEqual({ price: [SALE_TEXT.belowMinPrice(10, "pts")] });
    expect((await sell(ev, { player, status: 3, team, price: 10 })).statusCode).toBe(200);
    expect((await correct(ev, { player, status: 4, team, price: 0 })).json()).toMatchObject({
      status: 4,
      transaction_detail: { price: 0 },
    });
    expect((await correct(ev, { player, status: 6, team, price: 5 })).json()).toMatchObject({ status: 6 });
    expect(await spent(team)).toEqual({ count: 1, spent: 5 });
  });

  it("statuses 3, 4, 6 need a team and a price", async () => {
    const { ev, team, player } = await onBlock();
    for (const status of [3, 4, 6]) {
      expect((await sell(ev, { player, status })).json()).toEqual({ team: [MSG.teamRequired], price: [MSG.priceRequired] });
      expect((await sell(ev, { player, status, team, price: "" })).json()).toEqual({ price: [MSG.priceRequired] });
      expect((await sell(ev, { player, status, price: 20 })).json()).toEqual({ team: [MSG.teamRequired] });
    }
    expect(await playerStatus(t, player)).toBe(1);
  });

  it("a team needs a free slot: the 4th player fits, the 5th is refused as full, not with a max bid of 0", async () => {
    const { ev, team, player } = await onBlock({ minPlayers: 0 });
    const others = await createPlayers(t, ev, [{}, {}, {}, {}]);
    for (const p of others.slice(0, 3)) await createSale(t, ev, { player: p, team, price: 10 });
    const fourth = await sell(ev, { player: others[3], status: 3, team, price: 10, suppress_player_check: true });
    expect(fourth.statusCode).toBe(200);
    const full = await sell(ev, { player, status: 3, team, price: 10 });
    expect(full.statusCode).toBe(400);
    // docs/api.md "Budget rule": "<team> is full (8 of 8 players)".
    const [{ name }] = await t.app.db.select({ name: teams.name }).from(teams).where(eq(teams.id, team));
    expect(full.json()).toEqual({ team: [`${name} is full (4 of 4 players)`] });
    expect(full.json().price).toBeUndefined();
    expect(await spent(team)).toEqual({ count: 4, spent: 40 });
    expect(await playerStatus(t, player)).toBe(1);
  });

  it("the max bid keeps enough for the remaining minimum players", async () => {
    const { ev, team, player } = await onBlock();
    const [p1] = await createPlayers(t, ev, [{}]);
    await createSale(t, ev, { player: p1, team, price: 20 });
    // 100 - 20 - (3 - 1 - 1) * 10 = 70
    expect((await sell(ev, { player, status: 3, team, price: 71 })).json()).toEqual({
      price: [SALE_TEXT.aboveMaxBid(70, "pts")],
    });
    expect((await sell(ev, { player, status: 3, team, price: 70 })).statusCode).toBe(200);
  });

  it("re-selling to the same team counts its own old price back", async () => {
    const { ev, team, player } = await onBlock();
    expect((await sell(ev, { player, status: 3, team, price: 50 })).statusCode).toBe(200);
    expect((await correct(ev, { player, status: 3, team, price: 81 })).statusCode).toBe(400);
    const again = await correct(ev, { player, status: 3, team, price: 80 });
    expect(again.statusCode).toBe(200);
    expect(again.json().transaction_detail).toMatchObject({ team, price: 80 });
    expect(await spent(team)).toEqual({ count: 1, spent: 80 });
  });

  it("moving to another team reverses the first sale; another status reverses it too", async () => {
    const { ev, team, player } = await onBlock();
    const team2 = await createTeam(t, ev);
    await sell(ev, { player, status: 3, team, price: 40 });
    const moved = await correct(ev, { player, status: 4, team: team2, price: 30 });
    expect(moved.json()).toMatchObject({ status: 4, transaction_detail: { team: team2, price: 30 } });
    expect(await spent(team)).toEqual({ count: 0, spent: 0 });
    expect(await spent(team2)).toEqual({ count: 1, spent: 30 });

    const unsold = await correct(ev, { player, status: 2, team: 999_999, price: -5 });
    expect(unsold.statusCode).toBe(200);
    expect(unsold.json()).toMatchObject({ status: 2, transaction_detail: null });
    expect(await spent(team2)).toEqual({ count: 0, spent: 0 });
  });

  it("without suppress_player_check the player must be the one on the block", async () => {
    const { ev, team } = await onBlock();
    const other = await createPlayer(t, ev);
    const res = await sell(ev, { player: other, status: 3, team, price: 20 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: DETAIL.notOnBlock });
    expect(await playerStatus(t, other)).toBe(0);
    const suppressed = await sell(ev, { player: other, status: 3, team, price: 20, suppress_player_check: true });
    expect(suppressed.statusCode).toBe(200);
    expect(suppressed.json().status).toBe(3);
  });

  it("the same sale twice changes nothing and logs nothing the second time", async () => {
    const { ev, team, player } = await onBlock();
    await sell(ev, { player, status: 3, team, price: 20 });
    const before = await logCount(ev);
    const sale = await saleOf(t, player);
    expect((await sell(ev, { player, status: 3, team, price: 20 })).statusCode).toBe(200);
    expect(await logCount(ev)).toBe(before);
    expect(await saleOf(t, player)).toEqual(sale);
  });
});

describe("the full cycle", () => {
  it("draw → sell → unsold → re-auction → concluded", async () => {
    const ev = await newEvent({ minPlayers: 0 });
    const team = await createTeam(t, ev);
    const [p1, p2, p3] = await createPlayers(t, ev, [{ grade: 10 }, { grade: 20 }, { grade: 30 }]);
    expect((await current(ev)).json()).toEqual({ status: 3, player: null, lot: NO_LOT });

    expect((await post("next-player", ev)).json()).toMatchObject({ status: 1, player: { id: p1, status: 1 } });
    expect((await sell(ev, { player: p1, status: 3, team, price: 30 })).statusCode).toBe(200);
    // The sold player stays shown until the next draw.
    expect((await current(ev)).json()).toMatchObject({ status: 1, player: { id: p1, status: 3 } });

    expect((await post("next-player", ev)).json()).toMatchObject({ status: 1, player: { id: p2 } });
    expect((await sell(ev, { player: p2, status: 2 })).statusCode).toBe(200);
    expect((await post("next-player", ev)).json()).toMatchObject({ status: 1, player: { id: p3 } });
    expect((await sell(ev, { player: p3, status: 3, team, price: 20 })).statusCode).toBe(200);
    expect((await current(ev)).json()).toEqual({ status: 4, player: null, lot: NO_LOT });

    expect((await post("re-auction", ev)).json()).toEqual({ status: 3, player: null });
    expect(await playerStatus(t, p2)).toBe(0);
    expect((await post("next-player", ev)).json()).toMatchObject({ status: 1, player: { id: p2 } });
    expect((await sell(ev, { player: p2, status: 3, team, price: 10 })).statusCode).toBe(200);
    expect((await current(ev)).json()).toEqual({ status: 2, player: null, lot: NO_LOT });
    expect((await post("next-player", ev)).json()).toEqual({ status: 2, player: null });
    expect((await post("re-auction", ev)).json()).toEqual({ status: 2, player: null });

    const top = (await call(t, "GET", url("top-5", ev))).json();
    expect(top.map((r: { price: number }) => r.price)).toEqual([30, 20, 10]);
    expect(top[0]).toEqual({
      id: expect.any(Number),
      player_name: expect.any(String),
      team_name: expect.any(String),
      price: 30,
      funds_unit: "pts",
      rtm: false,
    });
  });

  it("top-5 lists the five highest prices, highest first", async () => {
    const ev = await newEvent({ fundsPerTeam: 10_000, maxPlayers: 10 });
    const team = await createTeam(t, ev, "Falcons");
    const prices = [15, 90, 40, 70, 10, 55];
    const ids = await createPlayers(
      t,
      ev,
      prices.map((_, i) => ({ name: `P${i}` })),
    );
    for (const [i, p] of ids.entries()) await createSale(t, ev, { player: p, team, price: prices[i] });
    const res = await call(t, "GET", url("top-5", ev));
    expect(res.json().map((r: { price: number; player_name: string }) => [r.player_name, r.price])).toEqual([
      ["P1", 90],
      ["P3", 70],
      ["P5", 55],
      ["P2", 40],
      ["P0", 15],
    ]);
    expect(res.json()[0].team_name).toBe("Falcons");
  });
});

describe("undo", () => {
  const undo = (ev: number, token: string = owner.token) => post("undo", ev, token);

  it("nothing to undo is a 400", async () => {
    const ev = await newEvent();
    const res = await undo(ev);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: DETAIL.nothingToUndo });
  });

  it("undoes a sale that moved a player: statuses, both sales (same row) and funds", async () => {
    const ev = await newEvent();
    const [a, b] = [await createTeam(t, ev), await createTeam(t, ev)];
    const [player] = await createPlayers(t, ev, [{}, {}]);
    await putOnBlock(t, ev, player);
    await sell(ev, { player, status: 3, team: a, price: 40 });
    const first = await saleOf(t, player);
    await correct(ev, { player, status: 4, team: b, price: 60 });

    const res = await undo(ev);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: "auction.correction", status: 1, player: { id: player, status: 3 } });
    expect(await saleOf(t, player)).toEqual(first);
    expect(await spent(a)).toEqual({ count: 1, spent: 40 });
    expect(await spent(b)).toEqual({ count: 0, spent: 0 });

    expect((await undo(ev)).statusCode).toBe(200);
    expect(await playerStatus(t, player)).toBe(1);
    expect(await saleOf(t, player)).toBeNull();
    expect(await spent(a)).toEqual({ count: 0, spent: 0 });
    // The undos themselves are not undone: only the two sales were undoable.
    expect((await undo(ev)).json()).toEqual({ detail: DETAIL.nothingToUndo });
  });

  it("undoes a draw: the returned player, the drawn player and the block", async () => {
    const ev = await newEvent();
    const [left, next] = await createPlayers(t, ev, [{ grade: 30 }, { grade: 10 }]);
    await putOnBlock(t, ev, left);
    await post("next-player", ev);
    const res = await undo(ev);
    expect(res.json()).toMatchObject({ action: "auction.draw", status: 1, player: { id: left, status: 1 } });
    expect(await playerStatus(t, next)).toBe(0);
    expect((await current(ev)).json()).toMatchObject({ status: 1, player: { id: left } });
  });

  it("undoes the first draw back to preparation", async () => {
    const ev = await newEvent();
    const p = await createPlayer(t, ev);
    await post("next-player", ev);
    expect((await undo(ev)).json()).toMatchObject({ status: 3, player: null });
    expect(await playerStatus(t, p)).toBe(0);
    const [state] = await t.app.db.select().from(auctionStates).where(eq(auctionStates.eventId, ev));
    expect(state).toMatchObject({ currentPlayerId: null, isStarted: false });
  });

  it("undoes a re-auction: Unsold again, status 4 again", async () => {
    const ev = await newEvent();
    const [u1, u2] = await createPlayers(t, ev, [{ status: 2 }, { status: 2 }]);
    await post("next-player", ev); // nothing Available: selection starts, status 4
    expect((await current(ev)).json().status).toBe(4);
    expect((await post("re-auction", ev)).json()).toEqual({ status: 3, player: null });
    expect(await playerStatus(t, u1)).toBe(0);
    const res = await undo(ev);
    expect(res.json()).toMatchObject({ action: "auction.re-auction", status: 4, player: null });
    expect([await playerStatus(t, u1), await playerStatus(t, u2)]).toEqual([2, 2]);
  });

  it("undoes a whole Sell + Next step by step, newest first", async () => {
    const ev = await newEvent();
    const team = await createTeam(t, ev);
    const [p1, p2] = await createPlayers(t, ev, [{ grade: 10 }, { grade: 20 }]);
    await post("next-player", ev);
    await sell(ev, { player: p1, status: 3, team, price: 30 });
    await post("next-player", ev);
    expect((await undo(ev)).json()).toMatchObject({ action: "auction.draw", player: { id: p1, status: 3 } });
    expect(await playerStatus(t, p2)).toBe(0);
    expect((await undo(ev)).json()).toMatchObject({ action: "auction.sell", player: { id: p1, status: 1 } });
    expect((await undo(ev)).json()).toMatchObject({ action: "auction.draw", status: 3, player: null });
    expect((await undo(ev)).statusCode).toBe(400);
  });

  it("refuses with 409 when the team of a reversed sale has been deleted since", async () => {
    const ev = await newEvent();
    const team = await createTeam(t, ev);
    const player = await createPlayer(t, ev);
    await createSale(t, ev, { player, team, price: 20 });
    await putOnBlock(t, ev, player);
    await t.app.db.update(players).set({ status: 3 }).where(eq(players.id, player));
    expect((await correct(ev, { player, status: 2 })).statusCode).toBe(200);
    await t.app.db.delete(teams).where(eq(teams.id, team));
    const before = await logCount(ev);

    const res = await undo(ev);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(`${DETAIL.undoConflict}: team ${team} has been deleted.`);
    expect(await playerStatus(t, player)).toBe(2);
    expect(await saleOf(t, player)).toBeNull();
    expect(await logCount(ev)).toBe(before);
  });

  it("refuses with 409 when a status it set has been changed elsewhere", async () => {
    const ev = await newEvent();
    const p = await createPlayer(t, ev);
    await post("next-player", ev);
    await t.app.db.update(players).set({ status: 5 }).where(eq(players.id, p));
    const res = await undo(ev);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/status of player/);
    expect(await playerStatus(t, p)).toBe(5);
  });
});

describe("the log", () => {
  it("lists entries newest first, paged, with undone entries and undo links", async () => {
    const ev = await newEvent();
    const team = await createTeam(t, ev);
    const p = await createPlayer(t, ev);
    await post("next-player", ev);
    await sell(ev, { player: p, status: 3, team, price: 25 });
    await post("undo", ev);

    const res = await call(t, "GET", `/api/auctions/log/?event_id=${ev}&page_size=2`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(3);
    expect(page.previous).toBeNull();
    expect(page.next).toContain(`event_id=${ev}`);
    expect(page.next).toContain("page=2");
    const [undone, sale] = page.results;
    expect(undone).toMatchObject({
      action: "auction.undo",
      undo_of: sale.seq,
      undone: false,
      topics: ["players", "teams", "auction"],
    });
    expect(undone.actor).toEqual({ id: owner.id, name: owner.name });
    expect(sale).toMatchObject({ action: "auction.sell", undone: true, undo_of: null });
    expect(sale.data).toMatchObject({
      players: [{ id: p, from: 1, to: 3 }],
      removed: [],
      added: [{ player: p, team, price: 25 }],
      block: null,
    });
    expect(new Date(sale.created_at).toISOString()).toBe(sale.created_at);

    const second = await call(t, "GET", `/api/auctions/log/?event_id=${ev}&page_size=2&page=2`, { token: owner.token });
    expect(second.json().results).toMatchObject([{ action: "auction.draw", undone: false, topics: ["players", "auction"] }]);
  });
});
