// Player base price (docs/api.md "Base price"): optional (null: the event's min_player_price),
// at least that minimum (API, import; decision 053), edited with the player; a Sold price below it
// needs "override limits", which the sale's log entry keeps. Also decision 053's other refusals: event
// settings no team can meet, and a team name that another has in another case.
import {
  BID_MSG,
  type CurrentPlayer,
  type ImportReport,
  MSG,
  PLAYER_EDIT_ACTION,
  type Player,
  RULE_TEXT,
  SALE_TEXT,
  type Team,
} from "@sah/domain";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, events, players, teamOwners, teams } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, eventTypeId, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  staff = await createUser(t, { isStaff: true });
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
    expect(res.json()).toEqual({ price: [SALE_TEXT.belowBasePrice(5000, "pts")] });
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
      price: [SALE_TEXT.belowMinPrice(1000, "pts")],
    });
    expect((await sell({ player, status: 3, team, price: 999, override_limits: true })).statusCode).toBe(200);
    const rich = await pricedPlayer(null);
    const res = await sell({ player: rich, status: 3, team, price: 100_000, override_limits: true });
    expect(res.json()).toEqual({ price: [SALE_TEXT.aboveFunds("Rich Team", 99_001, "pts")] });
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

describe("the base price's floor: the event's minimum (decision 053)", () => {
  const below = { base_price: [RULE_TEXT.basePriceBelowMin(1000, "pts")] };
  const playerCount = async () =>
    Number((await t.app.db.select({ n: count() }).from(players).where(eq(players.eventId, eventId)))[0].n);

  it("a create below the minimum is 400 under base_price, with the minimum in the text, and creates nothing", async () => {
    const before = await playerCount();
    const res = await call(t, "POST", playerUrl(), {
      token: owner.token,
      payload: { name: "Cheap", date_of_birth: "2000-01-01", base_price: 999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(below);
    expect(below.base_price[0]).toContain("1,000 pts");
    expect(await playerCount()).toBe(before);
    const atMin = await call(t, "POST", playerUrl(), {
      token: owner.token,
      payload: { name: "Exact", date_of_birth: "2000-01-01", base_price: 1000 },
    });
    expect(atMin.json<Player>().base_price).toBe(1000);
  });

  it("an edit below the minimum is 400 and changes nothing", async () => {
    const id = await createPlayer(t, eventId);
    await t.app.db.update(players).set({ basePrice: 3000 }).where(eq(players.id, id));
    const res = await call(t, "PATCH", playerUrl(id), { token: owner.token, payload: { base_price: 500, name: "Renamed" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(below);
    const [row] = await t.app.db
      .select({ basePrice: players.basePrice, name: players.name })
      .from(players)
      .where(eq(players.id, id));
    expect(row).toEqual({ basePrice: 3000, name: expect.not.stringMatching("Renamed") });
  });

  it("an import row below the minimum is that row's base_price error and nothing is imported; shorthands count", async () => {
    const before = await playerCount();
    const sheet = ["Name,DOB,Base price", "Imported Anil,2000-01-31,2k", "Imported Bala,1999-12-31,500"].join("\n");
    const body = multipart({ file: { filename: "players.csv", data: Buffer.from(sheet), type: "text/csv" } });
    const post = () =>
      call(t, "POST", `/api/players/import/?event_id=${eventId}`, {
        token: owner.token,
        payload: body.payload,
        headers: body.headers,
      });
    const res = await post();
    const report = res.json<ImportReport>();
    expect(report.mapping).toMatchObject({ "Base price": "base_price" });
    expect(report.imported).toBe(false);
    expect(report.errors).toEqual([{ row: 3, field: "base_price", messages: below.base_price }]);
    expect(await playerCount()).toBe(before);

    const fixed = multipart({
      file: { filename: "players.csv", data: Buffer.from(sheet.replace(",500", ",1.5k")), type: "text/csv" },
    });
    const ok = await call(t, "POST", `/api/players/import/?event_id=${eventId}`, {
      token: owner.token,
      payload: fixed.payload,
      headers: fixed.headers,
    });
    expect(ok.json<ImportReport>()).toMatchObject({ created: 2, imported: true });
    const rows = await t.app.db
      .select({ name: players.name, basePrice: players.basePrice })
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.dateOfBirth, "1999-12-31")));
    expect(rows).toEqual([{ name: "Imported Bala", basePrice: 1500 }]);
  });

  it("a minimum raised above a stored base price: the player opens at the minimum, and a new edit must meet it", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 100_000, minPlayerPrice: 1000, minPlayers: 1 });
    const created = await call(t, "POST", `/api/players/?event_id=${ev}`, {
      token: owner.token,
      payload: { name: "Old Price", date_of_birth: "2000-01-01", base_price: 1500 },
    });
    const id = created.json<Player>().id;
    const raised = await call(t, "PATCH", `/api/events/events/${ev}/`, {
      token: owner.token,
      payload: { min_player_price: 2000 },
    });
    expect(raised.statusCode).toBe(200);
    // The stored price stays (lowering the minimum again brings it back); the opening price is the minimum.
    const url = `/api/players/${id}/?event_id=${ev}`;
    expect((await call(t, "GET", url)).json<Player>().base_price).toBe(1500);
    expect((await call(t, "PATCH", url, { token: owner.token, payload: { name: "Renamed" } })).statusCode).toBe(200);
    const again = await call(t, "PATCH", url, { token: owner.token, payload: { base_price: 1500 } });
    expect(again.json()).toEqual({ base_price: [RULE_TEXT.basePriceBelowMin(2000, "pts")] });
  });

  it("owners' bidding opens at the minimum when a stored base price is below it: the phones' first bid is accepted", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 100_000, minPlayerPrice: 2000, minPlayers: 1 });
    const mode = await call(t, "PATCH", `/api/events/events/${ev}/`, {
      token: owner.token,
      payload: { bidding: "owners", first_bid_seconds: 600, bid_seconds: 600 },
    });
    expect(mode.statusCode).toBe(200);
    const team = await createTeam(t, ev, "Bidders");
    const bidder = await createUser(t);
    await t.app.db.insert(teamOwners).values({ teamId: team, userId: bidder.id });
    const player = await createPlayer(t, ev, { name: "Stale" });
    await t.app.db.update(players).set({ basePrice: 1000 }).where(eq(players.id, player));
    const drawn = await call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token: owner.token });
    expect(drawn.json<CurrentPlayer>().player?.id).toBe(player);
    const bid = (amount: number) =>
      call(t, "POST", `/api/auctions/bids/?event_id=${ev}`, { token: bidder.token, payload: { player, amount } });
    const low = await bid(1000);
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ detail: BID_MSG.notNext(2000) });
    expect((await bid(2000)).statusCode).toBe(201);
  });
});

