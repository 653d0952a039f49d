// What every auction command reads and writes: the block, the purses, the cards left, the team locks
// and the change writer. Each command (draw.ts, place.ts, adjust.ts, undo.ts; bids.ts, clock.ts) runs
// in ONE database transaction that locks the event row first (so actions on one event take turns),
// then the players and teams it touches in id order, decides with the engine, writes the change and
// logs it with recordChange (which announces it after commit). Locking order and retry:
// docs/decisions/013-auction-engine.md.
import { type AuctionChange, type AuctionStatus, PLAYER_STATUS, type PlayerStatus, type Purse, rtmCardsLeft } from "@sah/domain";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { auctionStates, players, teamAdjustments, teams, transactions } from "../../db/schema.ts";
import { moneySum } from "../../db/sql.ts";
import type { EventRules } from "../events/lock.ts";
import { purseOf } from "../teams/read.ts";
import { type AuctionView, auctionStatus, type BlockState, INITIAL_BLOCK, shownPlayer, type TransactionRow } from "./engine.ts";

export type AuctionSnapshot = { status: AuctionStatus; playerId: number | null };

export async function readBlock(db: DbOrTx, eventId: number): Promise<BlockState> {
  const [row] = await db
    .select({ current_player: auctionStates.currentPlayerId, is_started: auctionStates.isStarted })
    .from(auctionStates)
    .where(eq(auctionStates.eventId, eventId));
  return row ?? INITIAL_BLOCK;
}

export async function readView(db: DbOrTx, eventId: number): Promise<AuctionView> {
  const block = await readBlock(db, eventId);
  const rows = await db
    .select({ status: players.status, n: count() })
    .from(players)
    .where(eq(players.eventId, eventId))
    .groupBy(players.status);
  const n = (s: PlayerStatus) => rows.find((r) => r.status === s)?.n ?? 0;
  let currentStatus: PlayerStatus | null = null;
  if (block.current_player !== null) {
    const [p] = await db
      .select({ status: players.status })
      .from(players)
      .where(and(eq(players.id, block.current_player), eq(players.eventId, eventId)));
    currentStatus = p ? (p.status as PlayerStatus) : null;
  }
  return {
    block,
    currentStatus,
    counts: { available: n(PLAYER_STATUS.AVAILABLE), auctioning: n(PLAYER_STATUS.AUCTIONING), unsold: n(PLAYER_STATUS.UNSOLD) },
  };
}

export function snapshotOf(view: AuctionView): AuctionSnapshot {
  return { status: auctionStatus(view), playerId: shownPlayer(view) };
}

/**
 * Purses of the given teams as stored now (players_count and spent come from their transactions,
 * their funds from the event's purse plus their adjustments).
 */
export async function readPurses(db: DbOrTx, rules: EventRules, teamIds: number[]): Promise<Map<number, Purse>> {
  const out = new Map<number, Purse>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({
      teamId: transactions.teamId,
      n: count(),
      spent: moneySum(transactions.price),
    })
    .from(transactions)
    .where(inArray(transactions.teamId, teamIds))
    .groupBy(transactions.teamId);
  const adjusted = await db
    .select({
      teamId: teamAdjustments.teamId,
      amount: moneySum(teamAdjustments.amount),
    })
    .from(teamAdjustments)
    .where(inArray(teamAdjustments.teamId, teamIds))
    .groupBy(teamAdjustments.teamId);
  for (const id of teamIds) {
    const money = rows.find((r) => r.teamId === id);
    out.set(
      id,
      purseOf(rules, {
        spent: money?.spent ?? 0,
        playersCount: money?.n ?? 0,
        adjusted: adjusted.find((r) => r.teamId === id)?.amount ?? 0,
      }),
    );
  }
  return out;
}

export const transactionColumns = {
  id: transactions.id,
  player: transactions.playerId,
  team: transactions.teamId,
  price: transactions.price,
  createdAt: transactions.createdAt,
  rtm: transactions.rtm,
};
export const toRow = (r: {
  id: number;
  player: number;
  team: number;
  price: number;
  createdAt: Date;
  rtm: boolean;
}): TransactionRow => ({
  id: r.id,
  player: r.player,
  team: r.team,
  price: r.price,
  created_at: r.createdAt.toISOString(),
  ...(r.rtm ? { rtm: true } : {}),
});

