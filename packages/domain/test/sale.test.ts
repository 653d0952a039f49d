// Table tests of the sale rule (docs/style.md habit 13; docs/decisions/068-sale-rule-in-domain.md):
// every rule of planSale, planSaleWithOverride and planAdjustment, both sides of every limit.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ADJUST_MSG,
  budgetOf,
  LIMITS,
  MSG,
  type PlayerStatus,
  type Purse,
  planAdjustment,
  planSale,
  planSaleWithOverride,
  purseOfTeam,
  purseRefusal,
  QUOTA_MSG,
  type Quota,
  quotaReserve,
  quotaShortfall,
  SALE_TEXT,
  type SaleInput,
  type SquadPlayer,
  saleStandingOfTeam,
  type TransactionRow,
} from "../src/index.ts";

describe("planSale", () => {
  // max_bid = 100 - max(0, 3 - count - 1) * 10; 80 for an empty team.
  const rules = { minPlayerPrice: 10, minPlayers: 3, maxPlayers: 4, fundsUnit: "pts" };
  const purse = (spent: number, playersCount: number): Purse => ({
    totalFunds: 100,
    spent,
    playersCount,
    minPlayers: 3,
    maxPlayers: 4,
    minPlayerPrice: 10,
  });
  const row = (team: number, price: number): TransactionRow => ({
    id: 50,
    player: 1,
    team,
    price,
    created_at: "2026-01-01T00:00:00.000Z",
  });
  const input = (
    status: PlayerStatus,
    team: number | null,
    price: number | null,
    opts: {
      purse?: Purse;
      standing?: TransactionRow | null;
      from?: PlayerStatus;
      teamOfEvent?: boolean;
      basePrice?: number;
      override?: boolean;
    } = {},
  ): SaleInput => ({
    rules,
    player: { id: 1, status: opts.from ?? 1, basePrice: opts.basePrice ?? null },
    standing: opts.standing ?? null,
    request: { status, team, price, ...(opts.override ? { override: true } : {}) },
    team:
      team !== null && opts.teamOfEvent !== false ? { id: team, name: `Team ${team}`, purse: opts.purse ?? purse(0, 0) } : null,
  });

  const accepted: [string, SaleInput, { team: number; price: number } | null][] = [
    ["Sold at the max bid", input(3, 7, 80), { team: 7, price: 80 }],
    ["Sold at the min price", input(3, 7, 10), { team: 7, price: 10 }],
    ["Retained below the min price", input(4, 7, 0), { team: 7, price: 0 }],
    ["Icon below the min price", input(6, 7, 5), { team: 7, price: 5 }],
    ["Retained at the max bid", input(4, 7, 80), { team: 7, price: 80 }],
    ["the last free slot, reserve gone", input(3, 7, 40, { purse: purse(60, 3) }), { team: 7, price: 40 }],
    ["reserve for one more player", input(3, 7, 70, { purse: purse(20, 1) }), { team: 7, price: 70 }],
    [
      "re-sale to the same team at a new price (its old price counts back)",
      input(3, 7, 80, { standing: row(7, 60), purse: purse(60, 1), from: 3 }),
      { team: 7, price: 80 },
    ],
    [
      "re-sale to the same full team (its own slot counts back)",
      input(3, 7, 30, { standing: row(7, 20), purse: purse(70, 4), from: 3 }),
      { team: 7, price: 30 },
    ],
    ["move to another team", input(3, 8, 80, { standing: row(7, 20), from: 3 }), { team: 8, price: 80 }],
    ["Sold at the base price", input(3, 7, 30, { basePrice: 30 }), { team: 7, price: 30 }],
    ["Sold below the base price with the override", input(3, 7, 29, { basePrice: 30, override: true }), { team: 7, price: 29 }],
    ["Retained below the base price (the base price is a Sold rule)", input(4, 7, 5, { basePrice: 30 }), { team: 7, price: 5 }],
    ["the override lifts the min price", input(3, 7, 9, { basePrice: 30, override: true }), { team: 7, price: 9 }],
    ["the override lifts the max bid's reserve, up to the funds", input(3, 7, 100, { override: true }), { team: 7, price: 100 }],
  ];
  it.each(accepted)("accepts: %s", (_name, sale, add) => {
    const plan = planSale(sale);
    expect(plan).toMatchObject({ ok: true, add });
    if (plan.ok) expect(plan.remove).toEqual(sale.standing);
  });

  const rejected: [string, SaleInput, Record<string, string[]>][] = [
    ["Sold one over the max bid", input(3, 7, 81), { price: [SALE_TEXT.aboveMaxBid(80, "pts")] }],
    ["Sold one under the min price", input(3, 7, 9), { price: [SALE_TEXT.belowMinPrice(10, "pts")] }],
    ["Sold one under the base price", input(3, 7, 29, { basePrice: 30 }), { price: [SALE_TEXT.belowBasePrice(30, "pts")] }],
    [
      "the override never lifts the funds",
      input(3, 7, 101, { basePrice: 90, override: true }),
      { price: [SALE_TEXT.aboveFunds("Team 7", 100, "pts")] },
    ],
    [
      "the override never lifts the free slot",
      input(3, 7, 10, { purse: purse(40, 4), override: true }),
      { team: ["Team 7 is full (4 of 4 players)"] },
    ],
    ["Retained over the max bid", input(4, 7, 81), { price: [SALE_TEXT.aboveMaxBid(80, "pts")] }],
    ["Icon over the max bid", input(6, 7, 81), { price: [SALE_TEXT.aboveMaxBid(80, "pts")] }],
    ["the last free slot, one over", input(3, 7, 41, { purse: purse(60, 3) }), { price: [SALE_TEXT.aboveMaxBid(40, "pts")] }],
    ["reserve for one more, one over", input(3, 7, 71, { purse: purse(20, 1) }), { price: [SALE_TEXT.aboveMaxBid(70, "pts")] }],
    // A full team is refused as full, not with a max bid of 0 (docs/api.md "Budget rule").
    ["full team", input(3, 7, 10, { purse: purse(40, 4) }), { team: ["Team 7 is full (4 of 4 players)"] }],
    [
      "full team, price over what it has",
      input(3, 7, 500, { purse: purse(40, 4) }),
      { team: ["Team 7 is full (4 of 4 players)"] },
    ],
    ["full team, price at 0", input(4, 7, 0, { purse: purse(40, 4) }), { team: ["Team 7 is full (4 of 4 players)"] }],
    [
      "re-sale to the same team one over its max bid after reversal",
      input(3, 7, 81, { standing: row(7, 60), purse: purse(60, 1), from: 3 }),
      { price: [SALE_TEXT.aboveMaxBid(80, "pts")] },
    ],
    [
      "move to a full team (the old sale frees a slot elsewhere only)",
      input(3, 8, 10, { standing: row(7, 20), purse: purse(40, 4), from: 3 }),
      { team: [SALE_TEXT.teamFull("Team 8", 4, 4)] },
    ],
    ["team and price missing", input(3, null, null), { team: [MSG.teamRequired], price: [MSG.priceRequired] }],
    ["team missing", input(4, null, 10), { team: [MSG.teamRequired] }],
    ["price missing", input(6, 7, null), { price: [MSG.priceRequired] }],
    ["team of another event", input(3, 7, 10, { teamOfEvent: false }), { team: [MSG.unknownTeam] }],
    [
      "under the min price and over the max bid",
      input(3, 7, 5, { purse: purse(96, 2) }),
      { price: [SALE_TEXT.belowMinPrice(10, "pts"), SALE_TEXT.aboveMaxBid(4, "pts")] },
    ],
  ];
  it.each(rejected)("rejects: %s", (_name, sale, errors) => {
    expect(planSale(sale)).toEqual({ ok: false, errors });
  });

  it("names the max bid without a unit when the event has none", () => {
    expect(SALE_TEXT.aboveMaxBid(80, "")).toBe("Price must be at most this team's max bid of 80.");
  });

  const otherStatuses: PlayerStatus[] = [0, 1, 2, 5];
  it.each(otherStatuses)("status %i ignores team and price and reverses the standing sale", (status) => {
    const standing = row(7, 20);
    const plan = planSale(input(status, 99, -5, { standing, from: 3, teamOfEvent: false }));
    expect(plan).toEqual({ ok: true, status: { id: 1, from: 3, to: status }, remove: standing, add: null });
  });

  it("a status change without any sale touches only the status", () => {
    expect(planSale(input(2, null, null, { from: 1 }))).toEqual({
      ok: true,
      status: { id: 1, from: 1, to: 2 },
      remove: null,
      add: null,
    });
  });

  it("the same sale again changes nothing", () => {
    const plan = planSale(input(3, 7, 20, { standing: row(7, 20), purse: purse(20, 1), from: 3 }));
    expect(plan).toEqual({ ok: true, status: null, remove: null, add: null });
  });

  it("Sold to Retained with the same team and price changes only the status", () => {
    const plan = planSale(input(4, 7, 20, { standing: row(7, 20), purse: purse(20, 1), from: 3 }));
    expect(plan).toEqual({ ok: true, status: { id: 1, from: 3, to: 4 }, remove: null, add: null });
  });
});

