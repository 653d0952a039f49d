// Permission hooks (route option `preHandler`) over the signed-in user plugins/auth.ts sets. They run
// after the query and path parameters are validated and before the handler reads the body, which keeps
// docs/api.md's order: 401 (no or invalid token), then 403/404 (permission, unknown event), then 400 for the body.
import { DETAIL } from "@sah/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthorized } from "../lib/errors.ts";
import type { AuthUser } from "../plugins/auth.ts";
import { forbidden, notFound } from "../services/errors.ts";
import { assertCanBidInEvent, assertCanManageEvent, eventExists } from "../services/permissions.ts";
import { isPlayerOfEvent } from "../services/players/read.ts";
import { isTeamOfEvent } from "../services/teams/read.ts";

/** The signed-in user: 401 unless logged in. Behind a permission hook below, it always returns. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(request.authFailure ?? DETAIL.unauthenticated);
  return request.user;
}

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
