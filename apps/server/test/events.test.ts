// Events, event types and skills (docs/api.md "Events"; docs/product.md sections 3, 5, 6, 7).
import { DETAIL, type Event, MSG } from "@sah/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, auctionStates, events, players, skills, teamOwners, teams, transactions } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createSkill, createUser, eventTypeId, multipart, type TestUser } from "./helpers/factories.ts";
import { countStatements } from "./helpers/statements.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let other: TestUser;
let cricket: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
  other = await createUser(t);
  cricket = await eventTypeId(t, "Cricket");
});
afterAll(() => t.close());

const validEvent = () => ({
  name: "Premier Night",
  date: "2026-05-01",
  start_time: "18:00",
  end_time: "22:30",
  location: "Mumbai",
  funds_per_team: 10000,
  funds_unit: "pts",
  min_player_price: 100,
  min_players: 5,
  max_players: 11,
  type: cricket,
});

/** Path and query of a `next`/`previous` link, for app.inject. */
const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

async function eventCount(): Promise<number> {
  return (await t.app.db.select({ id: events.id }).from(events)).length;
}

async function logOf(eventId: number) {
  return t.app.db
    .select({ action: auctionLog.action, topics: auctionLog.topics, actorId: auctionLog.actorId })
    .from(auctionLog)
    .where(eq(auctionLog.eventId, eventId))
    .orderBy(auctionLog.seq);
}

