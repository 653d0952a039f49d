// Teams (docs/api.md "Teams", "Budget rule"; docs/product.md section 5 "Team").
import fs from "node:fs";
import path from "node:path";
import { DETAIL, MSG, type Team } from "@sah/domain";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, players, teamOwners, teams, transactions } from "../src/db/schema.ts";
import { countTeams, listTeams, loadTeams } from "../src/services/teams/read.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { countStatements } from "./helpers/statements.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let stranger: TestUser;
let captain: TestUser;
let eventId: number;
let otherEventId: number;

const png = (color = "#c33") =>
  sharp({ create: { width: 12, height: 9, channels: 3, background: color } })
    .png()
    .toBuffer();

const mediaFile = (url: string) => path.join(t.config.dataDir, "media", url.slice("/media/".length));

async function insertTeam(ev: number, name: string, owners: number[] = []): Promise<number> {
  const [row] = await t.app.db.insert(teams).values({ eventId: ev, name }).returning({ id: teams.id });
  for (const userId of owners) await t.app.db.insert(teamOwners).values({ teamId: row.id, userId });
  return row.id;
}

/** A sale straight into the database, behind the server's back (its cached public reads are dropped). */
async function insertSale(ev: number, teamId: number, price: number): Promise<number> {
  const [p] = await t.app.db
    .insert(players)
    .values({ eventId: ev, name: `Bought ${price}`, dateOfBirth: "2000-01-01", status: 3 })
    .returning({ id: players.id });
  await t.app.db.insert(transactions).values({ eventId: ev, playerId: p.id, teamId, price });
  t.app.readCache.clear();
  return p.id;
}

async function teamCount(ev: number): Promise<number> {
  const [r] = await t.app.db.select({ n: count() }).from(teams).where(eq(teams.eventId, ev));
  return r.n;
}

async function teamRow(id: number) {
  const [row] = await t.app.db.select().from(teams).where(eq(teams.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t, { name: "Olivia Owner" });
  stranger = await createUser(t);
  captain = await createUser(t, { name: "Carl Captain" });
  // funds 1000, min price 10, 3..4 players: max_bid reserves (3 − count − 1) × 10 until the minimum is met.
  eventId = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 3, maxPlayers: 4 });
  otherEventId = await createEvent(t, { owners: [stranger.id] });
});
afterAll(() => t.close());

