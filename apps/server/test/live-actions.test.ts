// Live messages carry what happened (docs/api.md "Live messages"): an auction action's message has
// `action` and `detail`, validated by the domain's LiveMessage schema; the replay after Last-Event-ID
// carries the same fields; other changes carry neither.
import type net from "node:net";
import { gradeName, LiveMessage, liveEventOf, PLAYER_STATUS } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players, teams } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";
import { openSse, type SseStream } from "./helpers/sse.ts";

let t: TestApp;
let base: string;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  owner = await createUser(t);
});
afterAll(() => t.close());

const url = (path: string, eventId: number) => `/api/auctions/transactions/${path}/?event_id=${eventId}`;
const post = (path: string, eventId: number, payload?: Record<string, unknown>) =>
  call(t, "POST", url(path, eventId), { token: owner.token, payload });

async function next(s: SseStream) {
  const frame = await s.nextData();
  const msg = LiveMessage.parse(JSON.parse(frame.data ?? ""));
  return { id: Number(frame.id), msg };
}

async function setUp() {
  const eventId = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10 });
  const teamId = await createTeam(t, eventId, "Chennai Chargers");
  await t.app.db.update(teams).set({ logo: "/media/teams/cc.webp" }).where(eq(teams.id, teamId));
  const playerId = await createPlayer(t, eventId, { name: "Virat Singh", grade: 10 });
  await t.app.db.update(players).set({ image: "/media/players/vs.webp", basePrice: 200 }).where(eq(players.id, playerId));
  const other = await createPlayer(t, eventId, { name: "Rohan Das", grade: 15 });
  return { eventId, teamId, playerId, other };
}

const virat = (id: number) => ({ id, name: "Virat Singh", image: "/media/players/vs.webp", grade_name: gradeName(10) });

describe("live messages of auction actions", () => {
  it("a draw, a sale, an Unsold result, an undo and a re-auction each say what happened", async () => {
    const { eventId, teamId, playerId, other } = await setUp();
    const s = await openSse(`${base}/api/events/${eventId}/live/`);
    const ready = await s.nextData();
    expect(ready.event).toBe("ready");

    expect((await post("next-player", eventId)).statusCode).toBe(200);
    const draw = await next(s);
    expect(draw.msg.action).toBe("draw");
    // Grade A+ is drawn first (docs/api.md "Auction").
    // With its base price, so every screen shows the opening price at once (docs/decisions/053).
    expect(draw.msg.detail).toEqual({ player: virat(playerId), base_price: 200 });

    const sold = await post("sell-player", eventId, { player: playerId, status: PLAYER_STATUS.SOLD, team: teamId, price: 250 });
    expect(sold.statusCode).toBe(200);
    const sale = await next(s);
    expect(sale.msg.topics).toEqual(["players", "teams", "auction"]);
    expect(sale.msg.action).toBe("sell");
    expect(sale.msg.detail).toEqual({
      player: virat(playerId),
      status: PLAYER_STATUS.SOLD,
      team: { id: teamId, name: "Chennai Chargers", logo: "/media/teams/cc.webp" },
      price: 250,
    });
    expect(liveEventOf(sale.msg)?.action).toBe("sell");

    expect((await post("undo", eventId)).statusCode).toBe(200);
    const undo = await next(s);
    expect(undo.msg.action).toBe("undo");
    expect(undo.msg.detail).toEqual({ undone: "sell", player: virat(playerId) });

    expect((await post("sell-player", eventId, { player: playerId, status: PLAYER_STATUS.UNSOLD })).statusCode).toBe(200);
    const unsold = await next(s);
    expect(unsold.msg.detail).toEqual({ player: virat(playerId), status: PLAYER_STATUS.UNSOLD, team: null, price: null });

    expect((await post("next-player", eventId)).statusCode).toBe(200);
    const draw2 = await next(s);
    expect((draw2.msg.detail as { player: { id: number } }).player.id).toBe(other);
    expect((await post("undo", eventId)).statusCode).toBe(200);
    const undoDraw = await next(s);
    expect(undoDraw.msg.detail).toMatchObject({ undone: "draw", player: { id: other, name: "Rohan Das" } });

    // Virat is Unsold; Rohan is Available again after the undone draw: the re-auction moves one player.
    expect((await post("re-auction", eventId)).statusCode).toBe(200);
    const again = await next(s);
    expect(again.msg.action).toBe("re-auction");
    expect(again.msg.detail).toEqual({ count: 1 });
    s.close();
  });

  it("an edit carries no action and no detail", async () => {
    const { eventId, teamId } = await setUp();
    const s = await openSse(`${base}/api/events/${eventId}/live/`);
    await s.nextData();
    const res = call(t, "PATCH", `/api/teams/${teamId}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Chennai Kings" },
    });
    expect((await res).statusCode).toBe(200);
    const { msg } = await next(s);
    expect(msg.topics).toContain("teams");
    expect("action" in msg).toBe(false);
    expect("detail" in msg).toBe(false);
    s.close();
  });

  it("the replay after Last-Event-ID carries the same action and detail as the live message", async () => {
    const { eventId, teamId, playerId } = await setUp();
    const s = await openSse(`${base}/api/events/${eventId}/live/`);
    const ready = await s.nextData();
    await post("next-player", eventId);
    await post("sell-player", eventId, { player: playerId, status: PLAYER_STATUS.SOLD, team: teamId, price: 300 });
    const live = [await next(s), await next(s)];
    s.close();

    const replay = await openSse(`${base}/api/events/${eventId}/live/`, { "last-event-id": ready.id ?? "" });
    const replayed = [await next(replay), await next(replay)];
    expect(replayed).toEqual(live);
    expect(replayed.map((m) => m.msg.action)).toEqual(["draw", "sell"]);
    replay.close();
  });
});