describe("GET /api/events/events/", () => {
  it("lists events publicly, newest date first, then newest id, with the event JSON fields", async () => {
    const tag = "orderzz";
    const older = await createEvent(t, { name: `${tag} older` });
    const newerA = await createEvent(t, { name: `${tag} newer A`, owners: [owner.id] });
    const newerB = await createEvent(t, { name: `${tag} newer B` });
    await t.app.db.update(events).set({ date: "2025-01-01" }).where(eq(events.id, older));
    await t.app.db.update(events).set({ date: "2027-03-03" }).where(eq(events.id, newerA));
    await t.app.db.update(events).set({ date: "2027-03-03" }).where(eq(events.id, newerB));

    const res = await call(t, "GET", `/api/events/events/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((e: Event) => e.id)).toEqual([newerB, newerA, older]);
    expect(body.results[1]).toEqual({
      id: newerA,
      name: `${tag} newer A`,
      logo: null,
      date: "2027-03-03",
      start_time: "10:00",
      end_time: "18:00",
      location: "Pune",
      funds_per_team: 1000,
      funds_unit: "pts",
      min_player_price: 10,
      min_players: 2,
      max_players: 5,
      type: cricket,
      type_name: "Cricket",
      owners: [owner.id],
      owners_details: [{ id: owner.id, name: owner.name }],
      is_owner: false,
      funds_remaining: 0,
      players_remaining: 0,
      archived: false,
      quotas: [],
      amount_style: "full",
      rtm_cards: 0,
      rtm_seconds: 15,
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

  it("serves the same list with and without the trailing slash", async () => {
    const tag = "slashzz";
    await createEvent(t, { name: `${tag} one` });
    const a = await call(t, "GET", `/api/events/events/?search=${tag}`);
    const b = await call(t, "GET", `/api/events/events?search=${tag}`);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().results).toEqual(a.json().results);
    expect(a.json().count).toBe(1);
  });

  it("sets is_owner for the caller: owners true, other users, staff non-owners and anonymous false", async () => {
    const id = await createEvent(t, { name: "isownerzz cup", owners: [owner.id] });
    const isOwner = async (token?: string) =>
      (await call(t, "GET", "/api/events/events/?search=isownerzz", { token })).json().results.find((e: Event) => e.id === id)
        .is_owner;
    expect(await isOwner(owner.token)).toBe(true);
    expect(await isOwner(other.token)).toBe(false);
    expect(await isOwner(staff.token)).toBe(false);
    expect(await isOwner()).toBe(false);
    expect((await call(t, "GET", `/api/events/events/${id}/`, { token: owner.token })).json().is_owner).toBe(true);
  });

  it("walks the pages through `next`, which keeps search and page_size", async () => {
    const tag = "walkzz";
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createEvent(t, { name: `${tag} ${i}` }));
    await createEvent(t, { name: "not in the walk" });

    const seen: number[] = [];
    let url: string | null = `/api/events/events/?search=${tag}&page_size=2`;
    let pages = 0;
    let previous: string | null = null;
    while (url) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(5);
      expect(body.results.length).toBeLessThanOrEqual(2);
      if (pages > 0) expect(body.previous).not.toBeNull();
      previous = body.previous;
      seen.push(...body.results.map((e: Event) => e.id));
      if (body.next) {
        const q = new URL(body.next).searchParams;
        expect(q.get("search")).toBe(tag);
        expect(q.get("page_size")).toBe("2");
      }
      url = body.next ? pathOf(body.next) : null;
      pages++;
    }
    expect(pages).toBe(3);
    expect(previous).not.toBeNull();
    expect(seen).toEqual([...ids].reverse());
  });

  it("answers a page past the end with 404", async () => {
    const res = await call(t, "GET", "/api/events/events/?search=walkzz&page_size=2&page=9");
    expect(res.statusCode).toBe(404);
  });

  it("takes the search text literally and case-insensitively", async () => {
    const percent = await createEvent(t, { name: "Litzz 100% Cup" });
    const underscore = await createEvent(t, { name: "Litzz Under_19" });
    const plain = await createEvent(t, { name: "Litzz Undera19 1000 Cup" });
    const search = async (q: string) =>
      (await call(t, "GET", `/api/events/events/?search=${encodeURIComponent(q)}`)).json().results.map((e: Event) => e.id);
    expect(await search("%")).toEqual([percent]);
    expect(await search("_")).toEqual([underscore]);
    expect(await search("r_1")).toEqual([underscore]);
    expect(await search("0%")).toEqual([percent]);
    expect((await search("LITZZ")).sort()).toEqual([percent, underscore, plain].sort());
    expect(await search("\\")).toEqual([]);
  });

  it("rejects repeated scalar query keys and bad paging values with 400", async () => {
    for (const q of [
      "page_size=2&page_size=3",
      "search=a&search=b",
      "page=0",
      "page=x",
      "page_size=101",
      `search=${"x".repeat(300)}`,
    ]) {
      const res = await call(t, "GET", `/api/events/events/?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("computes funds_remaining over the teams and players_remaining over unplaced players", async () => {
    const id = await createEvent(t, { name: "figureszz", fundsPerTeam: 1000 });
    const [a, b] = await t.app.db
      .insert(teams)
      .values([
        { eventId: id, name: "A" },
        { eventId: id, name: "B" },
      ])
      .returning({ id: teams.id });
    const statuses = [0, 0, 1, 2, 3, 3, 4, 5, 6];
    const ps = await t.app.db
      .insert(players)
      .values(statuses.map((status, i) => ({ eventId: id, name: `P${i}`, dateOfBirth: "2000-01-01", status })))
      .returning({ id: players.id, status: players.status });
    const placed = ps.filter((p) => [3, 4, 6].includes(p.status));
    await t.app.db.insert(transactions).values([
      { eventId: id, playerId: placed[0].id, teamId: a.id, price: 300 },
      { eventId: id, playerId: placed[1].id, teamId: a.id, price: 150 },
      { eventId: id, playerId: placed[2].id, teamId: b.id, price: 50 },
    ]);
    // Another event's team and sale must not count.
    const elsewhere = await createEvent(t, { name: "figureszz elsewhere" });
    const [c] = await t.app.db.insert(teams).values({ eventId: elsewhere, name: "C" }).returning({ id: teams.id });
    const [q] = await t.app.db
      .insert(players)
      .values({ eventId: elsewhere, name: "Q", dateOfBirth: "2000-01-01", status: 3 })
      .returning({ id: players.id });
    await t.app.db.insert(transactions).values({ eventId: elsewhere, playerId: q.id, teamId: c.id, price: 999 });

    const detail = (await call(t, "GET", `/api/events/events/${id}/`)).json();
    expect(detail.funds_remaining).toBe(2 * 1000 - 500);
    expect(detail.players_remaining).toBe(4);
    const listed = (await call(t, "GET", "/api/events/events/?search=figureszz")).json().results;
    expect(listed.find((e: Event) => e.id === id)).toMatchObject({ funds_remaining: 1500, players_remaining: 4 });
    expect(listed.find((e: Event) => e.id === elsewhere)).toMatchObject({ funds_remaining: 1, players_remaining: 0 });
  });

  it("uses the same number of queries for a page of 2 and a page of 12", async () => {
    for (let i = 0; i < 12; i++) {
      const id = await createEvent(t, { name: `nplus1zz ${i}`, owners: [owner.id, other.id] });
      await t.app.db.insert(teams).values({ eventId: id, name: `T${i}` });
    }
    // The token checked once beforehand, so it is the process's cache's (plugins/auth.ts) in both reads;
    // and the list read once, so what a first read sets up (on PostgreSQL, with other files running)
    // is not counted against either page.
    expect((await call(t, "GET", "/api/users/check-staff/", { token: owner.token })).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/events/events/?search=nplus1zz&page_size=2", { token: owner.token })).statusCode).toBe(
      200,
    );
    // The token lookup is left out: a notice from an earlier test's account write can still be on its
    // way on PostgreSQL and clear the token cache between the two reads, and it is one query whatever
    // the page size.
    const token = (sql: string) => sql.includes('"auth_tokens"');
    const read = (size: number) => () =>
      call(t, "GET", `/api/events/events/?search=nplus1zz&page_size=${size}`, { token: owner.token });
    const [small, smallQueries] = await countStatements(t.app.db, read(2), token);
    const [large, largeQueries] = await countStatements(t.app.db, read(12), token);
    expect(small.json().results).toHaveLength(2);
    expect(large.json().results).toHaveLength(12);
    expect(largeQueries).toBe(smallQueries);
    // count, page, owners, figures
    expect(smallQueries).toBe(4);
  });
});

describe("GET /api/events/events/for-you/", () => {
  it("needs a login", async () => {
    const res = await call(t, "GET", "/api/events/events/for-you/");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: DETAIL.unauthenticated });
    const bad = await call(t, "GET", "/api/events/events/for-you/", { token: "x".repeat(40) });
    expect(bad.statusCode).toBe(401);
  });

  it("lists events the caller owns or owns a team in, paged and searchable", async () => {
    const me = await createUser(t);
    const owned = await createEvent(t, { name: "foryouzz owned", owners: [me.id] });
    const viaTeam = await createEvent(t, { name: "foryouzz team" });
    const [team] = await t.app.db.insert(teams).values({ eventId: viaTeam, name: "Mine" }).returning({ id: teams.id });
    await t.app.db.insert(teamOwners).values({ teamId: team.id, userId: me.id });
    await createEvent(t, { name: "foryouzz not mine", owners: [other.id] });

    const res = await call(t, "GET", "/api/events/events/for-you", { token: me.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((e: Event) => [e.id, e.is_owner])).toEqual([
      [viaTeam, false],
      [owned, true],
    ]);

    const paged = (await call(t, "GET", "/api/events/events/for-you/?page_size=1&search=OWNED", { token: me.token })).json();
    expect(paged).toMatchObject({ count: 1, next: null });
    expect(paged.results[0].id).toBe(owned);
    const first = (await call(t, "GET", "/api/events/events/for-you/?page_size=1", { token: me.token })).json();
    expect(first.results[0].id).toBe(viaTeam);
    const second = (await call(t, "GET", pathOf(first.next), { token: me.token })).json();
    expect(second.results[0].id).toBe(owned);
  });
});

describe("GET /api/events/events/{id}/", () => {
  it("shows one event publicly", async () => {
    const id = await createEvent(t, { name: "detailzz", owners: [owner.id] });
    for (const url of [`/api/events/events/${id}/`, `/api/events/events/${id}`]) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, name: "detailzz", owners: [owner.id], is_owner: false, type_name: "Cricket" });
    }
  });

  it("answers unknown ids with 404 and malformed ids with 4xx", async () => {
    const res = await call(t, "GET", "/api/events/events/999999/");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DETAIL.notFound });
    for (const bad of ["abc", "-1", "0", "1.5", "99999999999"]) {
      const r = await call(t, "GET", `/api/events/events/${bad}/`);
      expect(r.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, bad).toBeLessThan(500);
    }
  });
});

