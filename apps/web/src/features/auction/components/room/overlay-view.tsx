// The broadcast overlay (docs/product.md section 10 "The room"): a lower third over a transparent
// page, for an OBS browser source. What it shows comes from the query string (OVERLAY_DEFAULTS):
// `panels` (player, sale, bid), `position` (bottom, top), `theme` (dark, light) and `scale`. Laid
// out in pixels for a 1920×1080 source, times `scale`; the dashboard's preview shows the same view
// scaled down over a checkerboard.
import Box from "@mui/material/Box";
import { AUCTION_STATUS, type CurrentPlayer, type Event, type Team } from "@sah/domain";
import type { ReactNode } from "react";
import { PlayerPhoto } from "../../../../components/media-box.tsx";
import { TeamShortName, useTeamLabels } from "../../../../components/team-short-name.tsx";
import { formatAmount } from "../../../../lib/format.ts";
import { motionSx } from "../../../../lib/motion.ts";
import { ROOM_PALETTES, type RoomPalette, type RoomThemeName, roomThemeOf } from "../common/room-look.ts";
import { SoldBanner, type SoldMoment } from "../common/sold-moment.tsx";
import { playerLine } from "./room.tsx";

export const OVERLAY_PANELS = ["player", "sale", "bid"] as const;
export type OverlayPanel = (typeof OVERLAY_PANELS)[number];
export const OVERLAY_POSITIONS = ["bottom", "top"] as const;
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];
export const OVERLAY_SCALE = { min: 0.5, max: 2, step: 0.1 } as const;

export type OverlayOptions = { panels: OverlayPanel[]; position: OverlayPosition; theme: RoomThemeName; scale: number };
export const OVERLAY_DEFAULTS: OverlayOptions = { panels: ["player", "sale"], position: "bottom", theme: "dark", scale: 1 };

/** The options of an overlay URL's query; anything unknown or out of range takes the default. */
export function parseOverlayOptions(params: URLSearchParams): OverlayOptions {
  const panelsParam = params.get("panels");
  const panels =
    panelsParam === null
      ? OVERLAY_DEFAULTS.panels
      : OVERLAY_PANELS.filter((p) =>
          panelsParam
            .split(",")
            .map((s) => s.trim())
            .includes(p),
        );
  const position = OVERLAY_POSITIONS.find((p) => p === params.get("position")) ?? OVERLAY_DEFAULTS.position;
  const rawScale = Number(params.get("scale"));
  const scale =
    params.get("scale") !== null && Number.isFinite(rawScale)
      ? Math.min(OVERLAY_SCALE.max, Math.max(OVERLAY_SCALE.min, rawScale))
      : OVERLAY_DEFAULTS.scale;
  return { panels, position, theme: roomThemeOf(params.get("theme")), scale };
}

/** The query string of `options` (the dashboard's URL builder); parseOverlayOptions reads it back. */
export function overlayQuery(options: OverlayOptions): string {
  return new URLSearchParams({
    panels: options.panels.join(","),
    position: options.position,
    theme: options.theme,
    scale: String(Math.round(options.scale * 10) / 10),
  }).toString();
}

/**
 * The highest bid of the lot on the block, when the server sends one (docs/api.md "Bidding by team
 * owners": current-player's `lot`). Until bidding exists the field is absent and the panel shows nothing.
 */
function highestBid(current: CurrentPlayer | undefined): { team: number; team_name: string; amount: number } | null {
  return current?.lot?.highest ?? null;
}

/** A lower-third panel: a small label over one line. */
function LabelledPanel({
  testId,
  label,
  size,
  sx,
  palette,
  scale,
  children,
}: {
  testId: string;
  label: string;
  size: number;
  sx: Record<string, unknown>;
  palette: RoomPalette;
  scale: number;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId} sx={{ ...sx, display: "flex", flexDirection: "column", justifyContent: "center" }}>
      <Box component="p" sx={{ m: 0, fontSize: 18 * scale, fontWeight: 800, letterSpacing: "0.1em", color: palette.muted }}>
        {label}
      </Box>
      <Box component="p" sx={{ m: 0, fontSize: size * scale, fontWeight: 800 }}>
        {children}
      </Box>
    </Box>
  );
}

