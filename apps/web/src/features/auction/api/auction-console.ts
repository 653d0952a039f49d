// The organiser's side of the auction (docs/api.md "Auction", docs/decisions/013-auction-engine.md): draw,
// re-auction, sell, undo, and the event's log. Kept apart from api/auction.ts so that the public
// auction page does not load any of it.
import {
  type AuctionLogEntry,
  type CurrentPlayer,
  type DrawAsk,
  type DrawLeft,
  type Paged,
  PLAYER_STATUS,
  type Player,
  type SellBody,
  type Team,
  type UndoResult,
} from "@sah/domain";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { eventQueryOptions, playerQueryOptions } from "../../../lib/event-queries.ts";
import { invalidateTopics, usePollWhileOffline } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";
import { applyDrawAnswer, applySaleAnswer } from "./apply-answer.ts";

const ok = (id: number) => Number.isFinite(id);

/** The body of POST sell-player/ (docs/api.md): team and price only for statuses 3, 4 and 6. */
export type SellPayload = Pick<SellBody, "player" | "status"> & {
  team?: number;
  price?: number;
  suppress_player_check?: true;
  /** "Override limits": sell below the player's base price (docs/api.md "Base price"). */
  override_limits?: true;
  /** A sale by right to match to the player's previous team (docs/api.md "Right to match"). */
  rtm?: true;
  /** A correction's reason (POST corrections/). */
  reason?: string;
};

export function useAuctionEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}

export function usePlayerToSell(eventId: number, playerId: number) {
  return useQuery(playerQueryOptions(eventId, playerId));
}

/** Players named by the log, for its texts; each is cached like the player pages' own reads. */
export function usePlayerNames(eventId: number, playerIds: readonly number[]): ReadonlyMap<number, string> {
  const results = useQueries({
    queries: playerIds.map((id) => ({ ...playerQueryOptions(eventId, id), meta: { alert: false as const } })),
  });
  const names = new Map<number, string>();
  results.forEach((r, i) => {
    if (r.data) names.set(playerIds[i]!, r.data.name);
  });
  return names;
}

/** The newest entries of the event's log (permitted users). The auction topic refreshes it. */
export const LOG_PAGE_SIZE = 30;

export function auctionLogQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.auctionLog(eventId),
    queryFn: ({ signal }) =>
      api.get<Paged<AuctionLogEntry>>("auctions/log/", { event_id: eventId, page_size: LOG_PAGE_SIZE }, signal),
    enabled: ok(eventId),
  });
}

export function useAuctionLog(eventId: number) {
  return useQuery({ ...auctionLogQueryOptions(eventId), ...usePollWhileOffline() });
}

/**
 * After an action of this console its answer is applied to the console's queries at once
 * (apply-answer.ts: the block, the counters, the purses), then everything it changed is refetched to
 * reconcile, without waiting for the live message (which the other consoles and the public pages get).
 */
function useRefreshAfter(eventId: number) {
  const client = useQueryClient();
  return (apply: (client: QueryClient) => void) => {
    apply(client);
    // Not awaited: the action is done when the server says so. Waiting for every refetch would keep
    // the mutation pending, and the organiser's next key (N right after a sale) would be ignored.
    void invalidateTopics(client, eventId, ["auction", "players", "teams"]);
  };
}

/**
 * POST next-player/: draws the next player; the response is the current player (docs/product.md
 * section 7). With a choice (docs/api.md "Draw control") it puts that player on the
 * block or draws within a grade or set. `inForm`: the draw control shows the refusals itself.
 */
export function useDrawNextPlayer(eventId: number, { inForm = false }: { inForm?: boolean } = {}) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: (ask?: DrawAsk | null) =>
      api.post<CurrentPlayer>("auctions/transactions/next-player/", ask ?? undefined, { event_id: eventId }),
    onSuccess: (data) => refresh((client) => applyDrawAnswer(client, eventId, data, true)),
    ...(inForm ? { meta: { alert: false } } : {}),
  });
}

/** GET transactions/left/: what is left to draw per grade and per set (the draw control's counts). */
export function drawLeftQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.drawLeft(eventId),
    queryFn: ({ signal }) => api.get<DrawLeft>("auctions/transactions/left/", { event_id: eventId }, signal),
    enabled: ok(eventId),
  });
}

export function useDrawLeft(eventId: number) {
  return useQuery({ ...drawLeftQueryOptions(eventId), ...usePollWhileOffline() });
}

/** Players who can be put on the block (Available and Unsold), matching what the organiser types. */
export const DRAW_PICKER_SIZE = 20;

export function useDrawablePlayers(eventId: number, search: string) {
  return useQuery({
    queryKey: queryKeys.event.drawPicker(eventId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<Player>>(
        "players/",
        {
          event_id: eventId,
          search: search || undefined,
          status: [PLAYER_STATUS.AVAILABLE, PLAYER_STATUS.UNSOLD],
          page_size: DRAW_PICKER_SIZE,
        },
        signal,
      ),
    enabled: ok(eventId),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST re-auction/: every Unsold player becomes Available again, at `percent` of its base price when
 * given (docs/api.md "Second round"). With a percentage the dialog shows its errors.
 */
export function useReAuction(eventId: number) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: (percent?: number) =>
      api.post<CurrentPlayer>(
        "auctions/transactions/re-auction/",
        percent === undefined ? undefined : { base_price_percent: percent },
        { event_id: eventId },
      ),
    onSuccess: (data) => refresh((client) => applyDrawAnswer(client, eventId, data, false)),
  });
}

/**
 * A sale written from the sell form: the answer (the player with its sale) is applied at once. Its
 * errors belong to the form (fields and the panel above it): no alert.
 */
function useSaleWrite(eventId: number, path: string) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: (body: SellPayload) => api.post<Player>(path, body, { event_id: eventId }),
    onSuccess: (player) => refresh((client) => applySaleAnswer(client, eventId, player)),
    meta: { alert: false },
  });
}

/** POST sell-player/. */
export function useSellPlayer(eventId: number) {
  return useSaleWrite(eventId, "auctions/transactions/sell-player/");
}

/** POST corrections/ (docs/api.md "Corrections and undo"): a sale's fields and a reason. */
export function useCorrectPlayer(eventId: number) {
  return useSaleWrite(eventId, "auctions/corrections/");
}

export type AdjustmentPayload = { amount: number; reason: string; override_limits?: true };

/** POST teams/{id}/adjustments/: a bonus or a penalty with its reason; the dialog shows its errors. */
export function useAdjustPurse(eventId: number) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: ({ team, ...body }: AdjustmentPayload & { team: number }) =>
      api.post<Team>(`teams/${team}/adjustments/`, body, { event_id: eventId }),
    onSuccess: () => refresh(() => undefined),
    meta: { alert: false },
  });
}

/** POST undo/: reverses the latest draw, re-auction or sale. The dialog shows its errors. */
export function useUndoLastAction(eventId: number) {
  const refresh = useRefreshAfter(eventId);
  return useMutation({
    mutationFn: () => api.post<UndoResult>("auctions/transactions/undo/", undefined, { event_id: eventId }),
    onSuccess: (data) => refresh((client) => applyDrawAnswer(client, eventId, data, false)),
    meta: { alert: false },
  });
}
