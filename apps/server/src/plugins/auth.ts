// Bearer-token authentication: sets request.user (or null). Routes say what they require with the
// permission hooks at the end (`preHandler: eventManager`, after fastify/demo's routes/api/tasks).
import { DETAIL } from "@sah/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { authTokens, users } from "../db/schema.ts";
import { unauthorized } from "../lib/errors.ts";
import { hashToken } from "../services/auth/crypto.ts";
import type { Actor } from "../services/context.ts";
import { forbidden, notFound } from "../services/errors.ts";
import { assertCanBidInEvent, assertCanManageEvent, eventExists } from "../services/permissions.ts";
import { isPlayerOfEvent } from "../services/players/read.ts";
import { isTeamOfEvent } from "../services/teams/read.ts";

/** The signed-in user: the services' Actor, plus the token the request came with (logout, password change). */
export type AuthUser = Actor & { tokenId: number };

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when a token was sent but is unknown, revoked or expired. */
    authFailure: string | null;
  }
}

/** NOTIFY channel of ended tokens (`t:<token id>`) and changed users (`u:<user id>`), sent by triggers (migration 0004). */
export const AUTH_CHANNEL = "sah_auth";

/** Most tokens one process remembers; the oldest go first. */
const AUTH_CACHE_ENTRIES = 10_000;

/** Writes that may end a token or change what a token's user may do. */
const USER_WRITES = /^\/+api\/+users(?:[/?]|$)/;

type CachedToken = { user: AuthUser; expiresAt: number; epoch: number; at: number };

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("authFailure", null);

  // Checked tokens, by hash (docs/decisions/042-production-footing.md): a signed-in read costs no
  // token query. Database triggers announce every deleted token and every change to a user's name,
  // e-mail, staff flag or archive state, in every process (LISTEN/NOTIFY); an entry is trusted only
  // while the notification connection that would have carried its invalidation is the one it was
  // cached under, and for at most AUTH_CACHE_TTL_MS.
  const ttlMs = app.config.authCacheTtlMs;
  const tokens = new Map<string, CachedToken>();
  /** Bumped by every notice: a lookup that started before one does not fill the cache. */
  let generation = 0;
  if (ttlMs > 0) {
    const unlisten = await app.database.listen(AUTH_CHANNEL, (payload) => {
      generation++;
      const [kind, id] = [payload.slice(0, 2), Number(payload.slice(2))];
      for (const [hash, entry] of tokens) {
        if ((kind === "t:" && entry.user.tokenId === id) || (kind === "u:" && entry.user.id === id) || !Number.isInteger(id)) {
          tokens.delete(hash);
        }
      }
    });
    app.addHook("onClose", async () => {
      await unlisten().catch(() => {});
    });
  }

  // This process's own account writes (logout, password change or reset, user edits, archiving) clear
  // its cache before they answer, so a revoked token is refused here from the answer on; other
  // processes drop theirs when the triggers' notice arrives.
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
    if (!USER_WRITES.test(request.url)) return;
    generation++;
    tokens.clear();
  });

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const header = request.headers.authorization;
    if (!header) return;
    const m = /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{10,200})$/i.exec(header.trim());
    if (!m) {
      request.authFailure = DETAIL.invalidToken;
      return;
    }
    const hash = hashToken(m[1]);
    const epoch = app.database.listenEpoch();
    const now = Date.now();
    const hit = tokens.get(hash);
    if (hit) {
      if (hit.epoch === epoch && epoch >= 0 && hit.expiresAt > now && now - hit.at < ttlMs) {
        request.user = hit.user;
        return;
      }
      tokens.delete(hash);
    }
    const started = generation;
    const rows = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        isStaff: users.isStaff,
        tokenId: authTokens.id,
        expiresAt: authTokens.expiresAt,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      // An archived account's tokens are deleted when it is archived; the check here is the backstop.
      .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, new Date(now)), isNull(users.archivedAt)))
      .limit(1);
    const row = rows[0];
    if (!row) {
      request.authFailure = DETAIL.invalidToken;
      return;
    }
    const { expiresAt, ...user } = row;
    request.user = user;
    if (ttlMs > 0 && epoch >= 0 && generation === started && app.database.listenEpoch() === epoch) {
      if (tokens.size >= AUTH_CACHE_ENTRIES) tokens.delete(tokens.keys().next().value as string);
      tokens.set(hash, { user, expiresAt: expiresAt.getTime(), epoch, at: now });
    }
  });
});

