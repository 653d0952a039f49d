// The squad quotas' pure rules (docs/api.md "Squad quotas"; decision 044), table-driven.
import { describe, expect, it } from "vitest";
import {
  budgetOf,
  formatNumber,
  maxBidSentence,
  type Purse,
  QUOTA_MSG,
  type Quota,
  QuotasField,
  quotaRefusal,
  quotaReserve,
  quotaRowMessage,
  quotaShortfall,
  ReAuctionBody,
  type SquadPlayer,
} from "../src/index.ts";

const A_PLUS = 10;
const B = 30;
const KEEPER = 7;
const BOWLER = 8;
const label = (q: Quota) => (q.kind === "grade" ? (q.id === A_PLUS ? "A+" : "B") : q.id === KEEPER ? "Wicket-keeper" : "Bowler");
const p = (grade: number, ...skills: number[]): SquadPlayer => ({ grade, skills });
const grade = (id: number, min: number | null, max: number | null): Quota => ({ kind: "grade", id, min, max });
const skill = (id: number, min: number | null, max: number | null): Quota => ({ kind: "skill", id, min, max });

describe("quotaShortfall", () => {
  const cases: [string, Quota[], SquadPlayer[], number][] = [
    ["no rules", [], [], 0],
    ["a max only needs nobody", [grade(A_PLUS, null, 2)], [], 0],
    ["one keeper missing", [skill(KEEPER, 1, null)], [p(B)], 1],
    ["met", [skill(KEEPER, 1, null)], [p(B, KEEPER)], 0],
    ["grade needs add up (a player has one grade)", [grade(A_PLUS, 2, null), grade(B, 1, null)], [], 3],
    ["skill needs share players", [skill(KEEPER, 1, null), skill(BOWLER, 2, null)], [], 2],
    ["a needed grade may carry a needed skill", [grade(A_PLUS, 2, null), skill(KEEPER, 1, null)], [], 2],
    ["skills beyond the grades", [grade(A_PLUS, 1, null), skill(KEEPER, 3, null)], [p(A_PLUS)], 3],
  ];
  it.each(cases)("%s", (_n, quotas, squad, players) => {
    expect(quotaShortfall(quotas, squad).players).toBe(players);
  });
});

describe("quotaRefusal", () => {
  const base = { team: "Royal Strikers", label, maxPlayers: 4 };
  const cases: [string, Quota[], SquadPlayer[], SquadPlayer, string | null][] = [
    ["no rules", [], [], p(A_PLUS), null],
    ["under the max", [grade(A_PLUS, null, 2)], [p(A_PLUS)], p(A_PLUS), null],
    ["at the max", [grade(A_PLUS, null, 2)], [p(A_PLUS), p(A_PLUS)], p(A_PLUS), QUOTA_MSG.overMax("Royal Strikers", 2, 2, "A+")],
    ["the max of another grade", [grade(A_PLUS, null, 0)], [], p(B), null],
    [
      "a skill's max",
      [skill(KEEPER, null, 1)],
      [p(B, KEEPER)],
      p(A_PLUS, KEEPER, BOWLER),
      QUOTA_MSG.overMax("Royal Strikers", 1, 1, "Wicket-keeper"),
    ],
    ["a min still reachable", [skill(KEEPER, 1, null)], [p(B), p(B)], p(B), null],
    [
      "a min that the last slot would miss",
      [skill(KEEPER, 1, null)],
      [p(B), p(B), p(B)],
      p(B),
      QUOTA_MSG.minUnreachable("Royal Strikers", 0, 1, "1 Wicket-keeper"),
    ],
    ["the player meets the min itself", [skill(KEEPER, 1, null)], [p(B), p(B), p(B)], p(B, KEEPER), null],
    [
      "two grade needs for one slot",
      [grade(A_PLUS, 1, null), grade(B, 1, null)],
      [p(95), p(95)],
      p(95),
      QUOTA_MSG.minUnreachable("Royal Strikers", 1, 2, "1 A+, 1 B"),
    ],
  ];
  it.each(cases)("%s", (_n, quotas, squad, player, want) => {
    expect(quotaRefusal({ ...base, quotas, squad, player })).toBe(want);
  });

  it("words the rule as the contract does", () => {
    expect(QUOTA_MSG.overMax("Royal Strikers", 2, 2, "A+")).toBe("Royal Strikers already has 2 of 2 A+ players allowed.");
  });
});