describe("planSaleWithOverride", () => {
  const rules = { minPlayerPrice: 10, minPlayers: 3, maxPlayers: 4, fundsUnit: "pts" };
  const purse: Purse = { totalFunds: 100, spent: 0, playersCount: 0, minPlayers: 3, maxPlayers: 4, minPlayerPrice: 10 };
  const sale = (price: number, override: boolean, basePrice: number | null = null) => ({
    rules,
    player: { id: 1, status: 1 as PlayerStatus, basePrice },
    standing: null,
    request: { status: 3 as PlayerStatus, team: 7, price, override },
    team: { id: 7, name: "Team 7", purse },
  });
  it.each([
    ["a sale that needs no override", sale(50, true), true, false],
    ["below the base price with the override", sale(20, true, 30), true, true],
    ["into the reserve with the override", sale(90, true), true, true],
    ["below the min price with the override", sale(5, true), true, true],
    ["refused even with it (over the funds)", sale(101, true), false, false],
    ["no override asked", sale(50, false), true, false],
  ] as const)("%s", (_name, input, ok, overridden) => {
    const result = planSaleWithOverride(input);
    expect(result.plan.ok).toBe(ok);
    expect(result.overridden).toBe(overridden);
  });
});

describe("planAdjustment", () => {
  const rules = { minPlayerPrice: 10, minPlayers: 3, maxPlayers: 4, fundsUnit: "pts" };
  const team = (spent: number, playersCount: number) => ({
    id: 7,
    name: "Team 7",
    purse: { totalFunds: 100, spent, playersCount, minPlayers: 3, maxPlayers: 4, minPlayerPrice: 10 },
  });
  it.each([
    ["a bonus", team(0, 0), 50, false, { ok: true, overridden: false }],
    ["a fine that leaves the squad's reserve", team(0, 0), -70, false, { ok: true, overridden: false }],
    [
      "a fine into the reserve",
      team(0, 0),
      -71,
      false,
      { ok: false, errors: { amount: [SALE_TEXT.belowReserve("Team 7", 30, "pts")] } },
    ],
    ["a fine into the reserve, overridden", team(0, 0), -71, true, { ok: true, overridden: true }],
    ["a fine to exactly zero, once the squad is complete", team(60, 3), -40, false, { ok: true, overridden: false }],
    ["a fine below zero", team(60, 3), -41, true, { ok: false, errors: { amount: [SALE_TEXT.belowZero("Team 7", 40, "pts")] } }],
    ["nothing", team(0, 0), 0, true, { ok: false, errors: { amount: [ADJUST_MSG.amountZero] } }],
  ] as const)("%s", (_name, t, amount, override, want) => {
    expect(planAdjustment({ rules, team: t, amount, override, eventFunds: 100 })).toEqual(want);
  });

  it("a bonus up to the ceiling of an event's funds, and not past it (LIMITS.fundsMax)", () => {
    const plan = (amount: number) =>
      planAdjustment({ rules, team: team(0, 0), amount, override: true, eventFunds: LIMITS.fundsMax - 100 });
    expect(plan(100)).toEqual({ ok: true, overridden: false });
    expect(plan(101)).toEqual({ ok: false, errors: { amount: [SALE_TEXT.aboveFundsMax(LIMITS.fundsMax + 1, "pts")] } });
  });
});

