// The lot on the block when team owners bid (docs/api.md "Bidding by team owners"): the highest bid,
// its team and the clock, on every live screen. The clock counts down from the server's deadline,
// corrected by the offset between the server's time (current-player's `lot.server_time`) and this
// device's clock when the answer arrived, so a phone whose clock is off still shows the room's time.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type CurrentPlayer, hasRecordedResult, type Lot, RTM_TEXT } from "@sah/domain";
import { useEffect, useState } from "react";
import { Amount, useAmountText } from "../../../../lib/amount.tsx";
import { ROOM_TEXT, type RoomPalette } from "./room-look.ts";

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

/** The big screen's highest bid and clock: the largest numbers after the player's name (73 px at 1080p). */
export const ROOM_BID_TEXT = "min(6.8vh, 3.8vw)";

/**
 * "Highest bid 12,500 — Red Rhinos · 0:09" (or "No bid yet", "Paused"), for the console and the public
 * live page; with `palette`, the big screen's strip: the amount and the clock large, the team under the
 * amount (docs/product.md section 10). Nothing when no lot is open (auctioneer mode) or once the
 * player's result is recorded (the lot is over; the result takes its place).
 */
export function LotLine({
  current,
  receivedAt,
  unit,
  palette,
}: {
  current: CurrentPlayer | undefined;
  receivedAt: number;
  unit: string;
  palette?: RoomPalette;
}) {
  const lot = current?.lot;
  const seconds = useLotSeconds(lot, receivedAt);
  const amountText = useAmountText();
  if (!hasLot(lot) || (current?.player && hasRecordedResult(current.player.status))) return null;
  const clock = lot.paused ? "Paused" : seconds === null ? "Closed" : clockText(seconds);
  if (palette) return <RoomLotStrip lot={lot} clock={clock} unit={unit} palette={palette} />;
  return (
    <Box
      data-testid="lot-line"
      role="status"
      aria-live="polite"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1.5, justifyContent: "space-between", pt: 1 }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
        {lot.highest ? (
          <>
            Highest bid <Amount value={lot.highest.amount} unit={unit} /> — {lot.highest.team_name}
          </>
        ) : (
          "No bid yet"
        )}
        {lot.match && lot.highest ? ` · ${RTM_TEXT.waiting(lot.match.team_name, amountText(lot.highest.amount, unit))}` : ""}
      </Typography>
      <Typography data-testid="lot-clock" sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 700, fontSize: "1.1rem" }}>
        {clock}
      </Typography>
    </Box>
  );
}

function RoomLotStrip({ lot, clock, unit, palette }: { lot: Lot; clock: string; unit: string; palette: RoomPalette }) {
  const label = { m: 0, fontSize: ROOM_TEXT.label, fontWeight: 800, letterSpacing: "0.12em", color: palette.muted } as const;
  const big = { m: 0, fontSize: ROOM_BID_TEXT, fontWeight: 900, lineHeight: 1.05, color: palette.fg } as const;
  const amountText = useAmountText();
  return (
    <Box
      data-testid="lot-line"
      role="status"
      aria-live="polite"
      sx={{
        display: "flex",
        alignItems: "flex-end",
        justifyContent: "space-between",
        gap: "2vw",
        p: "1.2vh 2vw",
        bgcolor: palette.panel,
        border: `1px solid ${palette.line}`,
        borderRadius: "1vh",
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box component="p" sx={label}>
          HIGHEST BID
        </Box>
        <Box component="p" data-testid="lot-highest" sx={{ ...big, whiteSpace: "nowrap" }}>
          {lot.highest ? <Amount value={lot.highest.amount} unit={unit} /> : "No bid yet"}
        </Box>
        {lot.highest && (
          <Box
            component="p"
            sx={{ m: 0, fontSize: ROOM_TEXT.secondary, fontWeight: 800, color: palette.accent, overflowWrap: "break-word" }}
          >
            {lot.highest.team_name}
          </Box>
        )}
        {/* Right to match: the room waits for the previous team's answer (the clock shows its window). */}
        {lot.match && lot.highest && (
          <Box
            component="p"
            data-testid="lot-match"
            sx={{ m: 0, fontSize: ROOM_TEXT.secondary, fontWeight: 800, color: palette.fg, overflowWrap: "break-word" }}
          >
            {RTM_TEXT.waiting(lot.match.team_name, amountText(lot.highest.amount, unit))}
          </Box>
        )}
      </Box>
      <Box sx={{ textAlign: "right", flexShrink: 0 }}>
        <Box component="p" sx={label}>
          CLOCK
        </Box>
        <Box component="p" data-testid="lot-clock" sx={{ ...big, fontVariantNumeric: "tabular-nums" }}>
          {clock}
        </Box>
      </Box>
    </Box>
  );
}
