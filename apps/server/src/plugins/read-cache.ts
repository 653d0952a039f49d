// A cache of anonymous public reads, invalidated by the same NOTIFY that feeds the live stream
// (docs/decisions/014-read-cache.md). On auction night every phone refetches the auction page's
// reads after each sale: with the cache the database answers each read once per change, and
// concurrent misses of one URL wait for the first one instead of all querying (single flight).
//
// A route opts in with `config: { cache: "event" }` (the event is `?event_id=`, or the `:id` of an
// events/{id} route) or `config: { cache: "global" }` (depends on several events). GET requests are
// cached by view: anonymous callers and signed-in callers who may not manage the event share the
// public entries; the event's managers (its owners) and staff each have their own, since what they
// see may carry private fields or archived events. A signed-in read of a "global" route is not
// cached (its answer may be the caller's own). An event-scoped route that opts in answers the same
// to every caller of one view (docs/decisions/014-read-cache.md "Signed-in reads"). An entry is
// served only while
//   - no notice arrived for its event (any notice, for a "global" entry) since its read began,
//   - the notification connection is the one it was read under (a reconnect may have missed some),
//   - it is younger than READ_CACHE_TTL_MS (a safety net; notices are the mechanism).
// An entry of 1 KiB or more also keeps a gzip copy, made once when it is stored and sent to every
// client that accepts gzip (every browser): a players page is a fifth of its size on the wire.
// A route that answers a file (the exports) is cached with its type, name and caching headers; a
// zip-based file (XLSX) gets no gzip copy.
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Actor } from "../services/context.ts";
import { CACHE_CHANNEL, LIVE_CHANNEL, type LiveNotice } from "../services/log/record.ts";
import { isEventOwner } from "../services/permissions.ts";

export type CacheScope = "event" | "global";

declare module "fastify" {
  interface FastifyContextConfig {
    cache?: CacheScope;
    /** A write that changes nothing any public read shows (the screens' exposure beacon): it keeps the cache. */
    keepsReadCache?: boolean;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyRequest {
    cacheTicket: Ticket | null;
  }
}

type Entry = {
  body: Buffer;
  gzip: Buffer | null;
  /** Content-Type, and the file's own headers (Content-Disposition, Cache-Control) when the route set them. */
  headers: Record<string, string>;
  bytes: number;
  eventId: number | null;
  gen: string;
  epoch: number;
  at: number;
};
const JSON_TYPE = "application/json; charset=utf-8";
/** Headers of a file answer kept with it. */
const FILE_HEADERS = ["content-type", "content-disposition", "cache-control"] as const;
/** Types worth a gzip copy (an XLSX is a zip already). */
const COMPRESSIBLE = /^(application\/json|text\/)/;
type Ticket = { key: string; eventId: number | null; gen: string; epoch: number; leader: boolean };
type Waiter = (entry: Entry | null) => void;

export type ReadCache = {
  /** Drops every entry (user names changed, a notification connection was replaced...). */
  clear(): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
  /**
   * What anything derived from an event's public data (a rendered page, plugins/web-pages.ts) was
   * read against: it is still current while this is unchanged. null: nothing may be kept now (the
   * cache is off, or change notices cannot reach this process).
   */
  generation(eventId: number): string | null;
};

const DIGITS = /^\d{1,10}$/;
/** Most (user, event) manager answers one process remembers; the oldest go first. */
const VIEW_ENTRIES = 10_000;

/** Whose copy of an answer a caller gets: "" is the public one (anonymous callers share it). */
type View = "" | "manager" | "staff" | "staff owner";
const GZIP_FROM_BYTES = 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: boolean | undefined;
  let any: boolean | undefined;
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((x) => x.trim());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") gzip = accepted;
    else if (name === "*") any = accepted;
  }
  return gzip ?? any ?? false;
}

/** Writes that can change what public reads show (logging in or out cannot; editing a user's name can). */
function changesPublicData(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.keepsReadCache) return false;
  if (request.url.startsWith("/api/users/")) return request.method === "PATCH";
  return request.url.startsWith("/api/");
}

