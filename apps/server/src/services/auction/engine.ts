// The auction engine (docs/style.md habit 3): plain functions that decide from loaded state and return
// the change. No HTTP, no SQL; the command files beside it (draw.ts, place.ts, adjust.ts, undo.ts) load the rows under lock, runs these and writes the result.
// Definitions and their reasons: docs/decisions/013-auction-engine.md. The draw, the re-auction and
// undo plan here; the sale and the purse adjustment are the domain's rule (domain sale.ts, decision 068).
import {
  type AdjustmentRow,
  AUCTION_STATUS,
  type AuctionChange,
  type AuctionStatus,
  type BlockState,
  DRAW_MSG,
  type DrawAsk,
  gradeName,
  PLAYER_STATUS,
  type PlayerStatus,
  type Purse,
  playerStatusName,
  type StatusChange,
  type TransactionRow,
} from "@sah/domain";

// ---------- shapes (the log's `data`: domain auction-log.ts, snake_case like the wire) ----------

export type { AdjustmentRow, AuctionChange, BlockState, StatusChange, TransactionRow };
export const INITIAL_BLOCK: BlockState = { current_player: null, is_started: false };

export function isEmptyChange(c: AuctionChange): boolean {
  return c.players.length === 0 && c.removed.length === 0 && c.added.length === 0 && c.block === null;
}

export function sameBlock(a: BlockState, b: BlockState): boolean {
  return a.current_player === b.current_player && a.is_started === b.is_started;
}

// ---------- auction status (docs/api.md "Auction"; docs/product.md section 4 "Auction status") ----------

export type StatusCounts = { available: number; auctioning: number; unsold: number };

export type AuctionView = {
  block: BlockState;
  /** Status of block.current_player, or null when there is none (or it was deleted). */
  currentStatus: PlayerStatus | null;
  counts: StatusCounts;
};

/**
 * 1 when the current player is Auctioning; otherwise 3 until selection has started; once started,
 * 2 or 4 when no Available or Auctioning player is left (4 if Unsold remain); else 1 while the
 * last drawn player is still the current one (its result is shown until the next draw), 3 when
 * there is no current player.
 */
export function auctionStatus(v: AuctionView): AuctionStatus {
  const hasCurrent = v.block.current_player !== null && v.currentStatus !== null;
  if (hasCurrent && v.currentStatus === PLAYER_STATUS.AUCTIONING) return AUCTION_STATUS.ON_BLOCK;
  if (!v.block.is_started) return AUCTION_STATUS.PREPARATION;
  if (v.counts.available + v.counts.auctioning === 0) {
    return v.counts.unsold > 0 ? AUCTION_STATUS.UNSOLD_REMAIN : AUCTION_STATUS.CONCLUDED;
  }
  return hasCurrent ? AUCTION_STATUS.ON_BLOCK : AUCTION_STATUS.PREPARATION;
}

/** The player a client shows with a status: only while one is on the block. */
export function shownPlayer(v: AuctionView): number | null {
  return auctionStatus(v) === AUCTION_STATUS.ON_BLOCK ? v.block.current_player : null;
}

// ---------- the draw ----------

/** `set` and `name` matter only to a draw with a choice (docs/api.md "Draw control"). */
export type DrawCandidate = { id: number; grade: number; status: PlayerStatus; set?: string | null; name?: string };
/** A source of numbers in [0, 1), like Math.random; injected so tests can pick. */
export type Random = () => number;

export type DrawPlan = { change: AuctionChange; drawn: number | null };

/** The draw pool: Available players, and those left Auctioning (they go back to Available first). */
const inPool = (p: DrawCandidate) => p.status === PLAYER_STATUS.AVAILABLE || p.status === PLAYER_STATUS.AUCTIONING;
/** A chosen player may also be an Unsold one (put back on the block without a re-auction). */
const isChoosable = (p: DrawCandidate) => inPool(p) || p.status === PLAYER_STATUS.UNSOLD;
/** Sets are matched ignoring case and surrounding spaces ("Marquee" = " marquee"). */
export const setKey = (set: string | null | undefined) => (set ?? "").trim().toLowerCase();

