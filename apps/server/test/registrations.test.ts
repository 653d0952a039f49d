// Players register themselves (docs/api.md "Registration"; docs/decisions/065-registration.md): the
// form's settings, closed / past / full, required fields and custom questions, the honeypot, the photo
// as any upload, the rate limits and the pending cap, duplicates flagged, the private link (another
// token sees nothing), approve / reject / approve-many with permissions and the audit log, privacy of
// pending registrations and private answers, and the backup's round trip.
import {
  type ApproveManyResult,
  type AuctionLogEntry,
  CONTACT_NUMBER_KEY,
  MSG,
  type Paged,
  PLAYER_STATUS,
  type Player,
  REG_TEXT,
  REGISTRATION_LIMITS,
  type Registration,
  type RegistrationCreated,
  type RegistrationSettings,
  type RestoreResult,
} from "@sah/domain";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAttempts } from "../src/db/rate-counters.ts";
import { registrations } from "../src/db/schema.ts";
import { RATE_RULES } from "../src/services/rate-limits.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createSkill, createUser, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let organiser: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  organiser = await createUser(t, { name: "Olivia Organiser" });
  stranger = await createUser(t);
});
afterAll(() => t.close());

let address = 0;
/** Each registration from its own address unless one is given (the per-address limit has its own test). */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

type Fields = Parameters<typeof multipart>[0];
function register(ev: number, fields: Fields, from = nextAddress()) {
  const { payload, headers } = multipart(fields);
  return t.app.inject({
    method: "POST",
    url: `/api/players/registrations/?event_id=${ev}`,
    payload,
    headers,
    remoteAddress: from,
  });
}
const settingsOf = (ev: number) => call(t, "GET", `/api/events/events/${ev}/registration/`);
/** `token` null: no token (undefined would take the default). */
const patchSettings = (ev: number, payload: Record<string, unknown>, token: string | null = organiser.token) =>
  call(t, "PATCH", `/api/events/events/${ev}/registration/`, { token: token ?? undefined, payload });
const list = (ev: number, query = "", token: string | null = organiser.token) =>
  call(t, "GET", `/api/players/registrations/?event_id=${ev}${query}`, { token: token ?? undefined });
const decide = (
  ev: number,
  id: number,
  what: "approve" | "reject",
  payload: unknown,
  token: string | undefined = organiser.token,
) => call(t, "POST", `/api/players/registrations/${id}/${what}/?event_id=${ev}`, { token, payload: payload as object });

async function ok<T>(res: Promise<{ statusCode: number; body: string; json<J>(): J }>, status = 200): Promise<T> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`${r.statusCode}: ${r.body}`);
  return r.json<T>();
}

const QUESTIONS = [
  { label: "Batting hand", kind: "choice", options: ["Right", "Left"], required: true },
  { label: "Years played", kind: "number", required: false },
];

/** An event of the organiser's with registration open and the two custom questions. */
async function openEvent(extra: Record<string, unknown> = {}): Promise<number> {
  const ev = await createEvent(t, { owners: [organiser.id] });
  await ok(patchSettings(ev, { open: true, note: "Fee ₹200 at the ground", questions: QUESTIONS, ...extra }));
  return ev;
}

let n = 0;
const person = (over: Fields = {}): Fields => ({
  name: `Ravi Kumar ${++n}`,
  date_of_birth: `2001-04-0${(n % 9) + 1}`,
  phone: `+91 98${String(100_00000 + n).padStart(8, "0")}`,
  answers: JSON.stringify({ "Batting hand": "left", "Years played": "4" }),
  ...over,
});

const photo = (w = 1200, h = 900) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
const pendingCount = async (ev: number) =>
  Number((await t.app.db.select({ n: count() }).from(registrations).where(eq(registrations.eventId, ev)))[0].n);

