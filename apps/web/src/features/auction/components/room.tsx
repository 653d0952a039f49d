// The pieces of the room's screens (docs/product.md section 10 "The room"): the big screen's stage,
// team board, top buys, sponsors ribbon and QR code, in the room's own palettes. Sizes are in
// viewport units so one layout fills 1280×720, 1920×1080 and 4K alike; the primary lines are at
// least 48 px at 1080p and every text colour is at least 7:1 against its background (WCAG AAA).
import Box from "@mui/material/Box";
import {
  AUCTION_STATUS,
  adjustmentText,
  type CurrentPlayer,
  type Event,
  NO_GRADE,
  openingPrice,
  type Player,
  type Sponsor,
  saleTeamName,
  type Team,
  type TopTransaction,
  teamLabels,
} from "@sah/domain";
import { Fragment, useMemo } from "react";
import { encode } from "uqr";
import { MediaBox, PlayerPhoto } from "../../../components/media-box.tsx";
import { skillsText } from "../../../components/player-card.tsx";
import { Amount, useAmountStyle } from "../../../lib/amount.tsx";
import { wordsFitFontSize } from "../../../lib/fit-text.ts";
import { formatAmount, formatNumber } from "../../../lib/format.ts";
import { motionSx } from "../../../lib/motion.ts";
import { inTheBidding, maxBidText } from "./max-bid-text.ts";

export type RoomThemeName = "dark" | "light";
/** Every text colour (fg, muted, accent) is at least 7:1 on bg and on panel (app/routes/room/room-pages.test.tsx). */
export const ROOM_PALETTES = {
  dark: { bg: "#0B1020", panel: "#141B2E", fg: "#FFFFFF", muted: "#C5CEE0", accent: "#FFD54F", line: "#2A3452" },
  light: { bg: "#FFFFFF", panel: "#F1F4F9", fg: "#0B1020", muted: "#2E3A52", accent: "#6B3F00", line: "#C9D2E3" },
} as const;
export type RoomPalette = (typeof ROOM_PALETTES)[RoomThemeName];

export function roomThemeOf(value: string | null): RoomThemeName {
  return value === "light" ? "light" : "dark";
}

/** The room's text sizes; `primary` is the player's name (min(7.5vh, 4.2vw): 81 px at 1080p, 54 px at 720p). */
export const ROOM_TEXT = {
  primary: "min(7.5vh, 4.2vw)",
  secondary: "min(3.4vh, 1.9vw)",
  label: "min(2.1vh, 1.2vw)",
} as const;

/** The player's opening price with the event's unit, in its amount style (domain openingPrice: the one every screen shows). */
export function openingPriceText(player: Pick<Player, "base_price">, event: Event): string {
  return formatAmount(openingPrice(player, event), event.funds_unit, event.amount_style);
}

