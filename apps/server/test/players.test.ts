// Players (docs/api.md "Players"; docs/product.md sections 3, 4 and 5 "Player").
import fs from "node:fs";
import path from "node:path";
import { DETAIL, MSG, type Player, type StatusCounts } from "@sah/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, playerSkills, players, teams, transactions } from "../src/db/schema.ts";
import { listPlayers, loadPlayers } from "../src/services/players/read.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createSkill, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { countStatements } from "./helpers/statements.ts";

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let stranger: TestUser;
let eventId: number;
let otherEventId: number;
let batter: number;
let bowler: number;
let foreignSkill: number;

const png = (color = "#3a6") =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: color } })
    .png()
    .toBuffer();
const mediaFile = (url: string) => path.join(t.config.dataDir, "media", url.slice("/media/".length));

const valid = () => ({ name: "Virat Test", date_of_birth: "1990-11-05" });

async function insertPlayer(
  ev: number,
  opts: Partial<{ name: string; status: number; details: Record<string, string | number>; email: string }> = {},
): Promise<number> {
  const [row] = await t.app.db
    .insert(players)
    .values({
      eventId: ev,
      name: opts.name ?? "Inserted Player",
      dateOfBirth: "1995-05-05",
      status: opts.status ?? 0,
      details: opts.details ?? {},
      email: opts.email ?? null,
    })
    .returning({ id: players.id });
  return row.id;
}

async function insertTeam(ev: number, name: string): Promise<number> {
  const [row] = await t.app.db.insert(teams).values({ eventId: ev, name }).returning({ id: teams.id });
  return row.id;
}

async function sell(ev: number, playerId: number, teamId: number, price: number, status = 3) {
  await t.app.db.update(players).set({ status }).where(eq(players.id, playerId));
  await t.app.db.insert(transactions).values({ eventId: ev, playerId, teamId, price });
}

async function playerCount(ev: number): Promise<number> {
  const [r] = await t.app.db.select({ n: count() }).from(players).where(eq(players.eventId, ev));
  return r.n;
}

async function playerRow(id: number) {
  const [row] = await t.app.db.select().from(players).where(eq(players.id, id));
  return row;
}

const post = (payload: unknown, token = owner.token) =>
  call(t, "POST", `/api/players/?event_id=${eventId}`, { token, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
  stranger = await createUser(t);
  eventId = await createEvent(t, { owners: [owner.id], fundsUnit: "Cr" });
  otherEventId = await createEvent(t, { owners: [stranger.id] });
  batter = await createSkill(t, eventId, "Batter");
  bowler = await createSkill(t, eventId, "Bowler");
  foreignSkill = await createSkill(t, otherEventId, "Keeper");
});
afterAll(() => t.close());

