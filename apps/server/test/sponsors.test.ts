// Sponsors (docs/api.md "Sponsors"; docs/product.md sections 3, 5, 7).
import { DETAIL, MSG, type Sponsor } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, sponsors } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(() => t.close());

/** A sponsor straight into the database, behind the server's back: its cached public reads are dropped. */
async function addSponsor(eventId: number, values: Partial<typeof sponsors.$inferInsert> = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(sponsors)
    .values({ eventId, name: "Acme", category: "Title Sponsor", order: 1, ...values })
    .returning({ id: sponsors.id });
  t.app.readCache.clear();
  return row.id;
}

async function storedSponsor(id: number) {
  const [row] = await t.app.db.select().from(sponsors).where(eq(sponsors.id, id));
  return row;
}

async function sponsorCount(eventId: number): Promise<number> {
  return (await t.app.db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.eventId, eventId))).length;
}

async function logOf(eventId: number) {
  return t.app.db
    .select({ action: auctionLog.action, topics: auctionLog.topics })
    .from(auctionLog)
    .where(eq(auctionLog.eventId, eventId))
    .orderBy(auctionLog.seq);
}

describe("GET /api/events/sponsors/?event_id=", () => {
  it("lists an event's sponsors publicly as a plain array, by order then id", async () => {
    const id = await createEvent(t);
    expect((await call(t, "GET", `/api/events/sponsors/?event_id=${id}`)).json()).toEqual([]);
    const c = await addSponsor(id, { name: "C", order: 3 });
    const a1 = await addSponsor(id, { name: "A1", order: 1 });
    const b = await addSponsor(id, { name: "B", order: 2, link: "https://b.example" });
    const a2 = await addSponsor(id, { name: "A2", order: 1 });
    await addSponsor(await createEvent(t), { name: "Elsewhere" });

    for (const url of [`/api/events/sponsors/?event_id=${id}`, `/api/events/sponsors?event_id=${id}`]) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Sponsor[];
      expect(list.map((s) => s.id)).toEqual([a1, a2, b, c]);
      expect(list[2]).toEqual({
        id: b,
        name: "B",
        logo: null,
        order: 2,
        link: "https://b.example",
        category: "Title Sponsor",
        event: id,
      });
    }
  });

  it("answers 404 for an unknown event and 400 without a valid event_id", async () => {
    expect((await call(t, "GET", "/api/events/sponsors/?event_id=999999")).statusCode).toBe(404);
    const missing = await call(t, "GET", "/api/events/sponsors/");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("event_id");
    expect((await call(t, "GET", "/api/events/sponsors/?event_id=x")).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/events/sponsors/?event_id=1&event_id=2")).statusCode).toBe(400);
  });
});

