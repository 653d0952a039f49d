// The event row lock and the event's rules (docs/api.md "Budget rule"; docs/decisions/012), one type for
// the auction's budget checks, the team pages' money fields and the event's own edits.
//
// Lock order for every write inside one event: the event row first, then players, then teams, each in
// id order (docs/decisions/013-auction-engine.md). Taking the event row first serializes an event's
// writes and rules out deadlocks between a sale and an edit on PostgreSQL.
import type { Quota } from "@sah/domain";
import { and, eq, type GetColumnData, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { events, type players, type sponsors, type teams } from "../../db/schema.ts";
import { notFound } from "../errors.ts";

/** The money and squad rules every team of the event shares, and whether the event is archived. */
export type EventRules = {
  fundsPerTeam: number;
  fundsUnit: string;
  minPlayerPrice: number;
  minPlayers: number;
  maxPlayers: number;
  archived: boolean;
  /** Squad quotas per team (docs/api.md "Squad quotas"). */
  quotas: Quota[];
  /** Right to match: cards per team (0: off) and the owners' window in seconds (docs/api.md "Right to match"). */
  rtmCards: number;
  rtmSeconds: number;
};

const rulesColumns = {
  fundsPerTeam: events.fundsPerTeam,
  fundsUnit: events.fundsUnit,
  minPlayerPrice: events.minPlayerPrice,
  minPlayers: events.minPlayers,
  maxPlayers: events.maxPlayers,
  archived: sql<boolean>`${events.archivedAt} is not null`,
  quotas: events.quotas,
  rtmCards: events.rtmCards,
  rtmSeconds: events.rtmSeconds,
};

/** SELECT ... FOR UPDATE on the event row: the first lock of every write inside an event. Not found if missing. */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRules> {
  const [row] = await tx.select(rulesColumns).from(events).where(eq(events.id, eventId)).for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * A write to one player, team or sponsor of the event: the event row, then that row (the lock order above),
 * with the columns the write needs and the event's rules. Not found when the row is not one of the event's.
 */
export async function lockEventRow<C extends Record<string, PgColumn>>(
  tx: Tx,
  eventId: number,
  table: typeof players | typeof teams | typeof sponsors,
  id: number,
  columns: C,
): Promise<{ [K in keyof C]: GetColumnData<C[K]> } & { rules: EventRules }> {
  const rules = await lockEvent(tx, eventId);
  const [row] = await tx
    .select(columns as Record<string, PgColumn>)
    .from(table)
    .where(and(eq(table.id, id), eq(table.eventId, eventId)))
    .for("update");
  if (!row) throw notFound();
  // The row holds exactly the columns asked for; drizzle types a selection only when it is not generic.
  return { ...(row as { [K in keyof C]: GetColumnData<C[K]> }), rules };
}

/** The rules as stored now, without a lock (reads); null for an unknown event. */
export async function loadEventRules(db: DbOrTx, eventId: number): Promise<EventRules | null> {
  const [row] = await db.select(rulesColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}
