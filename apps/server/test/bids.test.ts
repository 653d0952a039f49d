// Bidding by team owners (docs/api.md "Bidding by team owners";
// docs/decisions/046-owners-bidding.md): every refusal and permission of a bid, the clock's controls,
// the withdrawal, the lot on current-player, the clock's own sale (and Unsold) and its undo.
import {
  type AuctionLogEntry,
  BID_MSG,
  BIDDING_LIMITS,
  type Bid,
  type CurrentPlayer,
  defaultBidSteps,
  type Event,
  QUOTA_MSG,
  type Team,
} from "@sah/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auctionLog, auctionLots, events, players, teamOwners } from "../src/db/schema.ts";
import { liveEventsOf } from "../src/services/log/live-event.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, playerStatus, saleOf } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, eventTypeId, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let organiser: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await createUser(t, { name: "Olivia Organiser" });
  stranger = await createUser(t);
});
afterAll(() => t.close());

type Setup = Awaited<ReturnType<typeof setup>>;

/**
 * An event in owners mode (funds 10,000, min price 1,000, 1..3 players; steps +500 below 5,000 then
 * +1,000), two teams with an owner each, one player drawn onto the block. The clock is long unless
 * the test asks for a short one.
 */
async function setup(clock: { first?: number; bid?: number; autoSell?: boolean } = {}) {
  const ev = await createEvent(t, {
    owners: [organiser.id],
    fundsPerTeam: 10_000,
    minPlayerPrice: 1_000,
    minPlayers: 1,
    maxPlayers: 3,
  });
  const patched = await call(t, "PATCH", `/api/events/events/${ev}/`, {
    token: organiser.token,
    payload: {
      bidding: "owners",
      bid_steps: [
        { below: 5_000, step: 500 },
        { below: null, step: 1_000 },
      ],
      first_bid_seconds: clock.first ?? 600,
      bid_seconds: clock.bid ?? 600,
      auto_sell: clock.autoSell ?? true,
    },
  });
  expect(patched.statusCode).toBe(200);
  const red = await createTeam(t, ev, "Red Rhinos");
  const blue = await createTeam(t, ev, "Blue Bulls");
  const redOwner = await createUser(t, { name: "Rita Red" });
  const blueOwner = await createUser(t, { name: "Bala Blue" });
  await t.app.db.insert(teamOwners).values([
    { teamId: red, userId: redOwner.id },
    { teamId: blue, userId: blueOwner.id },
  ]);
  const player = await createPlayer(t, ev, { name: "Arjun" });
  const drawn = await call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token: organiser.token });
  expect(drawn.json<CurrentPlayer>().player?.id).toBe(player);
  return { ev, red, blue, redOwner, blueOwner, player };
}

const bid = (s: Setup, who: TestUser, amount: number, extra: Record<string, unknown> = {}) =>
  call(t, "POST", `/api/auctions/bids/?event_id=${s.ev}`, { token: who.token, payload: { player: s.player, amount, ...extra } });
const clock = (s: Setup, payload: Record<string, unknown>, token = organiser.token) =>
  call(t, "POST", `/api/auctions/clock/?event_id=${s.ev}`, { token, payload });
