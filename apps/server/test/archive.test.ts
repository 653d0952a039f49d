// Archiving events and users (docs/decisions/034-archive-and-delete.md, docs/api.md "Archive"): staff
// only, hidden from lists, data kept; an archived event is a 404 for non-staff, an archived account
// cannot log in and its sessions end.
import { DETAIL, type Event, type User } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auctionLog, authTokens, events, passwordResetTokens, users } from "../src/db/schema.ts";
import { updateEvent } from "../src/services/events/events.ts";
import { sendPasswordReset } from "../src/services/users/password-reset.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createSkill, createUser, DEFAULT_PASSWORD, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => call(t, "GET", url, { token });
const patchEvent = (id: number, payload: Record<string, unknown>, token: string) =>
  call(t, "PATCH", `/api/events/events/${id}/`, { token, payload });
const ids = (res: { json: () => { results: { id: number }[] } }) => res.json().results.map((r) => r.id);

async function archivedAt(eventId: number): Promise<Date | null> {
  const [row] = await t.app.db.select({ at: events.archivedAt }).from(events).where(eq(events.id, eventId));
  return row.at;
}

describe("archiving an event", () => {
  it("is for staff only: an owner who is not staff gets 403 for `archived` and nothing changes", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const refused = await patchEvent(ev, { archived: true, name: "Renamed" }, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: DETAIL.forbidden });
    expect(await archivedAt(ev)).toBeNull();
    // The owner still edits everything else.
    expect((await patchEvent(ev, { name: "Renamed" }, owner.token)).statusCode).toBe(200);
    expect((await call(t, "PATCH", `/api/events/events/${ev}/`, { payload: { archived: true } })).statusCode).toBe(401);
  });

  it("hides the event from the lists and answers 404 to non-staff, keeps it for staff, and is logged like any edit", async () => {
    const ev = await createEvent(t, { name: "Archive Me Cup", owners: [owner.id] });
    const team = await createTeam(t, ev, "Kept Team");
    const player = await createPlayer(t, ev, { name: "Kept Player" });
    await createSkill(t, ev);

    const res = await patchEvent(ev, { archived: true }, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Event>()).toMatchObject({ id: ev, archived: true, name: "Archive Me Cup" });
    const log = await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, ev));
    expect(log.at(-1)).toMatchObject({ action: "event.update", actorId: staff.id, data: { fields: ["archived"] } });
    expect(log.at(-1)?.topics).toContain("event");

    const search = "?search=Archive%20Me%20Cup";
    expect(ids(await get(`/api/events/events/${search}`))).toEqual([]);
    expect(ids(await get(`/api/events/events/${search}`, owner.token))).toEqual([]);
    expect(ids(await get(`/api/events/events/${search}`, staff.token))).toEqual([]);
    expect(ids(await get("/api/events/events/for-you/", owner.token))).not.toContain(ev);

    const publicReads = [
      `/api/events/events/${ev}/`,
      `/api/teams/?event_id=${ev}`,
      `/api/teams/all/?event_id=${ev}`,
      `/api/teams/${team}/?event_id=${ev}`,
      `/api/players/?event_id=${ev}`,
      `/api/players/${player}/?event_id=${ev}`,
      `/api/players/players-auction-status/?event_id=${ev}`,
      `/api/events/sponsors/?event_id=${ev}`,
      `/api/events/skills/all/?event_id=${ev}`,
    ];
    for (const url of publicReads) {
      expect((await get(url)).statusCode, `anonymous ${url}`).toBe(404);
      expect((await get(url, owner.token)).statusCode, `owner ${url}`).toBe(404);
      expect((await get(url, staff.token)).statusCode, `staff ${url}`).toBe(200);
    }
    // The owner can no longer manage it; staff can.
    expect((await get(`/api/events/events/${ev}/check-permission/`, owner.token)).statusCode).toBe(404);
    expect((await patchEvent(ev, { name: "Still mine?" }, owner.token)).statusCode).toBe(404);
    expect((await get(`/api/events/events/${ev}/check-permission/`, staff.token)).statusCode).toBe(200);
  });

  it("lists the archived events with ?archived=1 for staff only, and staff restore one", async () => {
    const ev = await createEvent(t, { name: "Restore Me Trophy", owners: [owner.id] });
    await patchEvent(ev, { archived: true }, staff.token);
    const firstDate = await archivedAt(ev);
    // Archiving again keeps the first date.
    await patchEvent(ev, { archived: true }, staff.token);
    expect(await archivedAt(ev)).toEqual(firstDate);

    const archivedList = "/api/events/events/?archived=1&search=Restore%20Me";
    expect((await get(archivedList)).statusCode).toBe(401);
    expect((await get(archivedList, owner.token)).statusCode).toBe(403);
    const listed = await get(archivedList, staff.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ results: Event[] }>().results).toEqual([expect.objectContaining({ id: ev, archived: true })]);
    // The archived list holds only archived events.
    const live = await createEvent(t, { name: "Restore Me Not" });
    expect(ids(await get(archivedList, staff.token))).toEqual([ev]);
    expect(ids(await get("/api/events/events/?search=Restore%20Me", staff.token))).toEqual([live]);

    const restored = await patchEvent(ev, { archived: false }, staff.token);
    expect(restored.json<Event>().archived).toBe(false);
    expect(await archivedAt(ev)).toBeNull();
    expect((await get(`/api/events/events/${ev}/`)).statusCode).toBe(200);
    expect(ids(await get("/api/events/events/for-you/", owner.token))).toContain(ev);
    expect(ids(await get(archivedList, staff.token))).toEqual([]);
  });

  it("drops the event's cached public reads through the event's NOTIFY, as any edit does", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const other = await createEvent(t);
    const url = `/api/teams/all/?event_id=${ev}`;
    const otherUrl = `/api/teams/all/?event_id=${other}`;
    for (const u of [url, otherUrl]) await get(u);
    for (const u of [url, otherUrl]) expect((await get(u)).headers["x-cache"], u).toBe("hit");
    // Through the service, not HTTP: only the notice, as from another process, can drop the entry.
    await updateEvent(
      t.app.db,
      t.app.media,
      { id: staff.id, name: staff.name, email: staff.email, isStaff: true },
      ev,
      { archived: true },
      undefined,
    );
    await vi.waitFor(async () => expect((await get(url)).statusCode).toBe(404));
    expect((await get(otherUrl)).headers["x-cache"]).toBe("hit");
  });
});

