// The console's side panel: every team's purse (docs/api.md "Budget rule"), large enough to read from
// the back of the room: a table from tablet width, one compact card per team on a phone. The team
// chosen in the sell form is highlighted.
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Team } from "@sah/domain";
import { TEAM_FIGURE, TEAM_TABLE_FIGURES } from "../../../../components/team-figures.ts";
import { TeamLogo } from "../../../../components/team-logo.tsx";
import { Amount, useAmountText, useFigureText } from "../../../../lib/amount.tsx";
import { inTheBidding, maxBidText } from "../common/max-bid-text.ts";
import { PanelSection } from "../common/panel-section.tsx";
import { NeedsMore, squadNeedsText } from "../common/squad-text.tsx";
import { TeamNameCell } from "../common/team-name-cell.tsx";

/** `minPrice`: the event's minimum price; a team whose max bid is below it is shown as out (decision 062). */
type Props = { teams: readonly Team[]; highlight?: number; minPrice?: number };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const cell = { fontSize: "clamp(0.95rem, 1.05vw, 1.15rem)", px: 0.75, py: 1 } as const;
const num = { ...cell, textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

function PurseTable({ teams, highlight, minPrice }: Props) {
  const figureText = useFigureText();
  return (
    <Table size="small" aria-label="Team purses" sx={{ "& th": { color: "text.secondary", fontWeight: 700 } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={cell}>Team</TableCell>
          {TEAM_TABLE_FIGURES.map((label) => (
            <TableCell key={label} sx={num}>
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {teams.map((t) => (
          <TableRow key={t.id} selected={t.id === highlight} aria-selected={t.id === highlight}>
            <TableCell sx={cell}>
              <TeamNameCell team={t} logoSize={36} dense />
            </TableCell>
            <TableCell sx={num}>{t.players_count}</TableCell>
            <TableCell sx={num}>{t.players_remaining}</TableCell>
            <TableCell sx={{ ...num, fontWeight: 700 }}>
              <Amount value={t.funds_remaining} unit={t.funds_unit} bare />
            </TableCell>
            <TableCell
              sx={{
                ...num,
                fontWeight: 800,
                ...(inTheBidding(t, minPrice)
                  ? { color: "primary.main" }
                  : { color: "text.secondary", whiteSpace: "normal", fontSize: "0.85rem" }),
              }}
            >
              {inTheBidding(t, minPrice) ? (
                <Amount value={t.max_bid} unit={t.funds_unit} bare />
              ) : (
                maxBidText(t, minPrice, (n) => figureText(n, t.funds_unit))
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PurseCards({ teams, highlight, minPrice }: Props) {
  const amountText = useAmountText();
  return (
    <Box component="ul" aria-label="Team purses" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {teams.map((t) => (
        <Box
          component="li"
          key={t.id}
          aria-current={t.id === highlight ? "true" : undefined}
          sx={{
            p: 1.25,
            borderRadius: 2,
            border: 1,
            borderColor: t.id === highlight ? "primary.main" : "divider",
            display: "grid",
            gridTemplateColumns: "auto minmax(0, 1fr) auto",
            columnGap: 1.25,
            alignItems: "center",
          }}
        >
          <TeamLogo team={t} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{t.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {plural(t.players_count, "player")} · {plural(t.players_remaining, "open slot")} ·{" "}
              <Amount value={t.funds_remaining} unit={t.funds_unit} /> left
            </Typography>
            {squadNeedsText(t) && (
              <Typography variant="body2">
                <NeedsMore team={t} />
              </Typography>
            )}
          </Box>
          <Box sx={{ textAlign: "right" }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.2 }}>
              {TEAM_FIGURE.maxBid}
            </Typography>
            {inTheBidding(t, minPrice) ? (
              <Typography sx={{ fontWeight: 800, color: "primary.main", whiteSpace: "nowrap" }}>
                <Amount value={t.max_bid} unit={t.funds_unit} />
              </Typography>
            ) : (
              <Typography sx={{ fontWeight: 800, color: "text.secondary", maxWidth: "9rem" }}>
                {maxBidText(t, minPrice, (n) => amountText(n, t.funds_unit))}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function TeamPurses({ teams, highlight, minPrice }: Props) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("tablet"));
  return (
    <PanelSection
      padding={{ mobile: 1.5, tablet: 2 }}
      title={
        <>
          Team purses{" "}
          {wide && teams[0]?.funds_unit ? (
            <Box component="span" sx={{ color: "text.secondary", ml: 1, textTransform: "none" }}>
              in {teams[0].funds_unit}
            </Box>
          ) : null}
        </>
      }
    >
      {teams.length === 0 ? (
        <Typography color="text.secondary">No Data</Typography>
      ) : wide ? (
        <PurseTable teams={teams} highlight={highlight} minPrice={minPrice} />
      ) : (
        <PurseCards teams={teams} highlight={highlight} minPrice={minPrice} />
      )}
    </PanelSection>
  );
}