const current = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/transactions/current-player/?event_id=${ev}`)).json<CurrentPlayer>();
const teamOf = async (ev: number, id: number) =>
  (await call(t, "GET", `/api/teams/${id}/?event_id=${ev}`, { token: organiser.token })).json<Team>();
const log = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: organiser.token })).json<{ results: AuctionLogEntry[] }>()
    .results;
/** Waits for a condition the server reaches on its own (the clock), never for a time. */
const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 50 });

describe("the event's bidding fields", () => {
  it("default to the auctioneer, the default ladder and clock", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const res = await call(t, "GET", `/api/events/events/${ev}/`, { token: organiser.token });
    expect(res.json<Event>()).toMatchObject({
      bidding: "auctioneer",
      bid_steps: [
        { below: 10_000, step: 500 },
        { below: 50_000, step: 1_000 },
        { below: null, step: 2_500 },
      ],
      first_bid_seconds: 30,
      bid_seconds: 15,
      auto_sell: true,
    });
  });
  it("on create without a ladder, gets one fitted to the purse and the minimum price; a sent ladder is kept", async () => {
    const staff = await createUser(t, { isStaff: true });
    const night = {
      name: "Crore Night",
      date: "2026-05-01",
      start_time: "18:00",
      end_time: "22:30",
      location: "Mumbai",
      funds_per_team: 1_200_000_000,
      funds_unit: "INR",
      min_player_price: 3_000_000,
      min_players: 18,
      max_players: 25,
      type: await eventTypeId(t),
    };
    const fitted = await call(t, "POST", "/api/events/events/", { token: staff.token, payload: night });
    expect(fitted.statusCode).toBe(201);
    expect(fitted.json<Event>().bid_steps).toEqual(defaultBidSteps(1_200_000_000, 3_000_000));
    expect(fitted.json<Event>().bid_steps.map((r) => r.step)).toEqual([500_000, 1_000_000, 2_000_000, 2_500_000]);
    const sent = [{ below: null, step: 7 }];
    const kept = await call(t, "POST", "/api/events/events/", { token: staff.token, payload: { ...night, bid_steps: sent } });
    expect(kept.json<Event>().bid_steps).toEqual(sent);
  });

  it.each([
    [{ bidding: "phone" }, "bidding"],
    [{ bid_steps: [{ below: 100, step: 10 }] }, "bid_steps"],
    [{ bid_steps: [{ below: null, step: 0 }] }, "bid_steps"],
    [{ bid_steps: "[oops" }, "bid_steps"],
    [{ first_bid_seconds: 0 }, "first_bid_seconds"],
    [{ bid_seconds: 3_601 }, "bid_seconds"],
    [{ auto_sell: "perhaps" }, "auto_sell"],
  ])("refuses %j with its field's error and changes nothing", async (payload, field) => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const res = await call(t, "PATCH", `/api/events/events/${ev}/`, { token: organiser.token, payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, ev));
    expect(row).toMatchObject({ bidding: "auctioneer", firstBidSeconds: 30, bidSeconds: 15, autoSell: true });
  });
});

describe("POST /api/auctions/bids/", () => {
  it("accepts the opening price, then exactly the highest plus its step; logs each bid", async () => {
    const s = await setup();
    const first = await bid(s, s.redOwner, 1_000);
    expect(first.statusCode).toBe(201);
    const body = first.json<Bid>();
    expect(body).toMatchObject({ player: s.player, team: s.red, team_name: "Red Rhinos", amount: 1_000 });
    expect(Date.parse(body.deadline ?? "")).toBeGreaterThan(Date.parse(body.at));
    expect((await bid(s, s.blueOwner, 1_500)).statusCode).toBe(201);
    const [entry] = await log(s.ev);
    expect(entry).toMatchObject({
      action: "auction.bid",
      user: { id: s.blueOwner.id },
      data: { team: s.blue, amount: 1_500, player: s.player },
    });
    expect(typeof (entry?.data as { at_ms?: unknown } | undefined)?.at_ms).toBe("number");
    const lot = (await current(s.ev)).lot;
    expect(lot).toMatchObject({ highest: { team: s.blue, team_name: "Blue Bulls", amount: 1_500 }, paused: false });
    expect(Date.parse(lot?.deadline ?? "")).toBeGreaterThan(Date.now());
    const list = await call(t, "GET", `/api/auctions/bids/?event_id=${s.ev}&player=${s.player}`);
    expect(list.json<Bid[]>().map((b) => b.amount)).toEqual([1_500, 1_000]);
  });

  it("409 with the highest bid when the amount is not the next one", async () => {
    const s = await setup();
    expect((await bid(s, s.redOwner, 1_000)).statusCode).toBe(201);
    for (const amount of [1_000, 2_000, 500]) {
      const res = await bid(s, s.blueOwner, amount);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: BID_MSG.notNext(1_500), highest: { team: s.red, amount: 1_000 } });
    }
  });

  it("400 when the leading team bids again", async () => {
    const s = await setup();
    await bid(s, s.redOwner, 1_000);
    const res = await bid(s, s.redOwner, 1_500);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: BID_MSG.leading, highest: { team: s.red, amount: 1_000 } });
  });

  it("400 over the team's max bid (the sale's own rule) and for a full team; nothing is written", async () => {
    const s = await setup();
    // Red has spent 8,500 on 1 player: 1,500 left, max bid 1,500.
    const bought = await createPlayer(t, s.ev, { status: 3 });
    await createSale(t, s.ev, { player: bought, team: s.red, price: 8_500 });
    await bid(s, s.blueOwner, 1_000);
    expect((await bid(s, s.redOwner, 1_500)).statusCode).toBe(201);
    await bid(s, s.blueOwner, 2_000);
    const over = await bid(s, s.redOwner, 2_500);
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toBe("Price must be at most this team's max bid of 1,500 pts.");
    // Red fills its 3 slots.
    for (let i = 0; i < 2; i++)
      await createSale(t, s.ev, { player: await createPlayer(t, s.ev, { status: 3 }), team: s.red, price: 0 });
    const full = await bid(s, s.redOwner, 2_500);
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toMatch(/^Red Rhinos is full/);
    const list = await call(t, "GET", `/api/auctions/bids/?event_id=${s.ev}&player=${s.player}`);
    expect(list.json<Bid[]>().map((b) => b.amount)).toEqual([2_000, 1_500, 1_000]);
  });

  it("400 when the sale would break a squad quota (the sale's own rule), naming the rule", async () => {
    const s = await setup();
    await t.app.db.update(players).set({ grade: 10 }).where(eq(players.id, s.player));
    const quotas = [{ kind: "grade", id: 10, min: null, max: 1 }];
    const patched = await call(t, "PATCH", `/api/events/events/${s.ev}/`, { token: organiser.token, payload: { quotas } });
    expect(patched.statusCode).toBe(200);
    await createSale(t, s.ev, { player: await createPlayer(t, s.ev, { status: 3, grade: 10 }), team: s.red, price: 1_000 });
    const refused = await bid(s, s.redOwner, 1_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(QUOTA_MSG.overMax("Red Rhinos", 1, 1, "A+"));
    expect((await bid(s, s.blueOwner, 1_000)).statusCode).toBe(201);
  });

  it("400 while paused; resume opens bidding again with the time kept", async () => {
    const s = await setup();
    const paused = await clock(s, { action: "pause" });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ deadline: null, paused: true });
    expect((await current(s.ev)).lot).toMatchObject({ paused: true, deadline: null });
    const res = await bid(s, s.redOwner, 1_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(BID_MSG.paused);
    expect((await clock(s, { action: "pause" })).json().detail).toBe(BID_MSG.alreadyPaused);
    const resumed = await clock(s, { action: "resume" });
    expect(resumed.json().paused).toBe(false);
    expect(Date.parse(resumed.json().deadline)).toBeGreaterThan(Date.now() + 500_000);
    expect((await bid(s, s.redOwner, 1_000)).statusCode).toBe(201);
    const extended = await clock(s, { action: "extend", seconds: 100 });
    expect(Date.parse(extended.json().deadline)).toBeGreaterThan(Date.now() + 600_000);
    expect((await log(s.ev)).filter((e) => e.action === "auction.lot").map((e) => (e.data as { kind: string }).kind)).toEqual([
      "extend",
      "resume",
      "pause",
    ]);
  });

  it("holds at most an hour, paused or running: an extend past it is a field error and changes nothing", async () => {
    const s = await setup();
    const held = async () => {
      const [row] = await t.app.db.select().from(auctionLots).where(eq(auctionLots.eventId, s.ev));
      return row?.pausedRemainingMs ?? (row?.deadline ? row.deadline.getTime() - Date.now() : 0);
    };
    expect((await clock(s, { action: "pause" })).statusCode).toBe(200);
    // Paused with about 600 s kept: extends add up to the hour, and no further.
    let refused = await clock(s, { action: "extend", seconds: BIDDING_LIMITS.extendMax });
    for (let i = 0; i < 10 && refused.statusCode === 200; i++)
      refused = await clock(s, { action: "extend", seconds: BIDDING_LIMITS.extendMax });
    const kept = await held();
    expect(kept).toBeLessThanOrEqual(BIDDING_LIMITS.clockMaxSeconds * 1000);
    expect(refused.statusCode).toBe(400);
    const room = Math.floor((BIDDING_LIMITS.clockMaxSeconds * 1000 - kept) / 1000);
    expect(refused.json()).toEqual({ seconds: [BID_MSG.clockTooLong(BIDDING_LIMITS.clockMaxSeconds / 60, room)] });
    // Running: the same ceiling on the time left.
    expect((await clock(s, { action: "resume" })).statusCode).toBe(200);
    const running = await clock(s, { action: "extend", seconds: BIDDING_LIMITS.extendMax });
    expect(running.statusCode).toBe(400);
    expect(await held()).toBeLessThanOrEqual(BIDDING_LIMITS.clockMaxSeconds * 1000);
  });

  it("400 in auctioneer mode, and for a player not on the block", async () => {
    const s = await setup();
    const other = await createPlayer(t, s.ev);
    const res = await call(t, "POST", `/api/auctions/bids/?event_id=${s.ev}`, {
      token: s.redOwner.token,
      payload: { player: other, amount: 1_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(BID_MSG.notOnBlock);
    await call(t, "PATCH", `/api/events/events/${s.ev}/`, { token: organiser.token, payload: { bidding: "auctioneer" } });
    const closed = await bid(s, s.redOwner, 1_000);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().detail).toBe(BID_MSG.modeAuctioneer);
  });

  it("401 anonymous, 403 for a user owning no team here, 404 for an unknown event, 400 for a bad body", async () => {
    const s = await setup();
    expect(
      (await call(t, "POST", `/api/auctions/bids/?event_id=${s.ev}`, { payload: { player: s.player, amount: 1_000 } }))
        .statusCode,
    ).toBe(401);
    expect((await bid(s, stranger, 1_000)).statusCode).toBe(403);
    expect(
      (
        await call(t, "POST", `/api/auctions/bids/?event_id=999999`, {
          token: s.redOwner.token,
          payload: { player: 1, amount: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(t, "POST", `/api/auctions/bids/?event_id=${s.ev}`, {
      token: s.redOwner.token,
      payload: { amount: "lots" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["amount", "player"]);
    // An owner may not bid for a team they do not own.
    const notTheirs = await bid(s, s.redOwner, 1_000, { team: s.blue });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json()).toEqual({ team: [BID_MSG.teamInvalid] });
  });

  it("an owner of several teams names the team; a manager bids for any team of the event", async () => {
    const s = await setup();
    await t.app.db.insert(teamOwners).values({ teamId: s.blue, userId: s.redOwner.id });
    const unnamed = await bid(s, s.redOwner, 1_000);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ team: [BID_MSG.teamRequired] });
    expect((await bid(s, s.redOwner, 1_000, { team: s.blue })).json<Bid>().team).toBe(s.blue);
    expect((await bid(s, organiser, 1_500, { team: s.red })).json<Bid>().team).toBe(s.red);
  });

  it("a manager who owns no team and names none is told exactly that (not 'You own several teams')", async () => {
    const s = await setup();
    const unnamed = await bid(s, organiser, 1_000);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ team: [BID_MSG.teamForManager] });
  });
});

describe("POST /api/auctions/bids/withdraw/", () => {
  it("takes back the highest bid with its reason (event permission only)", async () => {
    const s = await setup();
    await bid(s, s.redOwner, 1_000);
    await bid(s, s.blueOwner, 1_500);
    const url = `/api/auctions/bids/withdraw/?event_id=${s.ev}`;
    expect((await call(t, "POST", url, { token: s.redOwner.token, payload: { reason: "mistake" } })).statusCode).toBe(403);
    expect((await call(t, "POST", url, { token: organiser.token, payload: {} })).statusCode).toBe(400);
    const res = await call(t, "POST", url, { token: organiser.token, payload: { reason: "Bala pressed by mistake" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ highest: { team: s.red, amount: 1_000 } });
    expect((await current(s.ev)).lot?.highest).toMatchObject({ team: s.red, amount: 1_000 });
    const [entry] = await log(s.ev);
    expect(entry).toMatchObject({
      action: "auction.lot",
      reason: "Bala pressed by mistake",
      data: { kind: "withdraw", team: s.blue, amount: 1_500 },
    });
    // Blue may bid the same amount again.
    expect((await bid(s, s.blueOwner, 1_500)).statusCode).toBe(201);
  });

  it("names the bid it takes back: a second withdrawal of the same bid (a double click, two consoles) is 409 and takes nothing else", async () => {
    const s = await setup();
    await bid(s, s.redOwner, 1_000);
    await bid(s, s.blueOwner, 1_500);
    const highest = (await current(s.ev)).lot?.highest;
    expect(highest).toMatchObject({ team: s.blue, amount: 1_500, bid: expect.any(Number) });
    const url = `/api/auctions/bids/withdraw/?event_id=${s.ev}`;
    const payload = { reason: "Pressed twice", bid: highest?.bid };
    const both = await Promise.all([
      call(t, "POST", url, { token: organiser.token, payload }),
      call(t, "POST", url, { token: organiser.token, payload }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json()).toEqual({ detail: BID_MSG.bidAlreadyWithdrawn });
    expect((await current(s.ev)).lot?.highest).toMatchObject({ team: s.red, amount: 1_000 });
    expect((await log(s.ev)).filter((e) => e.action === "auction.lot")).toHaveLength(1);
    // A bid that is not the highest is not taken (the console's dialog was opened before a newer bid).
    const red = (await current(s.ev)).lot?.highest?.bid;
    await bid(s, s.blueOwner, 1_500);
    const stale = await call(t, "POST", url, { token: organiser.token, payload: { reason: "Too late", bid: red } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: BID_MSG.notHighestBid("1,500") });
    const unknown = await call(t, "POST", url, { token: organiser.token, payload: { reason: "Who?", bid: 999_999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ bid: [BID_MSG.bidInvalid] });
    expect((await current(s.ev)).lot?.highest).toMatchObject({ team: s.blue, amount: 1_500 });
  });

  it("tells the phones whose bid was withdrawn, and why: the live message names the bid, its team, amount and reason", async () => {
    const s = await setup();
    const placed = (await bid(s, s.blueOwner, 1_000)).json<Bid>();
    await call(t, "POST", `/api/auctions/bids/withdraw/?event_id=${s.ev}`, {
      token: organiser.token,
      payload: { reason: "Bala pressed by mistake", bid: placed.id },
    });
    const [entry] = await t.app.db
      .select({ action: auctionLog.action, data: auctionLog.data })
      .from(auctionLog)
      .where(eq(auctionLog.eventId, s.ev))
      .orderBy(desc(auctionLog.seq))
      .limit(1);
    // The message sent at commit and the replay after Last-Event-ID are built by this one function.
    const [live] = await liveEventsOf(t.app.db, s.ev, [entry]);
    expect(live).toMatchObject({
      action: "clock",
      detail: { withdrawn: { bid: placed.id, team: s.blue, amount: 1_000, reason: "Bala pressed by mistake" } },
    });
  });
});

describe("the clock running out", () => {
  it("sells to the highest bid at its amount once (auction.clock); undo restores the money and pauses the lot", async () => {
    const s = await setup({ first: 600, bid: 1 });
    await bid(s, s.redOwner, 1_000);
    await bid(s, s.blueOwner, 1_500);
    await until(async () => expect(await playerStatus(t, s.player)).toBe(3));
    expect(await saleOf(t, s.player)).toMatchObject({ team: s.blue, price: 1_500 });
    expect((await teamOf(s.ev, s.blue)).funds_remaining).toBe(8_500);
    const entries = await log(s.ev);
    expect(entries.filter((e) => e.action === "auction.clock")).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "auction.clock", user: null, data: { added: [{ team: s.blue, price: 1_500 }] } });

    const undone = await call(t, "POST", `/api/auctions/transactions/undo/?event_id=${s.ev}`, { token: organiser.token });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().action).toBe("auction.clock");
    expect((await teamOf(s.ev, s.blue)).funds_remaining).toBe(10_000);
    expect(await playerStatus(t, s.player)).toBe(1);
    // Back on the block, paused with the bids standing: the clock does not sell it again by itself.
    expect((await current(s.ev)).lot).toMatchObject({ paused: true, highest: { team: s.blue, amount: 1_500 } });
  });

  it("marks the player Unsold when nobody bid", async () => {
    const s = await setup({ first: 1 });
    await until(async () => expect(await playerStatus(t, s.player)).toBe(2));
    expect(await saleOf(t, s.player)).toBeNull();
    expect((await log(s.ev))[0]).toMatchObject({
      action: "auction.clock",
      data: { players: [{ id: s.player, from: 1, to: 2 }] },
    });
  });

  it("with auto_sell off, the clock closes bidding and waits for the auctioneer's sale", async () => {
    const s = await setup({ first: 600, bid: 1, autoSell: false });
    await bid(s, s.redOwner, 1_000);
    await until(async () => expect((await bid(s, s.blueOwner, 1_500)).json().detail).toBe(BID_MSG.closed));
    expect(await playerStatus(t, s.player)).toBe(1);
    const sold = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${s.ev}`, {
      token: organiser.token,
      payload: { player: s.player, status: 3, team: s.red, price: 1_000 },
    });
    expect(sold.statusCode).toBe(200);
  });
});
