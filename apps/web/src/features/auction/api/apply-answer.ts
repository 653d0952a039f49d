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
  purseOfTeam,
  quotaNeedsAfterJoining,
  type SquadPlayer,
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

/**
 * The team with its new squad count and funds, and the player who joined it (if any) counted in its
 * quota needs (domain quotaNeedsAfterJoining); the max bid is then the server's: budgetOf over the
 * purse rebuilt from those figures (domain purseOfTeam), quota reserve included.
 */
function withPurse(
  team: Team,
  playersCount: number,
  fundsRemaining: number,
  minPlayerPrice: number,
  joining: SquadPlayer | null,
): Team {
  const moved: Team = {
    ...team,
    players_count: playersCount,
    players_remaining: Math.max(0, team.max_players - playersCount),
    funds_remaining: fundsRemaining,
    quota_needs: joining ? quotaNeedsAfterJoining(team.quota_needs, joining) : team.quota_needs,
  };
  return { ...moved, max_bid: maxBid(purseOfTeam(moved, minPlayerPrice)) };
}

/**
 * The teams once a player's sale went from `before` to `after` (either may be null): the earlier
 * sale's team gets its slot and money back, the new one spends them; max bids follow the budget rule
 * as the server's do. `player` (its grade and skills): the player sold, counted in the quota needs of
 * the team it joins. A need the player leaves behind on its earlier team is not known from team JSON
 * (a met minimum may become unmet): the refetch brings it.
 */
export function teamsAfterSale(
  teams: readonly Team[],
  before: Sale,
  after: Sale,
  minPlayerPrice: number,
  player: SquadPlayer | null = null,
): Team[] {
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
    const joining = after?.team === t.id && before?.team !== t.id ? player : null;
    return count === t.players_count && funds === t.funds_remaining ? t : withPurse(t, count, funds, minPlayerPrice, joining);
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
      teams ? teamsAfterSale(teams, before.transaction_detail, player.transaction_detail, event.min_player_price, player) : teams,
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
