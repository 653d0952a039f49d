// The natural order of named sets and the default bid ladder of a new event (docs/decisions/059), as tables.
import { describe, expect, it } from "vitest";
import { BIDDING_LIMITS, bidStepsProblem, compareSetNames, defaultBidSteps } from "../src/index.ts";

describe("compareSetNames: sets in their natural order", () => {
  it.each([
    [
      ["AL10", "AL2", "AL1", "AL9"],
      ["AL1", "AL2", "AL9", "AL10"],
    ],
    [
      ["BA1", "M2", "M10", "M1"],
      ["BA1", "M1", "M2", "M10"],
    ],
    [
      ["set 2", "Set 10", "SET 1"],
      ["SET 1", "set 2", "Set 10"],
    ],
    [
      ["Marquee", "Capped 3", "Capped 12"],
      ["Capped 3", "Capped 12", "Marquee"],
    ],
  ])("%j sorts to %j", (input, sorted) => {
    expect([...input].sort(compareSetNames)).toEqual(sorted);
  });

  it("ignores case: the same name in two cases compares equal", () => {
    expect(compareSetNames("al1", "AL1")).toBe(0);
  });
});

const L = 100_000;
const CR = 10_000_000;

describe("defaultBidSteps: derived from the purse and the minimum price", () => {
  it.each([
    // [purse, minimum, ladder]
    [
      120 * CR,
      30 * L,
      [
        { below: 1 * CR, step: 5 * L },
        { below: 2 * CR, step: 10 * L },
        { below: 4 * CR, step: 20 * L },
        { below: null, step: 25 * L },
      ],
    ],
    [100_000, 1_000, [{ below: null, step: 200 }]],
    [
      1_200_000,
      5_000,
      [
        { below: 20_000, step: 1_000 },
        { below: 40_000, step: 2_000 },
        { below: null, step: 2_500 },
      ],
    ],
    [1_000, 10, [{ below: null, step: 2 }]],
    [0, 0, [{ below: null, step: 1 }]],
    [
      1_000,
      0,
      [
        { below: 20, step: 1 },
        { below: null, step: 2 },
      ],
    ],
  ] as const)("a purse of %i with a minimum of %i", (purse, min, ladder) => {
    expect(defaultBidSteps(purse, min)).toEqual(ladder);
  });

  it.each([
    [120 * CR, 30 * L],
    [100_000, 1_000],
    [1_000, 0],
    [Number.MAX_SAFE_INTEGER, 0],
    [5_000, 1_000_000],
  ])("the ladder for %i / %i is a valid one, its top step above 1/600 of the purse", (purse, min) => {
    const steps = defaultBidSteps(purse, min);
    expect(bidStepsProblem(steps)).toBeNull();
    expect(steps.length).toBeLessThanOrEqual(BIDDING_LIMITS.stepsMax);
    expect(steps.at(-1)?.step).toBeGreaterThan(purse / 600);
  });
});
