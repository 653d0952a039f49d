// The report's charts, drawn with MUI X Charts (SVG: crisp in print, themed with the app's palette in
// light and dark; docs/decisions/066-report-and-exposure.md). Only the report page loads this module,
// through lazyPart, so the public pages never carry the charting library.
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { ScatterChart } from "@mui/x-charts/ScatterChart";
import { type EventReport, formatNumber } from "@sah/domain";
import { labelledSales, type Money, soldGrades, spendBySkill, topBuys } from "./report-data.ts";

export type ChartKind = "spend" | "purses" | "value" | "grades" | "top";

const HEIGHT = 320;
/**
 * What every chart shares: drawn at once (no animation to wait for, on screen or paper), and no
 * keyboard navigation of its own. The chart is one picture (`role="img"`, chart-section.tsx) whose
 * figures a keyboard or screen reader reaches as the table behind "Show data"; the library's
 * navigation would add a tab stop per chart and announcer elements (`role="img"`) inside a picture
 * whose children are not read (docs/decisions/066-report-and-exposure.md).
 */
const CHART = { skipAnimation: true, disableKeyboardNavigation: true } as const;
/** Axis ticks as plain grouped numbers (the unit is the axis's label), so they fit a phone. */
const tick = (v: number) => formatNumber(v);
const moneyAxis = (report: EventReport, label = "") => ({
  valueFormatter: tick,
  label: [label, `(${report.event.funds_unit})`].filter(Boolean).join(" "),
  tickNumber: 5,
});

/** A phone's width: too narrow for team names side by side or five amounts along an axis. */
function useNarrow(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down("tablet"));
}

function SpendChart({ report, money }: { report: EventReport; money: Money }) {
  const { teams, series } = spendBySkill(report);
  const narrow = useNarrow();
  return (
    <BarChart
      height={narrow ? HEIGHT + 60 : HEIGHT}
      {...CHART}
      xAxis={[
        {
          scaleType: "band",
          data: teams,
          // On a phone the team names slant, so that each is written under its bar (not every other one).
          ...(narrow && { tickLabelStyle: { angle: -40, textAnchor: "end" as const }, height: "auto" as const }),
        },
      ]}
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
      {...CHART}
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
      {...CHART}
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
      {...CHART}
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
  const narrow = useNarrow();
  return (
    <BarChart
      height={Math.max(160, top.length * 32 + 60)}
      {...CHART}
      layout="horizontal"
      hideLegend
      // Room on the right for the last amount's label, which is centred on the axis's end.
      margin={{ right: 28 }}
      yAxis={[{ scaleType: "band", data: top.map((s) => s.player_name), width: 110 }]}
      xAxis={[{ ...moneyAxis(report, "Price"), tickNumber: narrow ? 3 : 5 }]}
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