describe("quotaReserve and the budget", () => {
  const purse = (q: Partial<Purse>): Purse => ({
    totalFunds: 10_000,
    spent: 0,
    playersCount: 0,
    minPlayers: 0,
    maxPlayers: 5,
    minPlayerPrice: 100,
    ...q,
  });
  it.each<[string, Quota[], SquadPlayer[], SquadPlayer | undefined, number | undefined]>([
    ["no minimums", [grade(A_PLUS, null, 1)], [], undefined, undefined],
    ["the next player may meet one need", [grade(A_PLUS, 2, null)], [], undefined, 1],
    ["a known player that meets none", [grade(A_PLUS, 2, null)], [], p(B), 2],
    ["a known player that meets one", [grade(A_PLUS, 2, null)], [], p(A_PLUS), 1],
    ["all met", [grade(A_PLUS, 1, null)], [p(A_PLUS)], undefined, undefined],
  ])("%s", (_n, quotas, squad, player, players) => {
    expect(quotaReserve(quotas, squad, label, player)?.players).toBe(players);
  });

  it.each<[string, Partial<Purse>, { kinds: string[]; max_bid: number }]>([
    ["quota players beyond the minimum squad", { quota: { players: 2, needs: "2 A+" } }, { kinds: ["quota"], max_bid: 9800 }],
    [
      "overlapping the minimum squad: only the excess",
      { minPlayers: 3, quota: { players: 3, needs: "3 A+" } },
      { kinds: ["min_players", "quota"], max_bid: 9700 },
    ],
    [
      "within the minimum squad: no quota reserve",
      { minPlayers: 4, quota: { players: 1, needs: "1 A+" } },
      { kinds: ["min_players"], max_bid: 9700 },
    ],
    [
      "never more than the open slots after this one",
      { playersCount: 3, spent: 300, quota: { players: 4, needs: "4 A+" } },
      { kinds: ["quota"], max_bid: 9600 },
    ],
    ["a full team reserves nothing", { playersCount: 5, quota: { players: 1, needs: "1 A+" } }, { kinds: [], max_bid: 0 }],
  ])("%s", (_n, q, want) => {
    const b = budgetOf(purse(q));
    expect({ kinds: b.reserved.map((r) => r.kind), max_bid: b.max_bid }).toEqual(want);
  });

  it("says the quota reserve in words and in the sentence", () => {
    const b = budgetOf(purse({ minPlayers: 2, playersCount: 0, quota: { players: 3, needs: "1 Wicket-keeper, 3 A+" } }));
    expect(b.reserved).toEqual([
      {
        kind: "min_players",
        reason: "1 more player to reach the minimum squad of 2, at least 100 each",
        players: 1,
        price: 100,
        amount: 100,
      },
      {
        kind: "quota",
        reason: "2 more players for the squad rules (1 Wicket-keeper, 3 A+), at least 100 each",
        players: 2,
        price: 100,
        amount: 200,
      },
    ]);
    expect(maxBidSentence(b, formatNumber, { name: "T", players_count: 0, min_players: 2, max_players: 5 })).toBe(
      "9,700 = 10,000 left − 100 × 1 more player needed for the minimum of 2 − 100 × 2 required players",
    );
  });
});

describe("QuotasField", () => {
  it("accepts a list or its JSON text, blanks as no bound", () => {
    const rows = [{ kind: "grade", id: "10", min: "", max: "2" }];
    expect(QuotasField.parse(rows)).toEqual([{ kind: "grade", id: 10, min: null, max: 2 }]);
    expect(QuotasField.parse(JSON.stringify(rows))).toEqual([{ kind: "grade", id: 10, min: null, max: 2 }]);
  });
  it.each<[string, unknown, (string | number)[], string]>([
    ["min above max", [{ kind: "skill", id: 3, min: 2, max: 1 }], [0, "min"], QUOTA_MSG.minAboveMax],
    ["unknown grade", [{ kind: "grade", id: 12, min: 1 }], [0, "id"], QUOTA_MSG.unknownGrade],
    [
      "duplicate",
      [
        { kind: "grade", id: 10, max: 1 },
        { kind: "grade", id: 10, min: 1 },
      ],
      [1, "id"],
      QUOTA_MSG.duplicate,
    ],
    ["no bound", [{ kind: "skill", id: 3 }], [0, "min"], QUOTA_MSG.noBound],
  ])("%s: the row's cell and number", (_n, input, path, message) => {
    const r = QuotasField.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path, message: quotaRowMessage(Number(path[0]), message) },
    ]);
  });
});

describe("ReAuctionBody", () => {
  it.each([1, 50, 100, "75"])("%s passes", (v) => {
    expect(ReAuctionBody.safeParse({ base_price_percent: v }).success).toBe(true);
  });
  it.each([0, 101, 2.5, "x", null])("%s is refused", (v) => {
    expect(ReAuctionBody.safeParse({ base_price_percent: v }).error?.issues[0].message).toBe(QUOTA_MSG.percent);
  });
  it("is optional", () => {
    expect(ReAuctionBody.parse({})).toEqual({});
  });
});
