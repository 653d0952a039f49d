// Live stream (docs/api.md "Live updates"): ids are the log's sequence numbers, messages
// leave only after commit, a reconnecting client first gets what it missed.
import type net from "node:net";
import { DETAIL, LIMITS, LIVE_TOPICS, type LiveTopic, MSG } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../src/db/client.ts";
import { auctionLog, events } from "../src/db/schema.ts";
import { inChunks } from "../src/db/sql.ts";
import { recordChange } from "../src/services/log/record.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser } from "./helpers/factories.ts";
import { openSse } from "./helpers/sse.ts";
import { countStatements } from "./helpers/statements.ts";

let t: TestApp;
let base: string;
let eventId: number;
let otherEventId: number;

async function change(db: Database["db"], ev: number, topics: LiveTopic[] = ["players"]) {
  return db.transaction((tx) => recordChange(tx, { eventId: ev, actorId: null, action: "test.change", topics }));
}

/** `n` log entries for an event, written at once (as a long night leaves them); the last sequence number. */
async function writeLog(ev: number, n: number): Promise<number> {
  const rows = Array.from({ length: n }, (_, i) => ({ eventId: ev, seq: i + 1, action: "test.change", topics: ["players"] }));
  await inChunks(rows, (chunk) => t.app.db.insert(auctionLog).values(chunk));
  await t.app.db.update(events).set({ logSeq: n }).where(eq(events.id, ev));
  return n;
}

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 300 });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const addr = t.app.server.address() as net.AddressInfo;
  base = `http://127.0.0.1:${addr.port}`;
  eventId = await createEvent(t);
  otherEventId = await createEvent(t);
});
afterAll(() => t.close());

