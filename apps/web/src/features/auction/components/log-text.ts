// The event log in the auction's own words (docs/decisions/013-auction-engine.md "Log data and undo"):
// what the undo dialog names and what the recent-activity panel lists. The log carries ids only;
// the caller passes the names it knows.
import type { AuctionLogEntry } from "@sah/domain";
import { formatAmount } from "../../../lib/format.ts";

/** What undo may reverse: the auction's own actions (never an undo, never an edit made elsewhere). */
export const UNDOABLE_ACTIONS: readonly string[] = ["auction.draw", "auction.re-auction", "auction.sell"];
export const AUCTION_ACTIONS: readonly string[] = [...UNDOABLE_ACTIONS, "auction.undo"];

type StatusChange = { id: number; from: number; to: number };
type SaleRow = { id: number; player: number; team: number; price: number };
type LogData = { players?: StatusChange[]; added?: SaleRow[]; removed?: SaleRow[] };

export type Names = {
  players: ReadonlyMap<number, string>;
  teams: ReadonlyMap<number, string>;
  unit: string;
};

function dataOf(entry: AuctionLogEntry): LogData {
  return typeof entry.data === "object" && entry.data !== null ? (entry.data as LogData) : {};
}

/** A sale, retention or Icon Player (an entry that put a player in a team). */
export function isSale(entry: AuctionLogEntry): boolean {
  return entry.action === "auction.sell" && (dataOf(entry).added?.length ?? 0) > 0;
}

/** The players an entry names (for looking their names up). */
export function playerIdsOf(entry: AuctionLogEntry): number[] {
  const data = dataOf(entry);
  if (entry.action === "auction.re-auction") return [];
  const ids = [...(data.players ?? []).map((p) => p.id), ...(data.added ?? []).map((s) => s.player)];
  return [...new Set(ids)];
}

/** The newest action that undo would reverse (the log is newest first), if this page holds it. */
export function latestUndoable(entries: readonly AuctionLogEntry[]): AuctionLogEntry | undefined {
  return entries.find((e) => UNDOABLE_ACTIONS.includes(e.action) && !e.undone);
}

const playerName = (names: Names, id: number | undefined) =>
  (id !== undefined ? names.players.get(id) : undefined) ?? (id !== undefined ? `Player #${id}` : "A player");
const teamName = (names: Names, id: number) => names.teams.get(id) ?? `Team #${id}`;

const SALE_VERB: Record<number, string> = { 3: "sold to", 4: "retained by", 6: "Icon Player of" };
const STATUS_TEXT: Record<number, string> = {
  0: "back to Available",
  1: "back on the block",
  2: "marked Unsold",
  5: "marked Suspended",
};

function describeSale(data: LogData, names: Names): string {
  const change = data.players?.[0];
  const sale = data.added?.[0];
  const id = change?.id ?? sale?.player ?? data.removed?.[0]?.player;
  const who = playerName(names, id);
  if (sale) {
    const verb = SALE_VERB[change?.to ?? 3] ?? "sold to";
    return `${who} ${verb} ${teamName(names, sale.team)} for ${formatAmount(sale.price, names.unit)}`;
  }
  return `${who} ${STATUS_TEXT[change?.to ?? -1] ?? "changed"}`;
}

const UNDO_STATUS: Record<number, string> = { 0: "Available", 1: "Auctioning", 2: "Unsold", 5: "Suspended" };

/** One line of the log, e.g. "Arjun Sharma sold to Chennai Chargers for 5,000 pts". */
export function describeEntry(entry: AuctionLogEntry, names: Names, all: readonly AuctionLogEntry[] = []): string {
  const data = dataOf(entry);
  switch (entry.action) {
    case "auction.draw": {
      const drawn = data.players?.find((p) => p.to === 1);
      return drawn ? `${playerName(names, drawn.id)} drawn` : "Player selection started";
    }
    case "auction.re-auction": {
      const n = data.players?.length ?? 0;
      return `Re-auction: ${n} unsold player${n === 1 ? "" : "s"} back to Available`;
    }
    case "auction.sell":
      return describeSale(data, names);
    case "auction.undo": {
      const target = all.find((e) => e.seq === entry.undo_of);
      return target ? `Undone: ${describeEntry(target, names, all)}` : "Undone: an earlier action";
    }
    default:
      return entry.action;
  }
}

/** What the undo dialog says it will reverse, e.g. "the draw of Arjun Sharma". */
export function describeUndo(entry: AuctionLogEntry, names: Names): string {
  const data = dataOf(entry);
  switch (entry.action) {
    case "auction.draw": {
      const drawn = data.players?.find((p) => p.to === 1);
      return drawn ? `the draw of ${playerName(names, drawn.id)}` : "the start of player selection";
    }
    case "auction.re-auction": {
      const n = data.players?.length ?? 0;
      return `the re-auction of ${n} unsold player${n === 1 ? "" : "s"}`;
    }
    case "auction.sell": {
      const sale = data.added?.[0];
      const change = data.players?.[0];
      const who = playerName(names, change?.id ?? sale?.player ?? data.removed?.[0]?.player);
      if (sale) {
        const team = teamName(names, sale.team);
        const price = formatAmount(sale.price, names.unit);
        const to = change?.to ?? 3;
        if (to === 4) return `the retention of ${who} by ${team} for ${price}`;
        if (to === 6) return `${who} as Icon Player of ${team} for ${price}`;
        return `the sale of ${who} to ${team} for ${price}`;
      }
      return `marking ${who} ${UNDO_STATUS[change?.to ?? -1] ?? "changed"}`;
    }
    default:
      return "the latest auction action";
  }
}
