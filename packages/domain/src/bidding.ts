// Bidding by team owners (docs/api.md "Bidding by team owners";
// docs/decisions/046-owners-bidding.md): the bid ladder, the clock and the refusal of a bid, as pure
// functions. The server decides with them under the event lock. The phone page
// (apps/web/src/features/auction/routes/bid-page.tsx) takes its next amount from nextBidAmount and
// says why its button is disabled in the same words (BID_MSG) with its own bidBlocker, which follows
// bidRefusal's order and adds the sale's free slot and max bid; it does not call bidRefusal.
import { z } from "zod";
import { BIDDING_LIMITS } from "./constants.ts";
import { toNumber } from "./fields.ts";
import { BID_MSG, MSG } from "./messages.ts";
import { RTM_MSG } from "./rtm.ts";

/** The two ways a sale is made: the auctioneer types it (default), or team owners bid against a clock. */
export const BIDDING_MODES = ["auctioneer", "owners"] as const;
export type BiddingMode = (typeof BIDDING_MODES)[number];

/** One rung of the ladder: below `below` (null: any amount) a bid rises by `step`. */
export type BidStep = { below: number | null; step: number };

/** The event fields' defaults (docs/api.md): +500 below 10,000, +1,000 below 50,000, then +2,500. */
export const BIDDING_DEFAULTS = {
  bidding: "auctioneer" as BiddingMode,
  bid_steps: [
    { below: 10_000, step: 500 },
    { below: 50_000, step: 1_000 },
    { below: null, step: 2_500 },
  ] as BidStep[],
  first_bid_seconds: 30,
  bid_seconds: 15,
  auto_sell: true,
};

/**
 * The ladder a new event starts with when none is sent (docs/api.md "Bidding by team owners"; decision 059):
 * its rungs are consecutive round amounts (1, 2, 2.5, 5 × 10^k) from the largest at most a fifth of the
 * minimum price up to the first above 1/600 of the purse; each rung but the last holds below 20 times its
 * step, so a bid never rises by more than about 5 %. A 120 crore purse with a 30 lakh minimum gives
 * +5 L below 1 Cr, +10 L below 2 Cr, +20 L below 4 Cr, then +25 L.
 */
export function defaultBidSteps(purse: number, minPrice: number): BidStep[] {
  const top = roundAmountAbove(Math.max(purse, 0) / BID_STEP_RULE.purseShare);
  const first = Math.min(top, roundAmountAtMost(Math.max(minPrice, 0) / BID_STEP_RULE.minShare));
  const rungs: number[] = [];
  for (let step = first; step < top; step = roundAmountAbove(step)) rungs.push(step);
  rungs.push(top);
  // Too many rungs for a ladder: the smallest go, the first kept one starts from nothing.
  const kept = rungs.slice(-BIDDING_LIMITS.stepsMax);
  return kept.map((step, i) => ({ below: i === kept.length - 1 ? null : step * BID_STEP_RULE.boundTimes, step }));
}

/** The figures of defaultBidSteps. */
export const BID_STEP_RULE = {
  /** The top step: the first round amount above this share of the purse. */
  purseShare: 600,
  /** The first step: the largest round amount at most this share of the minimum price. */
  minShare: 5,
  /** A rung holds below this many times its step. */
  boundTimes: 20,
};

/** Round amounts: 1, 2, 2.5 and 5 times a power of ten, whole numbers only. */
const ROUND_MANTISSAS = [1, 2, 2.5, 5];

/** The smallest round amount strictly above `x` (at least 1). */
function roundAmountAbove(x: number): number {
  for (let power = 1; ; power *= 10) {
    for (const m of ROUND_MANTISSAS) {
      const amount = m * power;
      if (Number.isInteger(amount) && amount > x) return amount;
    }
  }
}

/** The largest round amount at most `x` (1 when `x` is below 1). */
function roundAmountAtMost(x: number): number {
  let best = 1;
  for (let next = roundAmountAbove(best); next <= x; next = roundAmountAbove(next)) best = next;
  return best;
}

/** A ladder's first problem and where it is: the rung (`index`) and its field, or the whole list (`index` null). */
export type BidStepsIssue = { index: number | null; field: "below" | "step" | null; message: string };

/**
 * The first problem of a ladder, or null: rungs ascending by `below`, only the last without a bound,
 * every step at least 1. The place lets a form put the text in the cell at fault.
 */
