// Server-Sent Events per event (API.md "Live updates"). Messages come from NOTIFY (sent by
// recordChange inside the writing transaction), so every process sharing the database fans them
// out to its own clients. A client reconnecting with Last-Event-ID first gets what it missed.

import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { IdParams, type LiveMessage, type LiveTopic } from "@sah/domain";
import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auctionLog, events } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { LIVE_CHANNEL, type LiveNotice } from "../services/log/record.ts";

const REPLAY_LIMIT = 1000;

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
  return `id: ${n.s}\ndata: ${JSON.stringify(msg)}\n\n`;
}

export default fp(async function livePlugin(app: FastifyInstance) {
  const clients = new Map<number, Set<Client>>();

  function deliver(c: Client, n: LiveNotice) {
    if (n.s <= c.lastSeq) return;
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
      for (const set of clients.values()) for (const c of set) c.res.end();
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
        querystring: z.object({ last_event_id: z.coerce.number().int().min(0).optional() }),
      },
    },
    async (request, reply) => {
      const eventId = request.params.id;
      const [ev] = await app.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, eventId));
      if (!ev) throw notFound();
      const header = request.headers["last-event-id"];
      const fromHeader = typeof header === "string" && /^\d+$/.test(header) ? Number(header) : undefined;
      const since = fromHeader ?? request.query.last_event_id;

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
      try {
        const missed = await app.db
          .select({ seq: auctionLog.seq, topics: auctionLog.topics })
          .from(auctionLog)
          .where(and(eq(auctionLog.eventId, eventId), gt(auctionLog.seq, since)))
          .orderBy(asc(auctionLog.seq))
          .limit(REPLAY_LIMIT);
        for (const m of missed) deliver(client, { e: eventId, s: m.seq, t: m.topics as LiveTopic[] });
        if (missed.length === REPLAY_LIMIT) {
          // Too far behind: tell the client to refetch everything.
          res.write(
            `data: ${JSON.stringify({ seq: client.lastSeq, event: eventId, topics: ["players", "teams", "auction", "sponsors", "event"] })}\n\n`,
          );
        }
      } finally {
        const pending = client.buffer ?? [];
        client.buffer = null;
        for (const n of pending) deliver(client, n);
      }
    },
  );
});
