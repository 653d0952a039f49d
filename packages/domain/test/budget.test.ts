// The budget rule and the sentence behind a max bid (docs/api.md "Budget rule", "Beyond the spec" budget/).
import { describe, expect, it } from "vitest";
import { budgetOf, formatNumber, maxBid, maxBidSentence, type Purse } from "../src/index.ts";

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
const team = { name: "Royal Strikers", players_count: 0, max_players: 10 };

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
    ["with a reserve", { playersCount: 1 }, "94,000 = 1,00,000 left − 6 open slots × 1,000"],
    ["one slot", { playersCount: 6 }, "99,000 = 1,00,000 left − 1 open slot × 1,000"],
    ["without a reserve", { playersCount: 8 }, "1,00,000 = 1,00,000 left"],
    ["below zero", { spent: 97_000 }, "0: 3,000 left − 7 open slots × 1,000 is below zero"],
  ] as [string, Partial<Purse>, string][])("%s", (_name, p, sentence) => {
    expect(maxBidSentence(budgetOf(purse(p)), fmt, team)).toBe(sentence);
  });

  it("a full team reads as the sale refusal", () => {
    const full = budgetOf(purse({ playersCount: 10 }));
    expect(maxBidSentence(full, fmt, { ...team, players_count: 10 })).toBe("0: Royal Strikers is full (10 of 10 players)");
  });
});