describe("GET/PATCH /api/events/events/{id}/registration/", () => {
  it("is closed by default; the organiser opens it with questions and a note; anyone reads it", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    expect(await ok<RegistrationSettings>(settingsOf(ev))).toMatchObject({
      open: false,
      enabled: false,
      closed_reason: "closed",
      questions: [],
      fields: { date_of_birth: "required", phone: "required" },
    });
    const saved = await ok<RegistrationSettings>(
      patchSettings(ev, {
        open: true,
        note: "Bring whites",
        cap: 40,
        questions: QUESTIONS,
        fields: { photo: "required", date_of_birth: "optional", skills: "off", phone: "required", email: "optional" },
      }),
    );
    expect(saved).toMatchObject({ open: true, closed_reason: null, note: "Bring whites", cap: 40 });
    expect(saved.questions[1]).toEqual({ label: "Years played", kind: "number", options: [], required: false });
    expect((await ok<RegistrationSettings>(settingsOf(ev))).fields.photo).toBe("required");
  });

  it("401, 403 for a stranger, 404 for an unknown event; bad settings are 400 by field and change nothing", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    expect((await patchSettings(ev, { open: true }, null)).statusCode).toBe(401);
    expect((await patchSettings(ev, { open: true }, stranger.token)).statusCode).toBe(403);
    expect((await patchSettings(999_999, { open: true }, staff.token)).statusCode).toBe(404);
    expect((await settingsOf(999_999)).statusCode).toBe(404);
    const bad = await patchSettings(ev, {
      open: true,
      cap: 0,
      closes_at: "tomorrow",
      questions: [
        { label: "Club", kind: "choice", options: ["Only one"] },
        { label: CONTACT_NUMBER_KEY, kind: "text" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["cap", "closes_at", "questions"]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, kind: "text" }));
    expect((await patchSettings(ev, { questions: eleven })).json()).toEqual({ questions: [REG_TEXT.tooManyQuestions] });
    const twice = await patchSettings(ev, {
      questions: [
        { label: "Club", kind: "text" },
        { label: "club", kind: "text" },
      ],
    });
    expect(twice.json()).toEqual({ questions: [REG_TEXT.labelRepeated] });
    expect(await ok<RegistrationSettings>(settingsOf(ev))).toMatchObject({ enabled: false, cap: null, questions: [] });
  });
});

