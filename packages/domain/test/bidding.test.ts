// Bidding by team owners (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md): the
// ladder, the clock and the refusal of a bid, as tables.
import { describe, expect, it } from "vitest";
import {
  BID_MSG,
  BIDDING_DEFAULTS,
  type BidState,
  BidStepsField,
  bidRefusal,
  bidStepFor,
  bidStepsProblem,
  deadlineAfterBid,
  deadlineOnExtend,
  deadlineOnResume,
  EventBody,
  isClockDue,
  nextBidAmount,
  openingPrice,
  remainingOnPause,
} from "../src/index.ts";

const steps = BIDDING_DEFAULTS.bid_steps;

describe("bidStepFor: the default ladder (+500 below 10,000, +1,000 below 50,000, then +2,500)", () => {
  it.each([
    [0, 500],
    [9_500, 500],
    [9_999, 500],
    [10_000, 1_000],
    [49_999, 1_000],
    [50_000, 2_500],
    [1_000_000, 2_500],
  ])("a bid of %i rises by %i", (amount, step) => {
    expect(bidStepFor(amount, steps)).toBe(step);
  });
});

describe("nextBidAmount", () => {
  it.each([
    [null, 1_000, 1_000],
    [null, 0, 0],
    [1_000, 1_000, 1_500],
    [9_500, 1_000, 10_000],
    [10_000, 1_000, 11_000],
    [49_000, 1_000, 50_000],
    [50_000, 1_000, 52_500],
  ])("after %s (opening %i) the next bid is %i", (highest, opening, next) => {
    expect(nextBidAmount(highest, opening, steps)).toBe(next);
  });
  it("opens at the player's base price, else the event's minimum price", () => {
    expect(nextBidAmount(null, openingPrice({ base_price: 7_000 }, { min_player_price: 1_000 }), steps)).toBe(7_000);
    expect(nextBidAmount(null, openingPrice({ base_price: null }, { min_player_price: 1_000 }), steps)).toBe(1_000);
  });
  it("never opens below the event's minimum: a base price stored before the minimum was raised (decision 053)", () => {
    expect(openingPrice({ base_price: 500 }, { min_player_price: 1_000 })).toBe(1_000);
    expect(nextBidAmount(null, openingPrice({ base_price: 999 }, { min_player_price: 1_000 }), steps)).toBe(1_000);
  });
});

describe("bidStepsProblem: a usable ladder", () => {
  it.each([
    [[{ below: null, step: 100 }], null],
    [steps, null],
    [[], BID_MSG.stepsEmpty],
    [[{ below: 100, step: 10 }], BID_MSG.stepsLastOpen],
    [
      [
        { below: null, step: 10 },
        { below: null, step: 20 },
      ],
      BID_MSG.stepsLastOpen,
    ],
    [
      [
        { below: 500, step: 10 },
        { below: 100, step: 20 },
        { below: null, step: 5 },
      ],
      BID_MSG.stepsAscending,
    ],
    [
      [
        { below: 500, step: 10 },
        { below: 500, step: 20 },
        { below: null, step: 5 },
      ],
      BID_MSG.stepsAscending,
    ],
    [[{ below: null, step: 0 }], BID_MSG.stepPositive],
    [Array.from({ length: 21 }, (_, i) => ({ below: i === 20 ? null : (i + 1) * 100, step: 1 })), BID_MSG.stepsTooMany],
  ])("%j → %s", (ladder, problem) => {
    expect(bidStepsProblem(ladder)).toBe(problem);
  });
  it("a form sends the ladder as JSON text; a broken one is its field's error", () => {
    expect(BidStepsField.parse(JSON.stringify(steps))).toEqual(steps);
    expect(BidStepsField.safeParse("not json").success).toBe(false);
    const sent = EventBody.safeParse({ bid_steps: [{ below: 100, step: 10 }] });
    expect(sent.success).toBe(false);
    if (!sent.success) expect(sent.error.issues.find((i) => i.path[0] === "bid_steps")?.message).toBe(BID_MSG.stepsLastOpen);
  });
  // The event form shows each text in its cell; the API answers all of them under `bid_steps`.
  it.each([
    [
      [
        { below: "", step: 500 },
        { below: null, step: 1_000 },
      ],
      [0, "below"],
      BID_MSG.belowAmount,
    ],
    [
      [
        { below: 1_000, step: "" },
        { below: null, step: 1_000 },
      ],
      [0, "step"],
      BID_MSG.stepPositive,
    ],
    [
      [
        { below: 1_000, step: 10 },
        { below: 500, step: 20 },
        { below: null, step: 5 },
      ],
      [1, "below"],
      BID_MSG.stepsAscending,
    ],
    [
      [
        { below: null, step: 10 },
        { below: null, step: 20 },
      ],
      [0, "below"],
      BID_MSG.stepsLastOpen,
    ],
    [[{ below: 100, step: 10 }], [0, "below"], BID_MSG.stepsLastOpen],
    [[], [], BID_MSG.stepsEmpty],
  ])("%j: the error is at rung and field %j", (ladder, at, message) => {
    const parsed = BidStepsField.safeParse(ladder);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((i) => [i.path, i.message])).toEqual([[at, message]]);
  });
});