/** The signed-in user: 401 unless logged in. Behind a permission hook below, it always returns. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(request.authFailure ?? DETAIL.unauthenticated);
  return request.user;
}

// Permission hooks (route option `preHandler`). They run after the query and path parameters are
// validated and before the handler reads the body, which keeps docs/api.md's order: 401 (no or invalid
// token), then 403/404 (permission, unknown event), then 400 for the body.

/** 401 unless logged in. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  userOf(request);
}

/** 401 unless logged in, 403 unless staff. */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (!userOf(request).isStaff) throw forbidden();
}

/**
 * 401 unless logged in, 404 for an unknown event (an archived one, for non-staff), 403 unless staff or
 * one of the event's owners: one query (services/permissions.ts). The event is the `:id` of an
 * /api/events/events/:id route, else the `?event_id=` every other event-scoped route takes.
 */
export async function eventManager(request: FastifyRequest): Promise<void> {
  await assertCanManageEvent(request.server.db, userOf(request), eventIdOf(request));
}

/**
 * 401 unless logged in, 404 for an unknown event, 403 unless an owner of one of its teams or a manager
 * of the event (docs/api.md "Bidding by team owners": who may bid).
 */
export async function eventBidder(request: FastifyRequest): Promise<void> {
  await assertCanBidInEvent(request.server.db, userOf(request), eventIdOf(request));
}

/**
 * A permission hook for what only some requests of a route ask for, judged from the validated query
 * (the archived events list is staff only; the log export needs the event permission).
 */
export function onlyWhen(asks: (query: Record<string, unknown>) => boolean, hook: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (asks(request.query as Record<string, unknown>)) await hook(request);
  };
}

/** Public reads of one event: 404 unless the event exists for this caller (an archived one only for staff). */
export async function visibleEvent(request: FastifyRequest): Promise<void> {
  if (!(await eventExists(request.server.db, eventIdOf(request), request.user))) throw notFound();
}

/**
 * 404 unless the path's `:id` is a row of the route's event. After eventManager and before the body
 * is read, so an unknown player or team is a 404, never a 400 for its body (docs/api.md's order).
 */
function rowOfEvent(isOfEvent: (db: FastifyInstance["db"], eventId: number, id: number) => Promise<boolean>) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== "number") throw new Error(`${request.routeOptions.url}: a row hook without a validated :id`);
    if (!(await isOfEvent(request.server.db, eventIdOf(request), id))) throw notFound();
  };
}

/** The path's player is one of the event's. */
export const playerOfEvent = rowOfEvent(isPlayerOfEvent);
/** The path's team is one of the event's. */
export const teamOfEvent = rowOfEvent(isTeamOfEvent);

/** An /api/events/events/:id route (docs/api.md "Events"): the event is the path's id. */
const EVENT_BY_PATH = /^\/api\/events\/events\/:id(\/|$)/;

function eventIdOf(request: FastifyRequest): number {
  const byPath = EVENT_BY_PATH.test(request.routeOptions.url ?? "");
  const id = byPath ? (request.params as { id?: unknown }).id : (request.query as { event_id?: unknown }).event_id;
  // The route's schema has validated the id by now; anything else is a route declared without it.
  if (typeof id !== "number") throw new Error(`${request.routeOptions.url}: an event hook without a validated event id`);
  return id;
}
