// The sponsor's report (docs/api.md "Sponsor exposure"; docs/decisions/072-sponsor-report.md): share
// cards served counted apart from page views, sold moments capped by the sales the event recorded
// since the screen's previous beacon, and the sponsor's private link (made, replaced, revoked, stored
// hashed) that opens the sponsor's figures and nothing else.
import { AUCTION_ACTION, EXPOSURE_LIMITS, SPONSOR_KEY_HEADER, type SponsorExposure, type SponsorLink } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, events, pageViews, sponsorLinks } from "../src/db/schema.ts";
import { hashToken } from "../src/services/auth/crypto.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { ageScreen, eventWithSponsors, newScreen, sendBeacon } from "./helpers/exposure-factories.ts";
import { call, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

const setup = () => eventWithSponsors(t, owner.id);
const beacon = (ev: number, payload: unknown) => sendBeacon(t, ev, payload);
const figures = (ev: number, sponsor: number, opts: { token?: string; key?: string } = { token: owner.token }) =>
  call(t, "GET", `/api/events/sponsors/${sponsor}/exposure/?event_id=${ev}`, {
    token: opts.token,
    headers: opts.key === undefined ? {} : { [SPONSOR_KEY_HEADER]: opts.key },
  });
/** As the event's owner, or as `token` (null: no token). */
const linkCall = (method: "POST" | "DELETE", ev: number, sponsor: number, token: string | null = owner.token) =>
  call(t, method, `/api/events/sponsors/${sponsor}/link/?event_id=${ev}`, { token: token ?? undefined });

let seq = 1_000;
/** `n` sales in the event's log, recorded now (what the sell and clock routes write; their data does not matter here). */
async function recordSales(ev: number, n: number, action: string = AUCTION_ACTION.sell) {
  for (let i = 0; i < n; i++) {
    await t.app.db.insert(auctionLog).values({ eventId: ev, seq: ++seq, action, topics: ["auction"], data: {} });
  }
}
const age = (ev: number, screen: string, seconds: number) => ageScreen(t, ev, screen, seconds);

describe("share cards served", () => {
  it("counts each card of the event sent (not a 304, not another event's), apart from the page views", async () => {
    const { ev, a } = await setup();
    const first = await call(t, "GET", `/api/events/events/${ev}/card.png`);
    expect(first.statusCode).toBe(200);
    // The asker kept it: no card sent, nothing counted.
    const kept = await call(t, "GET", `/api/events/events/${ev}/card.png`, {
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(kept.statusCode).toBe(304);
    expect((await call(t, "GET", `/api/events/events/${ev}/card.png`)).statusCode).toBe(200);
    // An unknown team's card is a 404 and counts nothing.
    expect((await call(t, "GET", `/api/teams/999999/card.png?event_id=${ev}`)).statusCode).toBe(404);
    t.app.viewCounts.add(ev, "players");
    await t.app.viewCounts.flush();

    const f = (await figures(ev, a)).json<SponsorExposure>();
    expect(f).toMatchObject({ cards_served: 2, page_views: 1 });
    const rows = await t.app.db.select().from(pageViews).where(eq(pageViews.eventId, ev));
    expect(rows.map((r) => [r.page, r.views]).sort()).toEqual([
      ["card", 2],
      ["players", 1],
    ]);
  });
});

describe("sold moments", () => {
  it("counts a screen's moments up to the sales the event recorded since its previous beacon, per screen", async () => {
    const { ev, a, b } = await setup();
    const other = await setup();
    const screen = newScreen();
    // No sale yet: claimed moments count nothing (the seconds still count).
    expect((await beacon(ev, { screen, kind: "big-screen", shown: [{ sponsor: a, seconds: 10, moments: 3 }] })).json()).toEqual({
      counted: 10,
      moments: 0,
    });
    // Two sales here (one by the clock) and three in another event; the screen claims five over two sponsors.
    await recordSales(ev, 1);
    await recordSales(ev, 1, AUCTION_ACTION.clock);
    await recordSales(other.ev, 3);
    await age(ev, screen, 30);
    const res = await beacon(ev, {
      screen,
      kind: "big-screen",
      shown: [
        { sponsor: a, seconds: 5, moments: 1 },
        { sponsor: b, seconds: 5, moments: 4 },
      ],
    });
    expect(res.json()).toEqual({ counted: 10, moments: 2 });
    // Replayed at once: no sale since, nothing counted.
    await age(ev, screen, -60);
    expect((await beacon(ev, { screen, kind: "big-screen", shown: [{ sponsor: a, seconds: 0, moments: 2 }] })).json()).toEqual({
      counted: 0,
      moments: 0,
    });
    // The overlay saw the same two sales: it counts its own.
    const overlay = newScreen();
    expect(
      (await beacon(ev, { screen: overlay, kind: "overlay", shown: [{ sponsor: a, seconds: 5, moments: 2 }] })).json(),
    ).toEqual({
      counted: 5,
      moments: 2,
    });
    // An older screen sends no moments: still counted as before.
    expect((await beacon(ev, { screen: newScreen(), kind: "overlay", shown: [{ sponsor: b, seconds: 3 }] })).json()).toEqual({
      counted: 3,
      moments: 0,
    });

    expect((await figures(ev, a)).json<SponsorExposure>().sold_moments).toBe(1 + 2);
    expect((await figures(ev, b)).json<SponsorExposure>().sold_moments).toBe(1);
  });

  it.each([
    ["negative moments", -1],
    ["fractional moments", 1.5],
    ["more moments than one beacon may claim", EXPOSURE_LIMITS.momentsMax + 1],
  ])("refuses %s and counts nothing", async (_name, moments) => {
    const { ev, a } = await setup();
    await recordSales(ev, 2);
    const res = await beacon(ev, { screen: newScreen(), kind: "overlay", shown: [{ sponsor: a, seconds: 5, moments }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain("shown");
    expect((await figures(ev, a)).json<SponsorExposure>()).toMatchObject({ sold_moments: 0, screen_seconds: 0 });
  });
});

describe("the sponsor's private link", () => {
  it("is made with a random key stored hashed, opens only its sponsor's figures, and stops on replace and revoke", async () => {
    const { ev, a, b } = await setup();
    expect((await figures(ev, a)).json<SponsorExposure>().link_created_at).toBeNull();
    const made = await linkCall("POST", ev, a);
    expect(made.statusCode, made.body).toBe(201);
    const { key, created_at } = made.json<SponsorLink>();
    // 32 random bytes, base64url: at least 128 bits.
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.app.db.select().from(sponsorLinks).where(eq(sponsorLinks.sponsorId, a));
    expect(stored!.tokenHash).toBe(hashToken(key));
    expect(JSON.stringify(stored)).not.toContain(key);

    // Anyone with the key reads the sponsor's figures, with the event and the sponsor for the page.
    const read = await figures(ev, a, { key });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<SponsorExposure>()).toMatchObject({
      sponsor: { id: a, name: "Title Co", category: "Title", logo: null },
      event: { id: ev },
      link_created_at: created_at,
    });
    // Not another sponsor's, not with another event's id, not a made-up key: 404 without saying which.
    const refusals = [
      await figures(ev, b, { key }),
      await figures(ev + 1_000_000, a, { key }),
      await figures(ev, a, { key: `${key.slice(0, -1)}x` }),
      await figures(ev, a, { key: "" }),
    ];
    for (const r of refusals) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual(refusals[0]!.json());
    }

    // Replaced: the old key stops, the new one opens.
    const replaced = await linkCall("POST", ev, a);
    expect(replaced.statusCode).toBe(201);
    const next = replaced.json<SponsorLink>().key;
    expect(next).not.toBe(key);
    expect((await figures(ev, a, { key })).statusCode).toBe(404);
    expect((await figures(ev, a, { key: next })).statusCode).toBe(200);
    expect(await t.app.db.select().from(sponsorLinks).where(eq(sponsorLinks.sponsorId, a))).toHaveLength(1);

    // Revoked: the key stops; revoking again is no error.
    expect((await linkCall("DELETE", ev, a)).statusCode).toBe(204);
    expect((await figures(ev, a, { key: next })).statusCode).toBe(404);
    expect((await linkCall("DELETE", ev, a)).statusCode).toBe(204);
    expect((await figures(ev, a)).json<SponsorExposure>().link_created_at).toBeNull();
  });

  it("closes with its event archived", async () => {
    const { ev, a } = await setup();
    const { key } = (await linkCall("POST", ev, a)).json<SponsorLink>();
    await t.app.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, ev));
    expect((await figures(ev, a, { key })).statusCode).toBe(404);
  });

  it("is the event's managers' to make and revoke: 401 without a token, 403 for another organiser, 404 for another event's sponsor", async () => {
    const { ev, a } = await setup();
    const other = await setup();
    for (const method of ["POST", "DELETE"] as const) {
      expect((await linkCall(method, ev, a, null)).statusCode).toBe(401);
      expect((await linkCall(method, ev, a, stranger.token)).statusCode).toBe(403);
      expect((await linkCall(method, ev, other.a)).statusCode).toBe(404);
    }
    expect(await t.app.db.select().from(sponsorLinks).where(eq(sponsorLinks.eventId, ev))).toEqual([]);
    // The figures without a key: as before, 401 and 403.
    expect((await figures(ev, a, {})).statusCode).toBe(401);
    expect((await figures(ev, a, { token: stranger.token })).statusCode).toBe(403);
  });
});
