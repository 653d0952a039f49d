// Draw control (docs/api.md "Draw control"): next-player/ with a chosen player, a
// grade or a named set; its refusals (400 naming the field, nothing changed), its permission, its
// log entry and live message, its undo; and what is left per grade and set (transactions/left/).
import type net from "node:net";
import { type AuctionLogEntry, type CurrentPlayer, DRAW_MSG, type DrawLeft, LiveMessage, MSG, type Player } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createPlayers, createSale, createTeam, playerStatus, putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { openSse } from "./helpers/sse.ts";

let t: TestApp;
let base: string;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

const draw = (ev: number, payload?: Record<string, unknown>, token: string | null = owner.token) =>
  call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token: token ?? undefined, payload });
const undo = (ev: number) => call(t, "POST", `/api/auctions/transactions/undo/?event_id=${ev}`, { token: owner.token });
const log = async (ev: number) =>
  (await call(t, "GET", `/api/auctions/log/?event_id=${ev}`, { token: owner.token })).json<{ results: AuctionLogEntry[] }>()
    .results;
const left = async (ev: number) => {
  const res = await call(t, "GET", `/api/auctions/transactions/left/?event_id=${ev}`);
  expect(res.statusCode).toBe(200);
  return res.json<DrawLeft>();
};

/** A+ (10) Star, A (15) Marquee pair, NA ordinary, one Unsold B (30), one Sold A+. */
async function setup() {
  const ev = await createEvent(t, { owners: [owner.id] });
  const team = await createTeam(t, ev);
  const [star, m1, m2, plain, unsold, sold] = await createPlayers(t, ev, [
    { name: "Star", grade: 10 },
    { name: "Marq One", grade: 15, set: "Marquee" },
    { name: "Marq Two", grade: 15, set: "marquee " },
    { name: "Plain", grade: 1000 },
    { name: "Later", grade: 30, status: 2 },
    { name: "Gone", grade: 10 },
  ]);
  await createSale(t, ev, { player: sold, team, price: 100 });
  return { ev, team, star, m1, m2, plain, unsold, sold };
}

describe("POST next-player/ with a choice", () => {
  it("puts a chosen Available player on the block, logs what was asked, sends the usual draw message; undo puts it back", async () => {
    const { ev, plain, star } = await setup();
    const live = await openSse(`${base}/api/events/${ev}/live/`);
    expect((await live.nextData()).event).toBe("ready");
    const res = await draw(ev, { player: plain });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentPlayer>()).toMatchObject({ status: 1, player: { id: plain, name: "Plain" } });
    expect(await playerStatus(t, plain)).toBe(1);
    expect(await playerStatus(t, star)).toBe(0);
    const [entry] = await log(ev);
    expect(entry).toMatchObject({ action: "auction.draw", data: { asked: { player: plain } } });
    const message = LiveMessage.parse(JSON.parse((await live.nextData()).data ?? ""));
    expect(message).toMatchObject({ action: "draw", detail: { player: { id: plain, name: "Plain" } } });
    live.close();

    const undone = await undo(ev);
    expect(undone.statusCode).toBe(200);
    expect(await playerStatus(t, plain)).toBe(0);
    const current = await call(t, "GET", `/api/auctions/transactions/current-player/?event_id=${ev}`);
    expect(current.json<CurrentPlayer>()).toMatchObject({ status: 3, player: null });
  });

  it("puts an Unsold player on the block without a re-auction; the player left Auctioning goes back; undo restores both", async () => {
    const { ev, star, unsold } = await setup();
    await putOnBlock(t, ev, star);
    const res = await draw(ev, { player: unsold });
    expect(res.json<CurrentPlayer>().player?.id).toBe(unsold);
    expect(await playerStatus(t, unsold)).toBe(1);
    expect(await playerStatus(t, star)).toBe(0);
    expect((await undo(ev)).statusCode).toBe(200);
    expect(await playerStatus(t, unsold)).toBe(2);
    expect(await playerStatus(t, star)).toBe(1);
    expect(
      (await call(t, "GET", `/api/auctions/transactions/current-player/?event_id=${ev}`)).json<CurrentPlayer>(),
    ).toMatchObject({
      status: 1,
      player: { id: star },
    });
  });

  it("draws within a grade, not the lowest grade first", async () => {
    const { ev, m1, m2 } = await setup();
    const res = await draw(ev, { grade: 15 });
    expect([m1, m2]).toContain(res.json<CurrentPlayer>().player?.id);
    expect((await log(ev))[0].data).toMatchObject({ asked: { grade: 15 } });
  });

  it("draws within a named set, matched ignoring case and spaces; multipart works too", async () => {
    const { ev, m1, m2 } = await setup();
    const form = multipart({ set: " MARQUEE" });
    const res = await call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, {
      token: owner.token,
      ...form,
    });
    expect(res.statusCode).toBe(200);
    expect([m1, m2]).toContain(res.json<CurrentPlayer>().player?.id);
    expect((await log(ev))[0].data).toMatchObject({ asked: { set: "MARQUEE" } });
  });

  it("without a body (or an empty one) draws as before: lowest grade first", async () => {
    const { ev, star } = await setup();
    expect((await draw(ev)).json<CurrentPlayer>().player?.id).toBe(star);
    expect((await log(ev))[0].data).not.toHaveProperty("asked");
    const again = await draw(ev, {});
    expect(again.statusCode).toBe(200);
  });

  describe("refusals: 400 naming the field, nothing changed", () => {
    const cases: [
      string,
      (s: Awaited<ReturnType<typeof setup>>, other: number) => Record<string, unknown>,
      Record<string, unknown>,
    ][] = [
      ["a player of another event", (_s, other) => ({ player: other }), { player: [DRAW_MSG.playerNotOfEvent] }],
      ["an unknown player", () => ({ player: 2_000_000_000 }), { player: [DRAW_MSG.playerNotOfEvent] }],
      ["a Sold player", (s) => ({ player: s.sold }), { player: [DRAW_MSG.playerNotDrawable("Gone", "Sold")] }],
      ["a grade with nobody left", () => ({ grade: 20 }), { grade: [DRAW_MSG.gradeEmpty("A-")] }],
      ["a grade with only Unsold left", () => ({ grade: 30 }), { grade: [DRAW_MSG.gradeEmpty("B")] }],
      ["a grade that is no grade", () => ({ grade: 11 }), { grade: [MSG.invalidGrade] }],
      ["a set nobody is in", () => ({ set: "Icons" }), { set: [DRAW_MSG.setEmpty("Icons")] }],
      ["a blank set", () => ({ set: "  " }), { set: [DRAW_MSG.setRequired] }],
      [
        "a set past the text limit",
        () => ({ set: "x".repeat(501) }),
        { set: ["Ensure this field has no more than 500 characters."] },
      ],
      ["a player id that is not a number", () => ({ player: "seven" }), { player: [MSG.notAnInteger] }],
      ["two choices at once", (s) => ({ player: s.star, grade: 10 }), { detail: DRAW_MSG.oneChoice }],
    ];
    it.each(cases)("%s", async (_name, body, expected) => {
      const s = await setup();
      const otherEvent = await createEvent(t, { owners: [owner.id] });
      const other = await createPlayer(t, otherEvent);
      const before = await log(s.ev);
      const res = await draw(s.ev, body(s, other));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
      expect(await log(s.ev)).toEqual(before);
      expect(await playerStatus(t, s.star)).toBe(0);
    });
  });

  it("401 anonymous and 403 for a user without the event permission, before the body is read", async () => {
    const { ev, plain } = await setup();
    const anonymous = await draw(ev, { player: plain }, null);
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await draw(ev, { player: "not even a number" }, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(await playerStatus(t, plain)).toBe(0);
    expect(await log(ev)).toEqual([]);
  });
});

