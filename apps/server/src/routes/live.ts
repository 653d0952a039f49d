// Server-Sent Events per event (docs/api.md "Live updates"). Messages come from NOTIFY (sent by
// recordChange inside the writing transaction), so every process sharing the database fans them
// out to its own clients. A client reconnecting with Last-Event-ID first gets what it missed.

import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { IdParams, LIMITS, LIVE_TOPICS, type LiveMessage, LiveQuery, type LiveTopic, liveSeq, MSG } from "@sah/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../lib/errors.ts";
import { notFound } from "../services/errors.ts";
import { liveEventsOf } from "../services/log/live-event.ts";
import { LIVE_CHANNEL, type LiveNotice } from "../services/log/record.ts";
import { eventLogSeq, logPageAfter } from "../services/log/replay.ts";

/**
 * The reconnect delay a stream closed by a shutdown hands its client (docs/api.md "Live updates"):
 * spread over this range, so the clients of a stopped process do not all reconnect to the others at once.
 */
const SHUTDOWN_RETRY_MS = { min: 250, spread: 1000 };

type Client = { res: ServerResponse; lastSeq: number; buffer: LiveNotice[] | null };

export interface LiveHub {
  /** Open streams per event id. */
  clientCount(eventId?: number): number;
  closeAll(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    live: LiveHub;
  }
}

function frame(n: LiveNotice): string {
  const msg: LiveMessage = { seq: n.s, event: n.e, topics: n.t };
  // docs/api.md "Live messages": an auction action's message says what happened.
  if (n.a !== undefined) Object.assign(msg, { action: n.a, detail: n.d });
  return `id: ${n.s}\ndata: ${JSON.stringify(msg)}\n\n`;
}

/**
 * "Refetch everything" (every topic, no action): for a client further behind than a replay goes, or
 * whose id this log never handed out. With the id, a reconnect resumes from `seq`.
 */
function refetchAll(seq: number, eventId: number, withId: boolean): string {
  const msg: LiveMessage = { seq, event: eventId, topics: [...LIVE_TOPICS] };
  return `${withId ? `id: ${seq}\n` : ""}data: ${JSON.stringify(msg)}\n\n`;
}

const LastEventIdHeader = liveSeq();