export function bidStepsIssue(steps: readonly BidStep[]): BidStepsIssue | null {
  if (steps.length === 0) return { index: null, field: null, message: BID_MSG.stepsEmpty };
  if (steps.length > BIDDING_LIMITS.stepsMax) return { index: null, field: null, message: BID_MSG.stepsTooMany };
  for (let i = 0; i < steps.length; i++) {
    const { below, step } = steps[i] as BidStep;
    const last = i === steps.length - 1;
    if (!Number.isInteger(step) || step < 1) return { index: i, field: "step", message: BID_MSG.stepPositive };
    if (last !== (below === null)) return { index: i, field: "below", message: BID_MSG.stepsLastOpen };
    const previous = i > 0 ? (steps[i - 1] as BidStep).below : null;
    if (below !== null && previous !== null && below <= previous)
      return { index: i, field: "below", message: BID_MSG.stepsAscending };
  }
  return null;
}

/** Why a ladder is not usable, or null (bidStepsIssue's text). */
export function bidStepsProblem(steps: readonly BidStep[]): string | null {
  return bidStepsIssue(steps)?.message ?? null;
}

/** The step for a bid of `amount`: the first rung whose bound is above it (the open last rung otherwise). */
export function bidStepFor(amount: number, steps: readonly BidStep[]): number {
  for (const rung of steps) if (rung.below === null || amount < rung.below) return rung.step;
  return (steps[steps.length - 1] as BidStep).step;
}

/** The only amount the next bid may be: the opening price with no bid yet, else the highest plus its step. */
export function nextBidAmount(highest: number | null, opening: number, steps: readonly BidStep[]): number {
  return highest === null ? opening : highest + bidStepFor(highest, steps);
}

// ---------- the clock ----------

/** The lot's clock as stored: a deadline while it runs, the time left while paused, neither once closed. */
export type LotClock = { deadline: number | null; pausedRemainingMs: number | null };

/**
 * After a bid at `now`: the clock starts again from `bid_seconds` ("going once…" starts over), also
 * when that is sooner than the first bid's longer wait.
 */
export function deadlineAfterBid(now: number, bidSeconds: number): number {
  return now + bidSeconds * 1000;
}

/** Paused at `now`: the time that was left (never below zero) is kept. */
export function remainingOnPause(now: number, deadline: number): number {
  return Math.max(0, deadline - now);
}

/** Resumed at `now`: the time kept, from now, and at least a second so nobody loses the lot to the resume itself. */
export function deadlineOnResume(now: number, remainingMs: number): number {
  return now + Math.max(remainingMs, 1000);
}

/** Extended at `now` by `seconds`: from the standing deadline, or from now when it has passed. */
export function deadlineOnExtend(now: number, deadline: number, seconds: number): number {
  return Math.max(deadline, now) + seconds * 1000;
}

/**
 * Why an extend of `seconds` is refused for a clock holding `heldMs` (its time left, running or
 * paused), or null: the clock never holds more than BIDDING_LIMITS.clockMaxSeconds.
 */
export function extendRefusal(heldMs: number, seconds: number): string | null {
  const room = Math.max(0, Math.floor((BIDDING_LIMITS.clockMaxSeconds * 1000 - heldMs) / 1000));
  return seconds <= room ? null : BID_MSG.clockTooLong(BIDDING_LIMITS.clockMaxSeconds / 60, room);
}

/** Whether the clock has run out at `now` (a paused or closed clock never does). */
export function isClockDue(clock: LotClock, now: number): boolean {
  return clock.pausedRemainingMs === null && clock.deadline !== null && clock.deadline <= now;
}

// ---------- a bid ----------

export type BidState = {
  mode: BiddingMode;
  /** The player is the one on the block, still Auctioning, with a lot open for it. */
  onBlock: boolean;
  clock: LotClock;
  now: number;
  highest: { team: number; amount: number } | null;
  /** The player's opening price (domain openingPrice). */
  opening: number;
  steps: readonly BidStep[];
  /** Right to match: the previous team's name while it decides (bidding has closed). */
  matching?: string | null;
};

/**
 * Why a bid may not stand: "refused" (the bid itself cannot stand: the mode, the block, the clock, the
 * leading team again) or "stale" (not the next amount: another bid got there first). The HTTP layer
 * answers them 400 and 409 (routes/auctions/bids.ts).
 */
export type BidRefusalKind = "refused" | "stale";
export type BidRefusal = { kind: BidRefusalKind; detail: string };

/**
 * Why no bid may go on the lot now, whoever bids, in the contract's order: the mode, the block, the
 * right-to-match window, the clock (paused, closed); null: the lot takes bids. bidRefusal's first
 * checks, and the owner's bid page's reason for a disabled button.
 */