describe("GET /api/events/sponsors/{id}/?event_id=", () => {
  it("shows one sponsor of that event; another event's sponsor is not found", async () => {
    const a = await createEvent(t);
    const b = await createEvent(t);
    const s = await addSponsor(a, { name: "Solo", order: 7 });
    const res = await call(t, "GET", `/api/events/sponsors/${s}/?event_id=${a}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: s, name: "Solo", logo: null, order: 7, link: "", category: "Title Sponsor", event: a });
    expect((await call(t, "GET", `/api/events/sponsors/${s}?event_id=${a}`)).statusCode).toBe(200);
    const cross = await call(t, "GET", `/api/events/sponsors/${s}/?event_id=${b}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ detail: DETAIL.notFound });
    expect((await call(t, "GET", `/api/events/sponsors/999999/?event_id=${a}`)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/events/sponsors/${s}/`)).statusCode).toBe(400);
  });
});

describe("POST /api/events/sponsors/?event_id=", () => {
  it("lets an owner add a sponsor from multipart; an `event` field in the payload is ignored", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const elsewhere = await createEvent(t);
    const form = multipart({
      name: " Acme Corp ",
      category: "Title Sponsor",
      order: 4,
      link: "https://acme.example",
      event: elsewhere,
    });
    const res = await call(t, "POST", `/api/events/sponsors/?event_id=${id}`, { token: owner.token, ...form });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toEqual({
      id: expect.any(Number),
      name: "Acme Corp",
      logo: null,
      order: 4,
      link: "https://acme.example",
      category: "Title Sponsor",
      event: id,
    });
    expect(await sponsorCount(elsewhere)).toBe(0);
    expect(await logOf(id)).toEqual([{ action: "sponsor.create", topics: ["sponsors"] }]);
    expect((await call(t, "GET", `/api/events/sponsors/?event_id=${id}`)).json()).toEqual([s]);
  });

  it("lets staff add a sponsor from JSON without a link", async () => {
    const id = await createEvent(t);
    const res = await call(t, "POST", `/api/events/sponsors?event_id=${id}`, {
      token: staff.token,
      payload: { name: "Beta", category: "Associate", order: "24", event: id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Beta", category: "Associate", order: 24, link: "", event: id });
  });

  it("answers 401, 404, then 403 (even for an invalid body), and adds nothing", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/sponsors/?event_id=${id}`;
    const body = { name: "X", category: "Y", order: 1 };
    expect((await call(t, "POST", url, { payload: body })).statusCode).toBe(401);
    expect(
      (await call(t, "POST", "/api/events/sponsors/?event_id=999999", { token: owner.token, payload: body })).statusCode,
    ).toBe(404);
    expect((await call(t, "POST", url, { token: other.token, payload: body })).statusCode).toBe(403);
    const invalid = await call(t, "POST", url, { token: other.token, payload: { order: 99 } });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json()).toEqual({ detail: DETAIL.forbidden });
    expect(await sponsorCount(id)).toBe(0);
  });

  it("reports the spec's texts for missing fields and the order range", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/sponsors/?event_id=${id}`;
    const missing = await call(t, "POST", url, { token: owner.token, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      name: ["Name is required"],
      category: ["Category is required"],
      order: ["Order is required"],
    });
    const blanks = await call(t, "POST", url, { token: owner.token, ...multipart({ name: "", category: " ", order: "" }) });
    expect(blanks.json()).toEqual(missing.json());
    for (const order of [0, 25, -1, 1000]) {
      const res = await call(t, "POST", url, { token: owner.token, payload: { name: "N", category: "C", order } });
      expect(res.statusCode, String(order)).toBe(400);
      expect(res.json()).toEqual({ order: [MSG.orderRange] });
    }
    const notNumber = await call(t, "POST", url, { token: owner.token, payload: { name: "N", category: "C", order: "first" } });
    expect(notNumber.json()).toEqual({ order: [MSG.notAnInteger] });
    const badLink = await call(t, "POST", url, {
      token: owner.token,
      payload: { name: "N", category: "C", order: 1, link: "javascript:alert(1)" },
    });
    expect(badLink.json()).toEqual({ link: [MSG.invalidUrl] });
    for (const order of [1, 24]) {
      const ok = await call(t, "POST", url, { token: owner.token, payload: { name: `N${order}`, category: "C", order } });
      expect(ok.statusCode).toBe(201);
    }
    expect(await sponsorCount(id)).toBe(2);
  });

  it("answers bad input of any shape with 4xx and adds nothing", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/sponsors/?event_id=${id}`;
    const payloads: unknown[] = [
      { name: "x".repeat(50_000), category: "C", order: 1 },
      { name: ["a", "b"], category: "C", order: 1 },
      { name: "N", category: { x: 1 }, order: 1 },
      { name: "N", category: "C", order: [1, 2] },
      { name: "N", category: "C", order: 1.5 },
      { name: "N", category: "C", order: true },
      { name: "N", category: "C", order: 1, link: ["https://a.example"] },
      { name: "N", category: "C", order: 1, link: `https://${"a".repeat(1000)}.example` },
      { name: "N", category: "C", order: 1, logo: "not a file" },
      [{ name: "N", category: "C", order: 1 }],
      42,
    ];
    for (const payload of payloads) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBeLessThan(500);
    }
    const repeated = await call(t, "POST", url, {
      token: owner.token,
      ...multipart({ name: ["A", "B"], category: "C", order: 1 }),
    });
    expect(repeated.statusCode).toBe(400);
    for (const raw of ['{"name":', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nA']) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: {
          authorization: `Bearer ${owner.token}`,
          "content-type": raw.startsWith("{") ? "application/json" : "multipart/form-data; boundary=b",
        },
        payload: raw,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await sponsorCount(id)).toBe(0);
  });
});