/** The players a draw may pick from: the pool, narrowed by the choice. */
function drawCandidates(players: readonly DrawCandidate[], ask: DrawAsk | null): DrawCandidate[] {
  if (ask === null) return players.filter(inPool);
  if ("player" in ask) return players.filter((p) => p.id === ask.player && isChoosable(p));
  if ("grade" in ask) return players.filter((p) => inPool(p) && p.grade === ask.grade);
  const key = setKey(ask.set);
  return players.filter((p) => inPool(p) && setKey(p.set) === key);
}

export type DrawRefusal = { field: "player" | "grade" | "set"; message: string };

/**
 * Why a draw with a choice cannot be made (docs/api.md "Draw control"), or null: a
 * chosen player not of the event (not among `players`) or not Available/Unsold; a grade or set with
 * nobody left in the pool. The automatic draw is never refused (nothing left moves the status on).
 */
export function drawRefusal(players: readonly DrawCandidate[], ask: DrawAsk | null): DrawRefusal | null {
  if (ask === null || drawCandidates(players, ask).length > 0) return null;
  if ("player" in ask) {
    const p = players.find((c) => c.id === ask.player);
    if (!p) return { field: "player", message: DRAW_MSG.playerNotOfEvent };
    return { field: "player", message: DRAW_MSG.playerNotDrawable(p.name ?? `Player ${p.id}`, playerStatusName(p.status)) };
  }
  if ("grade" in ask) return { field: "grade", message: DRAW_MSG.gradeEmpty(gradeName(ask.grade)) };
  return { field: "set", message: DRAW_MSG.setEmpty(ask.set) };
}

/**
 * Every Auctioning player goes back to Available first and is eligible again; then the lowest
 * grade code among Available players wins (A+ 10 ... F- 95, NA 1000 last), at random within it.
 * With a choice (`ask`), only the chosen player, or the pool's players of that grade or set, are
 * drawn from (check `drawRefusal` first); the log entry records what was asked.
 * Nothing to draw: selection still counts as started, so the status moves on to 2 or 4.
 */
export function planDraw(
  players: readonly DrawCandidate[],
  block: BlockState,
  random: Random,
  ask: DrawAsk | null = null,
): DrawPlan {
  const pool = players.filter(inPool);
  const candidates = drawCandidates(players, ask);
  let drawn: DrawCandidate | null = null;
  if (candidates.length > 0) {
    const lowest = Math.min(...candidates.map((p) => p.grade));
    const grade = candidates.filter((p) => p.grade === lowest).sort((a, b) => a.id - b.id);
    const r = random();
    const index = Math.min(grade.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * grade.length)));
    drawn = grade[index];
  }
  const changes: StatusChange[] = [];
  for (const p of drawn && !inPool(drawn) ? [...pool, drawn] : pool) {
    const to = p.id === drawn?.id ? PLAYER_STATUS.AUCTIONING : PLAYER_STATUS.AVAILABLE;
    if (p.status !== to) changes.push({ id: p.id, from: p.status, to });
  }
  const after: BlockState = drawn ? { current_player: drawn.id, is_started: true } : { ...block, is_started: true };
  const change: AuctionChange = {
    players: changes.sort((a, b) => a.id - b.id),
    removed: [],
    added: [],
    block: sameBlock(block, after) ? null : { before: block, after },
  };
  // A choice is recorded only on a draw that changes something (an empty change is not logged).
  if (ask !== null && !isEmptyChange(change)) change.asked = ask;
  return { change, drawn: drawn?.id ?? null };
}

// ---------- re-auction ----------

/**
 * The second round's base price (docs/api.md "Second round"): `percent` of the player's
 * base price, rounded to a whole unit (half up), and never below the event's minimum, so every player
 * of the round opens at a price the owners' phones can bid (docs/decisions/053-base-price-floor.md,
 * which replaces decision 044's "below the minimum"). A player without a base price opens at the
 * minimum already and keeps none.
 */
export function discountedBasePrice(basePrice: number | null, minPlayerPrice: number, percent: number): number | null {
  return basePrice === null ? null : Math.max(Math.round((basePrice * percent) / 100), minPlayerPrice);
}

/**
 * Every Unsold player becomes Available. Unless a player is still Auctioning on the block, the
 * auction goes back to preparation (status 3) so the organiser starts selection again. With a
 * `discount`, each of them gets its second-round base price (discountedBasePrice), the earlier value
 * kept in the change so undo restores it.
 */
