// The auction service: each action runs in ONE database transaction that locks the event row first
// (so actions on one event take turns), then the players and teams it touches in id order, decides
// with the engine, writes the change and logs it with recordChange (which announces it after commit).
// Locking order and retry: docs/decisions/013-auction-engine.md.
import {
  type AdjustmentBody,
  AUCTION_ACTION,
  AuctionChange,
  type AuctionLogData,
  type AuctionLogEntry,
  type AuctionStatus,
  type CorrectionBody,
  DETAIL,
  type DrawAsk,
  everyTeamFull,
  isUndoableAction,
  type LiveTopic,
  MSG,
  PLAYER_STATUS,
  type PlayerStatus,
  type Purse,
  playerStatusName,
  rtmCardsLeft,
  SALE_TEXT,
  type SellBody,
  type TopTransaction,
  UNDOABLE_ACTIONS,
  type UndoableAction,
} from "@sah/domain";
import { and, asc, count, desc, eq, inArray, ne, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { auctionLog, auctionStates, events, players, teamAdjustments, teams, transactions, users } from "../../db/schema.ts";
import { hasRow, moneySum } from "../../db/sql.ts";
import { inTransaction } from "../../db/transaction.ts";
import { conflict, fieldError, fieldErrors, invalid, notFound } from "../errors.ts";
import { type EventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { purseOf } from "../teams/read.ts";
import { loadSquadPlayer, loadSquads, quotaLabeler } from "../teams/squads.ts";
import { openLot, settleLotAfterUndo } from "./clock.ts";
import {
  type AuctionView,
  auctionStatus,
  type BlockState,
  changeRefs,
  changesRecordedResult,
  drawRefusal,
  INITIAL_BLOCK,
  isEmptyChange,
  planAdjustment,
  planDraw,
  planReAuction,
  planSaleWithOverride,
  planUndo,
  type Random,
  type SaleInput,
  shownPlayer,
  type TransactionRow,
} from "./engine.ts";

export type AuctionSnapshot = { status: AuctionStatus; playerId: number | null };

const SALE_TOPICS: LiveTopic[] = ["players", "teams", "auction"];
const DRAW_TOPICS: LiveTopic[] = ["players", "auction"];
const ADJUSTMENT_TOPICS: LiveTopic[] = ["teams", "event", "auction"];

async function assertEventExists(db: DbOrTx, eventId: number): Promise<void> {
  if (!(await hasRow(db, events, eq(events.id, eventId)))) throw notFound();
}

// ---------- reads ----------

export async function readBlock(db: DbOrTx, eventId: number): Promise<BlockState> {
  const [row] = await db
    .select({ current_player: auctionStates.currentPlayerId, is_started: auctionStates.isStarted })
    .from(auctionStates)
    .where(eq(auctionStates.eventId, eventId));
  return row ?? INITIAL_BLOCK;
}

async function readView(db: DbOrTx, eventId: number): Promise<AuctionView> {
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

function snapshotOf(view: AuctionView): AuctionSnapshot {
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

const transactionColumns = {
  id: transactions.id,
  player: transactions.playerId,
  team: transactions.teamId,
  price: transactions.price,
  createdAt: transactions.createdAt,
  rtm: transactions.rtm,
};
const toRow = (r: {
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

// ---------- writes ----------

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
async function applyChange(
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

// ---------- actions ----------

/**
 * 409 "Every team is full" when no team of the event has a free slot (domain everyTeamFull, the
 * budget rule's free slot): a draw or a re-auction would put a player on the block nobody can buy.
 */
async function assertSomeTeamCanBuy(tx: Tx, rules: EventRules, eventId: number): Promise<void> {
  const ids = (await tx.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId))).map((t) => t.id);
  const purses = [...(await readPurses(tx, rules, ids)).values()];
  const squads = purses.map((p) => ({ players_count: p.playersCount, max_players: p.maxPlayers }));
  if (everyTeamFull(squads)) throw conflict(SALE_TEXT.everyTeamFull);
}

/**
 * POST next-player/: puts Auctioning players back, draws the next one (engine.planDraw); with a
 * choice (`ask`: a player, a grade or a set), draws only from it or refuses (engine.drawRefusal).
 */
export async function drawNextPlayer(
  db: Db,
  input: { eventId: number; actorId: number | null; random?: Random; ask?: DrawAsk | null },
): Promise<AuctionSnapshot> {
  const { eventId } = input;
  const ask = input.ask ?? null;
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const block = await readBlock(tx, eventId);
    // The pool, and the chosen player whatever its status (so a refusal can name it), in id order.
    const inPool = inArray(players.status, [PLAYER_STATUS.AVAILABLE, PLAYER_STATUS.AUCTIONING]);
    const rows = await tx
      .select({ id: players.id, grade: players.grade, status: players.status, set: players.drawSet, name: players.name })
      .from(players)
      .where(and(eq(players.eventId, eventId), ask && "player" in ask ? or(inPool, eq(players.id, ask.player)) : inPool))
      .orderBy(asc(players.id))
      .for("update");
    const candidates = rows.map((p) => ({ ...p, status: p.status as PlayerStatus }));
    const refusal = drawRefusal(candidates, ask);
    if (refusal) throw fieldError(refusal.field, refusal.message);
    const plan = planDraw(candidates, block, input.random ?? Math.random, ask);
    if (plan.drawn !== null) await assertSomeTeamCanBuy(tx, rules, eventId);
    if (!isEmptyChange(plan.change)) {
      await applyChange(tx, eventId, plan.change, []);
      const seq = await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: AUCTION_ACTION.draw,
        topics: DRAW_TOPICS,
        data: plan.change,
      });
      // Bidding by team owners: the drawn player's lot opens and its clock starts (clock.ts).
      await openLot(tx, eventId, plan.change.block?.after.current_player ?? null, seq);
    }
    return snapshotOf(await readView(tx, eventId));
  });
}

/**
 * POST re-auction/: every Unsold player becomes Available (engine.planReAuction), at `basePricePercent`
 * of its base price when sent (docs/api.md "Corrections and squad rules").
 */
export async function reAuction(
  db: Db,
  input: { eventId: number; actorId: number | null; basePricePercent?: number },
): Promise<AuctionSnapshot> {
  const { eventId, basePricePercent } = input;
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const view = await readView(tx, eventId);
    const unsold = await tx
      .select({ id: players.id, status: players.status, basePrice: players.basePrice })
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.status, PLAYER_STATUS.UNSOLD)))
      .orderBy(asc(players.id))
      .for("update");
    if (unsold.length > 0) await assertSomeTeamCanBuy(tx, rules, eventId);
    const change = planReAuction(
      unsold.map((p) => ({ ...p, status: p.status as PlayerStatus })),
      view.block,
      view.currentStatus,
      basePricePercent === undefined ? undefined : { percent: basePricePercent, minPlayerPrice: rules.minPlayerPrice },
    );
    if (!isEmptyChange(change)) {
      await applyChange(tx, eventId, change, []);
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: AUCTION_ACTION.reAuction,
        topics: DRAW_TOPICS,
        data: change,
      });
    }
    return snapshotOf(await readView(tx, eventId));
  });
}

