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
import { assertCanManageEvent, eventExists } from "../services/permissions.ts";

/** The signed-in user: the services' Actor, plus the token the request came with (logout, password change). */
export type AuthUser = Actor & { tokenId: number };

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when a token was sent but is unknown, revoked or expired. */
    authFailure: string | null;
  }
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("authFailure", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const header = request.headers.authorization;
    if (!header) return;
    const m = /^(?:Bearer|Token)\s+([A-Za-z0-9_-]{10,200})$/i.exec(header.trim());
    if (!m) {
      request.authFailure = DETAIL.invalidToken;
      return;
    }
    const rows = await app.db
      .select({ id: users.id, name: users.name, email: users.email, isStaff: users.isStaff, tokenId: authTokens.id })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      // An archived account's tokens are deleted when it is archived; the check here is the backstop.
      .where(and(eq(authTokens.tokenHash, hashToken(m[1])), gt(authTokens.expiresAt, new Date()), isNull(users.archivedAt)))
      .limit(1);
    if (rows[0]) request.user = rows[0];
    else request.authFailure = DETAIL.invalidToken;
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

/** Public reads of one event: 404 unless the event exists for this caller (an archived one only for staff). */
export async function visibleEvent(request: FastifyRequest): Promise<void> {
  if (!(await eventExists(request.server.db, eventIdOf(request), request.user))) throw notFound();
}

/** An /api/events/events/:id route (docs/api.md "Events"): the event is the path's id. */
const EVENT_BY_PATH = /^\/api\/events\/events\/:id(\/|$)/;

function eventIdOf(request: FastifyRequest): number {
  const byPath = EVENT_BY_PATH.test(request.routeOptions.url ?? "");
  const id = byPath ? (request.params as { id?: unknown }).id : (request.query as { event_id?: unknown }).event_id;
  // The route's schema has validated the id by now; anything else is a route declared without it.
  if (typeof id !== "number") throw new Error(`${request.routeOptions.url}: an event hook without a validated event id`);
  return id;
}
