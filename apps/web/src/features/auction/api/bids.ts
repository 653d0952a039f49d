// Bidding by team owners (docs/api.md "Bidding by team owners"): the bids on the
// player on the block, a bid, and the auctioneer's clock and withdrawal. Live messages of the
// auction topic refresh them.
import type { Bid, ClockBody, WithdrawBidBody } from "@sah/domain";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client.ts";
import { usePollWhileOffline, useRefetchGroup } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";

export function bidsQueryOptions(eventId: number, playerId: number | null) {
  return queryOptions({
    queryKey: queryKeys.event.bids(eventId, playerId ?? 0),
    queryFn: ({ signal }) => api.get<Bid[]>("auctions/bids/", { event_id: eventId, player: playerId }, signal),
    enabled: Number.isFinite(eventId) && playerId !== null,
  });
}

export function useBids(eventId: number, playerId: number | null) {
  return useQuery({ ...bidsQueryOptions(eventId, playerId), ...usePollWhileOffline() });
}

/** A refused bid's words and the highest bid as the server has it (400/409 `{detail, highest}`). */
export type BidRefusal = { detail: string; highest: { team: number; amount: number } | null };

export function bidRefusalOf(error: unknown): BidRefusal | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return null;
  const body = error.body as Partial<BidRefusal> & Record<string, unknown>;
  if (typeof body?.detail === "string") return { detail: body.detail, highest: body.highest ?? null };
  const first = Object.values(body ?? {}).flat()[0];
  return typeof first === "string" ? { detail: first, highest: null } : null;
}

/** Refreshes the lot (current-player and the bids) after any bidding call, accepted or not. */
const useRefreshLot = (eventId: number) => useRefetchGroup(eventId, "auction");

export function usePlaceBid(eventId: number) {
  const refresh = useRefreshLot(eventId);
  return useMutation({
    mutationFn: (body: { player: number; amount: number; team?: number }) =>
      api.post<Bid>("auctions/bids/", body, { event_id: eventId }),
    onSettled: refresh,
    meta: { alert: false },
  });
}

/** Right to match (docs/api.md "Right to match"): the previous team's answer in its window. */
export function useAnswerMatch(eventId: number) {
  const refresh = useRefreshLot(eventId);
  return useMutation({
    mutationFn: (body: { match: boolean }) => api.post<{ outcome: string }>("auctions/bids/match/", body, { event_id: eventId }),
    onSettled: refresh,
  });
}

export function useClockAction(eventId: number) {
  const refresh = useRefreshLot(eventId);
  return useMutation({
    mutationFn: (body: ClockBody) =>
      api.post<{ deadline: string | null; paused: boolean }>("auctions/clock/", body, { event_id: eventId }),
    onSettled: refresh,
  });
}

export function useWithdrawBid(eventId: number) {
  const refresh = useRefreshLot(eventId);
  return useMutation({
    mutationFn: (body: WithdrawBidBody) => api.post<{ highest: unknown }>("auctions/bids/withdraw/", body, { event_id: eventId }),
    onSettled: refresh,
  });
}