/** Yields to the event loop, so other requests are answered between the pages of a replay. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export default fp(async function livePlugin(app: FastifyInstance) {
  const clients = new Map<number, Set<Client>>();
  /** Replays running per client address (LIMITS.liveReplaysPerAddress). */
  const replaying = new Map<string, number>();
  const takeReplay = (ip: string): boolean => {
    const n = replaying.get(ip) ?? 0;
    if (n >= LIMITS.liveReplaysPerAddress) return false;
    replaying.set(ip, n + 1);
    return true;
  };
  const releaseReplay = (ip: string) => {
    const n = (replaying.get(ip) ?? 1) - 1;
    if (n <= 0) replaying.delete(ip);
    else replaying.set(ip, n);
  };

  function deliver(c: Client, n: LiveNotice) {
    if (n.s <= c.lastSeq || c.res.writableEnded) return;
    c.lastSeq = n.s;
    c.res.write(frame(n));
  }

  const unlisten = await app.database.listen(LIVE_CHANNEL, (payload) => {
    let n: LiveNotice;
    try {
      n = JSON.parse(payload) as LiveNotice;
    } catch {
      return;
    }
    for (const c of clients.get(n.e) ?? []) {
      if (c.buffer) c.buffer.push(n);
      else deliver(c, n);
    }
  });

  const heartbeat = setInterval(() => {
    for (const set of clients.values()) for (const c of set) c.res.write(": heartbeat\n\n");
  }, app.config.liveHeartbeatMs);
  heartbeat.unref();

  const hub: LiveHub = {
    clientCount: (eventId) =>
      eventId === undefined ? [...clients.values()].reduce((a, s) => a + s.size, 0) : (clients.get(eventId)?.size ?? 0),
    closeAll() {
      // Every notice received so far was written synchronously by deliver(); end() sends what is
      // buffered, then closes. The retry hint tells the client when to reconnect (to another process,
      // behind a proxy), and its Last-Event-ID resumes where this stream stopped.
      for (const set of clients.values()) {
        for (const c of set) {
          if (c.res.writableEnded) continue;
          c.res.end(`retry: ${SHUTDOWN_RETRY_MS.min + Math.floor(Math.random() * SHUTDOWN_RETRY_MS.spread)}\n\n`);
        }
      }
      clients.clear();
    },
  };
  app.decorate("live", hub);

  // Open streams would keep the server from closing: end them before it stops accepting (graceful shutdown).
  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    hub.closeAll();
  });
  app.addHook("onClose", async () => {
    await unlisten().catch(() => {});
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/events/:id/live",
    {
      schema: {
        tags: ["events"],
        summary: "Live updates of an event (Server-Sent Events)",
        params: IdParams,
        querystring: LiveQuery,
      },
    },
    async (request, reply) => {
      const eventId = request.params.id;
      // Checked before the stream starts (docs/api.md "Live updates"): an id out of the log's range would
      // fail the replay query after the 200 was sent, leaving a stream that never delivers.
      const header = request.headers["last-event-id"];
      let fromHeader: number | undefined;
      if (typeof header === "string" && header !== "") {
        const parsed = LastEventIdHeader.safeParse(header);
        if (!parsed.success) throw new HttpError(400, { detail: MSG.invalidLastEventId });
        fromHeader = parsed.data;
      }
      // An archived event's stream and replay are staff-only, like every other read of it.
      const seq = await eventLogSeq(app.db, eventId, request.user);
      if (seq === undefined) throw notFound();
      const ev = { seq };
      let since = fromHeader ?? request.query.last_event_id;
      // An id this event's log has not reached (the database was restored or replaced): the client's
      // state is from elsewhere, so it refetches everything and continues from the current number.
      const ahead = since !== undefined && since > ev.seq;
      if (ahead) since = ev.seq;

      // Headers set so far by the onRequest hooks (security headers, request id, CORS) are on the
      // reply, which a hijacked answer never sends: the raw response must carry them itself.
      const sent: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) sent[name] = value;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...sent,
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.socket?.setNoDelay(true);
      res.write("retry: 2000\n\n");

      // Subscribe before reading the backlog; notices that arrive meanwhile wait in the buffer.
      const client: Client = { res, lastSeq: since ?? ev.seq, buffer: since === undefined ? null : [] };
      let set = clients.get(eventId);
      if (!set) {
        set = new Set();
        clients.set(eventId, set);
      }
      set.add(client);
      const cleanup = () => {
        set.delete(client);
        if (set.size === 0 && clients.get(eventId) === set) clients.delete(eventId);
      };
      res.on("close", cleanup);
      res.on("error", cleanup);

      if (since === undefined) {
        // A fresh client learns the current sequence number, which it sends back on reconnect.
        res.write(`id: ${ev.seq}\nevent: ready\ndata: ${JSON.stringify({ seq: ev.seq, event: eventId })}\n\n`);
        return;
      }
      // Further behind than a replay goes, or this address already replaying its share: "refetch
      // everything" at once, without reading the log (an anonymous flood of `Last-Event-ID: 0` once
      // cost the main thread a tenth of a second each; docs/decisions/055).
      const ip = request.ip;
      const replays = !ahead && ev.seq - since <= LIMITS.liveReplayMax && takeReplay(ip);
      if (!replays) {
        client.lastSeq = ev.seq;
        res.write(refetchAll(ev.seq, eventId, true));
      }
      try {
        // A page at a time, yielding between pages; a closed stream stops reading. No upper bound: an
        // entry committed before this stream subscribed is read here (one after it is in the buffer too,
        // and deliver() sends each number once).
        for (let cursor = since; replays && !res.writableEnded && !res.destroyed; ) {
          const page = await logPageAfter(app.db, eventId, cursor, LIMITS.liveReplayPage);
          // The replay carries the same action and detail as the message sent at the time (names as they stand now).
          const lives = await liveEventsOf(app.db, eventId, page);
          page.forEach((m, i) => {
            const live = lives[i];
            const n: LiveNotice = { e: eventId, s: m.seq, t: m.topics as LiveTopic[] };
            deliver(client, live ? { ...n, a: live.action, d: live.detail } : n);
          });
          const last = page[page.length - 1];
          if (!last || page.length < LIMITS.liveReplayPage) break;
          cursor = last.seq;
          await yieldToOthers();
        }
      } catch (err) {
        // The 200 is sent: end the stream, so the client reconnects (with its Last-Event-ID) instead
        // of waiting on a stream that would deliver nothing.
        request.log.error({ err }, "live replay failed; stream closed");
        res.end();
      } finally {
        if (replays) releaseReplay(ip);
        const pending = client.buffer ?? [];
        client.buffer = null;
        for (const n of pending) deliver(client, n);
      }
    },
  );
});
