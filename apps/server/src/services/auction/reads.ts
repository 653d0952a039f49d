// The auction's public reads (docs/api.md "Auction"): the block, the top sales and the audit log.
import type { AuctionLogData, AuctionLogEntry, TopTransaction } from "@sah/domain";
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auctionLog, events, players, teams, transactions, users } from "../../db/schema.ts";
import { hasRow } from "../../db/sql.ts";
import { notFound } from "../errors.ts";
import { type AuctionSnapshot, readView, snapshotOf } from "./state.ts";

async function assertEventExists(db: DbOrTx, eventId: number): Promise<void> {
  if (!(await hasRow(db, events, eq(events.id, eventId)))) throw notFound();
}

/** GET current-player/: the auction status and the player on the block (engine.auctionStatus). */
export async function currentPlayer(db: DbOrTx, eventId: number): Promise<AuctionSnapshot> {
  await assertEventExists(db, eventId);
  return snapshotOf(await readView(db, eventId));
}

/** GET top-5/: the highest-priced standing sales, ties by the earlier sale. */
export async function topTransactions(db: DbOrTx, eventId: number, limit = 5): Promise<TopTransaction[]> {
  await assertEventExists(db, eventId);
  return db
    .select({
      id: transactions.id,
      player_name: players.name,
      team_name: teams.name,
      price: transactions.price,
      funds_unit: events.fundsUnit,
      rtm: transactions.rtm,
    })
    .from(transactions)
    .innerJoin(players, eq(players.id, transactions.playerId))
    .innerJoin(teams, eq(teams.id, transactions.teamId))
    .innerJoin(events, eq(events.id, transactions.eventId))
    .where(eq(transactions.eventId, eventId))
    .orderBy(desc(transactions.price), asc(transactions.id))
    .limit(limit);
}

export type LogFilter = { action?: string; team?: number; player?: number };

/** jsonb containment: `data` holds `shape` (e.g. an added sale of this player). */
const holds = (shape: object) => sql`${auctionLog.data} @> ${JSON.stringify(shape)}::jsonb`;

/**
 * The audit's filters on the log (docs/api.md "The log"): an entry names a player in
 * its status changes, its sales (added or removed) or its own small record (`{player}` of an edit);
 * a team in its sales, its adjustments or its record (`{team}`).
 */
function logFilter(eventId: number, f: LogFilter) {
  return and(
    eq(auctionLog.eventId, eventId),
    f.action ? eq(auctionLog.action, f.action) : undefined,
    f.player !== undefined
      ? or(
          holds({ players: [{ id: f.player }] }),
          holds({ added: [{ player: f.player }] }),
          holds({ removed: [{ player: f.player }] }),
          holds({ player: f.player }),
        )
      : undefined,
    f.team !== undefined
      ? or(
          holds({ added: [{ team: f.team }] }),
          holds({ removed: [{ team: f.team }] }),
          holds({ adjustments_added: [{ team: f.team }] }),
          holds({ adjustments_removed: [{ team: f.team }] }),
          holds({ team: f.team }),
        )
      : undefined,
  );
}

/** GET log/: a page of the event's log, newest first, with whether each entry has been undone. */
export async function listLog(
  db: DbOrTx,
  eventId: number,
  page: { limit: number; offset: number },
  filter: LogFilter = {},
): Promise<{ count: number; results: AuctionLogEntry[] }> {
  await assertEventExists(db, eventId);
  const where = logFilter(eventId, filter);
  const [{ n }] = await db.select({ n: count() }).from(auctionLog).where(where);
  if (n === 0) return { count: 0, results: [] };
  const rows = await db
    .select({
      seq: auctionLog.seq,
      action: auctionLog.action,
      actorId: auctionLog.actorId,
      actorName: users.name,
      topics: auctionLog.topics,
      data: auctionLog.data,
      undoOf: auctionLog.undoOfSeq,
      reason: auctionLog.reason,
      createdAt: auctionLog.createdAt,
    })
    .from(auctionLog)
    .leftJoin(users, eq(users.id, auctionLog.actorId))
    .where(where)
    .orderBy(desc(auctionLog.seq))
    .limit(page.limit)
    .offset(page.offset);
  const seqs = rows.map((r) => r.seq);
  const undoneRows = seqs.length
    ? await db
        .select({ seq: auctionLog.undoOfSeq })
        .from(auctionLog)
        .where(and(eq(auctionLog.eventId, eventId), inArray(auctionLog.undoOfSeq, seqs)))
    : [];
  const undone = new Set(undoneRows.map((r) => r.seq));
  return {
    count: n,
    results: rows.map((r) => {
      const actor = r.actorId !== null && r.actorName !== null ? { id: r.actorId, name: r.actorName } : null;
      return {
        seq: r.seq,
        action: r.action,
        actor,
        user: actor,
        reason: r.reason,
        topics: r.topics,
        // Written only by recordChange, whose data is an AuctionLogData.
        data: r.data as AuctionLogData,
        undo_of: r.undoOf,
        undone: undone.has(r.seq),
        created_at: r.createdAt.toISOString(),
      };
    }),
  };
}
