// The event log in the auction's own words (docs/decisions/013-auction-engine.md "Log data and undo"):
// what the undo dialog names, what the recent-activity panel and the audit page list, and the
// sentence beside each action code in the log's export (docs/decisions/056). The log carries ids only;
// the caller passes the names it knows. The shapes, the action names and the wording are the
// domain's (auction-log.ts and the status table, docs/decisions/036-one-vocabulary.md).
import {
  AUCTION_ACTION,
  AUCTION_ACTIONS,
  type AuctionChange,
  auctionChangeOf,
  BidRecord,
  basePriceChangesOf,
  drawAskText,
  isUndoableAction,
  LotRecord,
  saleText,
  UNDO_FALLBACK,
} from "./auction-log.ts";
import { PLAYER_STATUS, playerStatusInfo } from "./constants.ts";
import { formatAmount } from "./display.ts";
import { saleTeamName } from "./rtm.ts";
import type { AuctionLogEntry } from "./schemas.ts";

export type Names = {
  players: ReadonlyMap<number, string>;
  teams: ReadonlyMap<number, string>;
  unit: string;
};

const EMPTY: AuctionChange = { players: [], removed: [], added: [], block: null };
const changeOf = (entry: AuctionLogEntry) => auctionChangeOf(entry) ?? EMPTY;

/** A sale, retention or Icon Player (an entry that put a player in a team). */
export function isSale(entry: AuctionLogEntry): boolean {
  return (entry.action === AUCTION_ACTION.sell || entry.action === AUCTION_ACTION.clock) && changeOf(entry).added.length > 0;
}

/** A base price in the audit's words: null is the event's minimum price. */
const basePriceText = (n: number | null, names: Names) => (n === null ? "the event minimum" : formatAmount(n, names.unit));

/**
 * What an entry changed, before → after: statuses, base prices (a second round's or a player
 * edit's, docs/api.md "The log"), sales and purse adjustments ("" when nothing
 * of these).
 */
export function beforeAfter(entry: AuctionLogEntry, names: Names): string {
  const data = changeOf(entry);
  const name = nameWith(names);
  const sale = (t: { team: number; price: number; rtm?: true }) =>
    `${saleTeamName(name.team(t.team), t.rtm)} ${name.price(t.price)}`;
  const prices = new Map(basePriceChangesOf(entry).map((b) => [b.id, b]));
  const basePrice = (id: number) => {
    const b = prices.get(id);
    return b ? `base price ${basePriceText(b.from, names)} → ${basePriceText(b.to, names)}` : null;
  };
  const parts: string[] = [];
  for (const p of data.players) {
    const status = `${playerStatusInfo(p.from)?.label ?? p.from} → ${playerStatusInfo(p.to)?.label ?? p.to}`;
    const price = basePrice(p.id);
    prices.delete(p.id);
    parts.push(`${name.who(p.id)}: ${status}${price ? `, ${price}` : ""}`);
  }
  for (const id of prices.keys()) parts.push(`${name.who(id)}: ${basePrice(id)}`);
  if (data.removed.length > 0 || data.added.length > 0) {
    const before = data.removed.map(sale).join(", ") || "no sale";
    const after = data.added.map(sale).join(", ") || "no sale";
    parts.push(`${before} → ${after}`);
  }
  for (const a of data.adjustments_added ?? [])
    parts.push(`${name.team(a.team)} purse ${a.amount > 0 ? "+" : ""}${name.price(a.amount)}`);
  for (const a of data.adjustments_removed ?? [])
    parts.push(`${name.team(a.team)} purse adjustment of ${name.price(a.amount)} removed`);
  if (data.override) parts.push("limits overridden");
  return parts.join("; ");
}

/** The players an entry names (for looking their names up). */
export function playerIdsOf(entry: AuctionLogEntry): number[] {
  const data = changeOf(entry);
  if (entry.action === AUCTION_ACTION.reAuction) return [];
  const lot = (entry.action === AUCTION_ACTION.bid ? BidRecord : LotRecord).safeParse(entry.data);
  if ((entry.action === AUCTION_ACTION.bid || entry.action === AUCTION_ACTION.lot) && lot.success) return [lot.data.player];
  const ids = [...data.players.map((p) => p.id), ...data.added.map((s) => s.player)];
  return [...new Set(ids)];
}