describe("POST /api/players/registrations/", () => {
  it("takes a registration: 201 pending with a token, and mails the private link when an e-mail was given", async () => {
    const ev = await openEvent();
    const skill = await createSkill(t, ev, "Bowler");
    const res = await register(
      ev,
      person({
        email: "ravi@example.com",
        skills: [skill],
        photo: { filename: "me.jpg", data: await photo(), type: "image/jpeg" },
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<RegistrationCreated>();
    expect(created).toMatchObject({ state: "pending" });
    expect(created.token.length).toBeGreaterThan(30);
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.id, created.id));
    // The token is stored hashed, never as it is.
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(created.token);
    expect(row.answers).toEqual({ "Batting hand": "Left", "Years played": 4 });
    expect(row.skills).toEqual([skill]);
    expect(row.photo).toMatch(/^\/media\/players\/[0-9a-f]+\.jpg$/);
    // The photo went through the upload pipeline: made no larger than the stored size.
    const stored = await t.app.inject({ method: "GET", url: row.photo! });
    expect((await sharp(stored.rawPayload).metadata()).width).toBeLessThanOrEqual(1024);
    const mail = t.mails[t.mails.length - 1];
    expect(mail?.to).toBe("ravi@example.com");
    expect(mail?.text).toContain(`http://app.test/view/${ev}/register/mine/${created.id}/${created.token}`);
  });

  it("409 {detail} when closed, past its closing time or full; nothing is stored", async () => {
    const closed = await createEvent(t, { owners: [organiser.id] });
    const res = await register(closed, person());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: REG_TEXT.closed });

    const past = await openEvent({ closes_at: new Date(Date.now() - 60_000).toISOString() });
    expect(await ok<RegistrationSettings>(settingsOf(past))).toMatchObject({ open: false, closed_reason: "past" });
    expect((await register(past, person())).json()).toEqual({ detail: REG_TEXT.past });

    const full = await openEvent({ cap: 1 });
    expect((await register(full, person())).statusCode).toBe(201);
    expect(await ok<RegistrationSettings>(settingsOf(full))).toMatchObject({ open: false, closed_reason: "full" });
    expect((await register(full, person())).json()).toEqual({ detail: REG_TEXT.full });
    expect(await pendingCount(closed)).toBe(0);
    expect(await pendingCount(past)).toBe(0);
    expect(await pendingCount(full)).toBe(1);
  });

  it("400 keyed by field for missing required fields, a bad phone, and each question's answer", async () => {
    const ev = await openEvent({
      fields: { photo: "required", date_of_birth: "required", skills: "optional", phone: "required", email: "optional" },
    });
    const res = await register(ev, {
      name: " ",
      phone: "call me",
      email: "nope",
      answers: JSON.stringify({ "Batting hand": "Both", "Years played": "many" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [MSG.nameRequired],
      date_of_birth: [REG_TEXT.required],
      phone: [REG_TEXT.phoneInvalid],
      email: [MSG.emailInvalid],
      photo: [REG_TEXT.required],
      "answers.0": [REG_TEXT.chooseOne],
      "answers.1": [REG_TEXT.notANumber],
    });
    const missing = await register(ev, { ...person(), answers: "{}", photo: { filename: "a.jpg", data: await photo(40, 40) } });
    expect(missing.json()).toEqual({ "answers.0": [REG_TEXT.required] });
    expect(await pendingCount(ev)).toBe(0);
  });

  it("refuses a filled honeypot, a file that is not an image and one over the upload limit", async () => {
    const ev = await openEvent();
    expect((await register(ev, person({ website: "http://spam.example" }))).json()).toEqual({ website: [REG_TEXT.honeypot] });
    const notImage = await register(ev, person({ photo: { filename: "x.jpg", data: Buffer.from("not an image at all") } }));
    expect(notImage.json()).toEqual({ photo: [MSG.notAnImage] });
    const huge = await register(ev, person({ photo: { filename: "x.jpg", data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) } }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ photo: [MSG.imageTooLarge] });
    expect(await pendingCount(ev)).toBe(0);
  });

  it("limits registrations per address and per event per hour (429), and pending ones per event (409)", async () => {
    const a = await openEvent();
    const b = await openEvent();
    const from = "10.77.0.1";
    for (let i = 0; i < REGISTRATION_LIMITS.perAddressPerHour; i++)
      expect((await register(i % 2 ? a : b, person(), from)).statusCode).toBe(201);
    const refused = await register(a, person(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: REG_TEXT.tooManyByAddress() });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register(a, person())).statusCode).toBe(201);

    const c = await openEvent();
    await countAttempts(
      t.app.db,
      `${RATE_RULES.registrationsForEvent.prefix}|${c}`,
      REGISTRATION_LIMITS.perEventPerHour,
      3_600_000,
    );
    expect((await register(c, person())).json()).toEqual({ detail: REG_TEXT.tooManyForEvent() });
    expect(await pendingCount(c)).toBe(0);

    const d = await openEvent();
    await t.app.db
      .insert(registrations)
      .values(Array.from({ length: REGISTRATION_LIMITS.pendingPerEventMax }, (_, i) => ({ eventId: d, name: `Queued ${i}` })));
    const full = await register(d, person());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: REG_TEXT.tooManyPending() });
  });

  it("flags duplicates (same phone, e-mail, or name and date of birth) among players and pending registrations, and still takes them", async () => {
    const ev = await openEvent();
    await ok(
      call(t, "POST", `/api/players/?event_id=${ev}`, {
        token: organiser.token,
        payload: { name: "Anil Rao", date_of_birth: "1999-09-09", details: { [CONTACT_NUMBER_KEY]: "98450 11111" } },
      }),
      201,
    );
    const first = await ok<RegistrationCreated>(
      register(ev, person({ name: "Sunil", email: "s@example.com", phone: "+1 555 010 0000" })),
      201,
    );
    await ok(register(ev, person({ name: "Someone", phone: "+91 98450-11111" })), 201);
    await ok(register(ev, person({ name: "Else", email: "S@Example.com", phone: "555 010 9999" })), 201);
    await ok(register(ev, person({ name: " anil  rao", date_of_birth: "1999-09-09", phone: "700 000 0001" })), 201);
    const page = await ok<Paged<Registration>>(list(ev));
    expect(page.results.map((r) => r.flags)).toEqual([[], ["duplicate_phone"], ["duplicate_email"], ["duplicate_name_dob"]]);
    expect(page.results[0]?.id).toBe(first.id);
  });
});

