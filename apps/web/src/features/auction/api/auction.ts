// What the live auction page shows (docs/product.md section 2, docs/api.md "Auction"): current player, status
// counters, team summary and the top 5 sales. Live messages refresh them; while the stream is
// down they poll every 5 seconds (docs/product.md section 9).
import type { CurrentPlayer, StatusCounts, Team, TopTransaction } from "@sah/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollWhileOffline } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";

const ok = (eventId: number) => Number.isFinite(eventId);

export function currentPlayerQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.currentPlayer(eventId),
    queryFn: ({ signal }) => api.get<CurrentPlayer>("auctions/transactions/current-player/", { event_id: eventId }, signal),
    enabled: ok(eventId),
  });
}

export function statusCountsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.statusCounts(eventId),
    queryFn: ({ signal }) => api.get<StatusCounts>("players/players-auction-status/", { event_id: eventId }, signal),
    enabled: ok(eventId),
  });
}

export function teamSummaryQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.teamSummary(eventId),
    queryFn: ({ signal }) => api.get<Team[]>("teams/all/", { event_id: eventId }, signal),
    enabled: ok(eventId),
  });
}

export function topTransactionsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.topTransactions(eventId),
    queryFn: ({ signal }) => api.get<TopTransaction[]>("auctions/transactions/top-5/", { event_id: eventId }, signal),
    enabled: ok(eventId),
  });
}

export function useCurrentPlayer(eventId: number) {
  return useQuery({ ...currentPlayerQueryOptions(eventId), refetchInterval: usePollWhileOffline() });
}

export function useStatusCounts(eventId: number) {
  return useQuery({ ...statusCountsQueryOptions(eventId), refetchInterval: usePollWhileOffline() });
}

export function useTeamSummary(eventId: number) {
  return useQuery({ ...teamSummaryQueryOptions(eventId), refetchInterval: usePollWhileOffline() });
}

export function useTopTransactions(eventId: number) {
  return useQuery({ ...topTransactionsQueryOptions(eventId), refetchInterval: usePollWhileOffline() });
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