/** The newest action that undo would reverse (the log is newest first), if this page holds it. */
export function latestUndoable(entries: readonly AuctionLogEntry[]): AuctionLogEntry | undefined {
  return entries.find((e) => isUndoableAction(e.action) && !e.undone);
}

const playerName = (names: Names, id: number | undefined) =>
  (id !== undefined ? names.players.get(id) : undefined) ?? (id !== undefined ? `Player #${id}` : "A player");

const nameWith = (names: Names) => ({
  who: (id: number | undefined) => playerName(names, id),
  team: (id: number) => names.teams.get(id) ?? `Team #${id}`,
  price: (n: number) => formatAmount(n, names.unit),
});

/** The player a draw put on the block, by name, or null when it drew nobody. */
function drawnName(data: AuctionChange, names: Names): string | null {
  const drawn = data.players.find((p) => p.to === PLAYER_STATUS.AUCTIONING);
  return drawn ? playerName(names, drawn.id) : null;
}

/** A draw, re-auction or sale in the action table's wording for the log or for the undo dialog; null for other actions. */
function actionText(wording: "log" | "undo", entry: AuctionLogEntry, names: Names): string | null {
  const data = changeOf(entry);
  switch (entry.action) {
    case AUCTION_ACTION.draw:
      return wording === "log"
        ? AUCTION_ACTIONS.draw.log(drawnName(data, names), data.asked ? drawAskText(data.asked) : undefined)
        : AUCTION_ACTIONS.draw.undo(drawnName(data, names));
    case AUCTION_ACTION.reAuction:
      return wording === "log"
        ? AUCTION_ACTIONS.reAuction.log(data.players.length, data.base_price_percent)
        : AUCTION_ACTIONS.reAuction.undo(data.players.length);
    case AUCTION_ACTION.sell:
      return saleText(wording, data, nameWith(names));
    case AUCTION_ACTION.correction:
      return `${wording === "log" ? AUCTION_ACTIONS.correction.prefix : "the correction: "}${saleText(wording, data, nameWith(names))}`;
    case AUCTION_ACTION.clock:
      return `${wording === "log" ? AUCTION_ACTIONS.clock.prefix : "the clock's result: "}${saleText(wording, data, nameWith(names))}`;
    case AUCTION_ACTION.bid: {
      const b = BidRecord.safeParse(entry.data);
      if (!b.success) return null;
      const name = nameWith(names);
      return AUCTION_ACTIONS.bid.log(name.team(b.data.team), name.price(b.data.amount), name.who(b.data.player));
    }
    case AUCTION_ACTION.lot: {
      const l = LotRecord.safeParse(entry.data);
      if (!l.success) return null;
      const team = l.data.team !== undefined ? nameWith(names).team(l.data.team) : undefined;
      return AUCTION_ACTIONS.lot.log(l.data.kind, nameWith(names).who(l.data.player), entry.reason, team);
    }
    case AUCTION_ACTION.adjustment: {
      const a = data.adjustments_added?.[0] ?? data.adjustments_removed?.[0];
      if (!a) return null;
      const amount = `${a.amount > 0 ? "+" : ""}${formatAmount(a.amount, names.unit)}`;
      return AUCTION_ACTIONS.adjustment[wording](nameWith(names).team(a.team), amount);
    }
    default:
      return null;
  }
}

/** One line of the log, e.g. "Arjun Sharma sold to Chennai Chargers for 5,000 pts". */
export function describeEntry(entry: AuctionLogEntry, names: Names, all: readonly AuctionLogEntry[] = []): string {
  if (entry.action === AUCTION_ACTION.undo) {
    const target = all.find((e) => e.seq === entry.undo_of);
    return AUCTION_ACTIONS.undo.log(target ? describeEntry(target, names, all) : null);
  }
  return actionText("log", entry, names) ?? entry.action;
}

/** What the undo dialog says it will reverse, e.g. "the draw of Arjun Sharma". */
export function describeUndo(entry: AuctionLogEntry, names: Names): string {
  return actionText("undo", entry, names) ?? UNDO_FALLBACK;
}
