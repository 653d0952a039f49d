// Right to match (docs/api.md "Right to match"; docs/decisions/063-right-to-match.md): the event's cards
// and window, a player's previous team, a match typed by the auctioneer (and every refusal), its undo
// giving the card back, its words in the log, the live message, top-5 and the exports, and the owners'
// window after the clock (match, decline, running out), driven by the clock's own `now` (no sleeps).
import {
  type AuctionLogEntry,
  type CurrentPlayer,
  describeEntry,
  type Event,
  type Player,
  RTM_LIMITS,
  RTM_MSG,
  SALE_TEXT,
  type Team,
  type TopTransaction,
} from "@sah/domain";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamOwners, transactions } from "../src/db/schema.ts";
import { sellWhenDue } from "../src/services/auction/clock.ts";
import { liveEventsOf } from "../src/services/log/live-event.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, playerStatus, putOnBlock, saleOf } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let organiser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await createUser(t, { name: "Olivia Organiser" });
});
afterAll(() => t.close());

type Setup = Awaited<ReturnType<typeof setup>>;

/**
 * An event (funds 10,000, min price 1,000, 1..3 players) with `cards` RTM cards, two teams with an
 * owner each, and Arjun, who played for Red last season, on the block.
 */
async function setup(opts: { cards?: number; maxPlayers?: number; onBlock?: boolean } = {}) {
  const ev = await createEvent(t, {
    owners: [organiser.id],
    fundsPerTeam: 10_000,
    minPlayerPrice: 1_000,
    minPlayers: 1,
    maxPlayers: opts.maxPlayers ?? 3,
  });
  const patched = await patchEvent(ev, { rtm_cards: opts.cards ?? 1 });
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
  const set = await call(t, "PATCH", `/api/players/${player}/?event_id=${ev}`, {
    token: organiser.token,
    payload: { previous_team: red },
  });
  expect(set.statusCode).toBe(200);
  if (opts.onBlock !== false) await putOnBlock(t, ev, player);
  return { ev, red, blue, redOwner, blueOwner, player };
}

const patchEvent = (ev: number, payload: Record<string, unknown>) =>
  call(t, "PATCH", `/api/events/events/${ev}/`, { token: organiser.token, payload });