describe("POST /api/players/", () => {
  it("creates a player from JSON with the form defaults, status Available, and logs it", async () => {
    const res = await post(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: "Virat Test",
      image: null,
      date_of_birth: "1990-11-05",
      details: {},
      skills: [],
      skills_details: [],
      email: null,
      ref: null,
      grade: 1000,
      grade_name: "NA",
      base_price: null,
      set: null,
      status: 0,
      status_name: "Available",
      event: eventId,
      transaction_detail: null,
      previous_team: null,
      previous_team_name: null,
    });
    const id = res.json<Player>().id;
    const log = await t.app.db
      .select()
      .from(auctionLog)
      .where(and(eq(auctionLog.eventId, eventId), eq(auctionLog.action, "player.create")));
    expect(log.find((l) => (l.data as { player: number }).player === id)?.topics).toEqual(["players"]);
  });

  it("creates a player from multipart: repeated skills, details as JSON text, an image; ignores `event`", async () => {
    const form = multipart({
      name: "Multi Part",
      date_of_birth: "2001-02-03",
      grade: 15,
      skills: [bowler, batter],
      email: "multi@example.com",
      details: JSON.stringify({ Town: "Pune", "Contact Number": "+91 1", _note: "x" }),
      event: otherEventId,
      status: 3,
      image: { filename: "face.png", data: await png(), type: "image/png" },
    });
    const res = await call(t, "POST", `/api/players/?event_id=${eventId}`, { token: staff.token, ...form });
    expect(res.statusCode).toBe(201);
    const p = res.json<Player>();
    expect(p).toMatchObject({
      name: "Multi Part",
      grade: 15,
      grade_name: "A",
      skills: [batter, bowler],
      skills_details: [
        { id: batter, name: "Batter" },
        { id: bowler, name: "Bowler" },
      ],
      email: "multi@example.com",
      details: { Town: "Pune", "Contact Number": "+91 1", _note: "x" },
      event: eventId,
      status: 0,
    });
    expect(p.image).toMatch(/^\/media\/players\/[0-9a-f]+\.png$/);
    expect(fs.existsSync(mediaFile(p.image!))).toBe(true);
    expect((await call(t, "GET", p.image!)).statusCode).toBe(200);
  });

  it("checks 401, then 403, then the body", async () => {
    const bad = { name: "" };
    const anon = await post(bad, "");
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ detail: DETAIL.unauthenticated });
    const other = await post(bad, stranger.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: DETAIL.forbidden });
    const mine = await post(bad);
    expect(mine.statusCode).toBe(400);
    expect(mine.json()).toEqual({ name: [MSG.nameRequired], date_of_birth: [MSG.dateRequired] });
    const byStaff = await post(bad, staff.token);
    expect(byStaff.statusCode).toBe(400);
  });

  it.each([
    ["a missing name", { name: undefined }, "name", MSG.nameRequired],
    ["a name over 200 characters", { name: "n".repeat(201) }, "name", MSG.nameTooLong],
    ["a huge name", { name: "n".repeat(300_000) }, "name", MSG.nameTooLong],
    ["a name of the wrong type", { name: 42 }, "name", MSG.nameRequired],
    ["a missing date", { date_of_birth: undefined }, "date_of_birth", MSG.dateRequired],
    ["a blank date", { date_of_birth: "" }, "date_of_birth", MSG.dateRequired],
    ["an impossible date", { date_of_birth: "1990-02-30" }, "date_of_birth", MSG.invalidDate],
    ["a blank grade", { grade: "" }, "grade", MSG.gradeRequired],
    ["a null grade", { grade: null }, "grade", MSG.gradeRequired],
    ["a grade that is not a grade code", { grade: 11 }, "grade", MSG.invalidGrade],
    ["a grade that is not a number", { grade: "A+" }, "grade", MSG.notAnInteger],
    ["an invalid e-mail", { email: "not-an-email" }, "email", MSG.emailInvalid],
    ["an e-mail of the wrong type", { email: 5 }, "email", MSG.emailInvalid],
    ["details that are not JSON", { details: "{oops" }, "details", MSG.detailsNotObject],
    ["details that are a JSON list", { details: "[1,2]" }, "details", MSG.detailsNotObject],
    ["details that are a JSON string", { details: '"text"' }, "details", MSG.detailsNotObject],
    ["details that are a list", { details: [1] }, "details", MSG.detailsNotObject],
    ["skills of another event", { skills: [foreignSkill] }, "skills", MSG.unknownSkill],
    ["skills that do not exist", { skills: [2_000_000_000] }, "skills", MSG.unknownSkill],
    ["skills that are not numbers", { skills: ["bat"] }, "skills", MSG.unknownSkill],
    ["a mix of own and foreign skills", { skills: [batter, foreignSkill] }, "skills", MSG.unknownSkill],
  ])("refuses %s with a field error and creates nothing", async (_label, fields, field, message) => {
    const before = await playerCount(eventId);
    const res = await post({ ...valid(), ...fields });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
    // The spec's text comes first. (A blank date also gets the shared requiredDate's format message;
    // reported for packages/domain/src/fields.ts.)
    expect(res.json()[field][0]).toBe(message);
    expect(await playerCount(eventId)).toBe(before);
  });

  it("refuses a text file named .png as the image, and keeps no file", async () => {
    const before = await playerCount(eventId);
    const dir = path.join(t.config.dataDir, "media", "players");
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const form = multipart({
      ...valid(),
      image: { filename: "photo.png", data: Buffer.from("I am plain text pretending to be a PNG"), type: "image/png" },
    });
    const res = await call(t, "POST", `/api/players/?event_id=${eventId}`, { token: owner.token, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ image: [MSG.notAnImage] });
    expect(await playerCount(eventId)).toBe(before);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(filesBefore);
  });

  it("keeps no image file when a later check fails", async () => {
    const dir = path.join(t.config.dataDir, "media", "players");
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const form = multipart({
      ...valid(),
      skills: [foreignSkill],
      image: { filename: "p.png", data: await png(), type: "image/png" },
    });
    const res = await call(t, "POST", `/api/players/?event_id=${eventId}`, { token: owner.token, ...form });
    expect(res.json()).toEqual({ skills: [MSG.unknownSkill] });
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(filesBefore);
  });

  it("answers bad input of any shape with a 4xx and changes nothing", async () => {
    const before = await playerCount(eventId);
    const url = `/api/players/?event_id=${eventId}`;
    const malformed = await call(t, "POST", url, {
      token: owner.token,
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await call(t, "POST", url, {
      token: owner.token,
      payload: '"just a string"',
      headers: { "content-type": "application/json" },
    });
    expect(text.statusCode).toBe(400);
    const broken = await call(t, "POST", url, {
      token: owner.token,
      payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf',
      headers: { "content-type": "multipart/form-data; boundary=zz" },
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await call(t, "POST", url, {
      token: owner.token,
      payload: "x",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const imageText = await post({ ...valid(), image: "data:image/png;base64,AAAA" });
    expect(imageText.json()).toEqual({ image: [MSG.notAFile] });
    const bigDetails = await post({ ...valid(), details: { note: "z".repeat(10_000) } });
    expect(bigDetails.statusCode).toBe(400);
    expect(Object.keys(bigDetails.json())).toEqual(["details"]);
    const nested = await post({ ...valid(), details: { deep: { er: 1 } } });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json())).toEqual(["details"]);
    const unknownEvent = await call(t, "POST", "/api/players/?event_id=2000000000", { token: staff.token, payload: valid() });
    expect(unknownEvent.statusCode).toBe(404);
    expect((await call(t, "POST", "/api/players/?event_id=x", { token: staff.token, payload: valid() })).statusCode).toBe(400);
    expect(await playerCount(eventId)).toBe(before);
  });
});

describe("GET /api/players/ (paged, public)", () => {
  let ev: number;
  beforeAll(async () => {
    ev = await createEvent(t, { owners: [owner.id] });
    // 25 players: status i % 7, names with a few pattern characters.
    for (let i = 0; i < 25; i++) await insertPlayer(ev, { name: `Player ${i}`, status: i % 7 });
    await insertPlayer(ev, { name: "50% Keeper" });
    await insertPlayer(ev, { name: "Under_Score" });
    await insertPlayer(otherEventId, { name: "Player elsewhere" });
  });

  it("walks every page by following next, ordered by id", async () => {
    const ids: number[] = [];
    let url: string | null = `/api/players/?event_id=${ev}&page_size=7`;
    let pages = 0;
    while (url) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      const body = res.json<Page<Player>>();
      expect(body.count).toBe(27);
      ids.push(...body.results.map((p) => p.id));
      expect(body.results.every((p) => p.event === ev)).toBe(true);
      pages++;
      url = body.next ? new URL(body.next).pathname + new URL(body.next).search : null;
    }
    expect(pages).toBe(4);
    expect(ids).toHaveLength(27);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = (await call(t, "GET", `/api/players/?event_id=${ev}&page_size=7&page=4`)).json<Page<Player>>();
    expect(last.results).toHaveLength(6);
    expect(new URL(last.previous!).searchParams.get("page")).toBe("3");
    expect((await call(t, "GET", `/api/players/?event_id=${ev}&page_size=7&page=5`)).statusCode).toBe(404);
  });

  it("filters by repeated status keys and keeps them in next", async () => {
    const res = await call(t, "GET", `/api/players/?event_id=${ev}&status=0&status=2&page_size=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Page<Player>>();
    // Status 0: i = 0, 7, 14, 21 plus the two named players; status 2: i = 2, 9, 16, 23.
    expect(body.count).toBe(10);
    expect(body.results.every((p) => p.status === 0 || p.status === 2)).toBe(true);
    expect(new URL(body.next!).searchParams.getAll("status")).toEqual(["0", "2"]);
    const one = (await call(t, "GET", `/api/players/?event_id=${ev}&status=6`)).json<Page<Player>>();
    expect(one.count).toBe(3);
    expect(one.results.every((p) => p.status === 6 && p.status_name === "Icon")).toBe(true);
    expect((await call(t, "GET", `/api/players/?event_id=${ev}&status=7`)).statusCode).toBe(400);
    expect((await call(t, "GET", `/api/players/?event_id=${ev}&status=x`)).statusCode).toBe(400);
  });

  it("filters by repeated grade and skill keys, any of the given values, with status and search", async () => {
    const runner = await createSkill(t, ev, "Runner");
    const thrower = await createSkill(t, ev, "Thrower");
    const a = await insertPlayer(ev, { name: "Graded A" });
    const b = await insertPlayer(ev, { name: "Graded B", status: 3 });
    const both = await insertPlayer(ev, { name: "Two skills" });
    await t.app.db.update(players).set({ grade: 15 }).where(eq(players.id, a));
    await t.app.db.update(players).set({ grade: 30 }).where(eq(players.id, b));
    await t.app.db.insert(playerSkills).values([
      { playerId: a, skillId: runner },
      { playerId: both, skillId: runner },
      { playerId: both, skillId: thrower },
    ]);
    const ids = async (qs: string) => {
      const res = await call(t, "GET", `/api/players/?event_id=${ev}&page_size=100&${qs}`);
      expect(res.statusCode).toBe(200);
      return res.json<Page<Player>>().results.map((p) => p.id);
    };
    expect(await ids("grade=15")).toEqual([a]);
    expect(await ids("grade=15&grade=30")).toEqual([a, b]);
    expect(await ids("grade=30&status=0")).toEqual([]);
    // A player with both skills is listed once.
    expect(await ids(`skill=${runner}&skill=${thrower}`)).toEqual([a, both]);
    expect(await ids(`skill=${thrower}`)).toEqual([both]);
    expect(await ids(`skill=${runner}&grade=15&search=graded`)).toEqual([a]);
    // A skill of another event matches no player of this one.
    expect(await ids(`skill=${foreignSkill}`)).toEqual([]);
    const first = (await call(t, "GET", `/api/players/?event_id=${ev}&grade=15&grade=30&skill=${runner}&page_size=1`)).json<
      Page<Player>
    >();
    expect(first.count).toBe(1);
    expect(
      (await call(t, "GET", `/api/players/?event_id=${ev}&grade=15&grade=1000&page_size=1`)).json<Page<Player>>().next,
    ).toContain("grade=15&grade=1000");
    for (const bad of ["grade=11", "grade=A", `skill=0`, "skill=x", "skill=1.5", "skill=0x10"])
      expect((await call(t, "GET", `/api/players/?event_id=${ev}&${bad}`)).statusCode, bad).toBe(400);
    await t.app.db.delete(players).where(inArray(players.id, [a, b, both]));
  });

  it("searches names case-insensitively and literally", async () => {
    const names = async (q: string) =>
      (await call(t, "GET", `/api/players/?event_id=${ev}&page_size=100&search=${encodeURIComponent(q)}`))
        .json<Page<Player>>()
        .results.map((p) => p.name);
    expect(await names("%")).toEqual(["50% Keeper"]);
    expect(await names("_")).toEqual(["Under_Score"]);
    expect(await names("KEEPER")).toEqual(["50% Keeper"]);
    expect(await names("player 2")).toEqual(["Player 2", "Player 20", "Player 21", "Player 22", "Player 23", "Player 24"]);
    expect(await names("elsewhere")).toEqual([]);
  });

  it("rejects a missing or unknown event", async () => {
    expect((await call(t, "GET", "/api/players/")).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/players/?event_id=2000000000")).statusCode).toBe(404);
  });
});

describe("GET /api/players/{id}/", () => {
  it("reads one player with its sale, only through its own event", async () => {
    const id = await insertPlayer(eventId, { name: "Sold Sam" });
    const team = await insertTeam(eventId, "Sam's Team");
    await sell(eventId, id, team, 250);
    const res = await call(t, "GET", `/api/players/${id}/?event_id=${eventId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: "Sold Sam",
      status: 3,
      status_name: "Sold",
      transaction_detail: { team, team_name: "Sam's Team", price: 250, funds_unit: "Cr" },
    });
    expect((await call(t, "GET", `/api/players/${id}/?event_id=${otherEventId}`)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/players/2000000000/?event_id=${eventId}`)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/players/abc/?event_id=${eventId}`)).statusCode).toBe(400);
    expect((await call(t, "GET", `/api/players/${id}/`)).statusCode).toBe(400);
  });
});

