// The pieces of the room's screens (docs/product.md section 10 "The room"): the big screen's stage,
// team board, top buys and sponsors ribbon (its QR code: components/qr-code.tsx), in the room's own palettes. Sizes are in
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
import { Fragment, useLayoutEffect, useMemo, useRef, useState } from "react";
import { MediaBox, PlayerPhoto } from "../../../../components/media-box.tsx";
import { skillsText } from "../../../../components/player-card.tsx";
import { Amount, useAmountStyle } from "../../../../lib/amount.tsx";
import { wordsFitFontSize } from "../../../../lib/fit-text.ts";
import { formatAmount, formatNumber } from "../../../../lib/format.ts";
import { motionSx } from "../../../../lib/motion.ts";
import { inTheBidding, maxBidText } from "../common/max-bid-text.ts";
import { ROOM_TEXT, type RoomPalette } from "../common/room-look.ts";

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
  /**
   * The stage shares its column with Top buys (many teams: BOARD_SHORT_NAMES_FROM): a smaller photo,
   * and every text sized to the stage's own height as well (COMPACT_STAGE), so the opening price is
   * never below its bottom edge.
   */
  compact?: boolean;
};

/**
 * The compact stage's caps in its own height (container units of the section): a name of two lines,
 * the player's line and the opening price (or the result) take 2×1.05×20 + 1.2×8 + 1.2×11 = 65% of
 * it, the label and the margins about 6vh; at 1280×720 with 16 teams that is 150 px of 162.
 */
