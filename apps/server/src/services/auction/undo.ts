// The undo command (docs/api.md "Auction"): the latest auction action not yet undone, reversed exactly.
import {
  AUCTION_ACTION,
  AuctionChange,
  DETAIL,
  isUndoableAction,
  type LiveTopic,
  type PlayerStatus,
  UNDOABLE_ACTIONS,
  type UndoableAction,
} from "@sah/domain";
import { and, asc, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { auctionLog, players, teamAdjustments, transactions } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { conflict, invalid } from "../errors.ts";
import { lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { settleLotAfterUndo } from "./clock.ts";
import { changeRefs, planUndo } from "./engine.ts";
import {
  type AuctionSnapshot,
  applyChange,
  lockTeams,
  readBlock,
  readCardsLeft,
  readPurses,
  readView,
  snapshotOf,
  toRow,
  transactionColumns,
} from "./state.ts";

export type UndoResult = AuctionSnapshot & { seq: number; undoOf: number; action: UndoableAction };

/**
 * POST transactions/undo/: reverses the latest auction action not yet undone, exactly, as a new log
 * entry pointing at it (undoOfSeq). 400 when there is nothing to undo, 409 when the rows it touched
 * have changed since in a way that makes the undo unsafe (engine.planUndo).
 */
export async function undoLastAction(db: Db, input: { eventId: number; actorId: number | null }): Promise<UndoResult> {
  const { eventId } = input;
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const undo = alias(auctionLog, "undo");
    const [target] = await tx
      .select({ seq: auctionLog.seq, action: auctionLog.action, topics: auctionLog.topics, data: auctionLog.data })
      .from(auctionLog)
      .where(
        and(
          eq(auctionLog.eventId, eventId),
          inArray(auctionLog.action, [...UNDOABLE_ACTIONS]),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(undo)
              .where(and(eq(undo.eventId, auctionLog.eventId), eq(undo.undoOfSeq, auctionLog.seq))),
          ),
        ),
      )
      .orderBy(desc(auctionLog.seq))
      .limit(1);
    if (!target) throw invalid(DETAIL.nothingToUndo);
    const parsed = AuctionChange.safeParse(target.data);
    if (!parsed.success || !isUndoableAction(target.action)) throw conflict(`${DETAIL.undoConflict}: its record is unreadable.`);
    const done: AuctionChange = parsed.data;

    const refs = changeRefs(done);
    const playerRows = refs.players.length
      ? await tx
          .select({ id: players.id, status: players.status, basePrice: players.basePrice })
          .from(players)
          .where(and(inArray(players.id, refs.players), eq(players.eventId, eventId)))
          .orderBy(asc(players.id))
          .for("update")
      : [];
    const teamIds = await lockTeams(tx, eventId, refs.teams);
    const txnPlayers = [...new Set([...done.removed, ...done.added].map((t) => t.player))];
    const txnRows = txnPlayers.length
      ? await tx
          .select(transactionColumns)
          .from(transactions)
          .where(and(eq(transactions.eventId, eventId), inArray(transactions.playerId, txnPlayers)))
      : [];
    const byIdRows = refs.transactions.length
      ? await tx
          .select(transactionColumns)
          .from(transactions)
          .where(and(eq(transactions.eventId, eventId), inArray(transactions.id, refs.transactions)))
      : [];

    const adjustmentRows = refs.adjustments.length
      ? await tx
          .select()
          .from(teamAdjustments)
          .where(and(eq(teamAdjustments.eventId, eventId), inArray(teamAdjustments.id, refs.adjustments)))
      : [];

    const plan = planUndo(done, {
      adjustmentsById: new Map(
        adjustmentRows.map((r) => [
          r.id,
          { id: r.id, team: r.teamId, amount: r.amount, reason: r.reason, created_at: r.createdAt.toISOString() },
        ]),
      ),
      playerStatuses: new Map(playerRows.map((p) => [p.id, p.status as PlayerStatus])),
      basePrices: new Map(playerRows.map((p) => [p.id, p.basePrice])),
      transactionsById: new Map(byIdRows.map((r) => [r.id, toRow(r)])),
      transactionOfPlayer: new Map(txnRows.map((r) => [r.player, r.id])),
      teams: await readPurses(tx, rules, [...teamIds.keys()]),
      cardsLeft: await readCardsLeft(tx, rules, [...teamIds.keys()]),
      block: await readBlock(tx, eventId),
    });
    if (!plan.ok) throw conflict(`${DETAIL.undoConflict}: ${plan.reason}.`);

    await applyChange(tx, eventId, plan.change, plan.change.added);
    const seq = await recordChange(tx, {
      eventId,
      actorId: input.actorId,
      action: AUCTION_ACTION.undo,
      topics: target.topics as LiveTopic[],
      data: { ...plan.change, undone_action: target.action },
      undoOfSeq: target.seq,
    });
    // A player back on the block mid-bidding must not be sold at once by a clock that ran out (clock.ts).
    await settleLotAfterUndo(tx, eventId);
    return { ...snapshotOf(await readView(tx, eventId)), seq, undoOf: target.seq, action: target.action };
  });
}