describe("PATCH /api/events/sponsors/{id}/?event_id=", () => {
  it("changes only the sent fields", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const s = await addSponsor(id, { name: "Old", category: "Title", order: 2, link: "https://old.example" });
    const res = await call(t, "PATCH", `/api/events/sponsors/${s}/?event_id=${id}`, {
      token: owner.token,
      ...multipart({ order: 9, link: "" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: s, name: "Old", logo: null, order: 9, link: "", category: "Title", event: id });
    expect(await logOf(id)).toEqual([{ action: "sponsor.update", topics: ["sponsors"] }]);
    const json = await call(t, "PATCH", `/api/events/sponsors/${s}?event_id=${id}`, {
      token: staff.token,
      payload: { name: "New" },
    });
    expect(json.json()).toMatchObject({ name: "New", order: 9 });
    const invalid = await call(t, "PATCH", `/api/events/sponsors/${s}/?event_id=${id}`, {
      token: owner.token,
      payload: { name: "", order: 30 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: [MSG.nameRequired], order: [MSG.orderRange] });
    expect(await storedSponsor(s)).toMatchObject({ name: "New", order: 9 });
  });

  it("never reaches another event's sponsor through this event's id", async () => {
    const a = await createEvent(t, { owners: [other.id] });
    const b = await createEvent(t, { owners: [owner.id] });
    const s = await addSponsor(a, { name: "Belongs to A", order: 5 });
    const before = await storedSponsor(s);
    const patch = await call(t, "PATCH", `/api/events/sponsors/${s}/?event_id=${b}`, {
      token: owner.token,
      payload: { name: "Hijacked" },
    });
    expect(patch.statusCode).toBe(404);
    const staffPatch = await call(t, "PATCH", `/api/events/sponsors/${s}/?event_id=${b}`, {
      token: staff.token,
      payload: { order: 1 },
    });
    expect(staffPatch.statusCode).toBe(404);
    const del = await call(t, "DELETE", `/api/events/sponsors/${s}/?event_id=${b}`, { token: owner.token });
    expect(del.statusCode).toBe(404);
    expect(await storedSponsor(s)).toEqual(before);
    expect(await logOf(b)).toEqual([]);
  });

  it("answers 401, 403 (even for an invalid body) and 404 for an unknown sponsor", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const s = await addSponsor(id);
    const url = `/api/events/sponsors/${s}/?event_id=${id}`;
    expect((await call(t, "PATCH", url, { payload: { name: "X" } })).statusCode).toBe(401);
    expect((await call(t, "PATCH", url, { token: other.token, payload: { name: "" } })).statusCode).toBe(403);
    expect(
      (await call(t, "PATCH", `/api/events/sponsors/999999/?event_id=${id}`, { token: owner.token, payload: { name: "X" } }))
        .statusCode,
    ).toBe(404);
    expect((await storedSponsor(s)).name).toBe("Acme");
  });
});

describe("DELETE /api/events/sponsors/{id}/?event_id=", () => {
  it("removes the sponsor for owners and staff; others get 401/403 and nothing changes", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const s1 = await addSponsor(id);
    const s2 = await addSponsor(id);
    expect((await call(t, "DELETE", `/api/events/sponsors/${s1}/?event_id=${id}`)).statusCode).toBe(401);
    expect((await call(t, "DELETE", `/api/events/sponsors/${s1}/?event_id=${id}`, { token: other.token })).statusCode).toBe(403);
    expect(await sponsorCount(id)).toBe(2);

    const res = await call(t, "DELETE", `/api/events/sponsors/${s1}/?event_id=${id}`, { token: owner.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await call(t, "GET", `/api/events/sponsors/${s1}/?event_id=${id}`)).statusCode).toBe(404);
    expect((await call(t, "DELETE", `/api/events/sponsors/${s1}/?event_id=${id}`, { token: owner.token })).statusCode).toBe(404);
    expect((await call(t, "DELETE", `/api/events/sponsors/${s2}?event_id=${id}`, { token: staff.token })).statusCode).toBe(204);
    expect(await sponsorCount(id)).toBe(0);
    expect(await logOf(id)).toEqual([
      { action: "sponsor.delete", topics: ["sponsors"] },
      { action: "sponsor.delete", topics: ["sponsors"] },
    ]);
  });
});