describe('privacy of details and email (docs/api.md "Players")', () => {
  let ev: number;
  let id: number;
  let teamId: number;
  const details = { Town: "Nashik", "Contact Number": "+91 99", _registration: "R-1", "Jersey Number": 7 };
  beforeAll(async () => {
    ev = await createEvent(t, { owners: [owner.id] });
    id = await insertPlayer(ev, { name: "Private Pat", details, email: "pat@example.com" });
    teamId = await insertTeam(ev, "Privacy Team");
    await sell(ev, id, teamId, 100, 4);
  });

  const reads = () => [
    `/api/players/?event_id=${ev}`,
    `/api/players/${id}/?event_id=${ev}`,
    `/api/players/team-players/?team_id=${teamId}`,
  ];
  const playerIn = (body: Page<Player> | Player): Player => ("results" in body ? body.results.find((p) => p.id === id)! : body);

  it.each([
    ["anonymous", () => undefined],
    ["a user who does not own the event", () => stranger.token],
  ])("hides Contact Number, _-keys and email from %s", async (_who, token) => {
    for (const url of reads()) {
      const res = await call(t, "GET", url, { token: token() });
      expect(res.statusCode, url).toBe(200);
      const p = playerIn(res.json());
      expect(p.details, url).toEqual({ Town: "Nashik", "Jersey Number": 7 });
      expect("email" in p, url).toBe(false);
      expect(res.body, url).not.toContain("+91 99");
      expect(res.body, url).not.toContain("pat@example.com");
      expect(res.body, url).not.toContain("R-1");
    }
  });

  it("treats an invalid token on a public read as anonymous", async () => {
    const res = await call(t, "GET", reads()[1], { token: "z".repeat(40) });
    expect(res.statusCode).toBe(200);
    expect("email" in res.json()).toBe(false);
  });

  it.each([
    ["the event owner", () => owner.token],
    ["staff", () => staff.token],
  ])("shows everything to %s", async (_who, token) => {
    for (const url of reads()) {
      const res = await call(t, "GET", url, { token: token() });
      expect(res.statusCode, url).toBe(200);
      const p = playerIn(res.json());
      expect(p.details, url).toEqual(details);
      expect(p.email, url).toBe("pat@example.com");
    }
  });
});