describe("event settings no team can meet (decision 053)", () => {
  let cricket: number;
  beforeAll(async () => {
    cricket = await eventTypeId(t, "Cricket");
  });
  const valid = () => ({
    name: "Settings Night",
    date: "2026-05-01",
    start_time: "18:00",
    end_time: "22:30",
    location: "Pune",
    funds_per_team: 10_000,
    funds_unit: "pts",
    min_player_price: 1000,
    min_players: 10,
    max_players: 12,
    type: cricket,
  });
  const eventCount = async () => Number((await t.app.db.select({ n: count() }).from(events))[0].n);

  it.each([
    [
      "funds below the minimum squad at the minimum price",
      { funds_per_team: 9_999 },
      "funds_per_team",
      RULE_TEXT.fundsBelowSquad(10, 1000, "pts"),
    ],
    ["an end time before the start time", { end_time: "17:00" }, "end_time", RULE_TEXT.endBeforeStart("18:00")],
    ["an end time equal to the start time", { end_time: "18:00" }, "end_time", RULE_TEXT.endBeforeStart("18:00")],
  ])("create with %s: 400 under the field, saying why, nothing created", async (_name, change, field, text) => {
    const before = await eventCount();
    const res = await call(t, "POST", "/api/events/events/", { token: staff.token, payload: { ...valid(), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [text] });
    expect(await eventCount()).toBe(before);
  });

  it("the funds' text gives the numbers: 10 players at 1,000 pts need 10,000 pts", () => {
    expect(RULE_TEXT.fundsBelowSquad(10, 1000, "pts")).toBe(
      "Funds per team must be at least 10,000 pts: the minimum squad of 10 players at the minimum player price of 1,000 pts each.",
    );
  });

  it("exactly enough is accepted", async () => {
    expect((await call(t, "POST", "/api/events/events/", { token: staff.token, payload: valid() })).statusCode).toBe(201);
  });

  it("an edit is held against the stored values: raising the minimum price past the funds is refused, unchanged", async () => {
    const ev = await createEvent(t, {
      owners: [owner.id],
      fundsPerTeam: 10_000,
      minPlayerPrice: 1000,
      minPlayers: 10,
      maxPlayers: 12,
    });
    const patch = (payload: Record<string, unknown>) =>
      call(t, "PATCH", `/api/events/events/${ev}/`, { token: owner.token, payload });
    const res = await patch({ min_player_price: 1001 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ funds_per_team: [RULE_TEXT.fundsBelowSquad(10, 1001, "pts")] });
    expect((await patch({ end_time: "09:00" })).json()).toEqual({ end_time: [RULE_TEXT.endBeforeStart("10:00")] });
    const [row] = await t.app.db
      .select({ min: events.minPlayerPrice, end: events.endTime })
      .from(events)
      .where(eq(events.id, ev));
    expect(row).toEqual({ min: 1000, end: "18:00:00" });
    expect((await patch({ min_player_price: 1001, funds_per_team: 10_010 })).statusCode).toBe(200);
  });

  it("an edit that touches none of these settings is not refused for an event stored before the rule", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 100, minPlayerPrice: 1000, minPlayers: 5 });
    const res = await call(t, "PATCH", `/api/events/events/${ev}/`, { token: owner.token, payload: { name: "Old Night" } });
    expect(res.statusCode).toBe(200);
  });
});