export function planReAuction(
  players: readonly { id: number; status: PlayerStatus; basePrice?: number | null }[],
  block: BlockState,
  currentStatus: PlayerStatus | null,
  discount?: { percent: number; minPlayerPrice: number },
): AuctionChange {
  const unsold = players.filter((p) => p.status === PLAYER_STATUS.UNSOLD).sort((a, b) => a.id - b.id);
  if (unsold.length === 0) return { players: [], removed: [], added: [], block: null };
  const keepBlock = block.current_player !== null && currentStatus === PLAYER_STATUS.AUCTIONING;
  const after: BlockState = keepBlock ? block : INITIAL_BLOCK;
  const prices = discount
    ? {
        base_price_percent: discount.percent,
        base_prices: unsold.map((p) => ({
          id: p.id,
          from: p.basePrice ?? null,
          to: discountedBasePrice(p.basePrice ?? null, discount.minPlayerPrice, discount.percent),
        })),
      }
    : {};
  return {
    players: unsold.map((p) => ({ id: p.id, from: p.status, to: PLAYER_STATUS.AVAILABLE })),
    removed: [],
    added: [],
    block: sameBlock(block, after) ? null : { before: block, after },
    ...prices,
  };
}

// ---------- undo ----------

/** The change that takes `c` back: statuses swapped, removed rows restored, added rows removed, block reset. */
export function invertChange(c: AuctionChange): AuctionChange {
  return {
    players: c.players.map((p) => ({ id: p.id, from: p.to, to: p.from })),
    removed: c.added,
    added: c.removed,
    block: c.block ? { before: c.block.after, after: c.block.before } : null,
    ...(c.adjustments_added || c.adjustments_removed
      ? { adjustments_added: c.adjustments_removed ?? [], adjustments_removed: c.adjustments_added ?? [] }
      : {}),
    ...(c.base_prices ? { base_prices: c.base_prices.map((b) => ({ id: b.id, from: b.to, to: b.from })) } : {}),
  };
}

/** What the database holds now for the rows a change touched. */
export type UndoState = {
  /** Current status of every player the change names (block players included); absent = deleted. */
  playerStatuses: ReadonlyMap<number, PlayerStatus>;
  /** Current transactions, by id, of the ids the change names. */
  transactionsById: ReadonlyMap<number, TransactionRow>;
  /** Current transaction id per player, for the players of the change's transaction rows. */
  transactionOfPlayer: ReadonlyMap<number, number>;
  /** Current adjustments, by id, of the ids the change names. */
  adjustmentsById?: ReadonlyMap<number, AdjustmentRow>;
  /** Current base price of the players whose base price the change set (a discounted re-auction). */
  basePrices?: ReadonlyMap<number, number | null>;
  /** Teams of this event that still exist, with their purses now. */
  teams: ReadonlyMap<number, Purse>;
  /** Right to match: the cards each of those teams has left now (absent: not checked). */
  cardsLeft?: ReadonlyMap<number, number>;
  block: BlockState;
};

export type UndoPlan = { ok: true; change: AuctionChange } | { ok: false; reason: string };

/** Every id a change touches, so the service can load (and lock) exactly those rows. */
export function changeRefs(c: AuctionChange): {
  players: number[];
  teams: number[];
  transactions: number[];
  adjustments: number[];
} {
  const players = new Set<number>([...c.players.map((p) => p.id), ...(c.base_prices ?? []).map((b) => b.id)]);
  const teams = new Set<number>();
  const transactions = new Set<number>();
  for (const t of [...c.removed, ...c.added]) {
    players.add(t.player);
    teams.add(t.team);
    transactions.add(t.id);
  }
  for (const b of c.block ? [c.block.before, c.block.after] : []) if (b.current_player !== null) players.add(b.current_player);
  const adjustments = new Set<number>();
  for (const a of [...(c.adjustments_removed ?? []), ...(c.adjustments_added ?? [])]) {
    teams.add(a.team);
    adjustments.add(a.id);
  }
  const asc = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { players: asc(players), teams: asc(teams), transactions: asc(transactions), adjustments: asc(adjustments) };
}

const sum = (rows: TransactionRow[]) => rows.reduce((total, t) => total + t.price, 0);

const sameRow = (a: TransactionRow, b: TransactionRow) =>
  a.id === b.id && a.player === b.player && a.team === b.team && a.price === b.price && (a.rtm === true) === (b.rtm === true);

/**
 * Undo applies the inverse of `done` only if every row it touched is still exactly as `done` left
 * it, the rows to restore have somewhere to go, and no team ends over its funds or slots.
 * Otherwise it refuses with the reason rather than overwrite what happened since.
 */