export default fp(
  async function readCachePlugin(app: FastifyInstance) {
    const maxBytes = app.config.readCacheBytes;
    const ttlMs = app.config.readCacheTtlMs;
    const entries = new Map<string, Entry>();
    const inflight = new Map<string, Waiter[]>();
    // Generations: a notice for event E bumps E's and the "any" counter; clear() bumps `cleared`.
    // An entry records them when its read began and is served only while they are unchanged, so
    // invalidation is O(1) and stale entries age out of the Map.
    const eventGen = new Map<number, number>();
    let anyGen = 0;
    let cleared = 0;
    let bytes = 0;
    let hits = 0;
    let misses = 0;

    /** The generation an entry of this scope depends on (null: a "global" entry). */
    const genOf = (eventId: number | null) => `${cleared}:${eventId === null ? anyGen : (eventGen.get(eventId) ?? 0)}`;

    function drop(key: string) {
      const e = entries.get(key);
      if (!e) return;
      entries.delete(key);
      bytes -= e.bytes;
    }
    function clear() {
      cleared++;
      entries.clear();
      views.clear();
      bytes = 0;
    }
    // Whether a user owns an event, remembered while nothing about the event changed (its owners
    // change with an event edit, which is announced like any change to it).
    const views = new Map<string, { owner: boolean; gen: string; epoch: number }>();

    const cache: ReadCache = {
      clear,
      stats: () => ({ entries: entries.size, bytes, hits, misses }),
      generation(eventId) {
        const epoch = app.database.listenEpoch();
        return maxBytes <= 0 || epoch < 0 ? null : `${genOf(eventId)}@${epoch}`;
      },
    };
    app.decorate("readCache", cache);
    app.decorateRequest("cacheTicket", null);
    if (maxBytes <= 0) return;

    const unlistenLive = await app.database.listen(LIVE_CHANNEL, (payload) => {
      let n: LiveNotice;
      try {
        n = JSON.parse(payload) as LiveNotice;
      } catch {
        clear();
        return;
      }
      eventGen.set(n.e, (eventGen.get(n.e) ?? 0) + 1);
      anyGen++;
    });
    // Changes outside any event's log (a user's name, shown as an owner) clear everything.
    const unlistenAll = await app.database.listen(CACHE_CHANNEL, () => clear());
    app.addHook("onClose", async () => {
      await Promise.allSettled([unlistenLive(), unlistenAll()]);
    });

    function scopeEvent(request: FastifyRequest, scope: CacheScope): number | null | undefined {
      if (scope === "global") return null;
      const query = request.query as Record<string, unknown> | undefined;
      const params = request.params as Record<string, unknown> | undefined;
      const raw = query?.event_id ?? params?.id;
      // Not a well-formed id: let validation answer it, uncached.
      return typeof raw === "string" && DIGITS.test(raw) ? Number(raw) : undefined;
    }

    function settle(key: string, entry: Entry | null) {
      const waiters = inflight.get(key);
      if (!waiters) return;
      inflight.delete(key);
      for (const w of waiters) w(entry);
    }

    function fresh(e: Entry, epoch: number): boolean {
      return e.epoch === epoch && e.gen === genOf(e.eventId) && Date.now() - e.at < ttlMs;
    }

    function sendEntry(request: FastifyRequest, reply: FastifyReply, e: Entry) {
      reply.header("x-cache", "hit").headers(e.headers);
      if (e.gzip && acceptsGzip(request.headers["accept-encoding"])) {
        return reply.header("content-encoding", "gzip").send(e.gzip);
      }
      return reply.send(e.body);
    }

    async function ownsEvent(userId: number, eventId: number, epoch: number): Promise<boolean> {
      const k = `${userId}:${eventId}`;
      const gen = genOf(eventId);
      const known = views.get(k);
      if (known && known.gen === gen && known.epoch === epoch) return known.owner;
      const owner = await isEventOwner(app.db, userId, eventId);
      if (gen === genOf(eventId) && epoch === app.database.listenEpoch()) {
        views.delete(k);
        if (views.size >= VIEW_ENTRIES) views.delete(views.keys().next().value as string);
        views.set(k, { owner, gen, epoch });
      }
      return owner;
    }

    /** The event JSON's `is_owner` is the caller's own: staff who own the event see another copy. */
    async function viewOf(user: Actor, eventId: number, epoch: number): Promise<View> {
      const owner = await ownsEvent(user.id, eventId, epoch);
      if (user.isStaff) return owner ? "staff owner" : "staff";
      return owner ? "manager" : "";
    }

    app.addHook("onRequest", async (request, reply) => {
      const scope = request.routeOptions.config?.cache;
      if (!scope || request.method !== "GET") return;
      const eventId = scopeEvent(request, scope);
      if (eventId === undefined) return;
      const epoch = app.database.listenEpoch();
      if (epoch < 0) return; // notices cannot reach us now: do not trust or fill the cache
      let view: View = "";
      if (request.headers.authorization !== undefined) {
        // A token that failed gets its 401 from the route; a list across events may be the caller's own.
        if (!request.user || eventId === null) return;
        view = await viewOf(request.user, eventId, epoch);
      }
      // Answers do not depend on the Host header (paging links are built from APP_URL), so it is no part of the key.
      const key = view ? `${view} ${request.url}` : request.url;
      // What is sent depends on Accept-Encoding (a hit may be gzipped): shared caches must know.
      reply.header("vary", "accept-encoding");
      const hit = entries.get(key);
      if (hit && fresh(hit, epoch)) {
        hits++;
        // Most recently used goes last: eviction takes the oldest first.
        entries.delete(key);
        entries.set(key, hit);
        return sendEntry(request, reply, hit);
      }
      if (hit) drop(key);
      const waiters = inflight.get(key);
      if (waiters) {
        // Another request is reading this URL now: share its answer if it is still fresh.
        const shared = await new Promise<Entry | null>((resolve) => waiters.push(resolve));
        if (shared && fresh(shared, app.database.listenEpoch())) {
          hits++;
          return sendEntry(request, reply, shared);
        }
        misses++;
        request.cacheTicket = { key, eventId, gen: genOf(eventId), epoch: app.database.listenEpoch(), leader: false };
        return;
      }
      misses++;
      inflight.set(key, []);
      request.cacheTicket = { key, eventId, gen: genOf(eventId), epoch, leader: true };
      reply.header("x-cache", "miss");
    });

    app.addHook("onSend", async (request, reply, payload) => {
      // A write that succeeded here has committed: forget everything now rather than when its
      // notice arrives, so whoever wrote reads it back at once (writes are rare; reads are not).
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 300 && changesPublicData(request)) clear();
      const ticket = request.cacheTicket;
      if (!ticket) return payload;
      request.cacheTicket = null;
      let entry: Entry | null = null;
      const unchanged = ticket.gen === genOf(ticket.eventId) && ticket.epoch === app.database.listenEpoch();
      const isFile = Buffer.isBuffer(payload);
      if (reply.statusCode === 200 && (typeof payload === "string" || isFile) && unchanged) {
        const body = isFile ? payload : Buffer.from(payload);
        const headers: Record<string, string> = { "content-type": JSON_TYPE };
        if (isFile)
          for (const name of FILE_HEADERS) {
            const value = reply.getHeader(name);
            if (typeof value === "string") headers[name] = value;
          }
        const gzip =
          body.length >= GZIP_FROM_BYTES && COMPRESSIBLE.test(headers["content-type"] ?? "") ? zlib.gzipSync(body) : null;
        const size = body.length + (gzip?.length ?? 0) + ticket.key.length * 2 + 64;
        if (size <= maxBytes / 8) {
          entry = {
            body,
            gzip,
            headers,
            bytes: size,
            eventId: ticket.eventId,
            gen: ticket.gen,
            epoch: ticket.epoch,
            at: Date.now(),
          };
          drop(ticket.key);
          entries.set(ticket.key, entry);
          bytes += size;
          for (const k of entries.keys()) {
            if (bytes <= maxBytes) break;
            drop(k);
          }
        }
      }
      if (ticket.leader) settle(ticket.key, entry);
      return payload;
    });

    // A leader that never reaches onSend (the client went away) must not leave waiters hanging.
    const release = async (request: FastifyRequest) => {
      const ticket = request.cacheTicket;
      if (ticket?.leader) settle(ticket.key, null);
      request.cacheTicket = null;
    };
    app.addHook("onResponse", release);
    app.addHook("onRequestAbort", release);
  },
  { name: "read-cache" },
);
