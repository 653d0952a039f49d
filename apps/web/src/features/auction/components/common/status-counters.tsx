// Status counters of the auction (docs/product.md section 2): one tile per status, plus the total.

import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PLAYER_STATUSES, type StatusCounts } from "@sah/domain";
import { formatNumber } from "../../../../lib/format.ts";

const TILES: { key: keyof StatusCounts; label: string; color: string }[] = [
  ...PLAYER_STATUSES.map((s) => ({ key: s.name as keyof StatusCounts, label: s.name, color: `${s.color}.main` })),
  { key: "Total", label: "Total", color: "text.primary" },
];

export function StatusCounters({ counts }: { counts: StatusCounts | undefined }) {
  return (
    <Box
      component="ul"
      aria-label="Player status counts"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: { mobile: 0.75, tablet: 1, laptop: 1.5 },
        gridTemplateColumns: { mobile: "repeat(4, minmax(0, 1fr))", laptop: "repeat(8, minmax(0, 1fr))" },
      }}
    >
      {TILES.map((t) => (
        <Paper
          component="li"
          variant="outlined"
          key={t.key}
          sx={{ px: 1, py: { mobile: 1, laptop: 1.5 }, textAlign: "center", borderTop: 3, borderTopColor: t.color }}
        >
          <Typography sx={{ fontWeight: 800, fontSize: "clamp(1.35rem, 2.6vw, 2.4rem)", lineHeight: 1.1, color: t.color }}>
            {counts ? formatNumber(counts[t.key]) : "–"}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{
              fontWeight: 600,
              fontSize: { mobile: "0.68rem", tablet: "0.8rem", laptop: "clamp(0.8rem, 1vw, 0.95rem)" },
              letterSpacing: { mobile: -0.2, tablet: 0 },
            }}
            noWrap
            component="p"
          >
            {t.label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