/** POST sell-player/ (docs/api.md "Auction"; engine.planSale). Returns the player's id. */
export async function sellPlayer(db: Db, input: { eventId: number; actorId: number | null; body: SellBody }): Promise<number> {
  const { body } = input;
  return placePlayer(db, { ...input, action: AUCTION_ACTION.sell, onBlockOnly: !body.suppress_player_check, reason: null });
}

/**
 * POST auctions/corrections/ (docs/api.md "Beyond the spec"): any earlier result of a player changed,
 * with the same rules as a sale (lifted by override_limits as there) and a reason; logged as a
 * correction, undone like a sale.
 */
export async function correctPlayer(
  db: Db,
  input: { eventId: number; actorId: number | null; body: CorrectionBody },
): Promise<number> {
  return placePlayer(db, { ...input, action: AUCTION_ACTION.correction, onBlockOnly: false, reason: input.body.reason });
}

export type PlaceInput = {
  eventId: number;
  actorId: number | null;
  body: Omit<SellBody, "suppress_player_check">;
  /** auction.clock: the sale the clock makes when it runs out (clock.ts; docs/decisions/046). */
  action: typeof AUCTION_ACTION.sell | typeof AUCTION_ACTION.correction | typeof AUCTION_ACTION.clock;
  onBlockOnly: boolean;
  reason: string | null;
};

