// A restored event's log names only the restored event's rows, whatever was logged, so it reads and
// undoes as the original did (docs/api.md "Backup format"; docs/decisions/056). One restore after
// each kind of undoable action, then undo on the restored event; and every id in every logged
// change of a restored log (bids, clock actions, edits, invitations) is the restored event's.
import crypto from "node:crypto";
import type { Team } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, players, teams } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
});
afterAll(() => t.close());

async function ok<T>(res: Promise<{ statusCode: number; body: string; json<J>(): J }>, status = 200): Promise<T> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`${r.statusCode}: ${r.body}`);
  return r.json<T>();
}
const post = (path: string, ev: number, payload: Record<string, unknown> = {}) =>
  ok(call(t, "POST", `${path}${path.includes("?") ? "&" : "?"}event_id=${ev}`, { token: owner.token, payload }));

async function restoreCopy(ev: number): Promise<number> {
  const zip = await call(t, "GET", `/api/events/events/${ev}/backup/`, { token: owner.token });
  expect(zip.statusCode).toBe(200);
  const body = multipart({ file: { filename: "backup.zip", data: zip.rawPayload, type: "application/zip" } });
  const restored = await ok<{ id: number }>(
    call(t, "POST", "/api/events/events/restore/", { token: staff.token, payload: body.payload, headers: body.headers }),
    201,
  );
  return restored.id;
}

/** An event with two teams and three players; the first player drawn, sold, then Unsold players for a second round. */
async function eventWith(bidding = false) {
  const ev = await createEvent(t, {
    name: `Restore ${crypto.randomBytes(3).toString("hex")}`,
    owners: [owner.id],
    fundsPerTeam: 1000,
    minPlayerPrice: 10,
    minPlayers: 0,
    maxPlayers: 5,
  });
  if (bidding) await ok(call(t, "PATCH", `/api/events/events/${ev}/`, { token: owner.token, payload: { bidding: "owners" } }));
  const teamIds: number[] = [];
  for (const name of ["Alpha", "Beta"])
    teamIds.push(
      (
        await ok<Team>(
          call(t, "POST", `/api/teams/?event_id=${ev}`, { token: owner.token, payload: { name, owners: [owner.id] } }),
          201,
        )
      ).id,
    );
  const playerIds = [
    await createPlayer(t, ev, { name: "P One" }),
    await createPlayer(t, ev, { name: "P Two", status: 2 }),
    await createPlayer(t, ev, { name: "P Three", status: 2 }),
  ];
  return { ev, teams: teamIds, players: playerIds };
}

/** The player and team ids named anywhere in an event's log data (recursively, by key). */
async function namedIds(ev: number): Promise<{ players: Set<number>; teams: Set<number> }> {
  const rows = await t.app.db.select({ data: auctionLog.data }).from(auctionLog).where(eq(auctionLog.eventId, ev));
  const out = { players: new Set<number>(), teams: new Set<number>() };
  const walk = (v: unknown, key: string, parent: string) => {
    if (Array.isArray(v)) for (const x of v) walk(x, key, key);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k, key);
    else if (typeof v === "number") {
      const isPlayer =
        key === "player" || key === "current_player" || (key === "id" && (parent === "players" || parent === "base_prices"));
      if (isPlayer) out.players.add(v);
      if (key === "team") out.teams.add(v);
    }
  };
  for (const r of rows) walk(r.data, "", "");
  return out;
}

async function idsOf(ev: number) {
  const ps = await t.app.db.select({ id: players.id }).from(players).where(eq(players.eventId, ev));
  const ts = await t.app.db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, ev));
  return { players: new Set(ps.map((p) => p.id)), teams: new Set(ts.map((x) => x.id)) };
}

/** The first player drawn and sold to the first team for 50. */
async function drawAndSell(e: Awaited<ReturnType<typeof eventWith>>) {
  await post("/api/auctions/transactions/next-player/", e.ev, { player: e.players[0] });
  return post("/api/auctions/transactions/sell-player/", e.ev, { player: e.players[0], status: 3, team: e.teams[0], price: 50 });
}

