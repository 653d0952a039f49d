// The read cache (plugins/read-cache.ts, docs/decisions/014-read-cache.md): served again until a
// change to its event is committed; one copy per view (public, the event's managers, staff).
import zlib from "node:zlib";
import type { Player, Team } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Tx } from "../src/db/client.ts";
import { players } from "../src/db/schema.ts";
import { acceptsGzip } from "../src/plugins/read-cache.ts";
import { announceOutsideChange, recordChange } from "../src/services/log/record.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam, putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => call(t, "GET", url, { token });
const newEvent = () =>
  createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 1, maxPlayers: 5 });

describe("read cache", () => {
  it("answers a repeated anonymous read from the cache, with the same body", async () => {
    const ev = await newEvent();
    await createTeam(t, ev, "Cached");
    const first = await get(`/api/teams/all/?event_id=${ev}`);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await get(`/api/teams/all/?event_id=${ev}`);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
    // The security headers are on a cached answer too.
    expect(second.headers["content-security-policy"]).toBeTruthy();
    expect(second.headers["x-request-id"]).toBeTruthy();
  });

  it("sends a hit gzipped to a client that accepts gzip, the same JSON once unzipped", async () => {
    const ev = await newEvent();
    for (let i = 0; i < 12; i++) await createPlayer(t, ev, { name: `Compressed Player ${i}` });
    const url = `/api/players/?event_id=${ev}&page_size=20`;
    const first = await get(url);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers["x-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers["content-type"]).toMatch(/^application\/json/);
    expect(zlib.gunzipSync(zipped.rawPayload).toString("utf8")).toBe(first.body);
    expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
    // Not accepted, or refused with q=0: the plain body.
    for (const accept of [undefined, "identity", "gzip;q=0, identity", "br"]) {
      const plain = await t.app.inject({ method: "GET", url, headers: accept ? { "accept-encoding": accept } : {} });
      expect(plain.headers["x-cache"]).toBe("hit");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(first.body);
    }
  });

  it("reads Accept-Encoding as HTTP says", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("deflate, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br;q=1, *;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("gzip;q=0.0")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("keeps a manager's copy apart from the public one: private fields only ever go to managers", async () => {
    const ev = await newEvent();
    const stranger = await createUser(t);
    const player = await createPlayer(t, ev, { email: "private@example.com", details: { "Contact Number": "555" } });
    const url = `/api/players/${player}/?event_id=${ev}`;
    const mine = await get(url, owner.token);
    expect(mine.headers["x-cache"]).toBe("miss");
    expect(mine.json<Player>().email).toBe("private@example.com");
    const mineAgain = await get(url, owner.token);
    expect(mineAgain.headers["x-cache"]).toBe("hit");
    expect(mineAgain.body).toBe(mine.body);
    expect(mineAgain.headers["cache-control"]).toBe("private, no-store");
    // Anonymous callers and signed-in callers who do not manage the event share the public copy.
    const anon = await get(url);
    expect(anon.headers["x-cache"]).toBe("miss");
    expect(anon.json<Player>().email).toBeUndefined();
    expect(JSON.stringify(anon.json())).not.toContain("555");
    const theirs = await get(url, stranger.token);
    expect(theirs.headers["x-cache"]).toBe("hit");
    expect(theirs.body).toBe(anon.body);
    expect((await get(url, owner.token)).json<Player>().email).toBe("private@example.com");
  });

  it("follows a change of the event's owners at once: a removed owner gets the public copy", async () => {
    const staff = await createUser(t, { isStaff: true });
    const second = await createUser(t);
    const ev = await createEvent(t, { owners: [owner.id, second.id] });
    const player = await createPlayer(t, ev, { email: "owners@example.com" });
    const url = `/api/players/${player}/?event_id=${ev}`;
    await get(url, second.token);
    const cached = await get(url, second.token);
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(cached.json<Player>().email).toBe("owners@example.com");
    const edited = await call(t, "PATCH", `/api/events/events/${ev}/`, { token: staff.token, payload: { owners: [owner.id] } });
    expect(edited.statusCode).toBe(200);
    // Wait for the edit's notice (PostgreSQL delivers it a moment after the answer) to be sure the
    // answer below is not the one from before it.
    await vi.waitFor(async () => expect((await get(url, second.token)).json<Player>().email).toBeUndefined());
    expect((await get(url, second.token)).json<Player>().email).toBeUndefined();
    expect((await get(url, owner.token)).json<Player>().email).toBe("owners@example.com");
  });

  it("gives staff their own copy, and never answers a failed token from the cache", async () => {
    const staff = await createUser(t, { isStaff: true });
    const ev = await newEvent();
    await createTeam(t, ev, "Staff Seen");
    const url = `/api/teams/all/?event_id=${ev}`;
    await get(url, staff.token);
    expect((await get(url, staff.token)).headers["x-cache"]).toBe("hit");
    await get(url);
    // A public read with a token that fails is answered as the route answers it, from the database.
    for (const token of ["not-a-token-at-all-1234", "A".repeat(40)]) {
      const failed = await get(url, token);
      expect(failed.headers["x-cache"], token).toBeUndefined();
    }
  });

  it("answers each caller its own is_owner: staff who own the event and staff who do not", async () => {
    const owningStaff = await createUser(t, { isStaff: true });
    const otherStaff = await createUser(t, { isStaff: true });
    const ev = await createEvent(t, { owners: [owningStaff.id] });
    const url = `/api/events/events/${ev}/`;
    for (let i = 0; i < 2; i++) {
      expect((await get(url, owningStaff.token)).json<{ is_owner: boolean }>().is_owner).toBe(true);
      expect((await get(url, otherStaff.token)).json<{ is_owner: boolean }>().is_owner).toBe(false);
      expect((await get(url)).json<{ is_owner: boolean }>().is_owner).toBe(false);
    }
    expect((await get(url, otherStaff.token)).headers["x-cache"]).toBe("hit");
  });

  it("does not cache a signed-in read of a list across events (it may be the caller's own)", async () => {
    const url = "/api/events/events/";
    await get(url, owner.token);
    expect((await get(url, owner.token)).headers["x-cache"]).toBeUndefined();
  });

  it("shows a sale to the next reader at once", async () => {
    const ev = await newEvent();
    const team = await createTeam(t, ev);
    const player = await createPlayer(t, ev);
    await putOnBlock(t, ev, player);
    const url = `/api/teams/all/?event_id=${ev}`;
    await get(url);
    expect((await get(url)).headers["x-cache"]).toBe("hit");
    const sold = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${ev}`, {
      token: owner.token,
      payload: { player, status: 3, team, price: 100 },
    });
    expect(sold.statusCode).toBe(200);
    const after = await get(url);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.json<Team[]>()[0]).toMatchObject({ players_count: 1, funds_remaining: 900 });
  });

  it("drops an event's entries when a change to it is announced by NOTIFY (as another process's write is)", async () => {
    const ev = await newEvent();
    const other = await newEvent();
    const url = `/api/players/players-auction-status/?event_id=${ev}`;
    const otherUrl = `/api/players/players-auction-status/?event_id=${other}`;
    const list = "/api/events/events/";
    for (const u of [url, otherUrl, list]) await get(u);
    for (const u of [url, otherUrl, list]) expect((await get(u)).headers["x-cache"], u).toBe("hit");

    await t.app.db.transaction(async (tx) => {
      await createPlayerRow(tx, ev);
      await recordChange(tx, { eventId: ev, actorId: null, action: "test.player", topics: ["players"] });
    });
    // PGlite delivers the notice before the commit returns; PostgreSQL a moment later.
    await vi.waitFor(async () => expect((await get(url)).json()).toMatchObject({ Available: 1, Total: 1 }));
    // Another event's entries stay; the events list reads across events and goes.
    expect((await get(otherUrl)).headers["x-cache"]).toBe("hit");
    expect((await get(list)).headers["x-cache"]).toBe("miss");
  });

  it("drops everything when a user's name changes: teams show their owners by name", async () => {
    const ev = await newEvent();
    const staff = await createUser(t, { isStaff: true });
    const teamOwner = await createUser(t, { name: "Old Name" });
    const created = await call(t, "POST", `/api/teams/?event_id=${ev}`, {
      token: owner.token,
      payload: { name: "Owned", owners: [teamOwner.id] },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/teams/${created.json<Team>().id}/?event_id=${ev}`;
    await get(url);
    expect((await get(url)).json<Team>().owners_details).toEqual([{ id: teamOwner.id, name: "Old Name" }]);
    const renamed = await call(t, "PATCH", `/api/users/${teamOwner.id}/`, { token: staff.token, payload: { name: "New Name" } });
    expect(renamed.statusCode).toBe(200);
    expect((await get(url)).json<Team>().owners_details).toEqual([{ id: teamOwner.id, name: "New Name" }]);
    // Another process learns of it through the cache channel. (With PostgreSQL the rename's own
    // notice arrives a moment after its answer and clears the cache once more: wait for a hit.)
    await vi.waitFor(async () => expect((await get(url)).headers["x-cache"]).toBe("hit"));
    await announceOutsideChange(t.app.db);
    await vi.waitFor(async () => expect((await get(url)).headers["x-cache"]).toBe("miss"));
  });

  it("lets concurrent misses of one URL share a single database read", async () => {
    const ev = await newEvent();
    for (let i = 0; i < 5; i++) await createPlayer(t, ev);
    const url = `/api/players/?event_id=${ev}&page_size=20`;
    const before = t.app.readCache.stats();
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(url)));
    const after = t.app.readCache.stats();
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(24);
  });

  it("does not cache errors, malformed ids or private endpoints", async () => {
    const ev = await newEvent();
    for (const url of [
      "/api/teams/all/?event_id=9999999",
      "/api/teams/all/?event_id=0x10",
      `/api/auctions/log/?event_id=${ev}`,
    ]) {
      await get(url);
      expect((await get(url)).headers["x-cache"], url).not.toBe("hit");
    }
  });

  it("keeps within its memory budget", async () => {
    const small = await createTestApp({ readCacheBytes: 16 * 1024 });
    try {
      const ev = await createEvent(small);
      for (let i = 0; i < 200; i++) await small.app.inject({ method: "GET", url: `/api/teams/?event_id=${ev}&search=${i}` });
      const stats = small.app.readCache.stats();
      expect(stats.bytes).toBeLessThanOrEqual(16 * 1024);
      expect(stats.entries).toBeGreaterThan(0);
      expect(stats.entries).toBeLessThan(200);
    } finally {
      await small.close();
    }
  });

  it("is off with READ_CACHE_MB=0", async () => {
    const off = await createTestApp({ readCacheBytes: 0 });
    try {
      const ev = await createEvent(off);
      await off.app.inject({ method: "GET", url: `/api/teams/all/?event_id=${ev}` });
      const res = await off.app.inject({ method: "GET", url: `/api/teams/all/?event_id=${ev}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-cache"]).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

async function createPlayerRow(tx: Tx, eventId: number) {
  await tx.insert(players).values({ eventId, name: "Announced", dateOfBirth: "2000-01-01" });
}