describe("team names, whatever the case (decision 053)", () => {
  const teamUrl = (ev: number, id?: number) => `/api/teams/${id === undefined ? "" : `${id}/`}?event_id=${ev}`;
  const names = async (ev: number) =>
    (await t.app.db.select({ name: teams.name }).from(teams).where(eq(teams.eventId, ev))).map((r) => r.name).sort();

  it("a create or a rename to another team's name in another case is 400 naming that team; its own name in another case passes", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const tigers = await call(t, "POST", teamUrl(ev), { token: owner.token, payload: { name: "Tigers", owners: [owner.id] } });
    expect(tigers.statusCode).toBe(201);
    const twin = await call(t, "POST", teamUrl(ev), { token: owner.token, payload: { name: "tigers", owners: [owner.id] } });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toEqual({ name: ["A team called Tigers already exists."] });
    const lions = await createTeam(t, ev, "Lions");
    const rename = await call(t, "PATCH", teamUrl(ev, lions), { token: owner.token, payload: { name: "TIGERS" } });
    expect(rename.json()).toEqual({ name: [RULE_TEXT.teamNameTaken("Tigers")] });
    expect(await names(ev)).toEqual(["Lions", "Tigers"]);
    const own = await call(t, "PATCH", teamUrl(ev, tigers.json<Team>().id), { token: owner.token, payload: { name: "TIGERS" } });
    expect(own.statusCode).toBe(200);
    expect(await names(ev)).toEqual(["Lions", "TIGERS"]);
  });

  it("the team import matches a name whatever its case (an update, never a second team), and refuses two rows alike", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const tigers = await createTeam(t, ev, "Tigers");
    await t.app.db.insert(teamOwners).values({ teamId: tigers, userId: owner.id });
    const post = (text: string) => {
      const body = multipart({ file: { filename: "teams.csv", data: Buffer.from(text) } });
      return call(t, "POST", `/api/teams/import/?event_id=${ev}`, {
        token: owner.token,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const twice = await post(["Team,Owners", "tigers,", "TIGERS,"].join("\n"));
    expect(twice.json<ImportReport>().errors).toEqual([{ row: 3, field: "name", messages: ["The same team as row 2."] }]);
    expect(await names(ev)).toEqual(["Tigers"]);
    const once = await post(["Team,Owners", "tigers,"].join("\n"));
    expect(once.json<ImportReport>()).toMatchObject({ created: 0, updated: 1, imported: true });
    expect(await names(ev)).toEqual(["tigers"]);
  });
});