describe("GET /api/players/team-players/", () => {
  it("pages the team's placed players only", async () => {
    const ev = await createEvent(t);
    const a = await insertTeam(ev, "A");
    const b = await insertTeam(ev, "B");
    const mine: number[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await insertPlayer(ev, { name: `A${i}` });
      await sell(ev, p, a, 10 + i, [3, 4, 6][i % 3]);
      mine.push(p);
    }
    const theirs = await insertPlayer(ev, { name: "B0" });
    await sell(ev, theirs, b, 10);
    await insertPlayer(ev, { name: "Unplaced", status: 2 });
    const first = (await call(t, "GET", `/api/players/team-players/?team_id=${a}&page_size=3`)).json<Page<Player>>();
    expect(first.count).toBe(5);
    expect(first.results.map((p) => p.id)).toEqual(mine.slice(0, 3));
    expect(first.results.every((p) => p.transaction_detail?.team === a)).toBe(true);
    const nextUrl = new URL(first.next!);
    expect(nextUrl.searchParams.get("team_id")).toBe(String(a));
    const second = (await call(t, "GET", nextUrl.pathname + nextUrl.search)).json<Page<Player>>();
    expect(second.results.map((p) => p.id)).toEqual(mine.slice(3));
    expect(second.next).toBeNull();
    const empty = await insertTeam(ev, "Empty");
    expect((await call(t, "GET", `/api/players/team-players/?team_id=${empty}`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await call(t, "GET", "/api/players/team-players/?team_id=2000000000")).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/players/team-players/")).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/players/team-players/?team_id=x")).statusCode).toBe(400);
  });
});