/** "Grade A+ · Batter · Bowler", and the opening price when `event` is given (the overlay's line). */
export function playerLine(
  player: Pick<Player, "grade" | "grade_name" | "skills_details" | "base_price">,
  event?: Event,
): string {
  return [
    player.grade !== NO_GRADE ? `Grade ${player.grade_name}` : null,
    skillsText(player) || null,
    event ? `Opening ${openingPriceText(player, event)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

const panelSx = (p: RoomPalette) => ({
  bgcolor: p.panel,
  border: `1px solid ${p.line}`,
  borderRadius: "1vh",
  minHeight: 0,
  overflow: "hidden",
});

/** The room's small capitals: a section's label, the stage's "ON THE BLOCK", "LAST RESULT". */
const labelSx = (color: string) =>
  ({ m: 0, fontSize: ROOM_TEXT.label, fontWeight: 800, letterSpacing: "0.12em", textTransform: "uppercase", color }) as const;

function Label({ children, palette }: { children: string; palette: RoomPalette }) {
  return (
    <Box component="h2" sx={{ ...labelSx(palette.muted), mb: "0.8vh" }}>
      {children}
    </Box>
  );
}

type StageProps = {
  current: CurrentPlayer | undefined;
  event: Event | undefined;
  /** The result headline of the player (docs: the status table's), or null while it is open. */
  headline: string | null;
  palette: RoomPalette;
  /** A smaller photo, when the stage shares its column with Top buys (many teams: BOARD_SHORT_NAMES_FROM). */
  compact?: boolean;
};

/** The player on the block, large; a new player enters (none under prefers-reduced-motion). */
export function ScreenStage({ current, event, headline, palette, compact = false }: StageProps) {
  const player: Player | null = current?.status === AUCTION_STATUS.ON_BLOCK ? (current.player ?? null) : null;
  const stateText =
    current === undefined
      ? "Loading…"
      : current.status === AUCTION_STATUS.CONCLUDED
        ? "Auction concluded"
        : current.status === AUCTION_STATUS.UNSOLD_REMAIN
          ? "Unsold players remain"
          : "Getting ready";
  return (
    <Box component="section" aria-label="Current player" sx={{ ...panelSx(palette), p: "2.5vh 2vw", display: "flex" }}>
      {player ? (
        <Box
          key={player.id}
          data-testid="screen-stage"
          sx={{
            display: "grid",
            gridTemplateColumns: compact ? "min(34vh, 20vw) minmax(0, 1fr)" : "min(52vh, 27vw) minmax(0, 1fr)",
            gap: "2.5vw",
            alignItems: "center",
            width: "100%",
            ...motionSx(
              "sah-enter",
              { from: { opacity: 0, transform: "translateY(6vh) scale(0.96)" } },
              "700ms cubic-bezier(.2,.9,.3,1) both",
            ),
          }}
        >
          <PlayerPhoto
            player={player}
            lazy={false}
            initialSize="min(20vh, 10vw)"
            sx={{ width: "100%", aspectRatio: "1", borderRadius: "1.2vh", bgcolor: palette.line, color: palette.fg }}
          />
          <Box sx={{ minWidth: 0, containerType: "inline-size" }}>
            <Box component="p" sx={labelSx(palette.accent)}>
              {headline ? "RESULT" : "ON THE BLOCK"}
            </Box>
            <Box
              component="h1"
              data-testid="screen-player-name"
              sx={{
                m: 0,
                fontSize: wordsFitFontSize(player.name, ROOM_TEXT.primary),
                fontWeight: 900,
                lineHeight: 1.05,
                // Only a word longer than a whole line could ever be (no name is) would be broken.
                overflowWrap: "break-word",
                color: palette.fg,
              }}
            >
              {player.name}
            </Box>
            <Box
              component="p"
              sx={{
                m: 0,
                mt: "1.2vh",
                fontSize: ROOM_TEXT.secondary,
                fontWeight: 700,
                color: palette.muted,
                overflowWrap: "anywhere",
              }}
            >
              {playerLine(player)}
            </Box>
            {headline ? (
              <Box
                component="p"
                data-testid="screen-result"
                sx={{ m: 0, mt: "2.5vh", fontSize: "min(5vh, 2.8vw)", fontWeight: 900, color: palette.accent, lineHeight: 1.1 }}
              >
                {headline}
              </Box>
            ) : (
              event && (
                <Box component="p" sx={{ m: 0, mt: "2.5vh", fontSize: ROOM_TEXT.secondary, color: palette.muted }}>
                  Opening price{" "}
                  <Box
                    component="strong"
                    // Within the stage's width (container units): a 10-digit amount in full is never cut.
                    sx={{ color: palette.fg, fontSize: "min(5vh, 2.8vw, 100cqi / 10)", fontWeight: 900, whiteSpace: "nowrap" }}
                  >
                    {openingPriceText(player, event)}
                  </Box>
                </Box>
              )
            )}
          </Box>
        </Box>
      ) : (
        <Box
          component="h1"
          data-testid="screen-state"
          sx={{ m: "auto", fontSize: ROOM_TEXT.primary, fontWeight: 900, color: palette.fg, textAlign: "center" }}
        >
          {stateText}
        </Box>
      )}
    </Box>
  );
}

/** "Last result" under the stage: the latest result this screen saw. */
export function LastResult({ text, palette }: { text: string | null; palette: RoomPalette }) {
  return (
    <Box
      component="section"
      aria-label="Last result"
      sx={{ ...panelSx(palette), p: "1.5vh 2vw", display: "flex", alignItems: "center", gap: "1.5vw" }}
    >
      <Box component="h2" sx={{ ...labelSx(palette.muted), flexShrink: 0 }}>
        LAST RESULT
      </Box>
      <Box
        component="p"
        data-testid="screen-last-result"
        sx={{
          m: 0,
          fontSize: ROOM_TEXT.secondary,
          fontWeight: 800,
          color: palette.fg,
          // Never cut (docs/decisions/061): a long result takes a second line.
          overflowWrap: "anywhere",
          minWidth: 0,
        }}
      >
        {text ?? "—"}
      </Box>
    </Box>
  );
}

/**
 * Teams up to which the board has room for the sentence behind each max bid as a second line (at
 * 1280×720 a second line under more rows would fall below the legible size): docs/decisions/045.
 */
export const BOARD_SENTENCE_MAX_TEAMS = 8;

/**
 * Every team: logo, name, funds left, max bid, squad (bought / most), full. Rows shrink to fit any
 * number of teams. `sentences`: the sentence behind each team's max bid (domain maxBidSentence), shown
 * small under its name when given.
 */
/**
 * Teams from which the board shows each team by its short name (domain teamLabels: never two alike),
 * its full name as the row's title: at 1280×720 ten names beside two 10-digit amounts would be cut
 * to a letter or two (docs/decisions/061).
 */
export const BOARD_SHORT_NAMES_FROM = 10;

/**
 * Every team: logo, name, funds left, max bid, squad (bought / most), full. Rows shrink to fit any
 * number of teams: the text size follows the board's own height (container units), so every row is
 * whole at 1280×720 with 16 teams. `sentences`: the sentence behind each team's max bid (domain
 * maxBidSentence), shown small under its name when given. Amounts are in the event's style; the
 * full style leaves the unit out (the board's columns are all money).
 */
export function ScreenBoard({
  teams,
  highlight,
  palette,
  sentences,
  minPrice,
}: {
  teams: readonly Team[];
  highlight: number | null;
  palette: RoomPalette;
  sentences?: ReadonlyMap<number, string>;
  /** The event's minimum price: a team whose max bid is below it is shown as out (decision 062). */
  minPrice?: number;
}) {
  const style = useAmountStyle();
  const adjusted = teams.filter((t) => t.adjustments.length > 0);
  // A team with its sentence takes the height of about two rows.
  const rows = Math.max(teams.length, 4) * (sentences?.size ? 2 : 1);
  const short = teams.length >= BOARD_SHORT_NAMES_FROM;
  const labels = useMemo(() => (short ? teamLabels(teams) : null), [short, teams]);
  const money = (value: number, unit: string) => (style === "short" ? <Amount value={value} unit={unit} /> : formatNumber(value));
  const moneyText = (value: number, unit: string) => (style === "short" ? formatAmount(value, unit, style) : formatNumber(value));
  const cell = { p: "0.4vh 0.6vw", borderBottom: `1px solid ${palette.line}`, whiteSpace: "nowrap" } as const;
  return (
    <Box
      component="section"
      aria-label="Teams"
      sx={{ ...panelSx(palette), p: "1.5vh 1vw", display: "flex", flexDirection: "column" }}
    >
      <Label palette={palette}>Teams</Label>
      <Box sx={{ flex: 1, minHeight: 0, containerType: "size" }}>
        <Box
          component="table"
          sx={{
            width: "100%",
            borderCollapse: "collapse",
            lineHeight: 1.3,
            // Each row (the header's too) gets its share of the board's height, less its padding and
            // border, at most 2.6vh of text: 1.3em of line (the logo is as tall) and 0.8vh of padding.
            fontSize: `min(2.6vh, 1.4vw, calc((100cqh / ${rows + 1} - 0.8vh - 2px) / 1.45))`,
            color: palette.fg,
            "& th": { ...cell, color: palette.muted, fontWeight: 700, textAlign: "right" },
            "& td": { ...cell, textAlign: "right", fontWeight: 700 },
            // The name takes what the figures leave, and is cut with an ellipsis past it.
            "& th:first-of-type, & td:first-of-type": { textAlign: "left", width: "100%", maxWidth: 0 },
          }}
        >
          <thead>
            <tr>
              <th>Team</th>
              <th>Left</th>
              <th>Max bid</th>
              <th>Squad</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((t) => {
              const canBuy = inTheBidding(t, minPrice);
              const lit = t.id === highlight;
              const sentence = sentences?.get(t.id);
              const litSx = lit
                ? {
                    bgcolor: "rgba(255, 213, 79, 0.22)",
                    ...motionSx("sah-lit", { from: { backgroundColor: "rgba(255, 213, 79, 0.7)" } }, "700ms ease-out"),
                  }
                : {};
              const label = labels?.get(t.id) ?? t.name;
              return (
                <Fragment key={t.id}>
                  <Box
                    component="tr"
                    data-highlight={lit || undefined}
                    data-testid="board-team"
                    // With its sentence below, the team's line and the sentence read as one row.
                    sx={{ ...litSx, ...(sentence ? { "& td": { borderBottom: "none", pb: 0 } } : {}) }}
                  >
                    <td>
                      <Box sx={{ display: "flex", alignItems: "center", gap: "0.6vw", minWidth: 0 }}>
                        <MediaBox
                          src={t.logo}
                          alt=""
                          initial={t.name}
                          lazy={false}
                          initialSize="0.8em"
                          sx={{
                            width: "1.3em",
                            height: "1.3em",
                            flexShrink: 0,
                            borderRadius: "0.3em",
                            bgcolor: palette.line,
                            color: palette.fg,
                          }}
                        />
                        <Box
                          component="span"
                          data-testid="board-team-label"
                          title={label === t.name ? undefined : t.name}
                          sx={{ overflow: "hidden", textOverflow: "ellipsis" }}
                        >
                          {label}
                        </Box>
                      </Box>
                    </td>
                    <td>
                      {money(t.funds_remaining, t.funds_unit)}
                      {/* Its adjustments are the footnote's (decision 062). */}
                      {t.adjustments.length > 0 ? ADJUSTED_MARK : null}
                    </td>
                    <Box
                      component="td"
                      data-testid={canBuy ? undefined : "board-out"}
                      sx={
                        canBuy
                          ? { color: palette.accent }
                          : { color: palette.muted, fontSize: "0.75em", whiteSpace: "normal !important", maxWidth: "12em" }
                      }
                    >
                      {canBuy ? money(t.max_bid, t.funds_unit) : maxBidText(t, minPrice, (n) => moneyText(n, t.funds_unit))}
                    </Box>
                    <td>
                      {t.players_count}/{t.max_players}
                    </td>
                  </Box>
                  {sentence && (
                    <Box component="tr" sx={litSx}>
                      <Box
                        component="td"
                        colSpan={4}
                        data-testid="board-max-bid-sentence"
                        sx={{
                          // Under the name, past the logo; the whole width of the board, cut with an ellipsis past it.
                          pl: "calc(0.6vw + 1.9em) !important",
                          pt: "0 !important",
                          textAlign: "left !important",
                          maxWidth: 0,
                          overflow: "hidden",
                          textOverflow: "ellipsis",
                          fontSize: "0.7em",
                          fontWeight: "500 !important",
                          color: palette.muted,
                        }}
                      >
                        Max bid {sentence}
                      </Box>
                    </Box>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </Box>
      </Box>
      {adjusted.length > 0 && (
        <Box
          component="ul"
          aria-label="Adjustments"
          data-testid="board-adjustments"
          sx={{ m: 0, mt: "0.6vh", p: 0, listStyle: "none", fontSize: ROOM_TEXT.label, color: palette.muted }}
        >
          {adjusted.map((t) => {
            const line = `${ADJUSTED_MARK} ${t.name}: ${t.adjustments.map((a) => adjustmentText(a, (n) => moneyText(n, t.funds_unit))).join(" · ")}`;
            return (
              <Box
                component="li"
                key={t.id}
                title={line}
                sx={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}
              >
                {line}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** The mark of a team's Left on the board whose purse was adjusted, repeated before its footnote. */
export const ADJUSTED_MARK = "*";

/** `labels`: team name → the board's label (its short names from 10 teams), so that a buy takes one line. */
export function TopBuys({
  items,
  palette,
  labels,
}: {
  items: readonly TopTransaction[];
  palette: RoomPalette;
  labels?: ReadonlyMap<string, string>;
}) {
  return (
    <Box component="section" aria-label="Top buys" sx={{ ...panelSx(palette), p: "1.5vh 1vw" }}>
      <Label palette={palette}>Top buys</Label>
      {items.length === 0 ? (
        <Box component="p" sx={{ m: 0, fontSize: ROOM_TEXT.label, color: palette.muted }}>
          No sales yet
        </Box>
      ) : (
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "0.5vh" }}
        >
          {items.slice(0, 5).map((t, i) => (
            <Box
              component="li"
              key={t.id}
              data-testid="top-buy"
              sx={{ display: "flex", gap: "0.6vw", fontSize: "min(2.3vh, 1.3vw)", color: palette.fg }}
            >
              <Box component="span" sx={{ color: palette.accent, fontWeight: 900 }}>
                {i + 1}
              </Box>
              {/* Never cut (docs/decisions/061): a long name and team take a second line. */}
              <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", fontWeight: 700 }}>
                {t.player_name}
                <Box component="span" sx={{ color: palette.muted, fontWeight: 400 }}>
                  {" · "}
                  {saleTeamName(labels?.get(t.team_name) ?? t.team_name, t.rtm)}
                </Box>
              </Box>
              <Box component="span" sx={{ fontWeight: 800, whiteSpace: "nowrap" }}>
                <Amount value={t.price} unit={t.funds_unit} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The sponsors in a ribbon, by their order (every logo at once: a projector has the room for them). */
export function SponsorRibbon({ sponsors, palette }: { sponsors: readonly Sponsor[]; palette: RoomPalette }) {
  if (sponsors.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Sponsors"
      sx={{ ...panelSx(palette), p: "1vh 1.5vw", display: "flex", alignItems: "center", gap: "2vw", overflow: "hidden" }}
    >
      {sponsors.map((s) => (
        <Box key={s.id} sx={{ display: "flex", alignItems: "center", gap: "0.6vw", flexShrink: 0 }}>
          <MediaBox
            src={s.logo}
            alt=""
            initial={s.name}
            lazy={false}
            initialSize="2.2vh"
            sx={{ width: "5vh", height: "5vh", borderRadius: "0.6vh", bgcolor: "#FFFFFF", color: "#0B1020" }}
          />
          <Box component="span" sx={{ fontSize: "min(2.2vh, 1.2vw)", fontWeight: 700, color: palette.fg }}>
            {s.name}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A QR code of `url` as SVG (uqr encodes it; dark modules on white, with the quiet zone). */
export function QrCode({ url, label, size }: { url: string; label: string; size: string }) {
  const qr = useMemo(() => encode(url, { ecc: "M", border: 2 }), [url]);
  const path = useMemo(() => {
    let d = "";
    qr.data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return d;
  }, [qr]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, bgcolor: "#FFFFFF", borderRadius: "0.6vh", display: "block" }}
    >
      <path d={path} fill="#000000" />
    </Box>
  );
}
