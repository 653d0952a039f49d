// Auction commands that record a player's result (docs/api.md "Auction"): a sale, a correction, and the
// clock's sale (clock.ts), each in one transaction with the event lock (docs/decisions/013-auction-engine.md).
import {
  AUCTION_ACTION,
  type AuctionChange,
  type CorrectionBody,
  changesRecordedResult,
  DETAIL,
  type LiveTopic,
  MSG,
  type PlayerStatus,
  planSaleWithOverride,
  playerStatusName,
  SALE_TEXT,
  type SaleInput,
  type SellBody,
} from "@sah/domain";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { players, transactions } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { conflict, fieldError, fieldErrors, invalid } from "../errors.ts";
import { type EventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { loadSquadPlayer, loadSquads, quotaLabeler } from "../teams/squads.ts";
import { isEmptyChange } from "./engine.ts";
import { applyChange, lockTeams, readBlock, readCardsLeft, readPurses, toRow, transactionColumns } from "./state.ts";

const SALE_TOPICS: LiveTopic[] = ["players", "teams", "auction"];

/** POST sell-player/ (docs/api.md "Auction"; the domain's planSale, packages/domain/src/sale.ts). Returns the player's id. */
export async function sellPlayer(db: Db, input: { eventId: number; actorId: number | null; body: SellBody }): Promise<number> {
  const { body } = input;
  return placePlayer(db, { ...input, action: AUCTION_ACTION.sell, onBlockOnly: !body.suppress_player_check, reason: null });
}

/**
 * POST auctions/corrections/ (docs/api.md "Corrections and undo"): any earlier result of a player changed,
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
 * What the squad quotas check for a sale of this player to this team (docs/api.md "Squad
 * quotas"): the team's squad without the player, the player as the quotas see it, the rules'
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

/** A sale or a correction: one transaction with the event lock; the domain's planSaleWithOverride decides. */
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
