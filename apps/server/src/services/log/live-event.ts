// What an auction log entry says on the live stream: its `action` and `detail` (docs/api.md "Live
// messages"), built from the entry's recorded change and the players and teams it names. One
// function for the message sent after commit and for the replay after Last-Event-ID, so both carry
// the same fields.
import {
  AUCTION_ACTION,
  AuctionChange,
  BidRecord,
  gradeName,
  isAuctionAction,
  LIVE_ACTION_OF_LOG,
  type LiveEvent,
  type LivePlayer,
  type LiveTeam,
  LotRecord,
  PLAYER_STATUS,
  saleOf,
  UndoChange,
} from "@sah/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { players, teams } from "../../db/schema.ts";

export type LogEntryRef = { action: string; data: unknown };

/** NOTIFY payloads are limited to 8,000 bytes: past this, the message goes without its detail (clients refetch). */
export const MAX_NOTICE_BYTES = 7_500;

type Names = {
  players: Map<number, LivePlayer & { status: number; basePrice: number | null }>;
  teams: Map<number, LiveTeam>;
};

/** The players and teams an entry's detail names. */
function refsOf(entry: LogEntryRef): { players: number[]; teams: number[] } {
  if (!isAuctionAction(entry.action)) return { players: [], teams: [] };
  const lotEntry = lotEntryOf(entry);
  if (lotEntry) return { players: [lotEntry.player], teams: lotEntry.team === undefined ? [] : [lotEntry.team] };
  const parsed = AuctionChange.safeParse(entry.data);
  if (!parsed.success) return { players: [], teams: [] };
  const change = parsed.data;
  const ids = [
    ...change.players.map((p) => p.id),
    ...[change.block?.before.current_player, change.block?.after.current_player].filter((id) => typeof id === "number"),
  ];
  const sale = saleOf(change);
  if (sale.player !== undefined) ids.push(sale.player);
  return { players: ids, teams: change.added.map((t) => t.team) };
}

async function loadNames(db: DbOrTx, eventId: number, entries: readonly LogEntryRef[]): Promise<Names> {
  const refs = entries.map(refsOf);
  const playerIds = [...new Set(refs.flatMap((r) => r.players))];
  const teamIds = [...new Set(refs.flatMap((r) => r.teams))];
  const playerRows = playerIds.length
    ? await db
        .select({
          id: players.id,
          name: players.name,
          image: players.image,
          grade: players.grade,
          status: players.status,
          basePrice: players.basePrice,
        })
        .from(players)
        .where(and(eq(players.eventId, eventId), inArray(players.id, playerIds)))
    : [];
  const teamRows = teamIds.length
    ? await db
        .select({ id: teams.id, name: teams.name, logo: teams.logo })
        .from(teams)
        .where(and(eq(teams.eventId, eventId), inArray(teams.id, teamIds)))
    : [];
  return {
    players: new Map(
      playerRows.map((p) => [
        p.id,
        { id: p.id, name: p.name, image: p.image, grade_name: gradeName(p.grade), status: p.status, basePrice: p.basePrice },
      ]),
    ),
    teams: new Map(teamRows.map((t) => [t.id, t])),
  };
}

function livePlayer(names: Names, id: number | null | undefined): LivePlayer | null {
  const p = id === null || id === undefined ? undefined : names.players.get(id);
  return p ? { id: p.id, name: p.name, image: p.image, grade_name: p.grade_name } : null;
}

/** A bid's or a clock action's record (docs/decisions/046-owners-bidding.md), else null. */
function lotEntryOf(entry: LogEntryRef): BidRecord | LotRecord | null {
  const schema = entry.action === AUCTION_ACTION.bid ? BidRecord : entry.action === AUCTION_ACTION.lot ? LotRecord : null;
  const parsed = schema?.safeParse(entry.data);
  return parsed?.success ? parsed.data : null;
}

/** A bid's message `bid` (player, team, amount, deadline); a clock action's `clock` (deadline, paused). */
function lotEventOf(entry: LogEntryRef, names: Names): LiveEvent | null {
  const record = lotEntryOf(entry);
  if (!record) return null;
  if (!("bid" in record) || "kind" in record) {
    const lot = record as LotRecord;
    const { bid, team, amount, reason } = lot;
    const withdrawn =
      lot.kind === "withdraw" && bid !== undefined && team !== undefined && amount !== undefined && reason !== undefined
        ? { withdrawn: { bid, team, amount, reason } }
        : {};
    // Right to match: the window opened for the previous team, at the highest bid.
    const match = lot.kind === "match" && team !== undefined && amount !== undefined ? { match: { team, amount } } : {};
    return { action: "clock", detail: { deadline: lot.deadline, paused: lot.paused, ...withdrawn, ...match } };
  }
  const player = livePlayer(names, record.player);
  const team = names.teams.get(record.team);
  if (!player || !team) return null;
  return {
    action: "bid",
    detail: { bid: record.bid, player, team: { id: team.id, name: team.name }, amount: record.amount, deadline: record.deadline },
  };
}

/** The entry's live action and detail, or null for an entry that is not an auction action (or names what is gone). */
function eventOf(entry: LogEntryRef, names: Names): LiveEvent | null {
  if (!isAuctionAction(entry.action)) return null;
  if (entry.action === AUCTION_ACTION.bid || entry.action === AUCTION_ACTION.lot) return lotEventOf(entry, names);
  const parsed = AuctionChange.safeParse(entry.data);
  if (!parsed.success) return null;
  const change = parsed.data;
  const action = LIVE_ACTION_OF_LOG[entry.action];
  switch (action) {
    case "draw": {
      const player = livePlayer(names, change.block?.after.current_player);
      return { action, detail: { player, base_price: player ? (names.players.get(player.id)?.basePrice ?? null) : null } };
    }
    case "re-auction":
      return {
        action,
        detail: {
          count: change.players.filter((p) => p.from === PLAYER_STATUS.UNSOLD && p.to === PLAYER_STATUS.AVAILABLE).length,
        },
      };
    case "sell":
    case "correction": {
      const { player: playerId, sale, to } = saleOf(change);
      const player = livePlayer(names, playerId);
      if (!player) return null;
      const team = sale ? (names.teams.get(sale.team) ?? null) : null;
      if (sale && !team) return null;
      const status = to ?? names.players.get(player.id)?.status ?? PLAYER_STATUS.SOLD;
      return { action, detail: { player, status, team, price: sale?.price ?? null, ...(sale?.rtm ? { rtm: true } : {}) } };
    }
    case "undo": {
      const undo = UndoChange.safeParse(entry.data);
      if (!undo.success) return null;
      const undone = LIVE_ACTION_OF_LOG[undo.data.undone_action];
      // The undo's change reverses the entry: a drawn player is the block's `before`, a sale's player its own.
      const playerId =
        undone === "draw" ? change.block?.before.current_player : undone === "re-auction" ? null : saleOf(change).player;
      return { action, detail: { undone, player: livePlayer(names, playerId) } };
    }
    default:
      return null;
  }
}

/** The live action and detail of each entry (null where it has none), reading names in two queries. */
export async function liveEventsOf(db: DbOrTx, eventId: number, entries: readonly LogEntryRef[]): Promise<(LiveEvent | null)[]> {
  if (!entries.some((e) => isAuctionAction(e.action))) return entries.map(() => null);
  const names = await loadNames(db, eventId, entries);
  return entries.map((e) => eventOf(e, names));
}
