// The budget rule and the sentence behind a max bid (docs/api.md "Budget rule", "Budget rule").
import { describe, expect, it } from "vitest";
import {
  adjustmentText,
  BUDGET_TEXT,
  biddingStanding,
  budgetOf,
  formatNumber,
  maxBid,
  maxBidSentence,
  outOfBiddingText,
  type Purse,
  purseSumText,
  teamSpent,
} from "../src/index.ts";

const purse = (p: Partial<Purse>): Purse => ({
  totalFunds: 100_000,
  spent: 0,
  playersCount: 0,
  minPlayers: 8,
  maxPlayers: 10,
  minPlayerPrice: 1000,
  ...p,
});
// The sentence as the web shows it: numbers in the display format (1,00,000).
const fmt = formatNumber;
const team = { name: "Royal Strikers", players_count: 0, min_players: 8, max_players: 10 };

describe("budgetOf", () => {
  const cases: [string, Partial<Purse>, { max_bid: number; open_slots: number; full: boolean; kept: number }][] = [
    ["empty squad keeps back min_players − 1 slots", {}, { max_bid: 93_000, open_slots: 10, full: false, kept: 7000 }],
    ["one bought: 6 more to reach 8", { playersCount: 1 }, { max_bid: 94_000, open_slots: 9, full: false, kept: 6000 }],
    [
      "the minimum's last slot keeps nothing back",
      { playersCount: 7, spent: 7000 },
      { max_bid: 93_000, open_slots: 3, full: false, kept: 0 },
    ],
    [
      "past the minimum keeps nothing back",
      { playersCount: 9, spent: 9000 },
      { max_bid: 91_000, open_slots: 1, full: false, kept: 0 },
    ],
    ["full: 0, reserving nothing", { playersCount: 10, spent: 10_000 }, { max_bid: 0, open_slots: 0, full: true, kept: 0 }],
    [
      "never below 0 when the reserve exceeds the funds",
      { spent: 97_000 },
      { max_bid: 0, open_slots: 10, full: false, kept: 7000 },
    ],
    ["a free minimum price reserves 0", { minPlayerPrice: 0 }, { max_bid: 100_000, open_slots: 10, full: false, kept: 0 }],
  ];
  it.each(cases)("%s", (_name, p, want) => {
    const b = budgetOf(purse(p));
    expect({
      max_bid: b.max_bid,
      open_slots: b.open_slots,
      full: b.full,
      kept: b.reserved.reduce((s, r) => s + r.amount, 0),
    }).toEqual(want);
    expect(maxBid(purse(p))).toBe(b.max_bid);
    expect(b.funds_remaining).toBe(100_000 - (p.spent ?? 0));
  });

  it("names the reserve with its count and price", () => {
    expect(budgetOf(purse({ playersCount: 1 })).reserved).toEqual([
      {
        kind: "min_players",
        reason: "6 more players to reach the minimum squad of 8, at least 1,000 each",
        players: 6,
        price: 1000,
        amount: 6000,
      },
    ]);
    expect(budgetOf(purse({ playersCount: 6 })).reserved[0]?.reason).toBe(
      "1 more player to reach the minimum squad of 8, at least 1,000 each",
    );
  });
});

describe("maxBidSentence", () => {
  it.each([
    ["with a reserve", { playersCount: 1 }, "94,000 = 1,00,000 left − 1,000 × 6 more players needed for the minimum of 8"],
    // Not "1 open slot": the team has four; it needs one more after this one for its minimum (decision 062).
    ["one more needed", { playersCount: 6 }, "99,000 = 1,00,000 left − 1,000 × 1 more player needed for the minimum of 8"],
    ["without a reserve", { playersCount: 8 }, "1,00,000 = 1,00,000 left"],
    ["below zero", { spent: 97_000 }, "0: 3,000 left − 1,000 × 7 more players needed for the minimum of 8 is below zero"],
  ] as [string, Partial<Purse>, string][])("%s", (_name, p, sentence) => {
    expect(maxBidSentence(budgetOf(purse(p)), fmt, team)).toBe(sentence);
  });

  it("a full team reads as the sale refusal", () => {
    const full = budgetOf(purse({ playersCount: 10 }));
    expect(maxBidSentence(full, fmt, { ...team, players_count: 10 })).toBe("0: Royal Strikers is full (10 of 10 players)");
  });
});

describe("out of the bidding (decision 062)", () => {
  const lakh = (n: number) => `${n / 100_000} L`;
  const squad = { players_count: 9, max_players: 25 };
  it.each([
    ["a max bid at the minimum is in", { ...squad, max_bid: 3_000_000, funds_remaining: 3_000_000 }, "in", null],
    [
      "a max bid below the minimum is out",
      { ...squad, max_bid: 500_000, funds_remaining: 500_000 },
      "out",
      "Out: 5 L left, minimum 30 L",
    ],
    ["a full squad is full", { players_count: 25, max_players: 25, max_bid: 0, funds_remaining: 9_00_00_000 }, "full", "Full"],
  ] as const)("%s", (_name, t, standing, text) => {
    expect(biddingStanding(t, 3_000_000)).toBe(standing);
    expect(outOfBiddingText(t, 3_000_000, lakh)).toBe(text);
  });

  it("derives from the budget rule: the max bid of a team that keeps back its minimum squad", () => {
    // 40 L left, 17 more players needed after the next at 1 L: max bid 23 L, below a minimum of 30 L.
    const b = budgetOf({
      totalFunds: 4_000_000,
      spent: 0,
      playersCount: 0,
      minPlayers: 18,
      maxPlayers: 25,
      minPlayerPrice: 100_000,
    });
    const t = { players_count: 0, max_players: 25, max_bid: b.max_bid, funds_remaining: b.funds_remaining };
    expect(outOfBiddingText(t, 100_000, lakh)).toBeNull();
    expect(outOfBiddingText(t, 3_000_000, lakh)).toBe(BUDGET_TEXT.out("40 L", "30 L"));
  });
});

describe("adjustments shown (decision 062)", () => {
  const crore = (n: number) => `${n / 10_000_000} Cr`;
  it("an adjustment names its kind, signed amount and reason", () => {
    expect(adjustmentText({ amount: -120_000_000, reason: "Slow over-rate" }, crore)).toBe("Penalty −12 Cr: Slow over-rate");
    expect(adjustmentText({ amount: 20_000_000, reason: "Fair play" }, crore)).toBe("Bonus +2 Cr: Fair play");
  });

  it.each([
    // The team: 107.95 Cr spent under a 120 Cr purse with a 12 Cr penalty, 0.05 Cr left.
    [-120_000_000, 500_000, "Spent 107.95 Cr + adjustments 12 Cr + left 0.05 Cr = purse 120 Cr"],
    [100_000_000, 800_000_000, "Spent 50 Cr + left 80 Cr = purse 120 Cr + adjustments 10 Cr"],
    [0, 700_000_000, "Spent 50 Cr + left 70 Cr = purse 120 Cr"],
  ])("adjustments %i: the sum adds up", (adjustments_total, funds_remaining, text) => {
    const team = { total_funds: 1_200_000_000, adjustments_total, funds_remaining };
    expect(purseSumText(team, crore)).toBe(text);
    expect(teamSpent(team) + funds_remaining).toBe(1_200_000_000 + adjustments_total);
  });
});
