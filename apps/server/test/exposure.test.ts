// Sponsor exposure (docs/api.md "Sponsor exposure"; docs/decisions/066-report-and-exposure.md):
// the screens' beacon counts no more than has passed per screen, only the event's sponsors, whole
// non-negative seconds, at most so often; page views are counts with nothing about the visitor.
import { EXPOSURE_LIMITS, EXPOSURE_MSG, type SponsorExposure } from "@sah/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViews, sponsorExposure } from "../src/db/schema.ts";
import { pageViewCounter, publicPageOf } from "../src/services/exposure/exposure.ts";
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
const figures = (ev: number, sponsor: number, token = owner.token) =>
  call(t, "GET", `/api/events/sponsors/${sponsor}/exposure/?event_id=${ev}`, { token });
const age = (ev: number, screen: string, seconds: number) => ageScreen(t, ev, screen, seconds);

describe("POST /api/events/{id}/exposure/", () => {
  it("counts a screen's seconds up to the time passed since its previous beacon, once per screen", async () => {
    const { ev, a, b } = await setup();
    const screen = newScreen();
    // A first beacon counts at most firstBeaconSeconds.
    const first = await beacon(ev, { screen, kind: "big-screen", shown: [{ sponsor: a, seconds: 30 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ counted: EXPOSURE_LIMITS.firstBeaconSeconds, moments: 0 });
    // Again with no time passed (a reload, a script): nothing counted. The previous beacon is moved a
    // minute ahead so that this test's own slowness adds no elapsed seconds.
    await age(ev, screen, -60);
    expect((await beacon(ev, { screen, kind: "big-screen", shown: [{ sponsor: a, seconds: 30 }] })).json()).toEqual({
      counted: 0,
      moments: 0,
    });
    // 40 s later it claims 600 s over two sponsors: 40 counted, the first sponsor first.
    await age(ev, screen, 40);
    const inflated = await beacon(ev, {
      screen,
      kind: "big-screen",
      shown: [
        { sponsor: a, seconds: 25 },
        { sponsor: b, seconds: 575 },
      ],
    });
    expect(inflated.json()).toEqual({ counted: 40, moments: 0 });
    // A second screen has its own clock.
    const other = newScreen();
    expect((await beacon(ev, { screen: other, kind: "overlay", shown: [{ sponsor: a, seconds: 20 }] })).json()).toEqual({
      counted: 20,
      moments: 0,
    });

    const res = await figures(ev, a);
    expect(res.statusCode).toBe(200);
    const f = res.json<SponsorExposure>();
    expect(f).toMatchObject({ sponsor: { id: a, name: "Title Co" }, screen_seconds: 30 + 25, overlay_seconds: 20 });
    expect(f.by_hour.reduce((n, h) => n + h.screen_seconds + h.overlay_seconds, 0)).toBe(75);
    expect((await figures(ev, b)).json<SponsorExposure>()).toMatchObject({ screen_seconds: 15, overlay_seconds: 0 });
  });

  const refusals: [string, (s: { a: number; screen: string }) => unknown, string][] = [
    ["negative seconds", ({ a, screen }) => ({ screen, kind: "overlay", shown: [{ sponsor: a, seconds: -5 }] }), "shown"],
    ["fractional seconds", ({ a, screen }) => ({ screen, kind: "overlay", shown: [{ sponsor: a, seconds: 1.5 }] }), "shown"],
    [
      "a time of its own",
      ({ a, screen }) => ({ screen, kind: "overlay", at: "2099-01-01T00:00:00Z", shown: [{ sponsor: a, seconds: 5 }] }),
      "",
    ],
    ["an unknown kind of screen", ({ a, screen }) => ({ screen, kind: "phone", shown: [{ sponsor: a, seconds: 5 }] }), "kind"],
    ["a short screen id", ({ a }) => ({ screen: "x", kind: "overlay", shown: [{ sponsor: a, seconds: 5 }] }), "screen"],
    [
      "a sponsor twice",
      ({ a, screen }) => ({
        screen,
        kind: "overlay",
        shown: [
          { sponsor: a, seconds: 5 },
          { sponsor: a, seconds: 5 },
        ],
      }),
      "shown",
    ],
  ];
  it.each(refusals)("refuses %s and counts nothing", async (_name, body, field) => {
    const { ev, a } = await setup();
    const screen = newScreen();
    const res = await beacon(ev, body({ a, screen }));
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json())).toContain(field);
    expect(await t.app.db.select().from(sponsorExposure).where(eq(sponsorExposure.eventId, ev))).toEqual([]);
  });

  it("refuses another event's sponsor, and an unknown event", async () => {
    const { ev } = await setup();
    const other = await setup();
    const res = await beacon(ev, { screen: newScreen(), kind: "big-screen", shown: [{ sponsor: other.a, seconds: 10 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ shown: [EXPOSURE_MSG.notEventSponsor] });
    expect((await beacon(999_999, { screen: newScreen(), kind: "big-screen", shown: [] })).statusCode).toBe(404);
  });

  it("is rate-limited per screen", async () => {
    const { ev, a } = await setup();
    const screen = newScreen();
    for (let i = 0; i < EXPOSURE_LIMITS.perScreenPerMinute; i++)
      expect((await beacon(ev, { screen, kind: "overlay", shown: [{ sponsor: a, seconds: 1 }] })).statusCode).toBe(200);
    const res = await beacon(ev, { screen, kind: "overlay", shown: [{ sponsor: a, seconds: 1 }] });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    // Another screen is not held back.
    expect((await beacon(ev, { screen: newScreen(), kind: "overlay", shown: [] })).statusCode).toBe(200);
  });
});

describe("GET /api/events/sponsors/{id}/exposure/", () => {
  it("is the event's managers' only, and 404 for another event's sponsor", async () => {
    const { ev, a } = await setup();
    const other = await setup();
    expect((await call(t, "GET", `/api/events/sponsors/${a}/exposure/?event_id=${ev}`)).statusCode).toBe(401);
    expect((await figures(ev, a, stranger.token)).statusCode).toBe(403);
    expect((await figures(ev, other.a)).statusCode).toBe(404);
  });
});

describe("page views", () => {
  it("names the public pages by path only; the room's screens are not counted", () => {
    expect(publicPageOf("/view/7")).toEqual({ eventId: 7, page: "event" });
    expect(publicPageOf("/view/7/players/12")).toEqual({ eventId: 7, page: "player" });
    expect(publicPageOf("/view/7/report")).toEqual({ eventId: 7, page: "report" });
    expect(publicPageOf("/view/7/screen")).toBeNull();
    expect(publicPageOf("/view/7/overlay")).toBeNull();
    expect(publicPageOf("/dashboard/7")).toBeNull();
  });

  it("keeps a count per event, page and day and nothing about the visitor", async () => {
    const { ev, a } = await setup();
    const counter = pageViewCounter(t.app.db);
    counter.add(ev, "players");
    counter.add(ev, "players");
    counter.add(ev, "report");
    await counter.flush();
    counter.add(ev, "players");
    await counter.flush();
    const rows = await t.app.db.select().from(pageViews).where(eq(pageViews.eventId, ev));
    expect(rows.map((r) => [r.page, r.views]).sort()).toEqual([
      ["players", 3],
      ["report", 1],
    ]);
    // The table's columns: the event, the page, the day and the count; no address, agent or id of a person.
    const columns = await t.app.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'page_views' order by column_name`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name)).toEqual([
      "day",
      "event_id",
      "page",
      "views",
    ]);
    expect((await figures(ev, a)).json<SponsorExposure>().page_views).toBe(4);
  });
});