/**
 * What the squad quotas check for a sale of this player to this team (docs/api.md "Corrections and
 * squad rules"): the team's squad without the player, the player as the quotas see it, the rules'
 * names; undefined when the event has no quotas. Sales, corrections and bids (bids.ts) all use it.
 */
export async function quotaInput(
  tx: Tx,
  rules: EventRules,
  eventId: number,
  playerId: number,
  teamId: number,
): Promise<SaleInput["quotas"]> {
  if (!rules.quotas.length) return undefined;
  const squadPlayer = await loadSquadPlayer(tx, eventId, playerId);
  if (!squadPlayer) return undefined;
  return {
    rules: rules.quotas,
    squad: ((await loadSquads(tx, eventId, [teamId])).get(teamId) ?? []).filter((p) => p.id !== playerId),
    player: squadPlayer,
    label: await quotaLabeler(tx, eventId, rules.quotas),
  };
}

/** A sale or a correction: one transaction with the event lock; engine.planSaleWithOverride decides. */
async function placePlayer(db: Db, input: PlaceInput): Promise<number> {
  return inTransaction(db, (tx) => placePlayerIn(tx, input));
}

/** placePlayer inside a transaction the caller holds (the clock's sale runs it under its own lock). */
export async function placePlayerIn(tx: Tx, input: PlaceInput): Promise<number> {
  const { eventId, body } = input;
  const rules = await lockEvent(tx, eventId);
  const [player] = await tx
    .select({
      id: players.id,
      status: players.status,
      basePrice: players.basePrice,
      name: players.name,
      previousTeam: players.previousTeamId,
    })
    .from(players)
    .where(and(eq(players.id, body.player), eq(players.eventId, eventId)))
    .for("update");
  if (!player) throw fieldError("player", MSG.unknownPlayer);
  if (input.onBlockOnly) {
    const block = await readBlock(tx, eventId);
    if (block.current_player !== player.id) throw invalid(DETAIL.notOnBlock);
  }
  const [standingRow] = await tx.select(transactionColumns).from(transactions).where(eq(transactions.playerId, player.id));
  const standing = standingRow ? toRow(standingRow) : null;
  // A recorded result changes only as a correction with its reason (docs/decisions/052).
  const status = player.status as PlayerStatus;
  const asked = { status: body.status as PlayerStatus, team: body.team ?? null, price: body.price ?? null };
  if (input.action !== AUCTION_ACTION.correction && changesRecordedResult({ status }, standing, asked)) {
    throw conflict(SALE_TEXT.resultRecorded(player.name, playerStatusName(status)));
  }

  // The body has dropped team and price where the status ignores them (withoutIgnoredSaleFields).
  const teamId = body.team ?? null;
  const found = teamId !== null ? await lockTeams(tx, eventId, [teamId]) : new Map<number, string>();
  const purses = await readPurses(tx, rules, [...found.keys()]);
  const purse = teamId !== null ? purses.get(teamId) : undefined;
  const name = teamId !== null ? found.get(teamId) : undefined;
  const quotas = teamId !== null && purse ? await quotaInput(tx, rules, eventId, player.id, teamId) : undefined;
  const rtm = "rtm" in body && body.rtm === true;
  const match = rtm
    ? {
        previousTeam: player.previousTeam,
        playerName: player.name,
        cardsLeft: teamId !== null ? ((await readCardsLeft(tx, rules, [teamId], player.id)).get(teamId) ?? 0) : 0,
      }
    : undefined;

  const { plan, overridden } = planSaleWithOverride({
    rules,
    player: { id: player.id, status: player.status as PlayerStatus, basePrice: player.basePrice },
    standing,
    request: {
      status: body.status as PlayerStatus,
      team: teamId,
      price: body.price ?? null,
      override: body.override_limits === true,
      rtm,
    },
    team: teamId !== null && purse && name !== undefined ? { id: teamId, name, purse } : null,
    quotas,
    match,
  });
  if (!plan.ok) throw fieldErrors(plan.errors);

  const change: Omit<AuctionChange, "added"> = {
    players: plan.status ? [plan.status] : [],
    removed: plan.remove ? [plan.remove] : [],
    block: null,
  };
  const added = await applyChange(tx, eventId, change, plan.add ? [{ player: player.id, ...plan.add }] : []);
  // An override that let the change through is written into its entry.
  const data: AuctionChange = { ...change, added, ...(overridden ? { override: true } : {}) };
  if (!isEmptyChange(data)) {
    await recordChange(tx, {
      eventId,
      actorId: input.actorId,
      action: input.action,
      topics: SALE_TOPICS,
      data,
      reason: input.reason,
    });
  }
  return player.id;
}

