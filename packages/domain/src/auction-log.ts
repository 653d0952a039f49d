// The auction's entries in the event log (docs/decisions/013-auction-engine.md "Log data and undo";
// docs/decisions/036-one-vocabulary.md): the action names, what each records as `data` (the change,
// before and after, snake_case like the wire) and how each reads. The server's engine and service
// write and read these shapes; the web's log text reads them.
import { z } from "zod";
import {
  gradeName,
  PLAYER_STATUS,
  PLAYER_STATUS_CODES,
  type PlacedWording,
  type PlayerStatus,
  playerStatusInfo,
} from "./constants.ts";
import { saleTeamName } from "./rtm.ts";

// ---------- the change ----------

/** What a draw was asked to draw from: a chosen player, a grade, or a named set (none: the automatic draw). */
export const DrawAsk = z.union([
  z.object({ player: z.number().int() }).strict(),
  z.object({ grade: z.number().int() }).strict(),
  z.object({ set: z.string() }).strict(),
]);
export type DrawAsk = z.infer<typeof DrawAsk>;

/** A draw's choice in words, for the log: "chosen by name", "within grade A+", 'within the set "Marquee"'. */
export function drawAskText(ask: DrawAsk): string {
  if ("player" in ask) return "chosen by name";
  if ("grade" in ask) return `within grade ${gradeName(ask.grade)}`;
  return `within the set "${ask.set}"`;
}

const int = () => z.number().int();
/** A status code of the status table. */
export const PlayerStatusCode = z.literal(PLAYER_STATUS_CODES as [PlayerStatus, ...PlayerStatus[]]);

/** Who is on the block, and whether player selection has started (the auction_states row). */
export const BlockState = z.object({ current_player: int().nullable(), is_started: z.boolean() });
export type BlockState = z.infer<typeof BlockState>;

export const StatusChange = z.object({ id: int(), from: PlayerStatusCode, to: PlayerStatusCode });
export type StatusChange = z.infer<typeof StatusChange>;