export function lotRefusal(state: Pick<BidState, "mode" | "onBlock" | "clock" | "now" | "matching">): string | null {
  if (state.mode !== "owners") return BID_MSG.modeAuctioneer;
  if (!state.onBlock) return BID_MSG.notOnBlock;
  if (state.matching) return RTM_MSG.matching(state.matching);
  if (state.clock.pausedRemainingMs !== null) return BID_MSG.paused;
  if (state.clock.deadline === null || state.clock.deadline <= state.now) return BID_MSG.closed;
  return null;
}

/**
 * Whether a bid of `amount` by `team` may stand, checked in the contract's order: the mode, the block,
 * the clock (paused, closed), the amount ("stale": not the next amount, e.g. another bid got there
 * first), then the leading team bidding again. The team's purse and squad are the sale's own checks
 * (domain planSale), run by the caller on the same amount. null: acceptable.
 */
export function bidRefusal(state: BidState, bid: { team: number; amount: number }): BidRefusal | null {
  const lot = lotRefusal(state);
  if (lot !== null) return { kind: "refused", detail: lot };
  const expected = nextBidAmount(state.highest?.amount ?? null, state.opening, state.steps);
  if (bid.amount !== expected) return { kind: "stale", detail: BID_MSG.notNext(expected) };
  if (state.highest?.team === bid.team) return { kind: "refused", detail: BID_MSG.leading };
  return null;
}

// ---------- wire shapes ----------

const int = () => z.number().int();

/** A ladder in a JSON body or, from a multipart form, as JSON text. */
export const BidStepsField = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(
      z.object({
        // Numbers, or their digits as a form's number field holds them; blank is missing.
        below: z.preprocess(
          toNumber,
          z.number({ error: BID_MSG.belowAmount }).int(BID_MSG.belowAmount).min(1, BID_MSG.belowAmount).nullable(),
        ),
        step: z.preprocess(
          toNumber,
          z.number({ error: BID_MSG.stepPositive }).int(BID_MSG.stepPositive).min(1, BID_MSG.stepPositive),
        ),
      }),
      { error: BID_MSG.stepsShape },
    )
    .superRefine((steps, ctx) => {
      // At the rung and field at fault (the event form's cell); the API answers it under `bid_steps`.
      const issue = bidStepsIssue(steps);
      if (issue)
        ctx.addIssue({
          code: "custom",
          message: issue.message,
          path: issue.index === null ? [] : [issue.index, issue.field ?? "below"],
        });
    }),
);

/** `POST auctions/bids/`. */
export const BidBody = z.object({
  player: z.number({ error: MSG.playerRequired }).int(MSG.playerRequired).min(1, MSG.playerRequired),
  amount: z.number({ error: BID_MSG.amountRequired }).int(BID_MSG.amountRequired).min(0, BID_MSG.amountRequired),
  team: z.number({ error: BID_MSG.teamInvalid }).int(BID_MSG.teamInvalid).min(1, BID_MSG.teamInvalid).optional(),
});
export type BidBody = z.infer<typeof BidBody>;

/** A bid as answered and listed. */
export const Bid = z.object({
  id: int(),
  player: int(),
  team: int(),
  team_name: z.string(),
  amount: int(),
  at: z.string(),
  deadline: z.string().nullable(),
});
export type Bid = z.infer<typeof Bid>;

/** 409: the highest bid as it stands, so the phone shows it at once. */
export const BidConflict = z.object({
  detail: z.string(),
  highest: z.object({ team: int(), amount: int() }).nullable(),
});

/** `current-player/`'s `lot`; `highest.bid` is the bid's id, which a withdrawal names. */
export const Lot = z.object({
  highest: z.object({ bid: int(), team: int(), team_name: z.string(), amount: int() }).nullable(),
  deadline: z.string().nullable(),
  paused: z.boolean(),
  server_time: z.string(),
  /**
   * Right to match: the clock has ended and `team` (the player's previous team) may match the highest
   * bid until `deadline`; null otherwise (docs/api.md "Right to match").
   */
  match: z.object({ team: int(), team_name: z.string() }).nullable().optional(),
});
export type Lot = z.infer<typeof Lot>;

export const CLOCK_ACTIONS = ["pause", "resume", "extend"] as const;
export const ClockBody = z.object({
  action: z.enum(CLOCK_ACTIONS, { error: BID_MSG.clockAction }),
  seconds: z
    .number({ error: BID_MSG.extendSeconds })
    .int(BID_MSG.extendSeconds)
    .min(1, BID_MSG.extendSeconds)
    .max(BIDDING_LIMITS.extendMax, BID_MSG.extendSeconds)
    .optional(),
});
export type ClockBody = z.infer<typeof ClockBody>;
