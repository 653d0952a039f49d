// The auction report (/view/{eventId}/report; docs/product.md "After the night"; docs/api.md "The auction
// report"): the night's figures, five charts each with its data as a table, and every team's
// squad. Public once the auction has concluded; the event's managers see it at any time. Printable:
// A4, each part on a page of its own, light colours (the "Download PDF" button is the browser's print).
import PrintIcon from "@mui/icons-material/Print";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type EventReport, formatAmount, saleLabel } from "@sah/domain";
import { lazyPart } from "../../../components/lazy-part.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PendingState } from "../../../components/screen-boundary.tsx";
import { Seo } from "../../../components/seo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { printScheme } from "../../../lib/print-scheme.ts";
import { useReport } from "../api/report.ts";
import { ChartSection, DataTableView } from "../components/chart-section.tsx";
import {
  labelledSales,
  type Money,
  priceVsBaseTable,
  pursesTable,
  salesPerGradeTable,
  spendBySkillTable,
  topBuysTable,
} from "../components/report-data.ts";

const ReportChart = lazyPart(
  () => import("../components/report-charts.tsx"),
  (m) => m.ReportChart,
  <Box sx={{ height: 320, display: "grid", placeItems: "center" }}>
    <PendingState text="Loading the chart…" />
  </Box>,
);

/** A4, each part of the report from a new page, controls and the site's frame left off paper. */
const printStyles = () => ({
  "@media print": {
    ...printScheme(),
    "@page": { size: "A4", margin: "12mm" },
    "body, #root": { background: "#fff !important" },
    "header, nav, .report-no-print, .MuiAppBar-root, .MuiBottomNavigation-root": { display: "none !important" },
    ".report-part": { breakBefore: "page" },
    ".report-section": { breakInside: "avoid", boxShadow: "none", border: "1px solid #ccc" },
  },
});

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper className="report-section" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

function Headline({ report, money }: { report: EventReport; money: Money }) {
  const r = report.record_sale;
  return (
    <Box
      component="section"
      aria-label="Figures of the night"
      sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 2, mb: 3 }}
    >
      <Figure label="Players sold" value={String(report.players_sold)} />
      <Figure label="Total spent" value={money(report.total_spent)} />
      <Figure label="Average price" value={money(report.average_price)} />
      <Figure label="Median price" value={money(report.median_price)} />
      <Figure
        label="Record sale"
        value={r ? money(r.price) : "—"}
        detail={r ? `${r.player_name} to ${r.team_name}` : undefined}
      />
      <Figure label="Unsold" value={String(report.players_unsold)} />
    </Box>
  );
}

function ValueCaption({ report }: { report: EventReport }) {
  const sales = labelledSales(report);
  const names = (label: "steal" | "bargain") =>
    sales
      .filter((s) => s.label === label)
      .map((s) => s.player_name)
      .join(", ") || "none";
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <strong>Steals</strong> (went for the base price): {names("steal")}. <strong>Bargains</strong> (at most 1.25× the base
      price): {names("bargain")}.
    </Typography>
  );
}

function Teams({ report, money }: { report: EventReport; money: Money }) {
  return (
    <Box className="report-part" component="section" aria-labelledby="report-teams">
      <Typography id="report-teams" component="h2" variant="h5" sx={{ mb: 2 }}>
        Teams
      </Typography>
      {report.teams.map((t) => (
        <Paper
          key={t.id}
          component="article"
          aria-labelledby={`report-team-${t.id}`}
          className="report-section"
          sx={{ p: { mobile: 2, tablet: 3 }, mb: 3 }}
        >
          <Typography id={`report-team-${t.id}`} component="h3" variant="h6">
            {t.name}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Spent {money(t.spent)} on {t.players} {t.players === 1 ? "player" : "players"} · adjustments {money(t.adjustments)} ·
            left {money(t.left)}
            {t.best_buy &&
              ` · best value: ${t.best_buy.player_name}, ${money(t.best_buy.price)} for a base of ${money(t.best_buy.base_price)}`}
          </Typography>
          {t.players > 0 && (
            <Box sx={{ display: "grid", gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" }, gap: 2 }}>
              <DataTableView
                caption={`${t.name} by skill`}
                table={{
                  columns: ["Skill", "Players", "Spent"],
                  rows: t.by_skill.map((s) => [s.skill, s.players, money(s.spent)]),
                }}
              />
              <DataTableView
                caption={`${t.name} by grade`}
                table={{
                  columns: ["Grade", "Players", "Spent"],
                  rows: t.by_grade.map((g) => [g.grade_name, g.players, money(g.spent)]),
                }}
              />
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}

function Report({ report }: { report: EventReport }) {
  // The event's amount style, through the domain's formatter (display.ts) like every other amount.
  const money: Money = (v) => formatAmount(v, report.event.funds_unit);
  const hasSales = report.series.sales.length > 0;
  const steals = report.series.sales.filter((s) => saleLabel(s) === "steal").length;
  return (
    <Box className="report-root">
      <GlobalStyles styles={printStyles} />
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Box>
          <Typography component="h1" variant="h4">
            Auction report
          </Typography>
          <Typography color="text.secondary">{report.event.name}</Typography>
        </Box>
        <Button className="report-no-print" variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Download PDF
        </Button>
      </Box>
      <Headline report={report} money={money} />
      {!hasSales ? (
        <Alert severity="info">No player has been sold yet: the charts appear with the first sale.</Alert>
      ) : (
        <>
          <Box className="report-part">
            <ChartSection
              title="Spend per team by skill"
              description="What each team spent, split by the skill of the players it bought."
              table={spendBySkillTable(report, money)}
            >
              <ReportChart kind="spend" report={report} money={money} />
            </ChartSection>
            <ChartSection
              title="Purses over the night"
              description="Each team's purse left after each sale, adjustments included."
              table={pursesTable(report, money)}
            >
              <ReportChart kind="purses" report={report} money={money} />
            </ChartSection>
          </Box>
          <Box className="report-part">
            <ChartSection
              title="Price against base price"
              description={`Each sold player's price against its base price; ${steals} ${steals === 1 ? "steal" : "steals"}.`}
              table={priceVsBaseTable(report, money)}
            >
              <ReportChart kind="value" report={report} money={money} />
              <ValueCaption report={report} />
            </ChartSection>
            <ChartSection
              title="Sales per grade"
              description="Every sale as a dot in its grade's column, by price."
              table={salesPerGradeTable(report, money)}
            >
              <ReportChart kind="grades" report={report} money={money} />
            </ChartSection>
          </Box>
          <Box className="report-part">
            <ChartSection title="Top 10 buys" description="The highest prices of the night." table={topBuysTable(report, money)}>
              <ReportChart kind="top" report={report} money={money} />
            </ChartSection>
          </Box>
        </>
      )}
      <Teams report={report} money={money} />
    </Box>
  );
}

export function ReportPage() {
  const eventId = useEventId();
  const query = useReport(eventId);
  return (
    <Box sx={{ maxWidth: 1100, mx: "auto", px: { mobile: 2, tablet: 3 }, py: 3 }}>
      <Seo title={query.data ? `Report · ${query.data.event.name}` : "Auction report"} />
      {query.isPending ? (
        <LoadingView />
      ) : query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403) ? (
        <Alert severity="info">The report opens to everyone once the auction has concluded.</Alert>
      ) : query.error ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Report report={query.data} />
      )}
    </Box>
  );
}