describe("purseOfTeam: a purse rebuilt from team JSON has the server's budget", () => {
  const rules: Quota[] = [
    { kind: "grade", id: 10, min: 2, max: null },
    { kind: "skill", id: 2, min: 3, max: null },
  ];
  const label = (q: Quota) => (q.kind === "grade" ? "A+" : "Wicket-keeper");
  const p = (grade: number, skills: number[] = []): SquadPlayer => ({ grade, skills });
  it.each([
    ["no quota needs", [p(10), p(10), p(30, [2]), p(30, [2]), p(30, [2])]],
    ["needs of both kinds", [p(30)]],
    ["one need left", [p(10), p(10), p(30, [2]), p(30, [2])]],
    ["an empty squad", []],
  ])("%s", (_name, squad) => {
    // The server's purse (teams/read.ts toTeam) and the team JSON it answers.
    const server = {
      totalFunds: 1000 + 50,
      spent: 300,
      playersCount: squad.length,
      minPlayers: 2,
      maxPlayers: 9,
      minPlayerPrice: 20,
      quota: quotaReserve(rules, squad, label),
    };
    const team = {
      total_funds: 1000,
      adjustments_total: 50,
      funds_remaining: 750,
      players_count: squad.length,
      min_players: 2,
      max_players: 9,
      quota_needs: quotaShortfall(rules, squad).needs.map((n) => ({
        kind: n.quota.kind,
        id: n.quota.id,
        missing: n.missing,
        text: QUOTA_MSG.needs(n.missing, label(n.quota)),
      })),
    };
    expect(budgetOf(purseOfTeam(team, 20))).toEqual(budgetOf(server));
  });

  it("keeps back the quota reserve (the case above with needs of both kinds)", () => {
    const needs = [
      { kind: "grade" as const, id: 10, missing: 2, text: QUOTA_MSG.needs(2, "A+") },
      { kind: "skill" as const, id: 2, missing: 3, text: QUOTA_MSG.needs(3, "Wicket-keeper") },
    ];
    const team = {
      total_funds: 1000,
      adjustments_total: 0,
      funds_remaining: 700,
      players_count: 1,
      min_players: 2,
      max_players: 9,
    };
    const b = budgetOf(purseOfTeam({ ...team, quota_needs: needs }, 20));
    // 3 players for the needs, the next one assumed to meet one: 2 × 20 kept back.
    expect(b.reserved).toEqual([expect.objectContaining({ kind: "quota", players: 2, amount: 40 })]);
    expect(b.max_bid).toBe(660);
  });
});