/** A standing sale, as stored in `transactions` (created_at in ISO 8601, so a restore is exact). */
export const TransactionRow = z.object({
  id: int(),
  player: int(),
  team: int(),
  price: int(),
  created_at: z.string(),
  /** A sale by right to match (docs/api.md "Right to match"): absent on every other sale. */
  rtm: z.literal(true).optional(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

/** A purse adjustment, as stored in `team_adjustments`: a bonus (amount > 0) or a penalty (< 0). */
export const AdjustmentRow = z.object({
  id: int(),
  team: int(),
  amount: int(),
  reason: z.string(),
  created_at: z.string(),
});
export type AdjustmentRow = z.infer<typeof AdjustmentRow>;

/**
 * A player's base price before and after a second round (null: the event's minimum). The log is the
 * record of the original price: the first round's `from` (docs/decisions/044-quotas-and-second-round.md).
 */
export const BasePriceChange = z.object({ id: int(), from: int().nullable(), to: int().nullable() });
export type BasePriceChange = z.infer<typeof BasePriceChange>;

/**
 * Exactly what an auction action changed, before and after: enough to verify that nothing moved
 * since and to put every row back. Stored as the log entry's `data`. Adjustment rows appear only
 * in the entries of purse adjustments (and their undo).
 */
export const AuctionChange = z.object({
  players: z.array(StatusChange),
  removed: z.array(TransactionRow),
  added: z.array(TransactionRow),
  block: z.object({ before: BlockState, after: BlockState }).nullable(),
  adjustments_removed: z.array(AdjustmentRow).optional(),
  adjustments_added: z.array(AdjustmentRow).optional(),
  /** A re-auction at a percentage of the base prices: that percentage and each player's price before and after. */
  base_price_percent: int().optional(),
  base_prices: z.array(BasePriceChange).optional(),
  /** Set when the organiser's "override limits" let a rule pass (docs/api.md "Corrections and undo"). */
  override: z.literal(true).optional(),
  /** A draw's choice, when the auctioneer asked for one (docs/api.md "Draw control"). */
  asked: DrawAsk.optional(),
});
export type AuctionChange = z.infer<typeof AuctionChange>;

// ---------- the actions ----------

const plural = (n: number) => `${n} unsold player${n === 1 ? "" : "s"}`;

/**
 * THE table of the auction's log actions: the name stored in the log, whether undo may reverse it
 * (the auction's own actions, never an undo: no redo), and how it reads. A sale reads as its status
 * (the status table's wording); the others take the names the caller knows.
 */
export const AUCTION_ACTIONS = {
  draw: {
    action: "auction.draw",
    undoable: true,
    /**
     * `who`: the player drawn, or null when selection started with nobody left to draw; `asked`: how the
     * auctioneer chose (drawAskText), so the audit tells a hand-picked lot from a random one.
     */
    log: (who: string | null, asked?: string) => (who ? `${who} drawn${asked ? `, ${asked}` : ""}` : "Player selection started"),
    undo: (who: string | null) => (who ? `the draw of ${who}` : "the start of player selection"),
  },
  reAuction: {
    action: "auction.re-auction",
    undoable: true,
    /** `percent`: the second round's base price, as a percentage of the earlier one (absent: unchanged). */
    log: (n: number, percent?: number) =>
      `Re-auction: ${plural(n)} back to Available${percent === undefined ? "" : ` at ${percent}% of their base price`}`,
    undo: (n: number) => `the re-auction of ${plural(n)}`,
  },
  sell: { action: "auction.sell", undoable: true },
  /** An earlier result changed, with a reason (docs/api.md "Corrections and undo"); reads as a sale, prefixed. */
  correction: { action: "auction.correction", undoable: true, prefix: "Corrected: " },
  adjustment: {
    action: "auction.adjustment",
    undoable: true,
    /** `amount`: already formatted, with its sign. */
    log: (team: string, amount: string) => `${team}: purse adjusted by ${amount}`,
    undo: (team: string, amount: string) => `the adjustment of ${team}'s purse by ${amount}`,
  },
  /**
   * Bidding by team owners (docs/decisions/046-owners-bidding.md). A sale (or Unsold) made when the
   * clock ran out: a sale in every way (undone like one), read with its prefix.
   */
  clock: { action: "auction.clock", undoable: true, prefix: "By the clock: " },
  /** An accepted bid; its data is a BidRecord. Not undoable: the auctioneer withdraws a bid instead. */
  bid: {
    action: "auction.bid",
    undoable: false,
    log: (team: string, amount: string, who: string) => `${team} bid ${amount} for ${who}`,
  },
  /** The lot's clock paused, resumed or extended, or its highest bid withdrawn; data: a LotRecord. */
  lot: {
    action: "auction.lot",
    undoable: false,
    log: (what: LotRecord["kind"], who: string, reason: string | null, team?: string) =>
      what === "withdraw"
        ? `Highest bid on ${who} withdrawn${reason ? `: ${reason}` : ""}`
        : what === "match"
          ? `${team ?? "The previous team"} may match for ${who}`
          : `Clock ${what}d on ${who}`,
  },
  undo: {
    action: "auction.undo",
    undoable: false,
    /** `target`: the line of the entry it reversed, or null when that entry is not at hand. */
    log: (target: string | null) => `Undone: ${target ?? "an earlier action"}`,
  },
} as const;

/** An accepted bid's log data: who, how much, when (server time in ms) and the deadline it set. */
export const BidRecord = z.object({
  bid: int(),
  player: int(),
  team: int(),
  amount: int(),
  at_ms: int(),
  deadline: z.string().nullable(),
  lot: int(),
});
export type BidRecord = z.infer<typeof BidRecord>;

/** A clock action's or withdrawal's log data: the lot's clock after it (and the withdrawn bid). */
export const LotRecord = z.object({
  /** "match": the clock ended and the previous team may match (right to match); `team` is that team. */
  kind: z.enum(["pause", "resume", "extend", "withdraw", "match"]),
  player: int(),
  lot: int(),
  deadline: z.string().nullable(),
  paused: z.boolean(),
  seconds: int().optional(),
  bid: int().optional(),
  team: int().optional(),
  amount: int().optional(),
  /** A withdrawal's reason, for the live message that tells the bidder's phone why (also the log row's reason). */
  reason: z.string().optional(),
});
export type LotRecord = z.infer<typeof LotRecord>;

export type AuctionActionKey = keyof typeof AUCTION_ACTIONS;
export type AuctionAction = (typeof AUCTION_ACTIONS)[AuctionActionKey]["action"];
/** The action names by key, e.g. AUCTION_ACTION.sell === "auction.sell". */
export const AUCTION_ACTION = Object.fromEntries(Object.entries(AUCTION_ACTIONS).map(([k, v]) => [k, v.action])) as {
  readonly [K in AuctionActionKey]: (typeof AUCTION_ACTIONS)[K]["action"];
};
const ALL_ACTIONS = Object.values(AUCTION_ACTIONS);
export const AUCTION_ACTION_NAMES: readonly AuctionAction[] = ALL_ACTIONS.map((a) => a.action);
export const UNDOABLE_ACTIONS: readonly AuctionAction[] = ALL_ACTIONS.filter((a) => a.undoable).map((a) => a.action);
export type UndoableAction = Exclude<
  AuctionAction,
  typeof AUCTION_ACTION.undo | typeof AUCTION_ACTION.bid | typeof AUCTION_ACTION.lot
>;

export function isAuctionAction(action: string): action is AuctionAction {
  return (AUCTION_ACTION_NAMES as readonly string[]).includes(action);
}
export function isUndoableAction(action: string): action is UndoableAction {
  return (UNDOABLE_ACTIONS as readonly string[]).includes(action);
}
/** The undo dialog's words when the entry's own are not known. */
export const UNDO_FALLBACK = "the latest auction action";

/** An undo's `data`: the change that reversed the entry, and that entry's action. */
export const UndoChange = AuctionChange.extend({
  undone_action: z.enum(UNDOABLE_ACTIONS as [UndoableAction, ...UndoableAction[]]),
});
export type UndoChange = z.infer<typeof UndoChange>;

/**
 * A log entry's `data` on the wire: an undo's or another auction action's change; the other entries
 * (edits of players, teams, sponsors, the event) record a small object of their own (ids, names,
 * the fields changed).
 */
export const AuctionLogData = z.union([UndoChange, AuctionChange, z.record(z.string(), z.unknown())]);
export type AuctionLogData = z.infer<typeof AuctionLogData>;

/**
 * The change an auction entry recorded (fields missing from an unexpected record read as empty),
 * or null for an entry that is not the auction's.
 */
export function auctionChangeOf(entry: { action: string; data: unknown }): AuctionChange | null {
  if (!isAuctionAction(entry.action)) return null;
  const d = (typeof entry.data === "object" && entry.data !== null ? entry.data : {}) as Partial<AuctionChange>;
  return {
    players: d.players ?? [],
    removed: d.removed ?? [],
    added: d.added ?? [],
    block: d.block ?? null,
    ...(d.adjustments_added ? { adjustments_added: d.adjustments_added } : {}),
    ...(d.adjustments_removed ? { adjustments_removed: d.adjustments_removed } : {}),
    ...(d.override ? { override: true as const } : {}),
    ...(d.base_prices ? { base_prices: d.base_prices } : {}),
    ...(d.base_price_percent !== undefined ? { base_price_percent: d.base_price_percent } : {}),
    ...(d.asked ? { asked: d.asked } : {}),
  };
}

// ---------- base prices in the log ----------

/** The log action of a player's edit (the player form, `PATCH players/{id}/`). */
export const PLAYER_EDIT_ACTION = "player.update";

/**
 * A player edit's log data: the fields changed and, when the base price changed, its value before
 * and after (null: the event's minimum), so the audit shows it like a second round's
 * (docs/api.md "The log").
 */
export const PlayerEditRecord = z.object({
  player: int(),
  fields: z.array(z.string()),
  base_price: z.object({ from: int().nullable(), to: int().nullable() }).optional(),
});
export type PlayerEditRecord = z.infer<typeof PlayerEditRecord>;

/**
 * Every base price an entry changed, before and after: a second round's (one per player, and their
 * undo's), or a player edit's. What the audit and the log's export show.
 */
export function basePriceChangesOf(entry: { action: string; data: unknown }): BasePriceChange[] {
  if (entry.action === PLAYER_EDIT_ACTION) {
    const edit = PlayerEditRecord.safeParse(entry.data);
    return edit.success && edit.data.base_price ? [{ id: edit.data.player, ...edit.data.base_price }] : [];
  }
  return auctionChangeOf(entry)?.base_prices ?? [];
}

// ---------- how a sale reads ----------

const SOLD_WORDING = playerStatusInfo(PLAYER_STATUS.SOLD)?.wording as PlacedWording;

/** A sale entry's player, sale and new status: what its log and undo lines are made of. */
export function saleOf(change: AuctionChange) {
  const status = change.players[0];
  const sale = change.added[0];
  return { player: status?.id ?? sale?.player ?? change.removed[0]?.player, sale, to: status?.to };
}

/**
 * A sale entry's line (`form` "log": the recent-activity list; "undo": the undo dialog), in the
 * words of its new status (the status table). A sale recorded without a placing status reads as
 * Sold; a change to no known status reads as "changed".
 */
export function saleText(
  form: "log" | "undo",
  change: AuctionChange,
  name: { who: (id: number | undefined) => string; team: (id: number) => string; price: (n: number) => string },
): string {
  const { player, sale, to } = saleOf(change);
  const who = name.who(player);
  const wording = to === undefined ? undefined : playerStatusInfo(to)?.wording;
  if (sale) {
    const placed = wording?.placed ? wording : SOLD_WORDING;
    return placed[form](who, saleTeamName(name.team(sale.team), sale.rtm), name.price(sale.price));
  }
  if (wording && !wording.placed) return wording[form](who);
  return form === "log" ? `${who} changed` : `marking ${who} changed`;
}
