// The sold moment (docs/product.md section 10 "The room"): when a sale arrives on the live stream,
// a full-width banner "SOLD to <team> for <price>" (the status table's headline) with the team's
// logo and the player's photo for SOLD_MOMENT_MS; UNSOLD likewise, quieter. Then the buying team
// is highlighted on the board for HIGHLIGHT_MS. An undo of that player ends it at once; a draw does
// not (the next player waits behind it). The animation stops under prefers-reduced-motion; the
// optional sound is made by the browser.
import Box from "@mui/material/Box";
import {
  type AmountStyle,
  isPlacedStatus,
  type LiveEvent,
  type LivePlayer,
  type LiveTeam,
  PLAYER_STATUS,
  type Player,
  type PlayerStatus,
} from "@sah/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { MediaBox, PlayerPhoto } from "../../../../components/media-box.tsx";
import { useAmountStyle } from "../../../../lib/amount.tsx";
import { motionSx } from "../../../../lib/motion.ts";
import { BOTTOM_NAV_HEIGHT } from "../../../../lib/theme.ts";
import { saleDetailOf, useApplyLiveEvents } from "../../api/apply-live.ts";
import { resultHeadline } from "./current-player-panel.tsx";

export const SOLD_MOMENT_MS = 4000;
export const HIGHLIGHT_MS = 2500;

export type SoldMoment = {
  /** Increases with each moment, so a repeat of the same text is a new banner. */
  key: number;
  kind: "sold" | "unsold";
  headline: string;
  player: LivePlayer;
  team: LiveTeam | null;
};

/** The banner a sale message makes, or null for a result that has none (Available, Suspended...). */
export function momentOf(
  live: LiveEvent,
  fundsUnit: string,
  key: number,
  style?: AmountStyle,
  labels?: ReadonlyMap<number, string>,
): SoldMoment | null {
  if (live.action !== "sell") return null;
  const d = live.detail;
  const status = d.status as PlayerStatus;
  if (!isPlacedStatus(status) && status !== PLAYER_STATUS.UNSOLD) return null;
  const headline = resultHeadline({ status, transaction_detail: saleDetailOf(d, fundsUnit) }, style, labels);
  if (!headline) return null;
  return { key, kind: isPlacedStatus(status) ? "sold" : "unsold", headline, player: d.player, team: d.team };
}

type Options = {
  fundsUnit: string;
  /** Called when a moment starts (the sound). */
  onMoment?: (m: SoldMoment) => void;
  /** Called with each action after it was applied (the draw's entrance). */
  onLive?: (live: LiveEvent) => void;
  /** The banner names the team by its short label (the overlay's lower third); the full name otherwise. */
  teamLabels?: ReadonlyMap<number, string>;
};

/**
 * Applies each auction action of the stream (useApplyLiveEvents) and keeps the sold moment: the
 * banner showing now, and the team highlighted after it.
 */
