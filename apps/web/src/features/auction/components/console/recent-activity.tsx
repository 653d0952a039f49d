// The console's lower panel: the latest auction actions from the event's log, newest first, with
// the ones taken back by undo struck through.

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { AuctionLogEntry } from "@sah/domain";
import { describeEntry, isSale, type Names } from "@sah/domain";
import { formatClockTime } from "../../../../lib/format.ts";
import { PanelSection } from "../common/panel-section.tsx";

type Props = { entries: readonly AuctionLogEntry[]; all: readonly AuctionLogEntry[]; names: Names };

export function RecentActivity({ entries, all, names }: Props) {
  return (
    <PanelSection title="Recent activity" padding={{ mobile: 2, tablet: 2.5 }}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">Nothing yet: the first draw will show here.</Typography>
      ) : (
        <Box component="ol" aria-label="Recent activity" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {entries.map((e) => (
            <Box
              component="li"
              key={e.seq}
              sx={{
                display: "flex",
                gap: 1.5,
                alignItems: "baseline",
                py: 0.75,
                borderBottom: 1,
                borderColor: "divider",
                "&:last-of-type": { borderBottom: 0 },
              }}
            >
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ minWidth: 64, flexShrink: 0, fontVariantNumeric: "tabular-nums" }}
              >
                {formatClockTime(e.created_at)}
              </Typography>
              <Typography
                sx={{
                  flex: 1,
                  minWidth: 0,
                  fontSize: "clamp(0.95rem, 1.1vw, 1.1rem)",
                  fontWeight: isSale(e) ? 700 : 400,
                  textDecoration: e.undone ? "line-through" : "none",
                  color: e.undone ? "text.disabled" : "text.primary",
                }}
              >
                {describeEntry(e, names, all)}
                {e.undone && (
                  <Box component="span" sx={{ textDecoration: "none", display: "inline-block", ml: 1 }}>
                    (undone)
                  </Box>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </PanelSection>
  );
}
