// The event row lock and the event's rules (docs/api.md "Budget rule"; docs/decisions/012), one type for
// the auction's budget checks, the team pages' money fields and the event's own edits.
//
// Lock order for every write inside one event: the event row first, then players, then teams, each in
// id order (docs/decisions/013-auction-engine.md). Taking the event row first serializes an event's
// writes and rules out deadlocks between a sale and an edit on PostgreSQL.
import type { Quota } from "@sah/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { events } from "../../db/schema.ts";
import { notFound } from "../errors.ts";

/** The money and squad rules every team of the event shares, and whether the event is archived. */
export type EventRules = {
  fundsPerTeam: number;
  fundsUnit: string;
  minPlayerPrice: number;
  minPlayers: number;
  maxPlayers: number;
  archived: boolean;
  /** Squad quotas per team (docs/api.md "Corrections and squad rules"). */
  quotas: Quota[];
};

const rulesColumns = {
  fundsPerTeam: events.fundsPerTeam,
  fundsUnit: events.fundsUnit,
  minPlayerPrice: events.minPlayerPrice,
  minPlayers: events.minPlayers,
  maxPlayers: events.maxPlayers,
  archived: sql<boolean>`${events.archivedAt} is not null`,
  quotas: events.quotas,
};

/** SELECT ... FOR UPDATE on the event row: the first lock of every write inside an event. Not found if missing. */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRules> {
  const [row] = await tx.select(rulesColumns).from(events).where(eq(events.id, eventId)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The rules as stored now, without a lock (reads); null for an unknown event. */
export async function loadEventRules(db: DbOrTx, eventId: number): Promise<EventRules | null> {
  const [row] = await db.select(rulesColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}
