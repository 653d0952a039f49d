// The log's reads behind the live stream (routes/live.ts; docs/api.md "Live updates") and the pages'
// live start (plugins/web-pages.ts): an event's current sequence number, and the entries after one.
import { and, asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auctionLog, events } from "../../db/schema.ts";
import type { Actor } from "../context.ts";
import { eventVisibleTo } from "../permissions.ts";

/**
 * The event's log sequence number; undefined for an unknown event, or with `viewer` given (null: no
 * one signed in), for one this caller may not see (an archived event only for staff).
 */
export async function eventLogSeq(db: DbOrTx, eventId: number, viewer?: Actor | null): Promise<number | undefined> {
  const [ev] = await db
    .select({ seq: events.logSeq })
    .from(events)
    .where(viewer === undefined ? eq(events.id, eventId) : and(eq(events.id, eventId), eventVisibleTo(viewer)));
  return ev?.seq;
}

/** Up to `limit` of the event's log entries after `cursor`, oldest first: a page of the live stream's replay. */
export async function logPageAfter(db: DbOrTx, eventId: number, cursor: number, limit: number) {
  return db
    .select({ seq: auctionLog.seq, topics: auctionLog.topics, action: auctionLog.action, data: auctionLog.data })
    .from(auctionLog)
    .where(and(eq(auctionLog.eventId, eventId), gt(auctionLog.seq, cursor)))
    .orderBy(asc(auctionLog.seq))
    .limit(limit);
}
