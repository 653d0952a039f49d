// Every live screen (the public live page, the console, the big screen, the overlay) applies an
// auction action from the live message at once (docs/api.md "Live messages"), with the same steps
// as the console applies its own answers (apply-answer.ts), then the stream's refetch reconciles.
// Applying a message the screen already shows (the console's own action) changes nothing.
import {
  AUCTION_STATUS,
  type CurrentPlayer,
  type Event,
  GRADES,
  type LiveBidDetail,
  type LiveDrawDetail,
  type LiveEvent,
  type LivePlayer,
  type LiveSaleDetail,
  NO_GRADE,
  PLAYER_STATUS,
  type Player,
  playerStatusName,
} from "@sah/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useLiveEvent } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";
import { applyDrawAnswer, applySaleAnswer, heldPlayer } from "./apply-answer.ts";

/** The sale of a sale message, as a player's `transaction_detail`. */
export function saleDetailOf(d: LiveSaleDetail, fundsUnit: string): Player["transaction_detail"] {
  return d.team && d.price !== null
    ? { team: d.team.id, team_name: d.team.name, price: d.price, funds_unit: fundsUnit, rtm: d.rtm === true }
    : null;
}

/** Each apply returns whether the screen now shows the action (false: only the refetch will). */
export function applyLiveSale(client: QueryClient, eventId: number, d: LiveSaleDetail): boolean {
  const held = heldPlayer(client, eventId, d.player.id);
  if (!held) return false; // Not shown here: the refetch brings it.
  const unit =
    client.getQueryData<Event>(queryKeys.event.detail(eventId))?.funds_unit ?? held.transaction_detail?.funds_unit ?? "";
  applySaleAnswer(client, eventId, {
    ...held,
    name: d.player.name,
    image: d.player.image,
    status: d.status,
    status_name: playerStatusName(d.status),
    transaction_detail: saleDetailOf(d, unit),
  });
  return true;
}

/** A player known only by the message: what the big screen needs at once; the refetch brings the rest. */
function playerFromLive(eventId: number, p: LivePlayer, basePrice: number | null): Player {
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    grade: GRADES.find((g) => g.name === p.grade_name)?.code ?? NO_GRADE,
    grade_name: p.grade_name,
    date_of_birth: "",
    details: {},
    skills: [],
    skills_details: [],
    status: PLAYER_STATUS.AUCTIONING,
    status_name: playerStatusName(PLAYER_STATUS.AUCTIONING),
    event: eventId,
    // The draw's message carries it, so the opening price is right at once (docs/decisions/053).
    base_price: basePrice,
    set: null,
    transaction_detail: null,
  };
}

export function applyLiveDraw(client: QueryClient, eventId: number, d: LiveDrawDetail): boolean {
  if (!d.player) return false;
  const current = client.getQueryData<CurrentPlayer>(queryKeys.event.currentPlayer(eventId));
  if (current?.player?.id === d.player.id) return true; // Already shown (the console's own draw).
  const cached = client.getQueryData<Player>(queryKeys.event.player(eventId, d.player.id));
  const player = cached
    ? { ...cached, status: PLAYER_STATUS.AUCTIONING, status_name: playerStatusName(PLAYER_STATUS.AUCTIONING) }
    : playerFromLive(eventId, d.player, d.base_price ?? null);
  applyDrawAnswer(client, eventId, { status: AUCTION_STATUS.ON_BLOCK, player }, true);
  return true;
}

/** A bid: the lot's highest bid, its bidder and the clock's new deadline, where that player's lot is shown. */
export function applyLiveBid(client: QueryClient, eventId: number, d: LiveBidDetail): boolean {
  const key = queryKeys.event.currentPlayer(eventId);
  const current = client.getQueryData<CurrentPlayer>(key);
  if (!current?.lot || current.player?.id !== d.player.id) return false;
  const highest = { bid: d.bid, team: d.team.id, team_name: d.team.name, amount: d.amount };
  client.setQueryData<CurrentPlayer>(key, { ...current, lot: { ...current.lot, highest, deadline: d.deadline } });
  return true;
}

/** Applies one auction action to the cache (undo and re-auction are left to the refetch: their result is not in the message). */
export function applyLiveEvent(client: QueryClient, eventId: number, live: LiveEvent): boolean {
  if (live.action === "sell" || live.action === "correction") return applyLiveSale(client, eventId, live.detail);
  if (live.action === "draw") return applyLiveDraw(client, eventId, live.detail);
  if (live.action === "bid") return applyLiveBid(client, eventId, live.detail);
  return false;
}

/** For a live screen: applies each auction action at once, then calls `then` (the sold moment, the entrance). */
export function useApplyLiveEvents(eventId: number, then?: (live: LiveEvent) => void): void {
  const client = useQueryClient();
  useLiveEvent((live) => {
    const applied = applyLiveEvent(client, eventId, live);
    then?.(live);
    return applied;
  });
}