describe("purseRefusal over team JSON (the web's sell form and bid page)", () => {
  const team = { name: "Team 7", players_count: 3, max_players: 4, funds_remaining: 50, max_bid: 40 };
  it.each([
    ["at the max bid", team, 40, false, null],
    ["one over the max bid", team, 41, false, { field: "price", message: SALE_TEXT.aboveMaxBid(40, "pts") }],
    ["override: up to the funds", team, 50, true, null],
    ["override: one over the funds", team, 51, true, { field: "price", message: SALE_TEXT.aboveFunds("Team 7", 50, "pts") }],
    [
      "full, whatever the price",
      { ...team, players_count: 4 },
      null,
      false,
      { field: "team", message: SALE_TEXT.teamFull("Team 7", 4, 4) },
    ],
  ] as const)("%s", (_name, t, price, lift, want) => {
    expect(purseRefusal(saleStandingOfTeam(t), price, { lift, fundsUnit: "pts" })).toEqual(want);
  });
});

describe("the sale rule bundles no zod (the public pages' 250 KB budget: apps/web/scripts/bundle-size.mjs)", () => {
  const src = path.join(import.meta.dirname, "../src");
  /** The files a file imports for their values (type-only imports are erased), and whether zod is one. */
  const valueImports = (file: string) =>
    [...fs.readFileSync(path.join(src, file), "utf8").matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms)].map((m) => m[1]);
  const reaches = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const spec of valueImports(file)) if (spec?.startsWith("./")) reaches(spec.slice(2), seen);
    return seen;
  };
  it.each(["sale.ts", "budget.ts", "quotas.ts"])("%s and what it imports never import zod", (file) => {
    const withZod = [...reaches(file)].filter((f) => valueImports(f).includes("zod"));
    expect(withZod).toEqual([]);
  });
});