describe("the registrant's private link", () => {
  it("shows and corrects the registration by its token while pending; another token sees nothing", async () => {
    const ev = await openEvent();
    const mine = await ok<RegistrationCreated>(register(ev, person({ email: "me@example.com" })), 201);
    const theirs = await ok<RegistrationCreated>(register(ev, person()), 201);
    const url = (id: number, token: string) => `/api/players/registrations/${id}/?token=${encodeURIComponent(token)}`;
    expect((await ok<Registration>(call(t, "GET", url(mine.id, mine.token)))).email).toBe("me@example.com");
    expect((await call(t, "GET", url(mine.id, theirs.token))).statusCode).toBe(404);
    expect((await call(t, "GET", url(mine.id, "x".repeat(43)))).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/players/registrations/${mine.id}/`)).statusCode).toBe(400);
    const fixed = multipart(person({ name: "Corrected Name", email: "me@example.com" }));
    const patched = await t.app.inject({ method: "PATCH", url: url(mine.id, mine.token), ...fixed });
    expect(patched.json<Registration>().name).toBe("Corrected Name");
    const other = await t.app.inject({ method: "PATCH", url: url(mine.id, theirs.token), ...multipart(person()) });
    expect(other.statusCode).toBe(404);
    await ok(decide(ev, mine.id, "reject", {}));
    const late = await t.app.inject({ method: "PATCH", url: url(mine.id, mine.token), ...multipart(person()) });
    expect(late.statusCode).toBe(409);
    expect((await ok<Registration>(call(t, "GET", url(mine.id, mine.token)))).state).toBe("rejected");
  });
});

describe("the organiser's queue", () => {
  it("lists registrations to the event's managers only, paged and by state; never publicly", async () => {
    const ev = await openEvent();
    for (let i = 0; i < 3; i++) await ok(register(ev, person({ email: `p${i}@example.com` })), 201);
    expect((await list(ev, "", null)).statusCode).toBe(401);
    expect((await list(ev, "", stranger.token)).statusCode).toBe(403);
    const page = await ok<Paged<Registration>>(list(ev, "&state=pending&page_size=2"));
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain("page=2");
    expect((await ok<Paged<Registration>>(list(ev, "&state=approved"))).count).toBe(0);
    expect((await list(ev, "&state=maybe")).statusCode).toBe(400);
    // Pending registrations are not players: the public players list does not show them.
    const players = await ok<Paged<Player>>(call(t, "GET", `/api/players/?event_id=${ev}`));
    expect(players.count).toBe(0);
  });

  it("approves into an Available player with answers as details, the phone and e-mail private, and logs it", async () => {
    const ev = await openEvent();
    const skill = await createSkill(t, ev);
    const reg = await ok<RegistrationCreated>(
      register(ev, person({ name: "Meera", email: "meera@example.com", phone: "+91 90000 12345", skills: [skill] })),
      201,
    );
    expect((await decide(ev, reg.id, "approve", { grade: 10 }, stranger.token)).statusCode).toBe(403);
    expect((await decide(ev, reg.id, "approve", { grade: 7 })).json()).toEqual({ grade: [MSG.invalidGrade] });
    const player = await ok<Player>(decide(ev, reg.id, "approve", { grade: 10, base_price: 50, set: "Marquee" }), 201);
    expect(player).toMatchObject({
      name: "Meera",
      grade: 10,
      base_price: 50,
      set: "Marquee",
      status: PLAYER_STATUS.AVAILABLE,
      email: "meera@example.com",
      skills: [skill],
      details: { "Batting hand": "Left", "Years played": 4, [CONTACT_NUMBER_KEY]: "+91 90000 12345" },
    });
    const seen = await ok<Player>(call(t, "GET", `/api/players/${player.id}/?event_id=${ev}`));
    expect(seen.details).toEqual({ "Batting hand": "Left", "Years played": 4 });
    expect(seen.email).toBeUndefined();
    expect((await decide(ev, reg.id, "approve", { grade: 10 })).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect(row).toMatchObject({ state: "approved", playerId: player.id, decidedBy: organiser.id });
    const log = await ok<Paged<AuctionLogEntry>>(call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: organiser.token }));
    expect(log.results.map((l) => l.action)).toContain("registration.approve");
  });

  it("rejects with a reason, mailed when an e-mail was given; logged; another event's registration is 404", async () => {
    const ev = await openEvent();
    const other = await openEvent();
    const reg = await ok<RegistrationCreated>(register(ev, person({ email: "no@example.com" })), 201);
    expect((await decide(other, reg.id, "reject", {})).statusCode).toBe(404);
    const done = await ok<Registration>(decide(ev, reg.id, "reject", { reason: "Squad is full <b>sorry</b>" }));
    expect(done).toMatchObject({ state: "rejected", reason: "Squad is full <b>sorry</b>" });
    const mail = t.mails[t.mails.length - 1];
    expect(mail).toMatchObject({ to: "no@example.com", subject: REG_TEXT.rejectedSubject });
    expect(mail?.text).toContain("Squad is full");
    const log = await ok<Paged<AuctionLogEntry>>(call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: organiser.token }));
    expect(log.results.find((l) => l.action === "registration.reject")?.reason).toBe("Squad is full <b>sorry</b>");
  });

  it("approves many at once with one grade, all or none", async () => {
    const ev = await openEvent();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await ok<RegistrationCreated>(register(ev, person()), 201)).id);
    const url = `/api/players/registrations/approve-many/?event_id=${ev}`;
    expect((await call(t, "POST", url, { token: stranger.token, payload: { ids, grade: 20 } })).statusCode).toBe(403);
    expect((await call(t, "POST", url, { token: organiser.token, payload: { ids: [], grade: 20 } })).json()).toEqual({
      ids: [REG_TEXT.idsRequired],
    });
    await ok(decide(ev, ids[2]!, "reject", {}));
    const mixed = await call(t, "POST", url, { token: organiser.token, payload: { ids, grade: 20 } });
    expect(mixed.statusCode).toBe(409);
    expect((await ok<Paged<Registration>>(list(ev, "&state=pending"))).count).toBe(2);
    const done = await ok<ApproveManyResult>(
      call(t, "POST", url, { token: organiser.token, payload: { ids: ids.slice(0, 2), grade: 20 } }),
      201,
    );
    expect(done.approved.map((a) => a.registration)).toEqual(ids.slice(0, 2));
    const players = await ok<Paged<Player>>(call(t, "GET", `/api/players/?event_id=${ev}`));
    expect(players.results.map((p) => p.grade)).toEqual([20, 20]);
  });
});

describe("backup, restore and duplicate", () => {
  it("a backup holds the form and the registrations (no token); a restore brings them back; a duplicate copies the form closed, no registrations", async () => {
    const ev = await openEvent();
    const a = await ok<RegistrationCreated>(
      register(ev, person({ name: "Kept Pending", photo: { filename: "p.jpg", data: await photo(60, 60) } })),
      201,
    );
    const b = await ok<RegistrationCreated>(register(ev, person({ name: "Kept Approved" })), 201);
    await ok(decide(ev, b.id, "approve", { grade: 15 }), 201);
    const backup = await call(t, "GET", `/api/events/events/${ev}/backup/`, { token: organiser.token });
    expect(backup.statusCode).toBe(200);
    expect(backup.rawPayload.toString("latin1")).not.toContain(a.token);
    const { payload, headers } = multipart({ file: { filename: "b.zip", data: backup.rawPayload, type: "application/zip" } });
    const restored = await ok<RestoreResult>(
      t.app.inject({
        method: "POST",
        url: "/api/events/events/restore/",
        payload,
        headers: { ...headers, authorization: `Bearer ${staff.token}` },
      }),
      201,
    );
    const form = await ok<RegistrationSettings>(settingsOf(restored.id));
    expect(form).toMatchObject({ enabled: true, note: "Fee ₹200 at the ground" });
    expect(form.questions.map((q) => q.label)).toEqual(["Batting hand", "Years played"]);
    const rows = await ok<Paged<Registration>>(list(restored.id, "", staff.token));
    expect(rows.results.map((r) => [r.name, r.state])).toEqual([
      ["Kept Pending", "pending"],
      ["Kept Approved", "approved"],
    ]);
    expect(rows.results[0]?.photo).toMatch(/^\/media\/players\//);
    expect(rows.results[0]?.photo).not.toBe((await ok<Paged<Registration>>(list(ev))).results[0]?.photo);
    const restoredPlayers = await ok<Paged<Player>>(call(t, "GET", `/api/players/?event_id=${restored.id}`));
    expect(rows.results[1]?.player).toBe(restoredPlayers.results[0]?.id);
    // The old token opens nothing on the restored copy.
    const [copy] = await t.app.db.select().from(registrations).where(eq(registrations.eventId, restored.id));
    expect(copy.tokenHash).toBeNull();

    const dup = await ok<{ id: number }>(
      call(t, "POST", `/api/events/events/${ev}/duplicate/`, { token: staff.token, payload: { name: `Next season ${ev}` } }),
      201,
    );
    expect(await ok<RegistrationSettings>(settingsOf(dup.id))).toMatchObject({
      enabled: false,
      questions: QUESTIONS.map(() => expect.anything()),
    });
    expect(await pendingCount(dup.id)).toBe(0);
  });
});
