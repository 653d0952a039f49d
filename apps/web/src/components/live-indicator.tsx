// A small sign of the live connection where it matters (the live auction page and the console):
// updates arrive by themselves, or the page polls while the stream is down.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type LiveStatus, POLL_MS, useLiveStatus } from "../lib/live.tsx";
import { motionSx } from "../lib/motion.ts";
import { RECONNECTING } from "./screen-boundary.tsx";

const POLL_SECONDS = POLL_MS / 1000;

export const LIVE_LOOK: Record<LiveStatus, { label: string; color: string; hint: string }> = {
  live: { label: "Live updates on", color: "success.main", hint: "Changes appear as they happen." },
  connecting: { label: "Connecting…", color: "text.disabled", hint: "Connecting to live updates…" },
  reconnecting: {
    label: RECONNECTING,
    color: "warning.main",
    hint: `Live updates interrupted; refreshing every ${POLL_SECONDS} seconds.`,
  },
  // The browser's offline event (lib/live.tsx): said at once, not after the stream times out.
  offline: {
    label: "Offline",
    color: "error.main",
    hint: "This device is offline; the page catches up when it is back online.",
  },
  off: { label: `Refreshing every ${POLL_SECONDS} s`, color: "info.main", hint: `Refreshing every ${POLL_SECONDS} seconds.` },
};

export function LiveIndicator({ status: given }: { status?: LiveStatus }) {
  const context = useLiveStatus();
  const status = given ?? context;
  const look = LIVE_LOOK[status];
  return (
    <Box
      role="status"
      title={look.hint}
      aria-label={`Connection: ${look.label}`}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 999,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        flexShrink: 0,
      }}
    >
      <Box
        component="span"
        sx={{
          width: 8,
          height: 8,
          borderRadius: "50%",
          bgcolor: look.color,
          ...(status === "live" &&
            motionSx("sah-pulse", { "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } }, "2s ease-in-out infinite")),
        }}
      />
      <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1 }}>
        {look.label}
      </Typography>
    </Box>
  );
}