export function planUndo(done: AuctionChange, now: UndoState): UndoPlan {
  const inverse = invertChange(done);
  for (const p of done.players) {
    const status = now.playerStatuses.get(p.id);
    if (status === undefined) return { ok: false, reason: `player ${p.id} has been deleted` };
    if (status !== p.to) return { ok: false, reason: `the status of player ${p.id} has changed` };
  }
  for (const t of done.added) {
    const row = now.transactionsById.get(t.id);
    if (!row || !sameRow(row, t)) return { ok: false, reason: `the sale of player ${t.player} has changed` };
  }
  const leaving = new Set(done.added.map((t) => t.id));
  for (const t of done.removed) {
    if (!now.playerStatuses.has(t.player)) return { ok: false, reason: `player ${t.player} has been deleted` };
    if (!now.teams.has(t.team)) return { ok: false, reason: `team ${t.team} has been deleted` };
    if (now.transactionsById.has(t.id) && !leaving.has(t.id)) return { ok: false, reason: `sale ${t.id} exists again` };
    const current = now.transactionOfPlayer.get(t.player);
    if (current !== undefined && !leaving.has(current)) {
      return { ok: false, reason: `player ${t.player} has been sold since` };
    }
  }
  if (done.block) {
    if (!sameBlock(now.block, done.block.after)) return { ok: false, reason: "the player on the block has changed" };
    const back = done.block.before.current_player;
    if (back !== null && !now.playerStatuses.has(back)) return { ok: false, reason: `player ${back} has been deleted` };
  }
  // A base price edited since the second round set it is the organiser's newer decision: kept.
  for (const b of done.base_prices ?? []) {
    if ((now.basePrices?.get(b.id) ?? null) !== b.to)
      return { ok: false, reason: `the base price of player ${b.id} has changed` };
  }
  const sameAdjustment = (a: AdjustmentRow, b: AdjustmentRow) =>
    a.id === b.id && a.team === b.team && a.amount === b.amount && a.reason === b.reason;
  for (const a of done.adjustments_added ?? []) {
    const row = now.adjustmentsById?.get(a.id);
    if (!row || !sameAdjustment(row, a)) return { ok: false, reason: `the adjustment of team ${a.team} has changed` };
  }
  for (const a of done.adjustments_removed ?? []) {
    if (!now.teams.has(a.team)) return { ok: false, reason: `team ${a.team} has been deleted` };
    if (now.adjustmentsById?.has(a.id)) return { ok: false, reason: `adjustment ${a.id} exists again` };
  }
  // A team that gets a sale back, or loses money, must stay within its funds and slots under the
  // event's settings as they are now (they may have been edited since).
  const moneyIn = (list: AdjustmentRow[] | undefined, teamId: number) =>
    (list ?? []).filter((a) => a.team === teamId).reduce((total, a) => total + a.amount, 0);
  const touched = new Set([
    ...inverse.added.map((t) => t.team),
    ...(inverse.adjustments_removed ?? []).map((a) => a.team),
    ...(inverse.adjustments_added ?? []).map((a) => a.team),
  ]);
  for (const teamId of touched) {
    const purse = now.teams.get(teamId);
    if (!purse) return { ok: false, reason: `team ${teamId} has been deleted` };
    const rows = (list: TransactionRow[]) => list.filter((t) => t.team === teamId);
    const spent = purse.spent - sum(rows(inverse.removed)) + sum(rows(inverse.added));
    const funds = purse.totalFunds - moneyIn(inverse.adjustments_removed, teamId) + moneyIn(inverse.adjustments_added, teamId);
    const count = purse.playersCount - rows(inverse.removed).length + rows(inverse.added).length;
    if (spent > funds) return { ok: false, reason: `team ${teamId} would exceed its funds` };
    if (count > purse.maxPlayers) return { ok: false, reason: `team ${teamId} would exceed its max players` };
    // A match put back needs its card (the team may have used it on another match since).
    const matches = (list: TransactionRow[]) => rows(list).filter((t) => t.rtm === true).length;
    const left = now.cardsLeft?.get(teamId);
    if (left !== undefined && matches(inverse.added) - matches(inverse.removed) > left) {
      return { ok: false, reason: `team ${teamId} has no right-to-match card left` };
    }
  }
  return { ok: true, change: inverse };
}
