// Every change to an event is appended to auction_log under the event's next sequence number and
// announced with NOTIFY inside the same transaction, so the message leaves only after commit
// (docs/api.md "Live updates"). The sequence number is the live stream's message id.
import type { AuctionLogData, LiveAction, LiveTopic } from "@sah/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { auctionLog, events } from "../../db/schema.ts";
import { liveEventsOf, MAX_NOTICE_BYTES } from "./live-event.ts";

export const LIVE_CHANNEL = "sah_live";
/** Changes outside every event's log that public reads still show (a user's name as an owner). */
export const CACHE_CHANNEL = "sah_cache";

export type ChangeEntry = {
  eventId: number;
  actorId: number | null;
  action: string;
  topics: LiveTopic[];
  /** The entry's `data` on the wire (domain AuctionLogData). */
  data?: AuctionLogData;
  undoOfSeq?: number | null;
  /** Why (corrections and adjustments; docs/api.md "Corrections and undo", "Purse adjustments"). */
  reason?: string | null;
};

/** The NOTIFY payload: event, sequence number, topics, and for an auction action its live action and detail. */
export type LiveNotice = { e: number; s: number; t: LiveTopic[]; a?: LiveAction; d?: unknown };

export async function recordChange(tx: Tx, entry: ChangeEntry): Promise<number> {
  const [row] = await tx
    .update(events)
    .set({ logSeq: sql`${events.logSeq} + 1` })
    .where(eq(events.id, entry.eventId))
    .returning({ seq: events.logSeq });
  if (!row) throw new Error(`recordChange: event ${entry.eventId} does not exist`);
  await tx.insert(auctionLog).values({
    eventId: entry.eventId,
    seq: row.seq,
    actorId: entry.actorId,
    action: entry.action,
    topics: entry.topics,
    data: entry.data ?? {},
    undoOfSeq: entry.undoOfSeq ?? null,
    reason: entry.reason ?? null,
  });
  const notice: LiveNotice = { e: entry.eventId, s: row.seq, t: entry.topics };
  // Read inside the transaction, after the change: the names as they stand once it commits.
  const [live] = await liveEventsOf(tx, entry.eventId, [{ action: entry.action, data: entry.data ?? {} }]);
  let payload = JSON.stringify(live ? { ...notice, a: live.action, d: live.detail } : notice);
  if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) payload = JSON.stringify(notice);
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  return row.seq;
}

/** Tells every process that cached public reads may show something this transaction changed. */
export async function announceOutsideChange(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'all')`);
}
