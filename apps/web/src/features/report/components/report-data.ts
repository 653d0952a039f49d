// What each chart of the report shows, as plain data: the charts (report-charts.tsx, a chunk of their
// own) draw it, and the "Show data" tables list it. No charting code here, so the tables and the
// page's figures need none.
import { type EventReport, GRADES, type ReportSale, saleLabel } from "@sah/domain";
import type { DataTable } from "./chart-section.tsx";

export type Money = (value: number | null | undefined) => string;

/** The skills in the order they first appear over the teams. */
export function reportSkills(report: EventReport): string[] {
  return [...new Set(report.teams.flatMap((t) => t.by_skill.map((s) => s.skill)))];
}

export function spendBySkill(report: EventReport) {
  const skills = reportSkills(report);
  return {
    teams: report.teams.map((t) => t.name),
    series: skills.map((skill) => ({
      skill,
      data: report.teams.map((t) => t.by_skill.find((s) => s.skill === skill)?.spent ?? 0),
    })),
  };
}

export function spendBySkillTable(report: EventReport, money: Money): DataTable {
  const skills = reportSkills(report);
  return {
    columns: ["Team", ...skills, "Spent"],
    rows: report.teams.map((t) => [
      t.name,
      ...skills.map((k) => money(t.by_skill.find((s) => s.skill === k)?.spent ?? 0)),
      money(t.spent),
    ]),
  };
}

export function pursesTable(report: EventReport, money: Money): DataTable {
  const lots = report.series.purses[0]?.points.map((p) => p.lot) ?? [];
  return {
    columns: ["Lot", ...report.series.purses.map((p) => p.team_name)],
    rows: lots.map((lot, i) => [
      lot === 0 ? "Start" : `Lot ${lot}`,
      ...report.series.purses.map((p) => money(p.points[i]?.left)),
    ]),
  };
}

export type LabelledSale = ReportSale & { label: ReturnType<typeof saleLabel> };
export function labelledSales(report: EventReport): LabelledSale[] {
  return report.series.sales.map((s) => ({ ...s, label: saleLabel(s) }));
}

const LABEL_TEXT = { steal: "Steal", bargain: "Bargain" } as const;
export function labelText(label: LabelledSale["label"]): string {
  return label ? LABEL_TEXT[label] : "";
}

export function priceVsBaseTable(report: EventReport, money: Money): DataTable {
  return {
    columns: ["Player", "Team", "Base price", "Price", "Times base", "Label"],
    rows: labelledSales(report).map((s) => [
      s.player_name,
      s.team_name,
      money(s.base_price),
      money(s.price),
      s.base_price > 0 ? `${(s.price / s.base_price).toFixed(1)}×` : "—",
      labelText(s.label),
    ]),
  };
}

/** The grades that have a sale, in the grades' order (A+ first, NA last). */
export function soldGrades(report: EventReport): { grade: number; name: string }[] {
  const sold = new Set(report.series.sales.map((s) => s.grade));
  return GRADES.filter((g) => sold.has(g.code)).map((g) => ({ grade: g.code, name: g.name }));
}

export function salesPerGradeTable(report: EventReport, money: Money): DataTable {
  return {
    columns: ["Grade", "Sales", "Lowest", "Highest", "Total"],
    rows: soldGrades(report).map(({ grade, name }) => {
      const prices = report.series.sales.filter((s) => s.grade === grade).map((s) => s.price);
      return [
        name,
        prices.length,
        money(Math.min(...prices)),
        money(Math.max(...prices)),
        money(prices.reduce((a, b) => a + b, 0)),
      ];
    }),
  };
}

export const TOP_BUYS = 10;
/** The highest prices, ties by the earlier sale. */
export function topBuys(report: EventReport): ReportSale[] {
  return [...report.series.sales].sort((a, b) => b.price - a.price || a.lot - b.lot).slice(0, TOP_BUYS);
}

export function topBuysTable(report: EventReport, money: Money): DataTable {
  return {
    columns: ["Player", "Team", "Grade", "Price"],
    rows: topBuys(report).map((s) => [s.player_name, s.team_name, s.grade_name, money(s.price)]),
  };
}