/** What the event's teams hold together: a purse each plus every adjustment (LIMITS.fundsMax). */
async function readEventFunds(db: DbOrTx, rules: EventRules, eventId: number): Promise<number> {
  const [teamRow] = await db.select({ n: count() }).from(teams).where(eq(teams.eventId, eventId));
  const [adjusted] = await db
    .select({ amount: moneySum(teamAdjustments.amount) })
    .from(teamAdjustments)
    .where(eq(teamAdjustments.eventId, eventId));
  return (teamRow?.n ?? 0) * rules.fundsPerTeam + (adjusted?.amount ?? 0);
}

/**
 * POST teams/{id}/adjustments/ (docs/api.md "Beyond the spec"): a bonus or a penalty with its reason,
 * in one transaction with the event lock (engine.planAdjustment); logged, undone like a sale.
 */
export async function adjustPurse(
  db: Db,
  input: { eventId: number; teamId: number; actorId: number | null; body: AdjustmentBody },
): Promise<void> {
  const { eventId, teamId, body } = input;
  await inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const found = await lockTeams(tx, eventId, [teamId]);
    const name = found.get(teamId);
    const purse = (await readPurses(tx, rules, [teamId])).get(teamId);
    if (name === undefined || !purse) throw notFound();
    const plan = planAdjustment({
      rules,
      team: { id: teamId, name, purse },
      amount: body.amount,
      override: body.override_limits === true,
      eventFunds: await readEventFunds(tx, rules, eventId),
    });
    if (!plan.ok) throw fieldErrors(plan.errors);
    const [row] = await tx
      .insert(teamAdjustments)
      .values({ eventId, teamId, amount: body.amount, reason: body.reason, createdAt: new Date() })
      .returning();
    const data: AuctionChange = {
      players: [],
      removed: [],
      added: [],
      block: null,
      adjustments_added: [
        { id: row.id, team: teamId, amount: row.amount, reason: row.reason, created_at: row.createdAt.toISOString() },
      ],
      ...(plan.overridden ? { override: true } : {}),
    };
    await recordChange(tx, {
      eventId,
      actorId: input.actorId,
      action: AUCTION_ACTION.adjustment,
      topics: ADJUSTMENT_TOPICS,
      data,
      reason: body.reason,
    });
  });
}

// ---------- undo ----------

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

// ---------- public reads ----------

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
 * The audit's filters on the log (docs/api.md "Beyond the spec", audit): an entry names a player in
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