const sell = (s: Setup, payload: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${s.ev}`, {
    token: organiser.token,
    payload: { player: s.player, status: 3, ...payload },
  });
const teamOf = async (ev: number, id: number) =>
  (await call(t, "GET", `/api/teams/${id}/?event_id=${ev}`, { token: organiser.token })).json<Team>();
const playerOf = async (ev: number, id: number) =>
  (await call(t, "GET", `/api/players/${id}/?event_id=${ev}`, { token: organiser.token })).json<Player>();
const log = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: organiser.token })).json<{ results: AuctionLogEntry[] }>()
    .results;
const undo = (ev: number) => call(t, "POST", `/api/auctions/transactions/undo/?event_id=${ev}`, { token: organiser.token });
const current = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/transactions/current-player/?event_id=${ev}`)).json<CurrentPlayer>();
const draw = async (s: Setup) => {
  const drawn = await call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${s.ev}`, { token: organiser.token });
  expect(drawn.json<CurrentPlayer>().player?.id).toBe(s.player);
};
const names = (s: Setup) => ({
  players: new Map([[s.player, "Arjun"]]),
  teams: new Map([
    [s.red, "Red Rhinos"],
    [s.blue, "Blue Bulls"],
  ]),
  unit: "pts",
});

describe("the event's right-to-match fields", () => {
  it("default to no cards and a 15-second window; out of range is a field error that changes nothing", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const got = (await call(t, "GET", `/api/events/events/${ev}/`, { token: organiser.token })).json<Event>();
    expect(got).toMatchObject({ rtm_cards: RTM_LIMITS.cardsDefault, rtm_seconds: RTM_LIMITS.secondsDefault });
    const bad = await patchEvent(ev, { rtm_cards: RTM_LIMITS.cardsMax + 1, rtm_seconds: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ rtm_cards: [RTM_MSG.cardsRange], rtm_seconds: [RTM_MSG.secondsRange] });
    const ok = await patchEvent(ev, { rtm_cards: 2, rtm_seconds: 20 });
    expect(ok.json()).toMatchObject({ rtm_cards: 2, rtm_seconds: 20 });
  });

  it("a player's previous team is a team of the event, shown by id and name; another event's team is refused", async () => {
    const s = await setup();
    expect(await playerOf(s.ev, s.player)).toMatchObject({ previous_team: s.red, previous_team_name: "Red Rhinos" });
    const other = await createEvent(t, { owners: [organiser.id] });
    const foreign = await createTeam(t, other, "Elsewhere");
    const bad = await call(t, "PATCH", `/api/players/${s.player}/?event_id=${s.ev}`, {
      token: organiser.token,
      payload: { previous_team: foreign },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ previous_team: [RTM_MSG.previousTeamInvalid] });
    expect((await playerOf(s.ev, s.player)).previous_team).toBe(s.red);
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(1);
  });
});

describe("a players sheet's previous team", () => {
  it("names the team by its name (any case) or its short name; an unknown team is that row's error", async () => {
    const s = await setup({ onBlock: false });
    const importSheet = (text: string) => {
      const body = multipart({ file: { filename: "players.csv", data: Buffer.from(text, "utf8"), type: "text/csv" } });
      return call(t, "POST", `/api/players/import/?event_id=${s.ev}`, {
        token: organiser.token,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const listed = async () =>
      (await call(t, "GET", `/api/players/?event_id=${s.ev}&page_size=50`, { token: organiser.token })).json<{
        results: Player[];
      }>().results;
    // Red Rhinos' short name is derived from its initials (RR); Blue Bulls' (BB).
    const ok = await importSheet(["Name,Previous team", "Kiran,rr", "Meena,BLUE bulls"].join("\n"));
    expect(ok.statusCode).toBe(200);
    const byName = new Map((await listed()).map((p) => [p.name, p]));
    expect(byName.get("Kiran")?.previous_team).toBe(s.red);
    expect(byName.get("Meena")?.previous_team).toBe(s.blue);

    // A row naming no team of the event is that row's error, and nothing is imported.
    const bad = await importSheet(["Name,Previous team", "Vijay,Green Giants"].join("\n"));
    expect(bad.json()).toMatchObject({ imported: false, errors: [{ row: 2, field: "previous_team" }] });
    expect((await listed()).some((p) => p.name === "Vijay")).toBe(false);
  });

  it("is a detail, as before right to match, in an event without cards unless the organiser maps it", async () => {
    const s = await setup({ onBlock: false, cards: 0 });
    const body = multipart({
      file: { filename: "players.csv", data: Buffer.from("Name,2024 Team\nKiran,RR\n", "utf8"), type: "text/csv" },
    });
    const res = await call(t, "POST", `/api/players/import/?event_id=${s.ev}`, {
      token: organiser.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.json()).toMatchObject({ imported: true, created: 1, mapping: { "2024 Team": "detail" } });
  });
});

describe("sell-player with rtm (typed mode)", () => {
  it("records a match: the sale, a card used, rtm in the player, top-5, the live message and the log's words", async () => {
    const s = await setup();
    const res = await sell(s, { team: s.red, price: 1_500, rtm: true });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(transactions).where(eq(transactions.playerId, s.player));
    expect(row).toMatchObject({ teamId: s.red, price: 1_500, rtm: true });
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(0);
    expect((await teamOf(s.ev, s.blue)).rtm_cards_left).toBe(1);
    expect((await playerOf(s.ev, s.player)).transaction_detail).toMatchObject({ team: s.red, price: 1_500, rtm: true });
    const top = (await call(t, "GET", `/api/auctions/transactions/top-5/?event_id=${s.ev}`)).json<TopTransaction[]>();
    expect(top[0]).toMatchObject({ team_name: "Red Rhinos", rtm: true });

    const [entry] = await log(s.ev);
    expect(entry).toMatchObject({ action: "auction.sell", data: { added: [{ team: s.red, price: 1_500, rtm: true }] } });
    expect(describeEntry(entry, names(s))).toBe("Arjun sold to Red Rhinos (RTM) for 1,500 pts");
    const [live] = await liveEventsOf(t.app.db, s.ev, [entry]);
    expect(live).toMatchObject({ action: "sell", detail: { team: { id: s.red }, price: 1_500, rtm: true } });
  });

  it("a plain sale is no match: rtm false everywhere, no card used", async () => {
    const s = await setup();
    expect((await sell(s, { team: s.blue, price: 1_500 })).statusCode).toBe(200);
    expect((await playerOf(s.ev, s.player)).transaction_detail?.rtm).toBe(false);
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(1);
    expect(describeEntry((await log(s.ev))[0], names(s))).toBe("Arjun sold to Blue Bulls for 1,500 pts");
  });

  it("400 {rtm} for a team that is not the player's previous team; nothing is written", async () => {
    const s = await setup();
    const res = await sell(s, { team: s.blue, price: 1_500, rtm: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ rtm: [RTM_MSG.notPreviousTeam("Blue Bulls", "Arjun")] });
    expect(await saleOf(t, s.player)).toBeNull();
    expect(await playerStatus(t, s.player)).toBe(1);
  });

  it("400 {rtm} when the previous team has no card left (or the event has none)", async () => {
    const s = await setup({ cards: 1 });
    const earlier = await createPlayer(t, s.ev, { name: "Earlier" });
    await createSale(t, s.ev, { player: earlier, team: s.red, price: 1_000 });
    await t.app.db.update(transactions).set({ rtm: true }).where(eq(transactions.playerId, earlier));
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(0);
    const res = await sell(s, { team: s.red, price: 1_500, rtm: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ rtm: [RTM_MSG.noCardLeft("Red Rhinos")] });

    const off = await setup({ cards: 0 });
    expect((await sell(off, { team: off.red, price: 1_500, rtm: true })).json()).toEqual({
      rtm: [RTM_MSG.noCardLeft("Red Rhinos")],
    });
  });

  it("a full previous team is refused as full, with the sale's own text", async () => {
    const s = await setup({ maxPlayers: 1 });
    const earlier = await createPlayer(t, s.ev, { name: "Earlier" });
    await createSale(t, s.ev, { player: earlier, team: s.red, price: 1_000 });
    const res = await sell(s, { team: s.red, price: 1_500, rtm: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ team: [SALE_TEXT.teamFull("Red Rhinos", 1, 1)] });
  });

  it("a price over the previous team's max bid is refused with the sale's own text", async () => {
    const s = await setup();
    const max = (await teamOf(s.ev, s.red)).max_bid;
    const res = await sell(s, { team: s.red, price: max + 1, rtm: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ price: [SALE_TEXT.aboveMaxBid(max, "pts")] });
    expect(await saleOf(t, s.player)).toBeNull();
  });

  it("undo of a match takes the sale back and gives the card back", async () => {
    const s = await setup();
    expect((await sell(s, { team: s.red, price: 1_500, rtm: true })).statusCode).toBe(200);
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(0);
    const undone = await undo(s.ev);
    expect(undone.statusCode).toBe(200);
    expect(await saleOf(t, s.player)).toBeNull();
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(1);
    const entries = await log(s.ev);
    expect(describeEntry(entries[0], names(s), entries)).toBe("Undone: Arjun sold to Red Rhinos (RTM) for 1,500 pts");
  });

  it("the exports carry an RTM column: Yes for a match, blank otherwise", async () => {
    const s = await setup();
    const other = await createPlayer(t, s.ev, { name: "Bimal" });
    await createSale(t, s.ev, { player: other, team: s.blue, price: 1_000 });
    expect((await sell(s, { team: s.red, price: 1_500, rtm: true })).statusCode).toBe(200);
    for (const what of ["results", "rosters"]) {
      const res = await call(t, "GET", `/api/events/events/${s.ev}/export/?what=${what}&format=csv`, { token: organiser.token });
      expect(res.statusCode).toBe(200);
      const grid = Papa.parse<string[]>(res.rawPayload.toString("utf8").slice(1)).data;
      const headerAt = grid.findIndex((r) => r.includes("RTM"));
      expect(headerAt).toBeGreaterThanOrEqual(0);
      const header = grid[headerAt];
      const nameCol = header.indexOf(what === "results" ? "Name" : "Player");
      const rtmOf = (name: string) => grid.find((r) => r[nameCol] === name)?.[header.indexOf("RTM")];
      expect(rtmOf("Arjun")).toBe("Yes");
      expect(rtmOf("Bimal")).toBe("");
    }
  });
});

describe("the owners' window to match after the clock", () => {
  /** Owners mode with a long clock; Blue outbids Red; the clock is then run out through its own `now`. */
  async function biddingSetup() {
    const s = await setup({ onBlock: false });
    const patched = await patchEvent(s.ev, {
      bidding: "owners",
      bid_steps: [{ below: null, step: 500 }],
      first_bid_seconds: 600,
      bid_seconds: 600,
      rtm_seconds: 15,
    });
    expect(patched.statusCode).toBe(200);
    // The draw opens the lot with the clock (owners mode).
    await draw(s);
    const bid = (who: TestUser, amount: number) =>
      call(t, "POST", `/api/auctions/bids/?event_id=${s.ev}`, { token: who.token, payload: { player: s.player, amount } });
    expect((await bid(s.redOwner, 1_000)).statusCode).toBe(201);
    expect((await bid(s.blueOwner, 1_500)).statusCode).toBe(201);
    const ended = Date.now() + 601_000;
    expect(await sellWhenDue(t.app.db, s.ev, ended)).toBe("matching");
    const answer = (who: TestUser, match: boolean) =>
      call(t, "POST", `/api/auctions/bids/match/?event_id=${s.ev}`, { token: who.token, payload: { match } });
    return { ...s, bid, answer, ended };
  }

  it("opens the previous team's window at the highest bid: logged, on current-player, bids and the clock refused", async () => {
    const s = await biddingSetup();
    expect(await playerStatus(t, s.player)).toBe(1);
    const lot = (await current(s.ev)).lot;
    expect(lot).toMatchObject({ match: { team: s.red, team_name: "Red Rhinos" }, highest: { team: s.blue, amount: 1_500 } });
    expect(Date.parse(lot?.deadline ?? "")).toBe(s.ended + 15_000);
    const [entry] = await log(s.ev);
    expect(entry).toMatchObject({ action: "auction.lot", data: { kind: "match", team: s.red, amount: 1_500 } });
    expect(describeEntry(entry, names(s))).toBe("Red Rhinos may match for Arjun");
    const [live] = await liveEventsOf(t.app.db, s.ev, [entry]);
    expect(live).toMatchObject({ action: "clock", detail: { match: { team: s.red, amount: 1_500 } } });
    const late = await s.bid(s.redOwner, 2_000);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(RTM_MSG.matching("Red Rhinos"));
    const paused = await call(t, "POST", `/api/auctions/clock/?event_id=${s.ev}`, {
      token: organiser.token,
      payload: { action: "pause" },
    });
    expect(paused.statusCode).toBe(400);
    // Only the previous team (or a manager) answers.
    const wrong = await s.answer(s.blueOwner, true);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(RTM_MSG.notYourWindow("Red Rhinos"));
  });

  it("the answer: 401 anonymous, 404 an unknown event, 403 a user owning no team here, 400 with no window", async () => {
    const s = await setup({ onBlock: false });
    const url = (ev: number) => `/api/auctions/bids/match/?event_id=${ev}`;
    expect((await call(t, "POST", url(s.ev), { payload: { match: true } })).statusCode).toBe(401);
    expect((await call(t, "POST", url(9_999_999), { token: s.redOwner.token, payload: { match: true } })).statusCode).toBe(404);
    const stranger = await createUser(t);
    expect((await call(t, "POST", url(s.ev), { token: stranger.token, payload: { match: true } })).statusCode).toBe(403);
    const none = await call(t, "POST", url(s.ev), { token: s.redOwner.token, payload: { match: true } });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(RTM_MSG.noWindow);
  });

  it("a match sells to the previous team at the final price with a card; undo gives it back", async () => {
    const s = await biddingSetup();
    const res = await s.answer(s.redOwner, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: "sold" });
    expect(await saleOf(t, s.player)).toMatchObject({ team: s.red, price: 1_500 });
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(0);
    const [entry] = await log(s.ev);
    expect(entry.action).toBe("auction.clock");
    expect(describeEntry(entry, names(s))).toBe("By the clock: Arjun sold to Red Rhinos (RTM) for 1,500 pts");
    expect((await current(s.ev)).lot?.match ?? null).toBeNull();
    expect((await undo(s.ev)).statusCode).toBe(200);
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(1);
    expect((await current(s.ev)).lot).toMatchObject({ paused: true, match: null });
  });

  it("a decline sells to the winner at once; no card is used", async () => {
    const s = await biddingSetup();
    const res = await s.answer(s.redOwner, false);
    expect(res.json()).toEqual({ outcome: "sold" });
    expect(await saleOf(t, s.player)).toMatchObject({ team: s.blue, price: 1_500 });
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(1);
    expect(describeEntry((await log(s.ev))[0], names(s))).toBe("By the clock: Arjun sold to Blue Bulls for 1,500 pts");
  });

  it("no answer: when the window runs out the clock sells to the winner; a late answer is refused", async () => {
    const s = await biddingSetup();
    expect(await sellWhenDue(t.app.db, s.ev, s.ended + 14_999)).toBe("nothing");
    expect(await sellWhenDue(t.app.db, s.ev, s.ended + 15_000)).toBe("sold");
    expect(await saleOf(t, s.player)).toMatchObject({ team: s.blue, price: 1_500 });
    expect((await teamOf(s.ev, s.red)).rtm_cards_left).toBe(1);
    const late = await s.answer(s.redOwner, true);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(RTM_MSG.noWindow);
  });

  it("no window when the winner is the previous team, or the previous team has no card", async () => {
    const s = await setup({ cards: 0, onBlock: false });
    await patchEvent(s.ev, {
      bidding: "owners",
      bid_steps: [{ below: null, step: 500 }],
      first_bid_seconds: 600,
      bid_seconds: 600,
    });
    await draw(s);
    await call(t, "POST", `/api/auctions/bids/?event_id=${s.ev}`, {
      token: s.blueOwner.token,
      payload: { player: s.player, amount: 1_000 },
    });
    expect(await sellWhenDue(t.app.db, s.ev, Date.now() + 601_000)).toBe("sold");
    expect(await saleOf(t, s.player)).toMatchObject({ team: s.blue, price: 1_000 });
  });
});