/**
 * Right to match: the cards each team has left (the event's cards less its standing sales by right to
 * match; an undone or corrected match gives its card back by going). `exceptPlayer`: a player whose
 * own standing sale is not counted (it is about to be replaced).
 */
export async function readCardsLeft(
  db: DbOrTx,
  rules: EventRules,
  teamIds: number[],
  exceptPlayer?: number,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({ teamId: transactions.teamId, n: count() })
    .from(transactions)
    .where(
      and(
        inArray(transactions.teamId, teamIds),
        eq(transactions.rtm, true),
        exceptPlayer === undefined ? undefined : ne(transactions.playerId, exceptPlayer),
      ),
    )
    .groupBy(transactions.teamId);
  for (const id of teamIds) out.set(id, rtmCardsLeft(rules.rtmCards, rows.find((r) => r.teamId === id)?.n ?? 0));
  return out;
}

/** Locks the event's teams among `ids` (id order) and returns those that exist in this event, with their names. */
export async function lockTeams(tx: Tx, eventId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(inArray(teams.id, ids), eq(teams.eventId, eventId)))
    .orderBy(asc(teams.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Deletes the sales or adjustments a change removes: by id, and only the event's (the id is the log's). */
async function deleteRows(
  tx: Tx,
  table: typeof transactions | typeof teamAdjustments,
  eventId: number,
  rows: readonly { id: number }[],
): Promise<void> {
  if (!rows.length) return;
  await tx.delete(table).where(
    and(
      inArray(
        table.id,
        rows.map((r) => r.id),
      ),
      eq(table.eventId, eventId),
    ),
  );
}

/** Writes a change the engine accepted. Added rows carry an id when restored (undo), none when new. */
export async function applyChange(
  tx: Tx,
  eventId: number,
  change: Omit<AuctionChange, "added">,
  add: (Omit<TransactionRow, "id" | "created_at"> & Partial<Pick<TransactionRow, "id" | "created_at">>)[],
): Promise<TransactionRow[]> {
  const byTarget = new Map<PlayerStatus, number[]>();
  for (const p of change.players) byTarget.set(p.to, [...(byTarget.get(p.to) ?? []), p.id]);
  for (const [status, ids] of byTarget) {
    await tx
      .update(players)
      .set({ status })
      .where(and(inArray(players.id, ids), eq(players.eventId, eventId)));
  }
  // Removals first: a restored or new sale may be for the same player (one sale per player).
  await deleteRows(tx, transactions, eventId, change.removed);
  const added: TransactionRow[] = [];
  for (const t of add) {
    const [row] = await tx
      .insert(transactions)
      .values({
        ...(t.id !== undefined ? { id: t.id } : {}),
        eventId,
        playerId: t.player,
        teamId: t.team,
        price: t.price,
        rtm: t.rtm === true,
        // Millisecond precision, so the row an undo restores is the same to the last digit.
        createdAt: t.created_at ? new Date(t.created_at) : new Date(),
      })
      .returning(transactionColumns);
    added.push(toRow(row));
  }
  // Adjustments: restored with their ids (undo), or new (an adjustment, whose rows come back with ids).
  await deleteRows(tx, teamAdjustments, eventId, change.adjustments_removed ?? []);
  for (const a of change.adjustments_added ?? []) {
    await tx.insert(teamAdjustments).values({
      id: a.id,
      eventId,
      teamId: a.team,
      amount: a.amount,
      reason: a.reason,
      createdAt: new Date(a.created_at),
    });
  }
  // A second round's base prices (or their undo), each player's own value.
  for (const b of change.base_prices ?? []) {
    await tx
      .update(players)
      .set({ basePrice: b.to })
      .where(and(eq(players.id, b.id), eq(players.eventId, eventId)));
  }
  if (change.block) {
    const after = change.block.after;
    const set = { currentPlayerId: after.current_player, isStarted: after.is_started, updatedAt: new Date() };
    await tx
      .insert(auctionStates)
      .values({ eventId, ...set })
      .onConflictDoUpdate({ target: auctionStates.eventId, set });
  }
  return added;
}