describe("GET transactions/left/", () => {
  it("counts the draw pool and the Unsold per grade (draw order) and per set (ignoring case and spaces)", async () => {
    const { ev, star } = await setup();
    await putOnBlock(t, ev, star); // Auctioning counts as left: the next draw puts it back
    expect(await left(ev)).toEqual({
      grades: [
        { grade: 10, grade_name: "A+", left: 1, unsold: 0 },
        { grade: 15, grade_name: "A", left: 2, unsold: 0 },
        { grade: 30, grade_name: "B", left: 0, unsold: 1 },
        { grade: 1000, grade_name: "NA", left: 1, unsold: 0 },
      ],
      sets: [{ set: "Marquee", left: 2, unsold: 0 }],
    });
  });

  it("follows a sale, and lists no sets when the event has none", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const team = await createTeam(t, ev);
    const [a] = await createPlayers(t, ev, [{ grade: 10 }, { grade: 10 }]);
    expect((await left(ev)).grades).toEqual([{ grade: 10, grade_name: "A+", left: 2, unsold: 0 }]);
    await putOnBlock(t, ev, a);
    const sold = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${ev}`, {
      token: owner.token,
      payload: { player: a, status: 3, team, price: 10 },
    });
    expect(sold.statusCode).toBe(200);
    expect(await left(ev)).toEqual({ grades: [{ grade: 10, grade_name: "A+", left: 1, unsold: 0 }], sets: [] });
  });

  it("lists the sets in their natural order: numbers by value (AL2 before AL10)", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    await createPlayers(
      t,
      ev,
      ["AL10", "AL2", "M2", "AL1", "M1", "BA1"].map((set, i) => ({ name: `Set player ${i}`, grade: 10, set })),
    );
    expect((await left(ev)).sets.map((s) => s.set)).toEqual(["AL1", "AL2", "AL10", "BA1", "M1", "M2"]);
  });

  it("is public, 404 for an unknown event and 400 without event_id", async () => {
    expect((await call(t, "GET", "/api/auctions/transactions/left/?event_id=2000000000")).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/auctions/transactions/left/")).statusCode).toBe(400);
  });
});

describe("the player's set", () => {
  it("is written trimmed by the player form, null when blank, and refused past the text limit", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const created = await call(t, "POST", `/api/players/?event_id=${ev}`, {
      token: owner.token,
      payload: { name: "Setty", date_of_birth: "2000-01-01", grade: 10, set: "  Marquee " },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json<Player>();
    expect(p.set).toBe("Marquee");
    const cleared = await call(t, "PATCH", `/api/players/${p.id}/?event_id=${ev}`, { token: owner.token, payload: { set: "" } });
    expect(cleared.json<Player>().set).toBeNull();
    const long = await call(t, "PATCH", `/api/players/${p.id}/?event_id=${ev}`, {
      token: owner.token,
      payload: { set: "x".repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ set: ["Ensure this field has no more than 500 characters."] });
  });
});
