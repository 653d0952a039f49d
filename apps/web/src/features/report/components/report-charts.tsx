// The report's charts, drawn with MUI X Charts (SVG: crisp in print, themed with the app's palette in
// light and dark; docs/decisions/066-report-and-exposure.md). Only the report page loads this module,
// through lazyPart, so the public pages never carry the charting library.
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { ScatterChart } from "@mui/x-charts/ScatterChart";
import { type EventReport, formatNumber } from "@sah/domain";
import { labelledSales, type Money, soldGrades, spendBySkill, topBuys } from "./report-data.ts";

export type ChartKind = "spend" | "purses" | "value" | "grades" | "top";

const HEIGHT = 320;
/** Axis ticks as plain grouped numbers (the unit is the axis's label), so they fit a phone. */
const tick = (v: number) => formatNumber(v);
const moneyAxis = (report: EventReport, label = "") => ({
  valueFormatter: tick,
  label: [label, `(${report.event.funds_unit})`].filter(Boolean).join(" "),
  tickNumber: 5,
});

function SpendChart({ report, money }: { report: EventReport; money: Money }) {
  const { teams, series } = spendBySkill(report);
  return (
    <BarChart
      height={HEIGHT}
      skipAnimation
      xAxis={[{ scaleType: "band", data: teams }]}
      yAxis={[{ ...moneyAxis(report, "Spent"), width: 84 }]}
      series={series.map((s) => ({
        data: s.data,
        label: s.skill,
        stack: "spent",
        valueFormatter: (v: number | null) => money(v),
      }))}
    />
  );
}

function PursesChart({ report, money }: { report: EventReport; money: Money }) {
  const lots = report.series.purses[0]?.points.map((p) => p.lot) ?? [];
  return (
    <LineChart
      height={HEIGHT}
      skipAnimation
      xAxis={[
        {
          data: lots,
          scaleType: "linear",
          label: "Lot",
          tickMinStep: 1,
          valueFormatter: (v: number) => (v === 0 ? "Start" : String(v)),
        },
      ]}
      yAxis={[{ ...moneyAxis(report, "Left"), width: 84 }]}
      series={report.series.purses.map((p) => ({
        data: p.points.map((pt) => pt.left),
        label: p.team_name,
        showMark: false,
        // A purse moves only at a sale or an adjustment: steps, not curves.
        curve: "stepAfter" as const,
        valueFormatter: (v: number | null) => money(v),
      }))}
    />
  );
}

function ValueChart({ report, money }: { report: EventReport; money: Money }) {
  const theme = useTheme();
  const sales = labelledSales(report);
  const group = (label: (typeof sales)[number]["label"]) =>
    sales.filter((s) => s.label === label).map((s) => ({ x: s.base_price, y: s.price, id: s.player, name: s.player_name }));
  const groups = [
    { label: "steal", name: "Steals", color: theme.palette.success.main },
    { label: "bargain", name: "Bargains", color: theme.palette.info.main },
    { label: null, name: "Other sales", color: theme.palette.grey[500] },
  ] as const;
  return (
    <ScatterChart
      height={HEIGHT}
      skipAnimation
      xAxis={[{ ...moneyAxis(report, "Base price"), min: 0 }]}
      yAxis={[{ ...moneyAxis(report, "Price"), width: 84, min: 0 }]}
      series={groups.map((g) => {
        const data = group(g.label);
        return {
          label: g.name,
          color: g.color,
          data,
          valueFormatter: (_v: unknown, { dataIndex }: { dataIndex: number }) => {
            const s = data[dataIndex];
            return s ? `${s.name}: ${money(s.y)} (base ${money(s.x)})` : "";
          },
        };
      })}
    />
  );
}

/** A strip plot: one dot per sale, in a column per grade, spread a little so equal prices stay visible. */
function GradesChart({ report, money }: { report: EventReport; money: Money }) {
  const grades = soldGrades(report);
  const data = report.series.sales.map((s, i) => {
    const column = grades.findIndex((g) => g.grade === s.grade);
    // A fixed spread by the sale's order (not random): the server and every print draw the same.
    const jitter = ((i * 37) % 11) / 11 - 0.5;
    return { x: column + jitter * 0.5, y: s.price, id: s.player, name: s.player_name };
  });
  return (
    <ScatterChart
      height={HEIGHT}
      skipAnimation
      hideLegend
      xAxis={[
        {
          min: -0.5,
          max: Math.max(0.5, grades.length - 0.5),
          tickInterval: grades.map((_, i) => i),
          valueFormatter: (v: number) => grades[Math.round(v)]?.name ?? "",
          label: "Grade",
        },
      ]}
      yAxis={[{ ...moneyAxis(report, "Price"), width: 84, min: 0 }]}
      series={[
        {
          label: "Sales",
          data,
          valueFormatter: (_v: unknown, { dataIndex }: { dataIndex: number }) => {
            const s = data[dataIndex];
            return s ? `${s.name}: ${money(s.y)}` : "";
          },
        },
      ]}
    />
  );
}

function TopChart({ report, money }: { report: EventReport; money: Money }) {
  const top = topBuys(report);
  return (
    <BarChart
      height={Math.max(160, top.length * 32 + 60)}
      skipAnimation
      layout="horizontal"
      hideLegend
      yAxis={[{ scaleType: "band", data: top.map((s) => s.player_name), width: 110 }]}
      xAxis={[moneyAxis(report, "Price")]}
      series={[{ data: top.map((s) => s.price), label: "Price", valueFormatter: (v: number | null) => money(v) }]}
    />
  );
}

export function ReportChart({ kind, report, money }: { kind: ChartKind; report: EventReport; money: Money }) {
  switch (kind) {
    case "spend":
      return <SpendChart report={report} money={money} />;
    case "purses":
      return <PursesChart report={report} money={money} />;
    case "value":
      return <ValueChart report={report} money={money} />;
    case "grades":
      return <GradesChart report={report} money={money} />;
    case "top":
      return <TopChart report={report} money={money} />;
  }
}
