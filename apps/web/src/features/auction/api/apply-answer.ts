// The console applies the answer of its own action to what it shows at once, then refetches to
// reconcile (docs/decisions/033-price-entry-and-console-apply.md). sell-player answers with the
// player as it now stands and next-player with the new current player; with what the console held
// before, that is enough to move the status counters and the buying team's purse. Pure functions
// over the wire shapes, so each step is testable; TanStack Query's cache stays the only copy.
import {
  type CurrentPlayer,
  type Event,
  maxBid,
  PLAYER_STATUS,
  type Player,
  playerStatusName,
  type StatusCounts,
  type Team,
} from "@sah/domain";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys.ts";

export type StatusMove = { from: number; to: number };

/** The counters once each move has happened (a player leaves one status for another). */
export function countsAfterMoves(counts: StatusCounts, moves: readonly StatusMove[]): StatusCounts {
  const next = { ...counts };
  for (const { from, to } of moves) {
    if (from === to) continue;
    const out = playerStatusName(from) as keyof StatusCounts;
    const into = playerStatusName(to) as keyof StatusCounts;
    if (!(out in next) || !(into in next)) continue;
    next[out] = Math.max(0, next[out] - 1);
    next[into] += 1;
  }
  return next;
}

type Sale = Player["transaction_detail"];

function withPurse(team: Team, playersCount: number, fundsRemaining: number, minPlayerPrice: number): Team {
  const purse = {
    totalFunds: team.total_funds,
    spent: team.total_funds - fundsRemaining,
    playersCount,
    minPlayers: team.min_players,
    maxPlayers: team.max_players,
    minPlayerPrice,
  };
  return {
    ...team,
    players_count: playersCount,
    players_remaining: Math.max(0, team.max_players - playersCount),
    funds_remaining: fundsRemaining,
    max_bid: maxBid(purse),
  };
}

/**
 * The teams once a player's sale went from `before` to `after` (either may be null): the earlier
 * sale's team gets its slot and money back, the new one spends them; max bids follow the budget rule.
 */
export function teamsAfterSale(teams: readonly Team[], before: Sale, after: Sale, minPlayerPrice: number): Team[] {
  const same = before !== null && after !== null && before.team === after.team && before.price === after.price;
  if (same || (before === null && after === null)) return [...teams];
  return teams.map((t) => {
    let count = t.players_count;
    let funds = t.funds_remaining;
    if (before?.team === t.id) {
      count -= 1;
      funds += before.price;
    }
    if (after?.team === t.id) {
      count += 1;
      funds -= after.price;
    }
    return count === t.players_count && funds === t.funds_remaining ? t : withPurse(t, count, funds, minPlayerPrice);
  });
}

/** The player as the console holds it now: on the block, or its own page's read. */
export function heldPlayer(client: QueryClient, eventId: number, playerId: number): Player | undefined {
  const onBlock = client.getQueryData<CurrentPlayer>(queryKeys.event.currentPlayer(eventId))?.player;
  if (onBlock?.id === playerId) return onBlock;
  return client.getQueryData<Player>(queryKeys.event.player(eventId, playerId));
}

/** sell-player answered with `player`: show it on the block, in the counters and in the purses now. */
export function applySaleAnswer(client: QueryClient, eventId: number, player: Player): void {
  const before = heldPlayer(client, eventId, player.id);
  client.setQueryData<CurrentPlayer>(queryKeys.event.currentPlayer(eventId), (cp) =>
    cp?.player?.id === player.id ? { ...cp, player } : cp,
  );
  client.setQueryData<Player>(queryKeys.event.player(eventId, player.id), (p) => (p ? player : p));
  if (!before) return; // Nothing to move from: the refetch brings the rest.
  client.setQueryData<StatusCounts>(queryKeys.event.statusCounts(eventId), (c) =>
    c ? countsAfterMoves(c, [{ from: before.status, to: player.status }]) : c,
  );
  const event = client.getQueryData<Event>(queryKeys.event.detail(eventId));
  if (event)
    client.setQueryData<Team[]>(queryKeys.event.teamSummary(eventId), (teams) =>
      teams ? teamsAfterSale(teams, before.transaction_detail, player.transaction_detail, event.min_player_price) : teams,
    );
}

/**
 * next-player (or re-auction, undo) answered with the new current player: show it now. A draw
 * puts a player still Auctioning back to Available and takes the drawn one from Available.
 */
export function applyDrawAnswer(client: QueryClient, eventId: number, answer: CurrentPlayer, draw: boolean): void {
  const before = client.getQueryData<CurrentPlayer>(queryKeys.event.currentPlayer(eventId))?.player ?? null;
  client.setQueryData<CurrentPlayer>(queryKeys.event.currentPlayer(eventId), { status: answer.status, player: answer.player });
  const drawn = answer.player;
  if (!draw || !drawn || drawn.id === before?.id) return;
  const moves: StatusMove[] = [{ from: PLAYER_STATUS.AVAILABLE, to: PLAYER_STATUS.AUCTIONING }];
  if (before?.status === PLAYER_STATUS.AUCTIONING) moves.push({ from: PLAYER_STATUS.AUCTIONING, to: PLAYER_STATUS.AVAILABLE });
  client.setQueryData<StatusCounts>(queryKeys.event.statusCounts(eventId), (c) => (c ? countsAfterMoves(c, moves) : c));
}