const COMPACT_STAGE = { photo: "100cqh", name: "20cqh", line: "8cqh", price: "11cqh" } as const;
const capped = (size: string, cap: string | false) => (cap ? `min(${size}, ${cap})` : size);

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
    <Box
      component="section"
      aria-label="Current player"
      sx={{ ...panelSx(palette), p: "2.5vh 2vw", display: "flex", ...(compact && { containerType: "size" }) }}
    >
      {player ? (
        <Box
          key={player.id}
          data-testid="screen-stage"
          sx={{
            display: "grid",
            gridTemplateColumns: compact
              ? `min(34vh, 20vw, ${COMPACT_STAGE.photo}) minmax(0, 1fr)`
              : "min(52vh, 27vw) minmax(0, 1fr)",
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
                fontSize: wordsFitFontSize(player.name, capped(ROOM_TEXT.primary, compact && COMPACT_STAGE.name)),
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
                fontSize: capped(ROOM_TEXT.secondary, compact && COMPACT_STAGE.line),
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
                sx={{
                  m: 0,
                  mt: "2.5vh",
                  fontSize: capped("min(5vh, 2.8vw)", compact && COMPACT_STAGE.price),
                  fontWeight: 900,
                  color: palette.accent,
                  lineHeight: 1.1,
                }}
              >
                {headline}
              </Box>
            ) : (
              event && (
                <Box
                  component="p"
                  sx={{
                    m: 0,
                    mt: "2.5vh",
                    fontSize: capped(ROOM_TEXT.secondary, compact && COMPACT_STAGE.line),
                    color: palette.muted,
                  }}
                >
                  Opening price{" "}
                  <Box
                    component="strong"
                    // Within the stage's width (container units): a 10-digit amount in full is never cut.
                    sx={{
                      color: palette.fg,
                      fontSize: capped("min(5vh, 2.8vw, 100cqi / 10)", compact && COMPACT_STAGE.price),
                      fontWeight: 900,
                      whiteSpace: "nowrap",
                    }}
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
 * to a letter or two (docs/decisions/061). Fewer teams are shown by their full names when those fit
 * at the size the board's height gives its text, else by their short names too (boardFit).
 */
export const BOARD_SHORT_NAMES_FROM = 10;

/** Room left in a board's row for rounding: text measured at one size is drawn at another. */
const BOARD_FIT_MARGIN = 1.03;

/** A board row's width in ems of its text: by full names and by short labels (measureBoard). */
export type BoardWidths = { emsFull: number; emsShort: number };

/**
 * How the board writes its teams: by short labels from BOARD_SHORT_NAMES_FROM teams, or when the full
 * names would make the text smaller than the board's height allows (`heightFontPx`); and the width of
 * a row in ems of its text (margin included), by which the text is sized so that the row fits the
 * board's `width`: nothing in it is ever cut.
 */
export function boardFit(
  widths: BoardWidths,
  { teams, width, heightFontPx }: { teams: number; width: number; heightFontPx: number },
): { short: boolean; ems: number } {
  const short = teams >= BOARD_SHORT_NAMES_FROM || width / (widths.emsFull * BOARD_FIT_MARGIN) < heightFontPx;
  return { short, ems: (short ? widths.emsShort : widths.emsFull) * BOARD_FIT_MARGIN };
}

/**
 * What a row of the board needs, in ems of its text, as the browser lays it out: the figures' columns
 * (sized by their content, header included), and the name's column for the widest of `full` and of
 * `short` (measured in the label's font), its logo and padding. Null where nothing is laid out (jsdom).
 */
export function measureBoard(table: HTMLTableElement, full: readonly string[], short: readonly string[]): BoardWidths | null {
  const fontPx = Number.parseFloat(getComputedStyle(table).fontSize);
  const head = table.tHead?.rows[0];
  const row = table.querySelector<HTMLTableRowElement>('[data-testid="board-team"]');
  const label = row?.querySelector<HTMLElement>('[data-testid="board-team-label"]');
  const ctx = document.createElement("canvas").getContext("2d");
  if (!fontPx || !head || !row || !label || !ctx) return null;
  const cell = row.cells[0];
  const figures = [...head.cells].slice(1).reduce((w, c) => w + c.getBoundingClientRect().width, 0);
  const around =
    label.getBoundingClientRect().left -
    cell.getBoundingClientRect().left +
    Number.parseFloat(getComputedStyle(cell).paddingRight);
  ctx.font = getComputedStyle(head.cells[0]).font;
  const headerStyle = getComputedStyle(head.cells[0]);
  const header =
    ctx.measureText(head.cells[0].textContent ?? "").width +
    Number.parseFloat(headerStyle.paddingLeft) +
    Number.parseFloat(headerStyle.paddingRight);
  ctx.font = getComputedStyle(label).font;
  const name = (names: readonly string[]) => Math.max(header, ...names.map((n) => around + ctx.measureText(n).width));
  return { emsFull: (figures + name(full)) / fontPx, emsShort: (figures + name(short)) / fontPx };
}

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
  const shortLabels = useMemo(() => teamLabels(teams), [teams]);
  // Sized from its content once laid out (boardFit); until then (and without a layout), as wide as 1.4vw text needs.
  const [fit, setFit] = useState<{ short: boolean; ems: number } | null>(null);
  const short = teams.length >= BOARD_SHORT_NAMES_FROM || (fit?.short ?? false);
  const labels = short ? shortLabels : null;
  const boxRef = useRef<HTMLDivElement>(null);
  const heightRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the figures' text changes (style, amounts, min price)
  useLayoutEffect(() => {
    const box = boxRef.current;
    const height = heightRef.current;
    const table = tableRef.current;
    if (!box || !height || !table || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const widths = measureBoard(
        table,
        teams.map((t) => t.name),
        teams.map((t) => shortLabels.get(t.id) ?? t.name),
      );
      if (!widths) return;
      const next = boardFit(widths, {
        teams: teams.length,
        width: box.clientWidth,
        heightFontPx: Number.parseFloat(getComputedStyle(height).fontSize),
      });
      setFit((prev) => (prev && prev.short === next.short && Math.abs(prev.ems - next.ems) < 0.005 * prev.ems ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The web font changes every width once it has loaded.
    let mounted = true;
    void document.fonts?.ready.then(() => mounted && measure());
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [teams, shortLabels, style, minPrice]);
  const money = (value: number, unit: string) => (style === "short" ? <Amount value={value} unit={unit} /> : formatNumber(value));
  const moneyText = (value: number, unit: string) => (style === "short" ? formatAmount(value, unit, style) : formatNumber(value));
  const cell = { p: "0.4vh 0.45em", borderBottom: `1px solid ${palette.line}`, whiteSpace: "nowrap" } as const;
  return (
    <Box
      component="section"
      aria-label="Teams"
      sx={{ ...panelSx(palette), p: "1.5vh 1vw", display: "flex", flexDirection: "column" }}
    >
      <Label palette={palette}>Teams</Label>
      <Box ref={boxRef} sx={{ flex: 1, minHeight: 0, containerType: "size" }}>
        <Box
          ref={heightRef}
          // Each row (the header's too) gets its share of the board's height, less its padding and
          // border, at most 2.6vh of text: 1.3em of line (the logo is as tall) and 0.8vh of padding.
          sx={{ fontSize: `min(2.6vh, calc((100cqh / ${rows + 1} - 0.8vh - 2px) / 1.45))` }}
        >
          <Box
            component="table"
            ref={tableRef}
            sx={{
              width: "100%",
              borderCollapse: "collapse",
              lineHeight: 1.3,
              // At most the height's size, and small enough for a whole row in the board's width: every
              // horizontal space in the row is in em, so the row's width is its ems times the text size.
              fontSize: `min(1em, ${fit ? `100cqw / ${fit.ems.toFixed(3)}` : "1.4vw"})`,
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
                        <Box sx={{ display: "flex", alignItems: "center", gap: "0.45em", minWidth: 0 }}>
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
                            // Its padding, the logo and the gap (2.2em of the board's text) in this text's 0.7em.
                            pl: "calc(2.2em / 0.7) !important",
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
