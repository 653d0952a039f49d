// The team summary of the auction page (docs/product.md section 2): every team's players, slots, funds and
// max bid, filtered by name on the client. `large` is the full-screen version (Ctrl+Shift+S).

import FilterListIcon from "@mui/icons-material/FilterList";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import OutlinedInput from "@mui/material/OutlinedInput";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Team } from "@sah/domain";
import { PurseAdjustments } from "../../../../components/purse-adjustments.tsx";
import { TEAM_FIGURE, TEAM_TABLE_FIGURES } from "../../../../components/team-figures.ts";
import { TeamLogo } from "../../../../components/team-logo.tsx";
import { TeamShortName, useTeamLabels } from "../../../../components/team-short-name.tsx";
import { Amount, useAmountText } from "../../../../lib/amount.tsx";
import { motionSx } from "../../../../lib/motion.ts";
import { inTheBidding, maxBidText } from "../common/max-bid-text.ts";
import { NeedsMore } from "../common/squad-text.tsx";
import { TeamNameCell } from "../common/team-name-cell.tsx";

export function filterTeams(teams: readonly Team[], filter: string): Team[] {
  const f = filter.trim().toLowerCase();
  return f ? teams.filter((t) => t.name.toLowerCase().includes(f)) : [...teams];
}

type Props = {
  teams: readonly Team[];
  filter: string;
  onFilter: (v: string) => void;
  large?: boolean;
  /** The team that just bought (the sold moment's highlight). */
  highlight?: number | null;
  /** The event's minimum price: a team whose max bid is below it is shown as out (decision 062). */
  minPrice?: number;
};

/** The highlight of the team that just bought: a tint that fades in (none under reduced motion). */
export const highlightSx = {
  bgcolor: "rgba(46, 125, 50, 0.22)",
  ...motionSx("sah-highlight", { from: { backgroundColor: "rgba(46, 125, 50, 0.6)" } }, "600ms ease-out"),
} as const;

export function TeamSummary({ teams, filter, onFilter, large = false, highlight = null, minPrice }: Props) {
  const theme = useTheme();
  const asTable = useMediaQuery(theme.breakpoints.up("tablet"));
  // Below 600 px a team is named by its short label, its name to a screen reader and on hover (docs/decisions/061).
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const labels = useTeamLabels(teams);
  const shown = filterTeams(teams, filter);
  const cell = large ? { fontSize: "clamp(1rem, 1.7vw, 1.6rem)", py: 1.5 } : { fontSize: "1rem" };
  const amountText = useAmountText();
  return (
    <Box>
      <OutlinedInput
        size="small"
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
        placeholder="Filter teams by name"
        inputProps={{ "aria-label": "Filter teams by name" }}
        sx={{ mb: 2, width: { mobile: "100%", tablet: 320 } }}
        startAdornment={
          <InputAdornment position="start">
            <FilterListIcon fontSize="small" />
          </InputAdornment>
        }
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary">No Data</Typography>
      ) : asTable ? (
        <Paper variant="outlined" sx={{ overflowX: "auto" }}>
          <Table size={large ? "medium" : "small"} aria-label="Team summary">
            <TableHead>
              <TableRow>
                <TableCell sx={cell}>Team</TableCell>
                {TEAM_TABLE_FIGURES.map((label) => (
                  <TableCell key={label} sx={cell} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((t) => (
                <TableRow
                  key={t.id}
                  hover
                  data-highlight={t.id === highlight || undefined}
                  sx={t.id === highlight ? highlightSx : undefined}
                >
                  <TableCell sx={cell}>
                    <TeamNameCell team={t} logoSize={large ? 48 : 32} />
                    <PurseAdjustments team={t} dense />
                  </TableCell>
                  <TableCell sx={cell} align="right">
                    {t.players_count}
                  </TableCell>
                  <TableCell sx={cell} align="right">
                    {t.players_remaining}
                  </TableCell>
                  <TableCell sx={{ ...cell, fontWeight: 700 }} align="right">
                    <Amount value={t.funds_remaining} unit={t.funds_unit} />
                  </TableCell>
                  <TableCell
                    sx={{ ...cell, fontWeight: 700, color: inTheBidding(t, minPrice) ? "primary.main" : "text.secondary" }}
                    align="right"
                  >
                    {inTheBidding(t, minPrice) ? (
                      <Amount value={t.max_bid} unit={t.funds_unit} />
                    ) : (
                      maxBidText(t, minPrice, (n) => amountText(n, t.funds_unit))
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : (
        <Box component="ul" aria-label="Team summary" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {shown.map((t) => (
            <Paper
              component="li"
              variant="outlined"
              key={t.id}
              data-highlight={t.id === highlight || undefined}
              sx={{ p: 1.5, ...(t.id === highlight ? highlightSx : {}) }}
            >
              <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1 }}>
                <TeamLogo team={t} size={36} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }} data-testid="team-summary-name">
                    {phone ? <TeamShortName name={t.name} label={labels.get(t.id)} /> : t.name}
                  </Typography>
                  <NeedsMore team={t} />
                </Box>
              </Box>
              {/* Side by side while 10-digit amounts fit, stacked on a narrow phone (decision 062). */}
              <Box
                component="dl"
                sx={{ m: 0, display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))", gap: 1 }}
              >
                {[
                  {
                    label: TEAM_FIGURE.players,
                    value: `${t.players_count} · ${t.players_remaining} open`,
                    color: "text.primary",
                  },
                  {
                    label: TEAM_FIGURE.fundsLeft,
                    value: <Amount value={t.funds_remaining} unit={t.funds_unit} />,
                    color: "text.primary",
                  },
                  {
                    label: TEAM_FIGURE.maxBid,
                    value: inTheBidding(t, minPrice) ? (
                      <Amount value={t.max_bid} unit={t.funds_unit} />
                    ) : (
                      maxBidText(t, minPrice, (n) => amountText(n, t.funds_unit))
                    ),
                    color: inTheBidding(t, minPrice) ? "primary.main" : "text.secondary",
                  },
                ].map((s) => (
                  <div key={s.label}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {s.label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700, color: s.color, overflowWrap: "break-word" }}>
                      {s.value}
                    </Typography>
                  </div>
                ))}
              </Box>
              <PurseAdjustments team={t} dense />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