export function useSoldMoment(eventId: number, { fundsUnit, onMoment, onLive, teamLabels }: Options) {
  const [moment, setMoment] = useState<SoldMoment | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const [last, setLast] = useState<SoldMoment | null>(null);
  const counter = useRef(0);
  const unit = useRef(fundsUnit);
  unit.current = fundsUnit;
  // The moment says its price in the event's amount style (docs/decisions/061).
  const amountStyle = useAmountStyle();
  const style = useRef(amountStyle);
  style.current = amountStyle;
  const labels = useRef(teamLabels);
  labels.current = teamLabels;

  const onEvent = useCallback(
    (live: LiveEvent) => {
      onLive?.(live);
      if (live.action === "undo") {
        const undone = (m: SoldMoment | null) => (m && m.player.id === live.detail.player?.id ? null : m);
        setMoment(undone);
        setLast(undone);
        return;
      }
      // A draw does not end the moment: the next player waits behind it (useShownBehindMoment).
      const next = momentOf(live, unit.current, ++counter.current, style.current, labels.current);
      if (!next) return;
      setHighlight(null);
      setMoment(next);
      setLast(next);
      onMoment?.(next);
    },
    [onLive, onMoment],
  );
  useApplyLiveEvents(eventId, onEvent);

  useEffect(() => {
    if (!moment) return;
    const timer = setTimeout(() => {
      setMoment(null);
      if (moment.kind === "sold" && moment.team) setHighlight(moment.team.id);
    }, SOLD_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [moment]);

  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  return { moment, highlightTeam: highlight, last };
}

/**
 * What the room shows of the block while a sold moment is on: the sold player, even once the next one
 * has been drawn (Sell + Next), so the moment holds its full SOLD_MOMENT_MS and the next player
 * enters after it (docs/product.md section 10; docs/decisions/052). The console moves on at once.
 */
export function useShownBehindMoment<T extends { player?: { id: number } | null } | undefined>(
  current: T,
  moment: SoldMoment | null,
): T {
  const held = useRef(current);
  const behind = moment !== null && current?.player?.id !== moment.player.id;
  if (!behind) held.current = current;
  return behind ? held.current : current;
}

/**
 * The "last result" line of the room's screens: the latest result this screen saw, else the result
 * of the player on the block once recorded.
 */
export function lastResultText(
  last: SoldMoment | null,
  player: Pick<Player, "name" | "status" | "transaction_detail"> | null,
  style?: AmountStyle,
  labels?: ReadonlyMap<number, string>,
) {
  if (last) return `${last.player.name}: ${last.headline}`;
  const headline = player ? resultHeadline(player, style, labels) : null;
  return player && headline ? `${player.name}: ${headline}` : null;
}

/** Where a room screen keeps its last result in the browser, per event (useLastResult). */
export const lastResultKey = (eventId: number) => `sah-last-result-${eventId}`;
type Remembered = { player: number; text: string };

function readRemembered(eventId: number): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(lastResultKey(eventId)) ?? "null") as Partial<Remembered> | null;
    return typeof value?.player === "number" && typeof value.text === "string" ? (value as Remembered) : null;
  } catch {
    return null;
  }
}

/**
 * The room screens' "last result" (lastResultText), kept in the browser: a big screen reloaded in the
 * middle of the auction shows the last result it had, not "—" (docs/product.md section 10 "The room").
 * Read after the first render (the server renders without it). The kept one is not shown while its
 * player is on the block again (an undo put him back).
 */
export function useLastResult(
  eventId: number,
  last: SoldMoment | null,
  player: (Pick<Player, "name" | "status" | "transaction_detail"> & { id: number }) | null,
  labels?: ReadonlyMap<number, string>,
): string | null {
  const text = lastResultText(last, player, useAmountStyle(), labels);
  const about = last ? last.player.id : player?.id;
  const [remembered, setRemembered] = useState<Remembered | null>(null);
  useEffect(() => setRemembered(readRemembered(eventId)), [eventId]);
  useEffect(() => {
    if (!text || about === undefined) return;
    const value = { player: about, text };
    setRemembered(value);
    try {
      localStorage.setItem(lastResultKey(eventId), JSON.stringify(value));
    } catch {
      // Storage full or refused (a private window): the screen still shows what it saw.
    }
  }, [eventId, text, about]);
  if (text) return text;
  return remembered && remembered.player !== player?.id ? remembered.text : null;
}

const SIZES = {
  /** The big screen: the headline at least 48 px at 1080p (8vh = 86 px), within the width. */
  screen: { text: "min(8vh, 4.6vw)", media: "min(22vh, 14vw)", pad: "3vh 4vw" },
  /** The public live page, phone to wall. */
  page: { text: "clamp(1.5rem, 5vw, 3.5rem)", media: "clamp(3.5rem, 12vw, 8rem)", pad: "16px 24px" },
  /** The overlay's lower third. */
  overlay: { text: "calc(var(--overlay-scale, 1) * 2.6rem)", media: "calc(var(--overlay-scale, 1) * 5.5rem)", pad: "12px 20px" },
} as const;

