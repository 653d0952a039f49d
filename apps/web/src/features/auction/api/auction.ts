// What the live auction page shows (docs/product.md section 2, docs/api.md "Auction"): current player, status
// counters, team summary and the top 5 sales. Live messages refresh them; while the stream is
// down they poll every 5 seconds (docs/product.md section 9).
import type { CurrentPlayer, StatusCounts, TopTransaction } from "@sah/domain";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { eventReadOptions, teamSummaryQueryOptions } from "../../../lib/event-queries.ts";
import { usePollWhileOffline } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";

export function currentPlayerQueryOptions(eventId: number) {
  return eventReadOptions<CurrentPlayer>(
    queryKeys.event.currentPlayer(eventId),
    "auctions/transactions/current-player/",
    eventId,
  );
}

export function statusCountsQueryOptions(eventId: number) {
  return eventReadOptions<StatusCounts>(queryKeys.event.statusCounts(eventId), "players/players-auction-status/", eventId);
}

export { teamSummaryQueryOptions };

export function topTransactionsQueryOptions(eventId: number) {
  return eventReadOptions<TopTransaction[]>(queryKeys.event.topTransactions(eventId), "auctions/transactions/top-5/", eventId);
}

export function useCurrentPlayer(eventId: number) {
  return useQuery({ ...currentPlayerQueryOptions(eventId), ...usePollWhileOffline() });
}

export function useStatusCounts(eventId: number) {
  return useQuery({ ...statusCountsQueryOptions(eventId), ...usePollWhileOffline() });
}

export function useTeamSummary(eventId: number) {
  return useQuery({ ...teamSummaryQueryOptions(eventId), ...usePollWhileOffline() });
}

export function useTopTransactions(eventId: number) {
  return useQuery({ ...topTransactionsQueryOptions(eventId), ...usePollWhileOffline() });
}

/** The manual refresh of the auction page. */
export function refreshAuction(client: QueryClient, eventId: number): Promise<unknown> {
  return Promise.all(
    [
      queryKeys.event.currentPlayer(eventId),
      queryKeys.event.statusCounts(eventId),
      queryKeys.event.teamSummary(eventId),
      queryKeys.event.topTransactions(eventId),
    ].map((queryKey) => client.refetchQueries({ queryKey })),
  );
}