describe("GET /api/events/events/{id}/check-permission/", () => {
  it("answers 401 anonymous, 404 unknown, 403 other users, 200 for owners and staff", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/events/${id}/check-permission/`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/events/events/999999/check-permission/", { token: other.token })).statusCode).toBe(404);
    const denied = await call(t, "GET", url, { token: other.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: DETAIL.forbidden });
    for (const u of [owner, staff]) {
      const ok = await call(t, "GET", url, { token: u.token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ permitted: true });
    }
    expect((await call(t, "GET", `/api/events/events/${id}/check-permission`, { token: owner.token })).statusCode).toBe(200);
  });
});

describe("POST /api/events/events/", () => {
  it("creates an event from JSON: the creator is an owner, type skills are copied, the auction state exists", async () => {
    const res = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      payload: { ...validEvent(), owners: [owner.id] },
    });
    expect(res.statusCode).toBe(201);
    const ev = res.json();
    expect(ev).toMatchObject({
      name: "Premier Night",
      date: "2026-05-01",
      start_time: "18:00",
      end_time: "22:30",
      location: "Mumbai",
      funds_per_team: 10000,
      funds_unit: "pts",
      min_player_price: 100,
      min_players: 5,
      max_players: 11,
      type: cricket,
      type_name: "Cricket",
      logo: null,
      is_owner: true,
      funds_remaining: 0,
      players_remaining: 0,
    });
    expect([...ev.owners].sort((a: number, b: number) => a - b)).toEqual([staff.id, owner.id].sort((a, b) => a - b));

    const skillsRes = await call(t, "GET", `/api/events/skills/all/?event_id=${ev.id}`);
    expect(skillsRes.json().map((s: { name: string }) => s.name)).toEqual(["All-rounder", "Batter", "Bowler", "Wicket-keeper"]);
    const state = await t.app.db.select().from(auctionStates).where(eq(auctionStates.eventId, ev.id));
    expect(state).toHaveLength(1);
    expect(await logOf(ev.id)).toEqual([{ action: "event.create", topics: ["event"], actorId: staff.id }]);
    expect((await call(t, "GET", `/api/events/events/${ev.id}/`)).json()).toEqual({ ...ev, is_owner: false });
  });

  it("creates an event from multipart with repeated owners keys, and a type without default skills", async () => {
    const otherType = await eventTypeId(t, "Other");
    const form = multipart({ ...validEvent(), type: otherType, owners: [owner.id, other.id, owner.id], name: "Multipart Night" });
    const res = await call(t, "POST", "/api/events/events", { token: staff.token, ...form });
    expect(res.statusCode).toBe(201);
    const ev = res.json();
    expect(ev).toMatchObject({ name: "Multipart Night", type: otherType, type_name: "Other", funds_per_team: 10000 });
    expect([...ev.owners].sort((a: number, b: number) => a - b)).toEqual([staff.id, owner.id, other.id].sort((a, b) => a - b));
    expect((await call(t, "GET", `/api/events/skills/all/?event_id=${ev.id}`)).json()).toEqual([]);
  });

  it("answers 401 anonymous and 403 non-staff, even owners and even with an invalid body", async () => {
    const before = await eventCount();
    expect((await call(t, "POST", "/api/events/events/", { payload: validEvent() })).statusCode).toBe(401);
    const ownerTry = await call(t, "POST", "/api/events/events/", { token: owner.token, payload: validEvent() });
    expect(ownerTry.statusCode).toBe(403);
    const invalid = await call(t, "POST", "/api/events/events/", { token: other.token, payload: { name: "" } });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()).toEqual({ detail: DETAIL.forbidden });
    expect(await eventCount()).toBe(before);
  });

  it("reports every missing field with the spec's text", async () => {
    const res = await call(t, "POST", "/api/events/events/", { token: staff.token, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ["Name is required"],
      date: ["Date is required"],
      location: ["Location is required"],
      min_players: ["Minimum players is required"],
      max_players: ["Maximum players is required"],
      funds_per_team: ["Funds per teams is required"],
      funds_unit: ["Funds per units is required"],
      min_player_price: ["Minimum players is required"],
      type: ["Type is required"],
      start_time: ["Start time is required"],
      end_time: ["End time is required"],
    });
    const blanks = multipart(Object.fromEntries(Object.keys(validEvent()).map((k) => [k, ""])));
    const res2 = await call(t, "POST", "/api/events/events/", { token: staff.token, ...blanks });
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toEqual(res.json());
  });

  it("rejects unknown owners and types, and max_players below min_players", async () => {
    const before = await eventCount();
    const unknownOwner = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      payload: { ...validEvent(), owners: [owner.id, 999999] },
    });
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json()).toEqual({ owners: [MSG.unknownOwner] });
    const unknownType = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      payload: { ...validEvent(), type: 999999 },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toEqual({ type: [MSG.unknownType] });
    const below = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      payload: { ...validEvent(), min_players: 8, max_players: 7 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ max_players: [MSG.maxBelowMin] });
    expect(await eventCount()).toBe(before);
  });

  it("answers bad input of any shape with 4xx and creates nothing", async () => {
    const before = await eventCount();
    const bodies: unknown[] = [
      { ...validEvent(), name: "x".repeat(100_000) },
      { ...validEvent(), name: ["a", "b"] },
      { ...validEvent(), name: { a: 1 } },
      { ...validEvent(), funds_per_team: "lots" },
      { ...validEvent(), funds_per_team: -5 },
      { ...validEvent(), funds_per_team: 1.5 },
      { ...validEvent(), funds_per_team: 1e20 },
      { ...validEvent(), min_players: [1, 2] },
      { ...validEvent(), date: "2026-02-30" },
      { ...validEvent(), date: 20260501 },
      { ...validEvent(), start_time: "25:00" },
      { ...validEvent(), type: "cricket" },
      { ...validEvent(), type: [cricket] },
      { ...validEvent(), owners: "everyone" },
      { ...validEvent(), owners: [{ id: 1 }] },
      { ...validEvent(), owners: [-1] },
      { ...validEvent(), logo: "data:image/png;base64,AAAA" },
      { ...validEvent(), logo: 12 },
      [validEvent()],
      "just a string",
      null,
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/events/events/",
        headers: { authorization: `Bearer ${staff.token}`, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
    }
    const raw: { payload: string | Buffer; type: string }[] = [
      { payload: '{"name": "broken', type: "application/json" },
      { payload: "", type: "application/json" },
      { payload: "name=x", type: "application/x-www-form-urlencoded" },
      { payload: "not really multipart", type: "multipart/form-data; boundary=xyz" },
      { payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nNight', type: "multipart/form-data; boundary=xyz" },
      { payload: "--xyz--", type: "multipart/form-data" },
    ];
    for (const r of raw) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/events/events/",
        headers: { authorization: `Bearer ${staff.token}`, "content-type": r.type },
        payload: r.payload,
      });
      expect(res.statusCode, String(r.payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(r.payload).slice(0, 40)).toBeLessThan(500);
      expect(res.json()).toBeTypeOf("object");
    }
    expect(await eventCount()).toBe(before);
  });
});

describe("PATCH /api/events/events/{id}/", () => {
  it("lets an owner change only the sent fields and records the change for the live stream", async () => {
    const id = await createEvent(t, { name: "patchzz", owners: [owner.id] });
    const before = (await call(t, "GET", `/api/events/events/${id}/`)).json();
    const res = await call(t, "PATCH", `/api/events/events/${id}/`, {
      token: owner.token,
      payload: { name: "patchzz renamed", funds_per_team: 2500 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, name: "patchzz renamed", funds_per_team: 2500, is_owner: true });
    expect(await logOf(id)).toEqual([{ action: "event.update", topics: ["event", "teams"], actorId: owner.id }]);

    const viaForm = await call(t, "PATCH", `/api/events/events/${id}`, {
      token: owner.token,
      ...multipart({ location: "Delhi", start_time: "09:15" }),
    });
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json()).toMatchObject({ name: "patchzz renamed", location: "Delhi", start_time: "09:15", end_time: "18:00" });
  });

  it("lets staff change any event, and replaces owners when sent", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const res = await call(t, "PATCH", `/api/events/events/${id}/`, { token: staff.token, payload: { owners: [other.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().owners).toEqual([other.id]);
    expect((await call(t, "GET", `/api/events/events/${id}/check-permission/`, { token: owner.token })).statusCode).toBe(403);
    expect((await call(t, "GET", `/api/events/events/${id}/check-permission/`, { token: other.token })).statusCode).toBe(200);
    const bad = await call(t, "PATCH", `/api/events/events/${id}/`, { token: staff.token, payload: { owners: [999999] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ owners: [MSG.unknownOwner] });
    expect((await call(t, "GET", `/api/events/events/${id}/`)).json().owners).toEqual([other.id]);
  });

  it("checks max_players against the stored min_players", async () => {
    const id = await createEvent(t, { owners: [owner.id], minPlayers: 4, maxPlayers: 8 });
    const res = await call(t, "PATCH", `/api/events/events/${id}/`, { token: owner.token, payload: { max_players: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ max_players: [MSG.maxBelowMin] });
    const res2 = await call(t, "PATCH", `/api/events/events/${id}/`, { token: owner.token, payload: { min_players: 9 } });
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toEqual({ max_players: [MSG.maxBelowMin] });
    const ok = await call(t, "PATCH", `/api/events/events/${id}/`, {
      token: owner.token,
      payload: { min_players: 9, max_players: 12 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ min_players: 9, max_players: 12 });
  });

  it("answers 401, 404, then 403 before looking at the body, and 400 for owners' invalid fields", async () => {
    const id = await createEvent(t, { name: "guardzz", owners: [owner.id] });
    const url = `/api/events/events/${id}/`;
    expect((await call(t, "PATCH", url, { payload: { name: "x" } })).statusCode).toBe(401);
    expect(
      (await call(t, "PATCH", "/api/events/events/999999/", { token: other.token, payload: { name: "x" } })).statusCode,
    ).toBe(404);
    const denied = await call(t, "PATCH", url, { token: other.token, payload: { name: "", type: "nope" } });
    expect(denied.statusCode).toBe(403);
    const invalid = await call(t, "PATCH", url, { token: owner.token, payload: { name: "  ", type: "nope", date: "" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: [MSG.nameRequired], type: [MSG.notAnInteger], date: [MSG.dateRequired] });
    const unknownType = await call(t, "PATCH", url, { token: owner.token, payload: { type: 999999 } });
    expect(unknownType.json()).toEqual({ type: [MSG.unknownType] });
    expect((await call(t, "GET", url)).json().name).toBe("guardzz");
    expect(await logOf(id)).toEqual([]);
  });

  it("changes the type without touching the event's skills", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    await createSkill(t, id, "Spinner");
    const football = await eventTypeId(t, "Football");
    const res = await call(t, "PATCH", `/api/events/events/${id}/`, { token: owner.token, payload: { type: football } });
    expect(res.json()).toMatchObject({ type: football, type_name: "Football" });
    expect((await call(t, "GET", `/api/events/skills/all/?event_id=${id}`)).json().map((s: { name: string }) => s.name)).toEqual([
      "Spinner",
    ]);
  });
});

describe("GET /api/events/event-types/", () => {
  it("lists the seeded types by id", async () => {
    for (const url of ["/api/events/event-types/", "/api/events/event-types"]) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: number; name: string }[];
      expect(list.slice(0, 5).map((e) => e.name)).toEqual(["Cricket", "Football", "Basketball", "Fantasy League", "Other"]);
      expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => a - b));
      expect(Object.keys(list[0]).sort()).toEqual(["id", "name"]);
    }
  });
});

describe("skills", () => {
  it("lists an event's skills by name, publicly; 404 for an unknown event, 400 without event_id", async () => {
    const id = await createEvent(t);
    const b = await createSkill(t, id, "bowler");
    const a = await createSkill(t, id, "All-rounder");
    const c = await createSkill(t, id, "Captain");
    await createSkill(t, await createEvent(t), "Elsewhere");
    const res = await call(t, "GET", `/api/events/skills/all?event_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: a, name: "All-rounder" },
      { id: b, name: "bowler" },
      { id: c, name: "Captain" },
    ]);
    expect((await call(t, "GET", "/api/events/skills/all/?event_id=999999")).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/events/skills/all/")).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/events/skills/all/?event_id=abc")).statusCode).toBe(400);
    expect((await call(t, "GET", `/api/events/skills/all/?event_id=${id}&event_id=${id}`)).statusCode).toBe(400);
  });

  it("lets owners and staff add a skill; names are unique case-insensitively", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/skills/?event_id=${id}`;
    const res = await call(t, "POST", url, { token: owner.token, payload: { name: "  Opener " } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: "Opener" });
    expect(await logOf(id)).toEqual([{ action: "skill.create", topics: ["players"], actorId: owner.id }]);
    const dup = await call(t, "POST", url, { token: staff.token, payload: { name: "OPENER" } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: [MSG.skillExists] });
    const viaForm = await call(t, "POST", `/api/events/skills?event_id=${id}`, {
      token: staff.token,
      ...multipart({ name: "Finisher" }),
    });
    expect(viaForm.statusCode).toBe(201);
    const blank = await call(t, "POST", url, { token: owner.token, payload: { name: "" } });
    expect(blank.json()).toEqual({ name: [MSG.nameRequired] });
    const huge = await call(t, "POST", url, { token: owner.token, payload: { name: "x".repeat(5000) } });
    expect(huge.statusCode).toBe(400);
    const list = await t.app.db.select({ name: skills.name }).from(skills).where(eq(skills.eventId, id));
    expect(list.map((s) => s.name).sort()).toEqual(["Finisher", "Opener"]);
  });

  it("answers 401, 404 and 403 (even for an invalid body) before adding", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/skills/?event_id=${id}`;
    expect((await call(t, "POST", url, { payload: { name: "X" } })).statusCode).toBe(401);
    expect(
      (await call(t, "POST", "/api/events/skills/?event_id=999999", { token: owner.token, payload: { name: "X" } })).statusCode,
    ).toBe(404);
    expect((await call(t, "POST", url, { token: other.token, payload: { name: "X" } })).statusCode).toBe(403);
    expect((await call(t, "POST", url, { token: other.token, payload: { name: "" } })).statusCode).toBe(403);
    const rows = await t.app.db
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(skills.eventId, id), eq(skills.name, "X")));
    expect(rows).toEqual([]);
  });
});