describe("GET /api/players/players-auction-status/", () => {
  it("counts the event's players per status", async () => {
    const ev = await createEvent(t);
    const statuses = [0, 0, 0, 1, 2, 2, 3, 5, 6, 6];
    for (const status of statuses) await insertPlayer(ev, { status });
    await insertPlayer(otherEventId, { status: 4 });
    const res = await call(t, "GET", `/api/players/players-auction-status/?event_id=${ev}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StatusCounts>()).toEqual({
      Available: 3,
      Auctioning: 1,
      Unsold: 2,
      Sold: 1,
      Retained: 0,
      Suspended: 1,
      Icon: 2,
      Total: 10,
    });
    const none = await createEvent(t);
    expect((await call(t, "GET", `/api/players/players-auction-status/?event_id=${none}`)).json<StatusCounts>().Total).toBe(0);
    expect((await call(t, "GET", "/api/players/players-auction-status/?event_id=2000000000")).statusCode).toBe(404);
  });
});

describe("PATCH /api/players/{id}/", () => {
  it("changes only the fields sent; skills are replaced; status is not editable here", async () => {
    const created = (
      await post({ ...valid(), skills: [batter], email: "a@example.com", details: '{"Town":"Goa","_x":1}', grade: 30 })
    ).json<Player>();
    const url = `/api/players/${created.id}/?event_id=${eventId}`;
    const res = await call(t, "PATCH", url, { token: owner.token, payload: { name: "Renamed", status: 3, event: otherEventId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed",
      status: 0,
      event: eventId,
      grade: 30,
      skills: [batter],
      email: "a@example.com",
      details: { Town: "Goa", _x: 1 },
    });
    const skills = await call(t, "PATCH", url, { token: owner.token, ...multipart({ skills: [bowler] }) });
    expect(skills.json()).toMatchObject({ skills: [bowler], name: "Renamed" });
    const cleared = await call(t, "PATCH", url, { token: staff.token, payload: { skills: [], email: "", grade: 1000 } });
    expect(cleared.json()).toMatchObject({ skills: [], email: null, grade: 1000, grade_name: "NA" });
    const details = await call(t, "PATCH", url, { token: owner.token, ...multipart({ details: '{"Town":"Pune"}' }) });
    expect(details.json().details).toEqual({ Town: "Pune" });
    expect((await playerRow(created.id)).status).toBe(0);
  });

  it("replaces the image and removes the old file, then clears it", async () => {
    const id = await insertPlayer(eventId, { name: "Image Ivan" });
    const url = `/api/players/${id}/?event_id=${eventId}`;
    const r1 = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({ image: { filename: "1.png", data: await png("#123"), type: "image/png" } }),
    });
    expect(r1.statusCode).toBe(200);
    const img1 = r1.json<Player>().image!;
    const r2 = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({ image: { filename: "2.png", data: await png("#456"), type: "image/png" } }),
    });
    const img2 = r2.json<Player>().image!;
    expect(img2).not.toBe(img1);
    expect(fs.existsSync(mediaFile(img1))).toBe(false);
    expect(fs.existsSync(mediaFile(img2))).toBe(true);
    const bad = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({ image: { filename: "x.png", data: Buffer.from("nope"), type: "image/png" } }),
    });
    expect(bad.json()).toEqual({ image: [MSG.notAnImage] });
    expect((await playerRow(id)).image).toBe(img2);
    const r3 = await call(t, "PATCH", url, { token: owner.token, payload: { image: null } });
    expect(r3.json().image).toBeNull();
    expect(fs.existsSync(mediaFile(img2))).toBe(false);
  });

  it("checks 401, 403, 404 and field errors, and changes nothing", async () => {
    const id = await insertPlayer(eventId, { name: "Guarded Gil" });
    const url = `/api/players/${id}/?event_id=${eventId}`;
    expect((await call(t, "PATCH", url, { payload: { name: "" } })).statusCode).toBe(401);
    expect((await call(t, "PATCH", url, { token: stranger.token, payload: { name: "" } })).statusCode).toBe(403);
    const errors: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", MSG.nameRequired],
      [{ name: "g".repeat(201) }, "name", MSG.nameTooLong],
      [{ date_of_birth: "" }, "date_of_birth", MSG.dateRequired],
      [{ grade: "" }, "grade", MSG.gradeRequired],
      [{ grade: 12 }, "grade", MSG.invalidGrade],
      [{ email: "bad@" }, "email", MSG.emailInvalid],
      [{ details: "[]" }, "details", MSG.detailsNotObject],
      [{ skills: [foreignSkill] }, "skills", MSG.unknownSkill],
    ];
    for (const [payload, field, message] of errors) {
      const res = await call(t, "PATCH", url, { token: owner.token, payload });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json()), field).toEqual([field]);
      expect(res.json()[field][0], field).toBe(message);
    }
    const row = await playerRow(id);
    expect(row).toMatchObject({ name: "Guarded Gil", grade: 1000, email: null, details: {} });
  });

  it("cannot reach a player of another event through this event's route", async () => {
    const foreign = await insertPlayer(otherEventId, { name: "Foreign Fred" });
    const res = await call(t, "PATCH", `/api/players/${foreign}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Hijacked" },
    });
    expect(res.statusCode).toBe(404);
    expect((await call(t, "DELETE", `/api/players/${foreign}/?event_id=${eventId}`, { token: owner.token })).statusCode).toBe(
      404,
    );
    expect((await playerRow(foreign)).name).toBe("Foreign Fred");
    expect(
      (await call(t, "PATCH", `/api/players/2000000000/?event_id=${eventId}`, { token: owner.token, payload: {} })).statusCode,
    ).toBe(404);
  });

  it("names the teams topic when a placed player changes", async () => {
    const id = await insertPlayer(eventId, { name: "Placed Pete" });
    await sell(eventId, id, await insertTeam(eventId, "Pete's"), 30);
    const res = await call(t, "PATCH", `/api/players/${id}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Pete" },
    });
    expect(res.statusCode).toBe(200);
    const log = await t.app.db.select().from(auctionLog).where(eq(auctionLog.action, "player.update"));
    const entry = log.find((l) => (l.data as { player: number }).player === id);
    expect(entry?.topics).toEqual(["players", "teams"]);
  });
});

describe("DELETE /api/players/{id}/", () => {
  it("deletes a player without a transaction, with its skills and image", async () => {
    const created = (
      await call(t, "POST", `/api/players/?event_id=${eventId}`, {
        token: owner.token,
        ...multipart({ ...valid(), skills: [batter], image: { filename: "d.png", data: await png(), type: "image/png" } }),
      })
    ).json<Player>();
    const url = `/api/players/${created.id}/?event_id=${eventId}`;
    expect((await call(t, "DELETE", url)).statusCode).toBe(401);
    expect((await call(t, "DELETE", url, { token: stranger.token })).statusCode).toBe(403);
    const res = await call(t, "DELETE", url, { token: owner.token });
    expect(res.statusCode).toBe(204);
    expect(await playerRow(created.id)).toBeUndefined();
    expect(await t.app.db.select().from(playerSkills).where(eq(playerSkills.playerId, created.id))).toEqual([]);
    expect(fs.existsSync(mediaFile(created.image!))).toBe(false);
    expect((await call(t, "GET", url)).statusCode).toBe(404);
    expect((await call(t, "DELETE", url, { token: owner.token })).statusCode).toBe(404);
  });

  it("refuses to delete a player with a transaction", async () => {
    const id = await insertPlayer(eventId, { name: "Kept Kim" });
    await sell(eventId, id, await insertTeam(eventId, "Kim's"), 20, 6);
    const res = await call(t, "DELETE", `/api/players/${id}/?event_id=${eventId}`, { token: staff.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: DETAIL.playerHasTransaction });
    expect(await playerRow(id)).toBeDefined();
  });
});

describe("loadPlayers (shared with the auction engine)", () => {
  it("returns players in the order of ids, in one query for 2 or 40, and a page in one query", async () => {
    const ev = await createEvent(t);
    const skill = await createSkill(t, ev, "Runner");
    const team = await insertTeam(ev, "Loaders");
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const id = await insertPlayer(ev, { name: `L${i}`, details: { _hidden: i, Town: "X" }, email: `l${i}@example.com` });
      await t.app.db.insert(playerSkills).values({ playerId: id, skillId: skill });
      if (i % 2) await sell(ev, id, team, 10 + i);
      ids.push(id);
    }
    const [two, twoQueries] = await countStatements(t.app.db, (db) =>
      loadPlayers(db, [ids[5], ids[1]], { canSeePrivate: false }),
    );
    expect(two.map((p) => p.id)).toEqual([ids[5], ids[1]]);
    expect(two[0]).toMatchObject({ details: { Town: "X" }, skills: [skill], transaction_detail: { team, price: 15 } });
    expect("email" in two[0]).toBe(false);
    const reversed = [...ids].reverse();
    const [all, allQueries] = await countStatements(t.app.db, (db) =>
      loadPlayers(db, [...reversed, 2_000_000_000], { canSeePrivate: true }),
    );
    expect(all.map((p) => p.id)).toEqual(reversed);
    expect(all[0]).toMatchObject({ email: "l39@example.com", details: { _hidden: 39, Town: "X" } });
    expect([twoQueries, allQueries]).toEqual([1, 1]);
    const [page, pageQueries] = await countStatements(t.app.db, (db) =>
      listPlayers(db, { eventId: ev }, { limit: 15, offset: 10 }, { canSeePrivate: false }),
    );
    expect(page.count).toBe(40);
    expect(page.results.map((p) => p.id)).toEqual(ids.slice(10, 25));
    expect(page.results[1]).toMatchObject({
      skills: [skill],
      skills_details: [{ id: skill, name: "Runner" }],
      transaction_detail: { team, team_name: "Loaders", price: 21 },
    });
    expect(page.results[0].transaction_detail).toBeNull();
    expect(pageQueries).toBe(1);
    // Every filter at once is still one statement.
    const [filtered, filteredQueries] = await countStatements(t.app.db, (db) =>
      listPlayers(
        db,
        { eventId: ev, search: "l", statuses: [0, 3], grades: [1000], skills: [skill] },
        { limit: 15, offset: 0 },
        { canSeePrivate: false },
      ),
    );
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(filtered.results.every((p) => p.skills.includes(skill))).toBe(true);
    expect(filteredQueries).toBe(1);
    // Past the end there is no row to carry the total: one more query counts.
    const [past, pastQueries] = await countStatements(t.app.db, (db) =>
      listPlayers(db, { eventId: ev }, { limit: 20, offset: 40 }, { canSeePrivate: false }),
    );
    expect(past).toEqual({ count: 40, results: [] });
    expect(pastQueries).toBe(2);
    expect(await loadPlayers(t.app.db, [], { canSeePrivate: true })).toEqual([]);
  });
});