describe("archiving a user", () => {
  const patchUser = (id: number, payload: Record<string, unknown>, token: string) =>
    call(t, "PATCH", `/api/users/${id}/`, { token, payload });
  const login = (email: string) => call(t, "POST", "/api/users/login/", { payload: { email, password: DEFAULT_PASSWORD } });

  it("is staff only (403 for others, 401 anonymous) and staff cannot archive themselves", async () => {
    const someone = await createUser(t);
    expect((await patchUser(someone.id, { archived: true }, owner.token)).statusCode).toBe(403);
    expect((await call(t, "PATCH", `/api/users/${someone.id}/`, { payload: { archived: true } })).statusCode).toBe(401);
    const self = await patchUser(staff.id, { archived: true }, staff.token);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ archived: [DETAIL.ownArchive] });
    const [row] = await t.app.db.select({ at: users.archivedAt }).from(users).where(eq(users.id, staff.id));
    expect(row.at).toBeNull();
  });

  it("ends the account's sessions and reset links, refuses its login, hides it from lists; staff restore it", async () => {
    const archie = await createUser(t, { name: "Archie Archived" });
    await t.app.db
      .insert(passwordResetTokens)
      .values({ userId: archie.id, tokenHash: "a".repeat(64), expiresAt: new Date(Date.now() + 60_000) });
    expect((await get("/api/users/check-staff/", archie.token)).statusCode).toBe(200);

    const res = await patchUser(archie.id, { archived: true }, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ id: archie.id, archived: true });
    expect(await t.app.db.select().from(authTokens).where(eq(authTokens.userId, archie.id))).toEqual([]);
    const [reset] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, archie.id));
    expect(reset.usedAt).not.toBeNull();
    expect((await get("/api/users/check-staff/", archie.token)).statusCode).toBe(401);

    const refused = await login(archie.email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: DETAIL.accountArchived });
    // A wrong password still gets the usual answer: the state is told only to whoever knows the password.
    const wrong = await call(t, "POST", "/api/users/login/", { payload: { email: archie.email, password: "not it at all" } });
    expect(wrong.json()).toEqual({ detail: DETAIL.badCredentials });
    // No reset link either: the service the route runs after answering mails nothing.
    const mailsBefore = t.mails.length;
    await sendPasswordReset({ db: t.app.db, mailer: t.app.mailer, appUrl: "http://app.test" }, archie.email);
    expect(t.mails.length).toBe(mailsBefore);

    const search = `search=${encodeURIComponent("Archie Archived")}`;
    expect(ids(await get(`/api/users/?${search}`, staff.token))).toEqual([]);
    expect((await get("/api/users/all/", staff.token)).json<{ id: number }[]>().map((u) => u.id)).not.toContain(archie.id);
    expect(ids(await get(`/api/users/?archived=1&${search}`, staff.token))).toEqual([archie.id]);
    expect((await get("/api/users/all/?archived=1", staff.token)).json<{ id: number }[]>().map((u) => u.id)).toContain(archie.id);
    // An event owner searches the options (docs/api.md "Users") but never sees the archived ones.
    await createEvent(t, { owners: [owner.id] });
    const found = await get(`/api/users/all/?${search}`, owner.token);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ id: number }[]>().map((u) => u.id)).not.toContain(archie.id);
    expect((await get("/api/users/all/?archived=1", owner.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${archie.id}/`, staff.token)).json<User>().archived).toBe(true);

    const restored = await patchUser(archie.id, { archived: false }, staff.token);
    expect(restored.json<User>().archived).toBe(false);
    expect((await login(archie.email)).statusCode).toBe(200);
    expect(ids(await get(`/api/users/?${search}`, staff.token))).toEqual([archie.id]);
  });
});
