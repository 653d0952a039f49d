// Who may manage an event (docs/api.md "check-permission"): staff and the event's owners.
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { eventOwners, events, teamOwners, teams } from "../db/schema.ts";
import { hasRow } from "../db/sql.ts";
import type { Actor } from "./context.ts";
import { forbidden, notFound } from "./errors.ts";

/**
 * Whether the event exists for this viewer: an archived event exists only for staff; everyone else
 * gets the 404 of an unknown event (docs/decisions/034-archive-and-delete.md).
 */
export function eventExists(db: DbOrTx, eventId: number, viewer: Actor | null): Promise<boolean> {
  return hasRow(db, events, and(eq(events.id, eventId), eventVisibleTo(viewer)));
}

/**
 * THE rule "archived events are staff-only" (docs/decisions/034): whether archived events are hidden
 * from this viewer. Every read that answers an archived event as unknown asks it, through
 * `eventVisibleTo` in SQL or directly (teams' reads, `eventAccess`).
 */
export function hidesArchived(viewer: Actor | null | undefined): boolean {
  return !viewer?.isStaff;
}

/**
 * The rule as a filter on the events table: every read of one event that does not go through
 * eventExists (the live stream, getEvent) adds it to its query.
 */
export function eventVisibleTo(viewer: Actor | null): SQL | undefined {
  return hidesArchived(viewer) ? isNull(events.archivedAt) : undefined;
}

export function isEventOwner(db: DbOrTx, userId: number, eventId: number): Promise<boolean> {
  return hasRow(db, eventOwners, and(eq(eventOwners.eventId, eventId), eq(eventOwners.userId, userId)));
}

export async function canManageEvent(db: DbOrTx, user: Actor | null, eventId: number): Promise<boolean> {
  if (!user) return false;
  if (user.isStaff) return true;
  return isEventOwner(db, user.id, eventId);
}

/**
 * Whether the event exists and whether the user may manage it, in one query. An archived event
 * exists only for staff (docs/decisions/034-archive-and-delete.md).
 */
export async function eventAccess(
  db: DbOrTx,
  user: Actor | null,
  eventId: number,
): Promise<{ exists: boolean; canManage: boolean }> {
  const [row] = await db
    .select({
      owner: user
        ? sql<boolean>`exists (select 1 from event_owners o where o.event_id = "events"."id" and o.user_id = ${user.id})`
        : sql<boolean>`false`,
      archived: sql<boolean>`${events.archivedAt} is not null`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || (row.archived && hidesArchived(user))) return { exists: false, canManage: false };
  return { exists: true, canManage: !!user && (user.isStaff || row.owner) };
}

/** 404 when the event does not exist, else 403 unless the user may manage it (routes/permissions.ts eventManager). */
export async function assertCanManageEvent(db: DbOrTx, user: Actor, eventId: number): Promise<void> {
  const access = await eventAccess(db, user, eventId);
  if (!access.exists) throw notFound();
  if (!access.canManage) throw forbidden();
}

/**
 * 404 when the event does not exist, else 403 unless the user may bid in it: an owner of one of its
 * teams, or a manager of the event (docs/api.md "Bidding by team owners"; routes/permissions.ts eventBidder).
 */
export async function assertCanBidInEvent(db: DbOrTx, user: Actor, eventId: number): Promise<void> {
  const access = await eventAccess(db, user, eventId);
  if (!access.exists) throw notFound();
  if (access.canManage) return;
  const rows = await db
    .select({ team: teamOwners.teamId })
    .from(teamOwners)
    .innerJoin(teams, eq(teams.id, teamOwners.teamId))
    .where(and(eq(teams.eventId, eventId), eq(teamOwners.userId, user.id)))
    .limit(1);
  if (rows.length === 0) throw forbidden();
}
