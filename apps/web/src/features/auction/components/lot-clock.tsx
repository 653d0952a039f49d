// The lot on the block when team owners bid (docs/api.md "Bidding by team owners"): the highest bid,
// its team and the clock, on every live screen. The clock counts down from the server's deadline,
// corrected by the offset between the server's time (current-player's `lot.server_time`) and this
// device's clock when the answer arrived, so a phone whose clock is off still shows the room's time.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { CurrentPlayer, Lot } from "@sah/domain";
import { useEffect, useState } from "react";
import { formatAmount } from "../../../lib/format.ts";

/** Redraws of the countdown: often enough that a second never lags visibly. */
const TICK_MS = 250;

/** The seconds left on the clock (null when no clock runs), ticking. */
export function useLotSeconds(lot: Lot | undefined, receivedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = Boolean(lot?.deadline) && !lot?.paused;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (!lot?.deadline || lot.paused) return null;
  const offset = Date.parse(lot.server_time) - receivedAt;
  return Math.max(0, Math.ceil((Date.parse(lot.deadline) - (now + offset)) / 1000));
}

/** 75 -> "1:15". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Whether the lot has anything to show (a bid, a running or paused clock). */
export function hasLot(lot: Lot | undefined): lot is Lot {
  return Boolean(lot && (lot.highest || lot.deadline || lot.paused));
}

/**
 * "Highest bid 12,500 — Red Rhinos · 0:09" (or "No bid yet", "Paused"), for the console, the public
 * live page and the big screen. Nothing when no lot is open (auctioneer mode).
 */
export function LotLine({
  current,
  receivedAt,
  unit,
  size = "normal",
}: {
  current: CurrentPlayer | undefined;
  receivedAt: number;
  unit: string;
  size?: "normal" | "large";
}) {
  const lot = current?.lot;
  const seconds = useLotSeconds(lot, receivedAt);
  if (!hasLot(lot)) return null;
  const large = size === "large";
  return (
    <Box
      data-testid="lot-line"
      role="status"
      aria-live="polite"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1.5, justifyContent: "space-between", pt: 1 }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: large ? "clamp(1.1rem, 1.7vw, 2.4rem)" : "1.1rem" }}>
        {lot.highest ? `Highest bid ${formatAmount(lot.highest.amount, unit)} — ${lot.highest.team_name}` : "No bid yet"}
      </Typography>
      <Typography
        data-testid="lot-clock"
        sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 700, fontSize: large ? "clamp(1.1rem, 1.7vw, 2.4rem)" : "1.1rem" }}
      >
        {lot.paused ? "Paused" : seconds === null ? "Closed" : clockText(seconds)}
      </Typography>
    </Box>
  );
}
