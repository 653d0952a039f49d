// Lock order for every write inside one event: the event row first, then players, then teams, each in
// id order (docs/decisions/013-auction-engine.md). Taking the event row first serializes an event's
// writes and rules out deadlocks between a sale and an edit on PostgreSQL.
import { eq } from "drizzle-orm";
import { notFound } from "../lib/errors.ts";
import type { Tx } from "./client.ts";
import { events } from "./schema.ts";

export async function lockEventRow(tx: Tx, eventId: number): Promise<void> {
  const rows = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("update");
  if (!rows.length) throw notFound();
}
