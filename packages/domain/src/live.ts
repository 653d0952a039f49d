// What a live message says happened (docs/api.md "Live messages": live messages carry `action` and
// `detail`). The server builds the detail from the log entry it announces (and again when it
// replays after Last-Event-ID); every live screen applies it at once and refetches afterwards.
import { z } from "zod";
import { AUCTION_ACTION, type AuctionAction } from "./auction-log.ts";
import { LIVE_TOPICS } from "./constants.ts";

/** The actions a live message may name. */
export const LIVE_ACTIONS = ["draw", "sell", "undo", "re-auction", "bid", "clock", "correction"] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/**
 * The live action of each auction log action: a Record over every log action, so a new log action
 * does not typecheck until it says what it is on the live stream.
 */
export const LIVE_ACTION_OF_LOG: Record<AuctionAction, LiveAction> = {
  [AUCTION_ACTION.draw]: "draw",
  [AUCTION_ACTION.sell]: "sell",
  [AUCTION_ACTION.undo]: "undo",
  [AUCTION_ACTION.reAuction]: "re-auction",
  [AUCTION_ACTION.correction]: "correction",
  // A purse adjustment names no player: its message carries no detail and screens refetch.
  [AUCTION_ACTION.adjustment]: "correction",
  // The clock's sale is the room's sold moment: the same message as a typed sale.
  [AUCTION_ACTION.clock]: "sell",
  [AUCTION_ACTION.bid]: "bid",
  [AUCTION_ACTION.lot]: "clock",
};

const int = () => z.number().int();

/** A player as a live message names it. */
export const LivePlayer = z.object({ id: int(), name: z.string(), image: z.string().nullable(), grade_name: z.string() });
export type LivePlayer = z.infer<typeof LivePlayer>;
export const LiveTeam = z.object({ id: int(), name: z.string(), logo: z.string().nullable() });
export type LiveTeam = z.infer<typeof LiveTeam>;

/** A sale (any result recorded by sell-player): the player's new status, the team and price when placed. */
export const LiveSaleDetail = z.object({
  player: LivePlayer,
  status: int(),
  team: LiveTeam.nullable(),
  price: int().nullable(),
  /** A sale by right to match (docs/api.md "Right to match"). */
  rtm: z.boolean().optional(),
});
export type LiveSaleDetail = z.infer<typeof LiveSaleDetail>;
/** A draw: the player now on the block (null when selection started with nobody left to draw). */
/**
 * A draw: the player now on the block and its `base_price` (null: none), so a screen shows the
 * opening price (domain openingPrice) at once, not the event's minimum until its refetch.
 */
export const LiveDrawDetail = z.object({ player: LivePlayer.nullable(), base_price: int().nullable().optional() });
export type LiveDrawDetail = z.infer<typeof LiveDrawDetail>;
/** A re-auction: how many Unsold players went back to Available. */
export const LiveReAuctionDetail = z.object({ count: int() });
/** An undo: which action it reversed and the player that action was about (null when none). */
export const LiveUndoDetail = z.object({
  undone: z.enum(LIVE_ACTIONS),
  player: LivePlayer.nullable(),
});
export type LiveUndoDetail = z.infer<typeof LiveUndoDetail>;
/** A bid (docs/api.md "Bidding by team owners"); `bid` is its id, which a withdrawal names. */
export const LiveBidDetail = z.object({
  bid: int(),
  player: LivePlayer,
  team: LiveTeam.pick({ id: true, name: true }),
  amount: int(),
  deadline: z.string().nullable(),
});
export type LiveBidDetail = z.infer<typeof LiveBidDetail>;
/**
 * The clock of the lot on the block; after a withdrawal also the bid taken back and why, so the phone of
 * the team that made it can say so (docs/api.md "Bidding by team owners").
 */
export const LiveClockDetail = z.object({
  deadline: z.string().nullable(),
  paused: z.boolean(),
  withdrawn: z.object({ bid: int(), team: int(), amount: int(), reason: z.string() }).optional(),
  /** The clock ended and this team may match the highest bid until `deadline` (right to match). */
  match: z.object({ team: int(), amount: int() }).optional(),
});
export type LiveClockDetail = z.infer<typeof LiveClockDetail>;

/** The message's action with the detail of that action. */
export const LiveEvent = z.discriminatedUnion("action", [
  z.object({ action: z.literal("sell"), detail: LiveSaleDetail }),
  z.object({ action: z.literal("correction"), detail: LiveSaleDetail }),
  z.object({ action: z.literal("draw"), detail: LiveDrawDetail }),
  z.object({ action: z.literal("re-auction"), detail: LiveReAuctionDetail }),
  z.object({ action: z.literal("undo"), detail: LiveUndoDetail }),
  z.object({ action: z.literal("bid"), detail: LiveBidDetail }),
  z.object({ action: z.literal("clock"), detail: LiveClockDetail }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

/** One message of `GET /api/events/{id}/live/`: what changed, and for an auction action, what happened. */
export const LiveMessage = z.object({
  seq: int(),
  event: int(),
  topics: z.array(z.enum(LIVE_TOPICS)),
  action: z.enum(LIVE_ACTIONS).optional(),
  detail: z.unknown().optional(),
});
export type LiveMessage = z.infer<typeof LiveMessage>;

/** The message's action and detail when both are present and well formed, else null (the client only refetches). */
export function liveEventOf(message: { action?: unknown; detail?: unknown }): LiveEvent | null {
  if (message.action === undefined) return null;
  const parsed = LiveEvent.safeParse({ action: message.action, detail: message.detail });
  return parsed.success ? parsed.data : null;
}
