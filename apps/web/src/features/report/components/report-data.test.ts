// The report's chart data and "Show data" tables (report-data.ts) from a small report.
import { type EventReport, formatAmount } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { priceVsBaseTable, pursesTable, salesPerGradeTable, spendBySkill, spendBySkillTable, topBuys } from "./report-data.ts";

const sale = (lot: number, team: number, price: number, base_price: number, grade: number, skill: string) => ({
  lot,
  player: lot,
  player_name: `P${lot}`,
  team,
  team_name: team === 1 ? "Alpha" : "Bravo",
  price,
  base_price,
  grade,
  grade_name: grade === 10 ? "A+" : "A",
  skill,
});
const sales = [sale(1, 1, 300, 100, 10, "Batter"), sale(2, 2, 50, 50, 15, "Bowler"), sale(3, 2, 60, 50, 10, "Batter")];
const report: EventReport = {
  event: { id: 1, name: "Cup", funds_per_team: 1000, funds_unit: "pts" },
  status: 2,
  players_sold: 3,
  players_unsold: 0,
  total_spent: 410,
  average_price: 137,
  median_price: 60,
  record_sale: null,
  teams: [
    {
      id: 1,
      name: "Alpha",
      spent: 300,
      adjustments: 0,
      left: 700,
      players: 1,
      by_skill: [{ skill: "Batter", spent: 300, players: 1 }],
      by_grade: [],
      best_buy: null,
    },
    {
      id: 2,
      name: "Bravo",
      spent: 110,
      adjustments: 0,
      left: 890,
      players: 2,
      by_skill: [
        { skill: "Bowler", spent: 50, players: 1 },
        { skill: "Batter", spent: 60, players: 1 },
      ],
      by_grade: [],
      best_buy: null,
    },
  ],
  series: {
    purses: [
      { team: 1, team_name: "Alpha", points: [0, 1, 2, 3].map((lot) => ({ lot, left: lot === 0 ? 1000 : 700 })) },
      { team: 2, team_name: "Bravo", points: [1000, 1000, 950, 890].map((left, lot) => ({ lot, left })) },
    ],
    sales,
  },
};
const money = (v: number | null | undefined) => formatAmount(v, "pts");

describe("the report's chart data", () => {
  it("stacks each team's spend by skill, a series per skill", () => {
    expect(spendBySkill(report)).toEqual({
      teams: ["Alpha", "Bravo"],
      series: [
        { skill: "Batter", data: [300, 60] },
        { skill: "Bowler", data: [0, 50] },
      ],
    });
    expect(spendBySkillTable(report, money).rows).toEqual([
      ["Alpha", "300 pts", "0 pts", "300 pts"],
      ["Bravo", "60 pts", "50 pts", "110 pts"],
    ]);
  });

  it("lists the purses by lot, the start first", () => {
    const t = pursesTable(report, money);
    expect(t.columns).toEqual(["Lot", "Alpha", "Bravo"]);
    expect(t.rows[0]).toEqual(["Start", "1,000 pts", "1,000 pts"]);
    expect(t.rows[3]).toEqual(["Lot 3", "700 pts", "890 pts"]);
  });

  it("labels steals (at the base price) and bargains (up to 1.25×)", () => {
    expect(priceVsBaseTable(report, money).rows.map((r) => [r[0], r[4], r[5]])).toEqual([
      ["P1", "3.0×", ""],
      ["P2", "1.0×", "Steal"],
      ["P3", "1.2×", "Bargain"],
    ]);
  });

  it("sums the sales per grade in the grades' order", () => {
    expect(salesPerGradeTable(report, money).rows).toEqual([
      ["A+", 2, "60 pts", "300 pts", "360 pts"],
      ["A", 1, "50 pts", "50 pts", "50 pts"],
    ]);
  });

  it("takes the top buys by price, ties by the earlier sale", () => {
    expect(topBuys(report).map((s) => s.player_name)).toEqual(["P1", "P3", "P2"]);
  });
});