describe("GET /api/events/{id}/live/", () => {
  it("answers an unknown event with 404", async () => {
    const res = await call(t, "GET", "/api/events/999999/live/");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DETAIL.notFound });
  });

  it("answers 404 for an archived event's stream and replay to everyone but staff, as every other read of it", async () => {
    const owner = await createUser(t);
    const staff = await createUser(t, { isStaff: true });
    const ev = await createEvent(t, { owners: [owner.id] });
    const seq = await change(t.app.db, ev);
    await t.app.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, ev));
    const asks: Record<string, string>[] = [{}, { "last-event-id": "0" }, { "last-event-id": String(seq) }];
    for (const headers of asks) {
      for (const token of [undefined, owner.token]) {
        const res = await call(t, "GET", `/api/events/${ev}/live/`, { headers, token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: DETAIL.notFound });
      }
    }
    const s = await openSse(`${base}/api/events/${ev}/live/`, { authorization: `Bearer ${staff.token}`, "last-event-id": "0" });
    expect(s.status).toBe(200);
    expect(JSON.parse((await s.nextData()).data ?? "")).toMatchObject({ seq, event: ev });
    s.close();
  });

  it("sends a ready frame with the current sequence number, then each committed change with its number as id", async () => {
    const before = await change(t.app.db, eventId);
    const s = await openSse(`${base}/api/events/${eventId}/live/`);
    expect(s.status).toBe(200);
    const ready = await s.nextData();
    expect(ready.event).toBe("ready");
    expect(ready.id).toBe(String(before));
    const seq = await change(t.app.db, eventId, ["players", "teams", "auction"]);
    const msg = await s.nextData();
    expect(msg.id).toBe(String(seq));
    expect(JSON.parse(msg.data ?? "")).toEqual({ seq, event: eventId, topics: ["players", "teams", "auction"] });
    s.close();
  });

  it("sends the same security headers as every other answer, and the request id", async () => {
    const json = await fetch(`${base}/api/events/events/${eventId}/`);
    const s = await openSse(`${base}/api/events/${eventId}/live/`, { "x-request-id": "live-stream-1" });
    expect(s.status).toBe(200);
    const security = [
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "referrer-policy",
      "x-content-type-options",
      "x-frame-options",
    ];
    for (const name of security) {
      expect(json.headers.get(name), name).toBeTruthy();
      expect(s.headers.get(name), name).toBe(json.headers.get(name));
    }
    expect(s.headers.get("x-request-id")).toBe("live-stream-1");
    expect(s.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(s.headers.get("cache-control")).toBe("no-cache, no-transform");
    s.close();
  });

  it("sends nothing for a rolled-back change and nothing of other events", async () => {
    const s = await openSse(`${base}/api/events/${eventId}/live/`);
    await s.nextData(); // ready
    await expect(
      t.app.db.transaction(async (tx) => {
        await recordChange(tx, { eventId, actorId: null, action: "test.rollback", topics: ["players"] });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await change(t.app.db, otherEventId);
    const seq = await change(t.app.db, eventId, ["sponsors"]);
    const msg = await s.nextData();
    // The rolled-back change left no gap and no message; the other event's change did not arrive.
    expect(JSON.parse(msg.data ?? "")).toEqual({ seq, event: eventId, topics: ["sponsors"] });
    s.close();
  });

  it("replays what a client missed when it reconnects with Last-Event-ID, then continues live", async () => {
    const first = await change(t.app.db, eventId);
    const missed = [await change(t.app.db, eventId), await change(t.app.db, eventId), await change(t.app.db, eventId)];
    const s = await openSse(`${base}/api/events/${eventId}/live/`, { "last-event-id": String(first) });
    const got: number[] = [];
    for (let i = 0; i < missed.length; i++) got.push(Number((await s.nextData()).id));
    expect(got).toEqual(missed);
    const live = await change(t.app.db, eventId);
    expect(Number((await s.nextData()).id)).toBe(live);
    s.close();
  });

  it("refuses a Last-Event-ID that is not a live message id with 400, before the stream starts", async () => {
    const tooLarge = String(LIMITS.intMax + 1);
    for (const bad of [tooLarge, "99999999999", "-1", "abc", "1.5", "1e3", "0x10", " 7x"]) {
      const res = await call(t, "GET", `/api/events/${eventId}/live/`, { headers: { "last-event-id": bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: MSG.invalidLastEventId });
      const q = await call(t, "GET", `/api/events/${eventId}/live/?last_event_id=${encodeURIComponent(bad)}`);
      expect(q.statusCode, bad).toBe(400);
      expect(q.json()).toEqual({ last_event_id: [MSG.invalidLastEventId] });
    }
    // The header wins over the query parameter, so a bad header is refused even beside a good one.
    const both = await call(t, "GET", `/api/events/${eventId}/live/?last_event_id=1`, {
      headers: { "last-event-id": tooLarge },
    });
    expect(both.statusCode).toBe(400);
  });

  it("answers a client further behind than LIMITS.liveReplayMax with 'refetch everything' at the current number, without reading the log", async () => {
    const ev = await createEvent(t);
    const current = await writeLog(ev, LIMITS.liveReplayMax + 1);
    const [frame, logReads] = await countStatements(
      t.app.db,
      async () => {
        const s = await openSse(`${base}/api/events/${ev}/live/`, { "last-event-id": "0" });
        const first = await s.nextData();
        s.close();
        return first;
      },
      (sql) => !sql.includes('from "auction_log"'),
    );
    expect(frame.id).toBe(String(current));
    expect(JSON.parse(frame.data ?? "")).toEqual({ seq: current, event: ev, topics: [...LIVE_TOPICS] });
    expect(logReads).toBe(0);
    // One within the bound gets the entries it missed, in order.
    const s = await openSse(`${base}/api/events/${ev}/live/`, { "last-event-id": String(current - LIMITS.liveReplayMax) });
    const got: number[] = [];
    for (let i = 0; i < LIMITS.liveReplayMax; i++) got.push(Number((await s.nextData()).id));
    s.close();
    expect(got).toEqual(Array.from({ length: LIMITS.liveReplayMax }, (_, i) => current - LIMITS.liveReplayMax + 1 + i));
  });

  it("answers a plain read while 100 anonymous replays from Last-Event-ID 0 run; each replays in full or is told to refetch everything", async () => {
    const ev = await createEvent(t);
    const current = await writeLog(ev, LIMITS.liveReplayMax);
    const streams = Array.from({ length: 100 }, () => openSse(`${base}/api/events/${ev}/live/`, { "last-event-id": "0" }));
    const read = await fetch(`${base}/api/events/events/${ev}/`);
    expect(read.status).toBe(200);
    for (const s of await Promise.all(streams)) {
      const first = await s.nextData();
      if (first.id === String(current)) {
        expect(JSON.parse(first.data ?? "")).toEqual({ seq: current, event: ev, topics: [...LIVE_TOPICS] });
      } else {
        expect(first.id).toBe("1");
        let last = first;
        while (last.id !== String(current)) last = await s.nextData();
      }
      s.close();
    }
  });

  it("replays from the last_event_id query parameter too", async () => {
    const first = await change(t.app.db, eventId);
    const missed = [await change(t.app.db, eventId), await change(t.app.db, eventId)];
    const s = await openSse(`${base}/api/events/${eventId}/live/?last_event_id=${first}`);
    expect(s.status).toBe(200);
    const got: number[] = [];
    for (let i = 0; i < missed.length; i++) got.push(Number((await s.nextData()).id));
    expect(got).toEqual(missed);
    const live = await change(t.app.db, eventId);
    expect(Number((await s.nextData()).id)).toBe(live);
    s.close();
  });

  it("answers an id the log has not reached with 'refetch everything' at the current number, then continues live", async () => {
    const current = await change(t.app.db, eventId);
    for (const s of [
      await openSse(`${base}/api/events/${eventId}/live/`, { "last-event-id": String(LIMITS.intMax) }),
      await openSse(`${base}/api/events/${eventId}/live/?last_event_id=${current + 5}`),
    ]) {
      expect(s.status).toBe(200);
      const reset = await s.nextData();
      expect(reset.id).toBe(String(current));
      expect(JSON.parse(reset.data ?? "")).toEqual({ seq: current, event: eventId, topics: [...LIVE_TOPICS] });
      s.close();
    }
    const s = await openSse(`${base}/api/events/${eventId}/live/`, { "last-event-id": String(LIMITS.intMax) });
    await s.nextData(); // refetch everything
    const next = await change(t.app.db, eventId);
    expect(Number((await s.nextData()).id)).toBe(next);
    s.close();
  });

  it("sends heartbeat comments and forgets closed clients", async () => {
    const s = await openSse(`${base}/api/events/${eventId}/live/`);
    await vi.waitFor(() => expect(t.app.live.clientCount(eventId)).toBeGreaterThan(0));
    let frame = await s.next();
    while (frame.comment !== "heartbeat") frame = await s.next(2000);
    expect(frame.comment).toBe("heartbeat");
    s.close();
    await vi.waitFor(() => expect(t.app.live.clientCount(eventId)).toBe(0));
  });
});