const COLORS = {
  // White on deep green and on slate: both above 7:1 (WCAG AAA) for the headline.
  sold: { bg: "#0B3D20", fg: "#FFFFFF", accent: "#FFD54F" },
  unsold: { bg: "#1E2530", fg: "#FFFFFF", accent: "#CFD8DC" },
} as const;

type BannerProps = {
  moment: SoldMoment | null;
  variant: keyof typeof SIZES;
  /**
   * "fixed": across the middle of the viewport (big screen); "bottom": across its foot, above a
   * phone's section navigation, so the live page's result headline stays in view; "inline": in its
   * parent (overlay).
   */
  placement?: "fixed" | "bottom" | "inline";
};

/** The banner of the sold moment; announced to screen readers as a status. */
export function SoldBanner({ moment, variant, placement = "fixed" }: BannerProps) {
  const size = SIZES[variant];
  return (
    <Box role="status" aria-live="assertive" aria-atomic sx={{ display: "contents" }}>
      {moment && (
        <Box
          key={moment.key}
          data-testid="sold-banner"
          data-kind={moment.kind}
          sx={{
            ...(placement === "fixed"
              ? { position: "fixed", left: 0, right: 0, top: "50%", transform: "translateY(-50%)", zIndex: 1400 }
              : placement === "bottom"
                ? { position: "fixed", left: 0, right: 0, bottom: { mobile: BOTTOM_NAV_HEIGHT + 8, laptop: 16 }, zIndex: 1400 }
                : { position: "relative", width: "100%" }),
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            gap: "2vw",
            p: size.pad,
            bgcolor: COLORS[moment.kind].bg,
            color: COLORS[moment.kind].fg,
            borderBlock: `6px solid ${COLORS[moment.kind].accent}`,
            boxShadow: "0 20px 80px rgba(0,0,0,0.55)",
            opacity: moment.kind === "unsold" ? 0.94 : 1,
            ...(moment.kind === "sold"
              ? motionSx(
                  "sah-sold-in",
                  { from: { transform: `${placement === "fixed" ? "translateY(-50%) " : ""}scaleX(0.2)`, opacity: 0 } },
                  "600ms cubic-bezier(.2,1.4,.4,1) both",
                )
              : motionSx("sah-unsold-in", { from: { opacity: 0 } }, "400ms ease-out both")),
          }}
        >
          <PlayerPhoto
            player={moment.player}
            lazy={false}
            initialSize={`calc(${size.media} / 2)`}
            sx={{ width: size.media, aspectRatio: "1", borderRadius: 2, bgcolor: "rgba(255,255,255,0.12)" }}
          />
          <Box sx={{ minWidth: 0, textAlign: "center" }}>
            <Box
              component="p"
              data-testid="sold-headline"
              sx={{
                m: 0,
                fontWeight: 900,
                fontSize: size.text,
                lineHeight: 1.1,
                letterSpacing: moment.kind === "sold" ? "0.01em" : "0.08em",
                overflowWrap: "anywhere",
              }}
            >
              {moment.headline}
            </Box>
            <Box
              component="p"
              sx={{ m: 0, mt: "0.4em", fontSize: `calc(${size.text} * 0.5)`, fontWeight: 700, color: COLORS[moment.kind].accent }}
            >
              {moment.player.name}
            </Box>
          </Box>
          {moment.team && (
            <MediaBox
              src={moment.team.logo}
              alt={moment.team.name}
              initial={moment.team.name}
              lazy={false}
              initialSize={`calc(${size.media} / 2)`}
              sx={{ width: size.media, aspectRatio: "1", borderRadius: 2, bgcolor: "rgba(255,255,255,0.92)", color: "#0B3D20" }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