type Props = {
  options: OverlayOptions;
  current: CurrentPlayer | undefined;
  event: Event | undefined;
  /** The latest result this overlay saw ("<player>: SOLD to <team> for <price>"). */
  lastSale: string | null;
  moment: SoldMoment | null;
  /** The event's teams: the lower third names a team by its short label (domain teamLabels, docs/decisions/061). */
  teams?: readonly Team[];
};

/** The overlay's content, absolutely placed in its (1920×1080-like) parent. */
export function OverlayView({ options, current, event, lastSale, moment, teams }: Props) {
  const p = ROOM_PALETTES[options.theme];
  const s = options.scale;
  const player = current?.status === AUCTION_STATUS.ON_BLOCK ? (current.player ?? null) : null;
  const bid = highestBid(current);
  const labels = useTeamLabels(teams);
  const show = (panel: OverlayPanel) => options.panels.includes(panel);
  const box = {
    bgcolor: p.bg,
    color: p.fg,
    borderRadius: `${10 * s}px`,
    borderLeft: `${8 * s}px solid ${p.accent}`,
    boxShadow: "0 8px 30px rgba(0,0,0,0.45)",
    p: `${14 * s}px ${22 * s}px`,
  } as const;
  return (
    <Box
      data-testid="overlay"
      data-position={options.position}
      sx={{
        position: "absolute",
        left: 48 * s,
        right: 48 * s,
        [options.position]: 40 * s,
        display: "flex",
        flexDirection: options.position === "bottom" ? "column-reverse" : "column",
        gap: `${12 * s}px`,
        alignItems: "flex-start",
        fontFamily: "inherit",
        "--overlay-scale": s,
      }}
    >
      {moment && show("sale") ? (
        <SoldBanner moment={moment} variant="overlay" placement="inline" />
      ) : (
        <Box sx={{ display: "flex", gap: `${12 * s}px`, alignItems: "stretch", flexWrap: "wrap" }}>
          {show("player") && player && (
            <Box
              key={player.id}
              data-testid="overlay-player"
              sx={{
                ...box,
                display: "flex",
                alignItems: "center",
                gap: `${16 * s}px`,
                ...motionSx("sah-o-in", { from: { opacity: 0, transform: `translateY(${20 * s}px)` } }, "500ms ease-out both"),
              }}
            >
              <PlayerPhoto
                player={player}
                lazy={false}
                initialSize={`${32 * s}px`}
                sx={{ width: 88 * s, height: 88 * s, borderRadius: `${8 * s}px`, bgcolor: p.line, color: p.fg }}
              />
              <Box>
                <Box component="p" sx={{ m: 0, fontSize: 44 * s, fontWeight: 900, lineHeight: 1.05 }}>
                  {player.name}
                </Box>
                <Box component="p" sx={{ m: 0, mt: `${4 * s}px`, fontSize: 22 * s, fontWeight: 700, color: p.muted }}>
                  {playerLine(player, event)}
                </Box>
              </Box>
            </Box>
          )}
          {show("bid") && bid && (
            <LabelledPanel testId="overlay-bid" label="HIGHEST BID" size={36} sx={box} palette={p} scale={s}>
              {formatAmount(bid.amount, event?.funds_unit, event?.amount_style)} ·{" "}
              <TeamShortName name={bid.team_name} label={labels.get(bid.team)} />
            </LabelledPanel>
          )}
          {show("sale") && lastSale && (
            <LabelledPanel testId="overlay-sale" label="LAST SALE" size={28} sx={box} palette={p} scale={s}>
              {lastSale}
            </LabelledPanel>
          )}
        </Box>
      )}
    </Box>
  );
}
