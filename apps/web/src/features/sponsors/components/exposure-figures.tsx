// What a sponsor got (docs/api.md "Sponsor exposure"; docs/decisions/072-sponsor-report.md): the five
// figures, and the minutes per hour on the big screen and the overlay as a bar chart with its table.
// Shared by the sponsors page and the sponsor's report; no charting library (the report's stays on its route).
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { SponsorExposure } from "@sah/domain";
import { formatClockTime, formatMinutes, formatNumber } from "../../../lib/format.ts";

/** The figures, in the order both pages show them: label and value. */
export function exposureFigures(e: SponsorExposure): [label: string, value: string][] {
  return [
    ["Big screen", formatMinutes(e.screen_seconds)],
    ["Stream overlay", formatMinutes(e.overlay_seconds)],
    ["Sold moments on screen", formatNumber(e.sold_moments)],
    ["Public page views", formatNumber(e.page_views)],
    ["Share cards served", formatNumber(e.cards_served)],
  ];
}

/** The figures as a description list: a label over each value, as many a row as fit (one per line at 390 px). */
export function ExposureFigures({ exposure, dense = false }: { exposure: SponsorExposure; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: `repeat(auto-fill, minmax(${dense ? 120 : 150}px, 1fr))`,
        gap: dense ? 1 : 2,
        m: 0,
      }}
    >
      {exposureFigures(exposure).map(([label, value]) => (
        <Box
          key={label}
          className="sponsor-report-figure"
          sx={{ minWidth: 0, p: dense ? 0 : 2, border: dense ? 0 : 1, borderColor: "divider", borderRadius: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant={dense ? "body1" : "h5"} sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Minutes per hour, for the chart and its table: the hour's local clock time and the two figures in minutes. */
export function minutesByHour(e: SponsorExposure): { at: string; hour: string; screen: number; overlay: number }[] {
  return e.by_hour.map((h) => ({
    at: h.hour,
    hour: formatClockTime(h.hour),
    screen: Math.round(h.screen_seconds / 60),
    overlay: Math.round(h.overlay_seconds / 60),
  }));
}

const BAR = { screen: "#1565C0", overlay: "#E65100" } as const;
const HEIGHT = 160;

/**
 * Minutes per hour, big screen beside overlay: one picture (`role="img"`, named by its caption) with
 * the same figures as a table under it, which is what a screen reader and the keyboard read.
 */
export function MinutesChart({ exposure }: { exposure: SponsorExposure }) {
  const rows = minutesByHour(exposure);
  if (rows.length === 0) return <Typography color="text.secondary">Nothing has been shown on a screen yet.</Typography>;
  const max = Math.max(1, ...rows.flatMap((r) => [r.screen, r.overlay]));
  const slot = 48;
  // Room for a night of hours: one hour's bars keep their width instead of filling the page.
  const width = Math.max(rows.length, 12) * slot;
  const bar = (value: number) => Math.max(value > 0 ? 2 : 0, (value / max) * HEIGHT);
  const title = "Minutes on screen per hour";
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="h6" id="sponsor-minutes-title" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, mb: 1, flexWrap: "wrap" }} aria-hidden>
        {(["screen", "overlay"] as const).map((k) => (
          <Box key={k} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
            <Box sx={{ width: 12, height: 12, bgcolor: BAR[k], printColorAdjust: "exact" }} />
            <Typography variant="body2">{k === "screen" ? "Big screen" : "Overlay"}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="svg"
        role="img"
        aria-labelledby="sponsor-minutes-title"
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        preserveAspectRatio="xMinYMax meet"
        sx={{ width: "100%", maxWidth: width, height: "auto", display: "block", color: "text.primary" }}
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeWidth={1} />
        {rows.map((r, i) => (
          <g key={r.at} transform={`translate(${i * slot + 6} 0)`}>
            <rect x={0} y={HEIGHT - bar(r.screen)} width={16} height={bar(r.screen)} fill={BAR.screen} />
            <rect x={18} y={HEIGHT - bar(r.overlay)} width={16} height={bar(r.overlay)} fill={BAR.overlay} />
            <text x={17} y={HEIGHT + 15} textAnchor="middle" fontSize={10} fill="currentColor">
              {r.hour}
            </text>
          </g>
        ))}
      </Box>
      <Table size="small" aria-label={`${title}: figures`} sx={{ mt: 2, maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Hour
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Big screen (min)
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Overlay (min)
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.at}>
              <TableCell component="th" scope="row">
                {r.hour}
              </TableCell>
              <TableCell align="right">{formatNumber(r.screen)}</TableCell>
              <TableCell align="right">{formatNumber(r.overlay)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