describe("the clock", () => {
  const now = 1_000_000;
  it.each([
    [now, 15, now + 15_000],
    [now + 2_000, 1, now + 3_000],
  ])("a bid at %i with %i s a bid gives the deadline %i (also sooner than the first bid's wait)", (at, seconds, deadline) => {
    expect(deadlineAfterBid(at, seconds)).toBe(deadline);
  });
  it.each([
    [now + 7_000, 7_000],
    [now, 0],
    [now - 5_000, 0],
  ])("paused with the deadline at %i keeps %i ms", (deadline, kept) => {
    expect(remainingOnPause(now, deadline)).toBe(kept);
  });
  it.each([
    [7_000, now + 7_000],
    [0, now + 1_000],
  ])("resumed with %i ms kept: the deadline is %i (at least a second)", (kept, deadline) => {
    expect(deadlineOnResume(now, kept)).toBe(deadline);
  });
  it.each([
    [now + 4_000, 10, now + 14_000],
    [now - 4_000, 10, now + 10_000],
  ])("extending a deadline of %i by %i s gives %i", (deadline, seconds, after) => {
    expect(deadlineOnExtend(now, deadline, seconds)).toBe(after);
  });
  it.each([
    [{ deadline: now, pausedRemainingMs: null }, true],
    [{ deadline: now - 1, pausedRemainingMs: null }, true],
    [{ deadline: now + 1, pausedRemainingMs: null }, false],
    [{ deadline: null, pausedRemainingMs: 0 }, false],
    [{ deadline: null, pausedRemainingMs: null }, false],
  ])("%j is due: %s", (clock, due) => {
    expect(isClockDue(clock, now)).toBe(due);
  });
});

describe("bidRefusal, in the contract's order", () => {
  const now = 5_000_000;
  const open: BidState = {
    mode: "owners",
    onBlock: true,
    clock: { deadline: now + 10_000, pausedRemainingMs: null },
    now,
    highest: { team: 1, amount: 2_000 },
    opening: 1_000,
    steps,
  };
  it.each<[string, Partial<BidState>, { team: number; amount: number }, ReturnType<typeof bidRefusal>]>([
    ["the next amount by another team", {}, { team: 2, amount: 2_500 }, null],
    ["the opening price with no bid", { highest: null }, { team: 2, amount: 1_000 }, null],
    ["mode auctioneer", { mode: "auctioneer" }, { team: 2, amount: 2_500 }, { kind: "refused", detail: BID_MSG.modeAuctioneer }],
    ["not on the block", { onBlock: false }, { team: 2, amount: 2_500 }, { kind: "refused", detail: BID_MSG.notOnBlock }],
    [
      "paused",
      { clock: { deadline: null, pausedRemainingMs: 4_000 } },
      { team: 2, amount: 2_500 },
      { kind: "refused", detail: BID_MSG.paused },
    ],
    [
      "the clock ran out",
      { clock: { deadline: now, pausedRemainingMs: null } },
      { team: 2, amount: 2_500 },
      { kind: "refused", detail: BID_MSG.closed },
    ],
    ["an amount already passed", {}, { team: 2, amount: 2_000 }, { kind: "stale", detail: BID_MSG.notNext(2_500) }],
    ["an amount jumping ahead", {}, { team: 2, amount: 5_000 }, { kind: "stale", detail: BID_MSG.notNext(2_500) }],
    ["below the opening price", { highest: null }, { team: 2, amount: 500 }, { kind: "stale", detail: BID_MSG.notNext(1_000) }],
    ["the leading team again", {}, { team: 1, amount: 2_500 }, { kind: "refused", detail: BID_MSG.leading }],
  ])("%s", (_name, change, bid, refusal) => {
    expect(bidRefusal({ ...open, ...change }, bid)).toEqual(refusal);
  });
});