describe("POST /api/teams/", () => {
  it("creates a team from JSON for an event owner, with the event's purse, and logs it", async () => {
    const res = await call(t, "POST", `/api/teams/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "  Royal Strikers  ", owners: [captain.id] },
    });
    expect(res.statusCode).toBe(201);
    const team = res.json<Team>();
    expect(team).toEqual({
      id: expect.any(Number),
      name: "Royal Strikers",
      short_name: "RS",
      logo: null,
      owners: [captain.id],
      owners_details: [{ id: captain.id, name: "Carl Captain" }],
      event: eventId,
      players_count: 0,
      players_remaining: 4,
      min_players: 3,
      max_players: 4,
      total_funds: 1000,
      funds_remaining: 1000,
      max_bid: 980,
      funds_unit: "pts",
      adjustments_total: 0,
      adjustments: [],
      quota_needs: [],
      rtm_cards_left: 0,
    });
    const log = await t.app.db
      .select()
      .from(auctionLog)
      .where(and(eq(auctionLog.eventId, eventId), eq(auctionLog.action, "team.create")));
    expect(log.map((l) => l.topics)).toContainEqual(["teams"]);
  });

  it("creates a team from multipart with repeated owners and a logo, for staff", async () => {
    const form = multipart({
      name: "Logo Lions",
      owners: [captain.id, owner.id],
      logo: { filename: "lion.png", data: await png(), type: "image/png" },
    });
    const res = await call(t, "POST", `/api/teams/?event_id=${eventId}`, {
      token: staff.token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(201);
    const team = res.json<Team>();
    expect(team.owners.sort()).toEqual([captain.id, owner.id].sort());
    expect(team.logo).toMatch(/^\/media\/teams\/[0-9a-f]+\.png$/);
    expect(fs.existsSync(mediaFile(team.logo!))).toBe(true);
    const media = await call(t, "GET", team.logo!);
    expect(media.statusCode).toBe(200);
  });

  it("checks 401, then 403, then the body", async () => {
    const bad = { name: "", owners: [] };
    const anon = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { payload: bad });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ detail: DETAIL.unauthenticated });
    const badToken = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: "x".repeat(40), payload: bad });
    expect(badToken.statusCode).toBe(401);
    const other = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: stranger.token, payload: bad });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: DETAIL.forbidden });
    // A team owner is not an event owner.
    const cap = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: captain.token, payload: bad });
    expect(cap.statusCode).toBe(403);
    const mine = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: owner.token, payload: bad });
    expect(mine.statusCode).toBe(400);
    expect(mine.json()).toEqual({ name: [MSG.nameRequired], owners: [MSG.selectOwners] });
  });

  it.each([
    ["a missing name", { owners: [1] }, "name", MSG.nameRequired],
    ["a blank name", { name: "   ", owners: [1] }, "name", MSG.nameRequired],
    ["a name over 200 characters", { name: "x".repeat(201), owners: [1] }, "name", MSG.nameTooLong],
    ["a huge name", { name: "x".repeat(200_000) }, "name", MSG.nameTooLong],
    ["a name of the wrong type", { name: { a: 1 }, owners: [1] }, "name", MSG.nameRequired],
    ["no owners", { name: "Team" }, "owners", MSG.selectOwners],
    ["an empty owners list", { name: "Team", owners: [] }, "owners", MSG.selectOwners],
    ["owner -1", { name: "Team", owners: [-1] }, "owners", MSG.selectOwners],
    ["owners that are not numbers", { name: "Team", owners: ["abc"] }, "owners", MSG.selectOwners],
    ["owners of the wrong type", { name: "Team", owners: { id: 1 } }, "owners", MSG.selectOwners],
    ["an owner who does not exist", { name: "Team", owners: [2_000_000_000] }, "owners", MSG.selectOwners],
  ])("refuses %s with a field error and creates nothing", async (_label, payload, field, message) => {
    const before = await teamCount(eventId);
    const body = { ...payload };
    if ("owners" in body && Array.isArray(body.owners) && body.owners[0] === 1) body.owners = [captain.id];
    const res = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: owner.token, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await teamCount(eventId)).toBe(before);
  });

  it("refuses a logo that is not an image (a text file named .png), and keeps no file", async () => {
    const before = await teamCount(eventId);
    const teamsDir = path.join(t.config.dataDir, "media", "teams");
    const filesBefore = fs.existsSync(teamsDir) ? fs.readdirSync(teamsDir).length : 0;
    const form = multipart({
      name: "Fake Logo",
      owners: [captain.id],
      logo: { filename: "logo.png", data: Buffer.from("just some text, not a picture"), type: "image/png" },
    });
    const res = await call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: owner.token, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: [MSG.notAnImage] });
    expect(await teamCount(eventId)).toBe(before);
    expect(fs.existsSync(teamsDir) ? fs.readdirSync(teamsDir).length : 0).toBe(filesBefore);
  });

  it("answers bad input of any shape with a 4xx and changes nothing", async () => {
    const before = await teamCount(eventId);
    const url = `/api/teams/?event_id=${eventId}`;
    const malformed = await call(t, "POST", url, {
      token: owner.token,
      payload: '{"name": "x", ',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: DETAIL.malformedJson });
    const array = await call(t, "POST", url, { token: owner.token, payload: [{ name: "x" }] });
    expect(array.statusCode).toBe(400);
    const broken = await call(t, "POST", url, {
      token: owner.token,
      payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken',
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    expect(broken.statusCode).toBe(400);
    const logoText = await call(t, "POST", url, { token: owner.token, payload: { name: "T", owners: [captain.id], logo: "x" } });
    expect(logoText.statusCode).toBe(400);
    expect(logoText.json()).toEqual({ logo: [MSG.notAFile] });
    const xml = await call(t, "POST", url, {
      token: owner.token,
      payload: "<team/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.statusCode).toBe(415);
    for (const q of ["", "?event_id=abc", "?event_id=-1", "?event_id=99999999999"]) {
      const res = await call(t, "POST", `/api/teams/${q}`, { token: staff.token, payload: { name: "T", owners: [captain.id] } });
      expect(res.statusCode, q).toBe(400);
    }
    const unknownEvent = await call(t, "POST", "/api/teams/?event_id=2000000000", {
      token: staff.token,
      payload: { name: "T", owners: [captain.id] },
    });
    expect(unknownEvent.statusCode).toBe(404);
    expect(await teamCount(eventId)).toBe(before);
  });
});

describe("GET /api/teams/ (paged, public)", () => {
  let ev: number;
  beforeAll(async () => {
    ev = await createEvent(t, { owners: [owner.id] });
    // 23 teams, inserted out of name order; two share a name (ordered by id then).
    for (let i = 23; i >= 1; i--) await insertTeam(ev, `Team ${String(i).padStart(2, "0")}`);
    await insertTeam(ev, "Team 05");
    await insertTeam(otherEventId, "Team 99 elsewhere");
  });

  it("walks every page by following next, ordered by name then id", async () => {
    const seen: Team[] = [];
    let url: string | null = `/api/teams/?event_id=${ev}&page_size=10`;
    const counts: number[] = [];
    while (url) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ count: number; next: string | null; previous: string | null; results: Team[] }>();
      counts.push(body.count);
      expect(body.results.length).toBeLessThanOrEqual(10);
      seen.push(...body.results);
      if (body.next) {
        const next = new URL(body.next);
        expect(next.searchParams.get("event_id")).toBe(String(ev));
        expect(next.searchParams.get("page_size")).toBe("10");
        url = `${next.pathname}${next.search}`;
      } else url = null;
    }
    expect(counts).toEqual([24, 24, 24]);
    expect(seen).toHaveLength(24);
    const sorted = [...seen].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    expect(seen.map((s) => s.id)).toEqual(sorted.map((s) => s.id));
    expect(seen.every((s) => s.event === ev)).toBe(true);
    const fives = seen.filter((s) => s.name === "Team 05");
    expect(fives[0].id).toBeLessThan(fives[1].id);
  });

  it("links back with previous and 404s a page past the end", async () => {
    const res = await call(t, "GET", `/api/teams/?event_id=${ev}&page_size=10&page=3`);
    const body = res.json();
    expect(body.next).toBeNull();
    expect(new URL(body.previous).searchParams.get("page")).toBe("2");
    expect((await call(t, "GET", `/api/teams/?event_id=${ev}&page_size=10&page=4`)).statusCode).toBe(404);
  });

  it("rejects bad paging and a missing or unknown event", async () => {
    expect((await call(t, "GET", `/api/teams/?event_id=${ev}&page_size=101`)).statusCode).toBe(400);
    expect((await call(t, "GET", `/api/teams/?event_id=${ev}&page=0`)).statusCode).toBe(400);
    expect((await call(t, "GET", `/api/teams/?event_id=${ev}&page=abc`)).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/teams/")).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/teams/?event_id=2000000000")).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/teams/?event_id=${ev}&search=${"x".repeat(5000)}`)).statusCode).toBe(400);
  });

  it("searches names case-insensitively and literally", async () => {
    const e2 = await createEvent(t);
    for (const n of ["100% Strikers", "Strikers United", "A_B Warriors", "AxB Warriors", "Back\\slash"]) await insertTeam(e2, n);
    const names = async (search: string) => {
      const res = await call(t, "GET", `/api/teams/?event_id=${e2}&search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ results: Team[] }>().results.map((r) => r.name);
    };
    expect(await names("strikers")).toEqual(["100% Strikers", "Strikers United"]);
    expect(await names("%")).toEqual(["100% Strikers"]);
    expect(await names("A_B")).toEqual(["A_B Warriors"]);
    expect(await names("\\")).toEqual(["Back\\slash"]);
    expect(await names("nothing like it")).toEqual([]);
    expect(await names("")).toHaveLength(5);
  });
});

describe("GET /api/teams/all/ and /api/teams/{id}/", () => {
  it("lists every team of the event unpaged, and only that event's", async () => {
    const ev = await createEvent(t);
    for (let i = 0; i < 25; i++) await insertTeam(ev, `All ${i}`);
    const res = await call(t, "GET", `/api/teams/all/?event_id=${ev}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<Team[]>();
    expect(list).toHaveLength(25);
    expect(list.every((x) => x.event === ev && typeof x.max_bid === "number")).toBe(true);
    expect((await call(t, "GET", "/api/teams/all/?event_id=2000000000")).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/teams/all/")).statusCode).toBe(400);
  });

  it("reads one team only through its own event", async () => {
    const id = await insertTeam(eventId, "Detail Dragons", [captain.id]);
    const res = await call(t, "GET", `/api/teams/${id}/?event_id=${eventId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: "Detail Dragons", owners: [captain.id], event: eventId });
    expect((await call(t, "GET", `/api/teams/${id}?event_id=${eventId}`)).statusCode).toBe(200);
    const wrong = await call(t, "GET", `/api/teams/${id}/?event_id=${otherEventId}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: DETAIL.notFound });
    expect((await call(t, "GET", `/api/teams/2000000000/?event_id=${eventId}`)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/teams/abc/?event_id=${eventId}`)).statusCode).toBe(400);
    expect((await call(t, "GET", `/api/teams/${id}/`)).statusCode).toBe(400);
  });
});

describe("money fields (docs/api.md budget rule)", () => {
  it("counts the team's transactions and applies the budget rule on both sides of min_players", async () => {
    const id = await insertTeam(eventId, "Money Makers");
    const read = async () => {
      const one = (await call(t, "GET", `/api/teams/${id}/?event_id=${eventId}`)).json<Team>();
      const all = (await call(t, "GET", `/api/teams/all/?event_id=${eventId}`)).json<Team[]>().find((x) => x.id === id);
      expect(all).toEqual(one);
      return one;
    };
    // No players: 1000 left, 2 more minimum slots reserved at 10 each.
    expect(await read()).toMatchObject({ players_count: 0, players_remaining: 4, funds_remaining: 1000, max_bid: 980 });
    await insertSale(eventId, id, 300);
    // One player: 700 left, one slot beyond this bid still reserved.
    expect(await read()).toMatchObject({ players_count: 1, players_remaining: 3, funds_remaining: 700, max_bid: 690 });
    await insertSale(eventId, id, 200);
    // Two players: this bid fills the minimum, nothing reserved.
    expect(await read()).toMatchObject({ players_count: 2, players_remaining: 2, funds_remaining: 500, max_bid: 500 });
    await insertSale(eventId, id, 100);
    expect(await read()).toMatchObject({ players_count: 3, players_remaining: 1, funds_remaining: 400, max_bid: 400 });
    await insertSale(eventId, id, 50);
    // Full: no free slot, so no bid at all.
    expect(await read()).toMatchObject({
      players_count: 4,
      players_remaining: 0,
      funds_remaining: 350,
      max_bid: 0,
      total_funds: 1000,
    });
  });

  it("counts only this team's transactions", async () => {
    const a = await insertTeam(eventId, "Count A");
    const b = await insertTeam(eventId, "Count B");
    await insertSale(eventId, a, 120);
    const list = (await call(t, "GET", `/api/teams/?event_id=${eventId}&search=Count`)).json<{ results: Team[] }>().results;
    expect(list.map((x) => [x.name, x.players_count, x.funds_remaining])).toEqual([
      ["Count A", 1, 880],
      ["Count B", 0, 1000],
    ]);
    expect(list[1].id).toBe(b);
  });
});

describe("PATCH /api/teams/{id}/", () => {
  it("changes only the fields sent", async () => {
    const id = await insertTeam(eventId, "Patch Panthers", [captain.id]);
    const res = await call(t, "PATCH", `/api/teams/${id}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Patched Panthers" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: "Patched Panthers", owners: [captain.id] });
    const owners = await call(t, "PATCH", `/api/teams/${id}/?event_id=${eventId}`, {
      token: staff.token,
      payload: { owners: [owner.id, stranger.id] },
    });
    expect(owners.statusCode).toBe(200);
    expect(owners.json().owners.sort()).toEqual([owner.id, stranger.id].sort());
    expect(owners.json().name).toBe("Patched Panthers");
  });

  it("replaces the logo and removes the old file, then clears it", async () => {
    const id = await insertTeam(eventId, "Logo Swap", [captain.id]);
    const first = multipart({ logo: { filename: "a.png", data: await png("#111"), type: "image/png" } });
    const r1 = await call(t, "PATCH", `/api/teams/${id}/?event_id=${eventId}`, { token: owner.token, ...first });
    expect(r1.statusCode).toBe(200);
    const logo1 = r1.json<Team>().logo!;
    expect(fs.existsSync(mediaFile(logo1))).toBe(true);
    const second = multipart({ logo: { filename: "b.png", data: await png("#222"), type: "image/png" } });
    const r2 = await call(t, "PATCH", `/api/teams/${id}/?event_id=${eventId}`, { token: owner.token, ...second });
    const logo2 = r2.json<Team>().logo!;
    expect(logo2).not.toBe(logo1);
    expect(fs.existsSync(mediaFile(logo1))).toBe(false);
    expect(fs.existsSync(mediaFile(logo2))).toBe(true);
    expect(r2.json().name).toBe("Logo Swap");
    const r3 = await call(t, "PATCH", `/api/teams/${id}/?event_id=${eventId}`, {
      token: owner.token,
      ...multipart({ logo: "" }),
    });
    expect(r3.statusCode).toBe(200);
    expect(r3.json().logo).toBeNull();
    expect(fs.existsSync(mediaFile(logo2))).toBe(false);
  });

  it("checks 401, 403, 404 and field errors, and changes nothing", async () => {
    const id = await insertTeam(eventId, "Guarded Gators", [captain.id]);
    const url = `/api/teams/${id}/?event_id=${eventId}`;
    expect((await call(t, "PATCH", url, { payload: { name: "" } })).statusCode).toBe(401);
    expect((await call(t, "PATCH", url, { token: stranger.token, payload: { name: "" } })).statusCode).toBe(403);
    expect((await call(t, "PATCH", url, { token: captain.token, payload: { name: "Mine now" } })).statusCode).toBe(403);
    const blank = await call(t, "PATCH", url, { token: owner.token, payload: { name: "" } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: [MSG.nameRequired] });
    const noOwners = await call(t, "PATCH", url, { token: owner.token, payload: { owners: [] } });
    expect(noOwners.json()).toEqual({ owners: [MSG.selectOwners] });
    const ghost = await call(t, "PATCH", url, { token: owner.token, payload: { owners: [2_000_000_000] } });
    expect(ghost.json()).toEqual({ owners: [MSG.selectOwners] });
    const long = await call(t, "PATCH", url, { token: owner.token, payload: { name: "y".repeat(201) } });
    expect(long.json()).toEqual({ name: [MSG.nameTooLong] });
    expect(
      (await call(t, "PATCH", `/api/teams/2000000000/?event_id=${eventId}`, { token: owner.token, payload: {} })).statusCode,
    ).toBe(404);
    const row = await teamRow(id);
    expect(row.name).toBe("Guarded Gators");
  });

  it("cannot reach a team of another event through this event's route", async () => {
    const foreign = await insertTeam(otherEventId, "Foreign Falcons", [stranger.id]);
    const res = await call(t, "PATCH", `/api/teams/${foreign}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Hijacked" },
    });
    expect(res.statusCode).toBe(404);
    const del = await call(t, "DELETE", `/api/teams/${foreign}/?event_id=${eventId}`, { token: owner.token });
    expect(del.statusCode).toBe(404);
    expect((await teamRow(foreign)).name).toBe("Foreign Falcons");
    // The owner of the other event may not manage this one either.
    expect(
      (await call(t, "PATCH", `/api/teams/${foreign}/?event_id=${otherEventId}`, { token: owner.token, payload: {} })).statusCode,
    ).toBe(403);
  });
});

describe("DELETE /api/teams/{id}/", () => {
  it("deletes a team without players and logs it", async () => {
    const id = await insertTeam(eventId, "Doomed Dolphins", [captain.id]);
    expect((await call(t, "DELETE", `/api/teams/${id}/?event_id=${eventId}`)).statusCode).toBe(401);
    expect((await call(t, "DELETE", `/api/teams/${id}/?event_id=${eventId}`, { token: stranger.token })).statusCode).toBe(403);
    const res = await call(t, "DELETE", `/api/teams/${id}/?event_id=${eventId}`, { token: owner.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await call(t, "GET", `/api/teams/${id}/?event_id=${eventId}`)).statusCode).toBe(404);
    expect(await teamRow(id)).toBeUndefined();
    const log = await t.app.db.select().from(auctionLog).where(eq(auctionLog.action, "team.delete"));
    expect(log.some((l) => (l.data as { team: number }).team === id)).toBe(true);
    expect((await call(t, "DELETE", `/api/teams/${id}/?event_id=${eventId}`, { token: owner.token })).statusCode).toBe(404);
  });

  it("refuses to delete a team with players", async () => {
    const id = await insertTeam(eventId, "Stocked Sharks");
    await insertSale(eventId, id, 40);
    const res = await call(t, "DELETE", `/api/teams/${id}/?event_id=${eventId}`, { token: staff.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: DETAIL.teamHasPlayers });
    expect(await teamRow(id)).toBeDefined();
  });
});

describe("loadTeams (shared with the auction engine)", () => {
  it("reads any number of teams in two queries (the event, then the teams with owners and money)", async () => {
    const small = await createEvent(t, { fundsPerTeam: 500 });
    const large = await createEvent(t, { fundsPerTeam: 500 });
    for (let i = 0; i < 2; i++) await insertSale(small, await insertTeam(small, `S${i}`, [owner.id, captain.id]), 5);
    for (let i = 0; i < 30; i++) await insertSale(large, await insertTeam(large, `L${i}`, [owner.id, captain.id]), 5);
    const [few, fewQueries] = await countStatements(t.app.db, (db) => loadTeams(db, small));
    expect(few).toHaveLength(2);
    const [all, allQueries] = await countStatements(t.app.db, (db) => loadTeams(db, large));
    expect(all).toHaveLength(30);
    expect([fewQueries, allQueries]).toEqual([2, 2]);
    // A page of the paged list: the event, the count, the teams.
    const [page, pageQueries] = await countStatements(t.app.db, (db) => listTeams(db, large, { limit: 10, offset: 20 }));
    expect(page?.count).toBe(30);
    expect(page?.results).toHaveLength(10);
    expect(pageQueries).toBe(3);
    expect(all.every((x) => x.players_count === 1 && x.funds_remaining === 495 && x.owners.length === 2)).toBe(true);
  });

  it("selects by ids, pages, searches, and returns [] for an unknown event", async () => {
    const ev = await createEvent(t);
    const ids = [];
    for (const n of ["Delta", "Alpha", "Charlie", "Bravo"]) ids.push(await insertTeam(ev, n));
    expect((await loadTeams(t.app.db, ev, { ids: [ids[0], ids[2]] })).map((x) => x.name)).toEqual(["Charlie", "Delta"]);
    expect((await loadTeams(t.app.db, ev, { limit: 2, offset: 1 })).map((x) => x.name)).toEqual(["Bravo", "Charlie"]);
    expect((await loadTeams(t.app.db, ev, { search: "LT" })).map((x) => x.name)).toEqual(["Delta"]);
    expect(await loadTeams(t.app.db, ev, { ids: [] })).toEqual([]);
    expect(await loadTeams(t.app.db, otherEventId, { ids })).toEqual([]);
    expect(await loadTeams(t.app.db, 2_000_000_000)).toEqual([]);
    expect(await countTeams(t.app.db, ev)).toBe(4);
    expect(await countTeams(t.app.db, ev, "a")).toBe(4);
    expect(await countTeams(t.app.db, ev, "rav")).toBe(1);
  });
});

describe("API docs", () => {
  it("document the team routes with multipart bodies", async () => {
    const doc = (await call(t, "GET", "/api/docs/json")).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/teams", "/api/teams/all", "/api/teams/{id}"]));
    expect(Object.keys(doc.paths["/api/teams"].post.requestBody.content)).toContain("multipart/form-data");
  });
});