const UNDOABLE: [string, (e: Awaited<ReturnType<typeof eventWith>>) => Promise<unknown>][] = [
  ["a draw", (e) => post("/api/auctions/transactions/next-player/", e.ev, { player: e.players[0] })],
  ["a second round at 50 %", (e) => post("/api/auctions/transactions/re-auction/", e.ev, { base_price_percent: 50 })],
  ["a sale", drawAndSell],
  [
    "a correction",
    async (e) => {
      await drawAndSell(e);
      return post("/api/auctions/corrections/", e.ev, {
        player: e.players[0],
        status: 3,
        team: e.teams[1],
        price: 40,
        reason: "Wrong team",
      });
    },
  ],
  [
    "a purse adjustment",
    (e) =>
      ok(
        call(t, "POST", `/api/teams/${e.teams[0]}/adjustments/?event_id=${e.ev}`, {
          token: owner.token,
          payload: { amount: 25, reason: "Bonus" },
        }),
        201,
      ),
  ],
];

describe("a restored event undoes its latest action", () => {
  it.each(UNDOABLE)("after %s", async (_name, act) => {
    const e = await eventWith();
    await act(e);
    const copy = await restoreCopy(e.ev);
    const undone = await call(t, "POST", `/api/auctions/transactions/undo/?event_id=${copy}`, { token: owner.token });
    expect(undone.statusCode, undone.body).toBe(200);
    const source = await call(t, "POST", `/api/auctions/transactions/undo/?event_id=${e.ev}`, { token: owner.token });
    expect(source.statusCode).toBe(200);
    const statuses = async (ev: number) =>
      (
        await t.app.db
          .select({ name: players.name, status: players.status, base: players.basePrice })
          .from(players)
          .where(eq(players.eventId, ev))
      ).sort((a, b) => a.name.localeCompare(b.name));
    expect(await statuses(copy)).toEqual(await statuses(e.ev));
  });
});

describe("every id in a restored log is the restored event's", () => {
  it("after bids, clock actions, a withdrawal, player edits, an invitation and a second round", async () => {
    const e = await eventWith(true);
    await ok(
      call(t, "PATCH", `/api/players/${e.players[0]}/?event_id=${e.ev}`, { token: owner.token, payload: { base_price: 20 } }),
    );
    await ok(
      call(t, "POST", `/api/teams/${e.teams[1]}/invite/?event_id=${e.ev}`, {
        token: owner.token,
        payload: { email: `inv-${Date.now()}@example.com`, name: "Inv" },
      }),
    );
    await post("/api/auctions/transactions/next-player/", e.ev, { player: e.players[0] });
    await ok(
      call(t, "POST", `/api/auctions/bids/?event_id=${e.ev}`, {
        token: owner.token,
        payload: { player: e.players[0], amount: 20, team: e.teams[0] },
      }),
      201,
    );
    await post("/api/auctions/bids/withdraw/", e.ev, { reason: "Mistake" });
    await post("/api/auctions/clock/", e.ev, { action: "pause" });
    await post("/api/auctions/clock/", e.ev, { action: "resume" });
    await post("/api/auctions/transactions/sell-player/", e.ev, { player: e.players[0], status: 2 });
    await post("/api/auctions/transactions/re-auction/", e.ev, { base_price_percent: 50 });
    const copy = await restoreCopy(e.ev);
    const [named, own] = [await namedIds(copy), await idsOf(copy)];
    expect(named.players.size).toBeGreaterThan(0);
    expect([...named.players].filter((id) => id !== 0 && !own.players.has(id))).toEqual([]);
    expect([...named.teams].filter((id) => id !== 0 && !own.teams.has(id))).toEqual([]);
    // No invitation names a user of the source (a user id means nothing in another server's copy).
    const invites = await t.app.db.select({ data: auctionLog.data }).from(auctionLog).where(eq(auctionLog.eventId, copy));
    expect(
      invites.filter((r) => (r.data as { user?: unknown }).user !== undefined).map((r) => (r.data as { user: unknown }).user),
    ).toEqual([null]);
    // And its second round undoes.
    expect((await call(t, "POST", `/api/auctions/transactions/undo/?event_id=${copy}`, { token: owner.token })).statusCode).toBe(
      200,
    );
  });
});
