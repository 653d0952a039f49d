// The player on the block, or the state of the auction (docs/product.md section 4 "Auction status"):
// 2 concluded, 3 preparation, 4 unsold players remain; otherwise the current player. Once the
// current player is recorded, the result is the panel's headline ("SOLD to <team> for <price>",
// "UNSOLD": the domain's status table) in place of "On the block", at the top, so a phone shows it without scrolling.

import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  type AmountStyle,
  AUCTION_STATUS,
  type CurrentPlayer,
  type Event,
  isReportPublic,
  openingPrice,
  type Player,
  playerStatusInfo,
  saleTeamName,
  type Team,
} from "@sah/domain";
import type { ReactNode } from "react";
import { PlayerCard } from "../../../../components/player-card.tsx";
import { ReportLink } from "../../../../components/report-link.tsx";
import { Amount, useAmountStyle } from "../../../../lib/amount.tsx";
import { formatAmount } from "../../../../lib/format.ts";
import { ShortTeams } from "./squad-text.tsx";
import { StatePanel } from "./state-panel.tsx";

/**
 * The result of the current player as a headline, or null while it is still to be decided. One
 * text (not spans), so it reads and is found as one line.
 */
export function resultHeadline(
  player: Pick<Player, "status" | "transaction_detail">,
  style?: AmountStyle,
  /** Short team labels (domain teamLabels) for a narrow screen, the overlay's lower third; else the full name. */
  labels?: ReadonlyMap<number, string>,
): string | null {
  const sale = player.transaction_detail;
  const wording = playerStatusInfo(player.status)?.wording;
  if (!wording) return null;
  if (!wording.placed) return wording.headline;
  const team = labels?.get(sale?.team ?? -1) ?? sale?.team_name ?? "";
  // A match reads "SOLD to CSK (RTM) for ₹18 Cr" (docs/api.md "Right to match").
  return sale ? wording.headline(saleTeamName(team, sale.rtm), formatAmount(sale.price, sale.funds_unit, style)) : null;
}

/** `teams`: the concluded panel lists those that ended below their minimum players. */
type Props = { current: CurrentPlayer; event: Event | undefined; onExpandImage?: () => void; teams?: readonly Team[] };

type State = { icon: ReactNode; title: string; text: string };

const GETTING_READY: State = {
  icon: <HourglassTopIcon />,
  title: "Getting ready",
  text: "The auction starts as soon as the first player is drawn.",
};

/** The panel by the auction's status when no player is on the block (or whatever is on it). */
const STATES: Record<number, State> = {
  [AUCTION_STATUS.CONCLUDED]: {
    icon: <EmojiEventsIcon />,
    title: "Auction concluded",
    text: "Every player has been placed. Thank you for following!",
  },
  [AUCTION_STATUS.UNSOLD_REMAIN]: {
    icon: <ReplayIcon />,
    title: "Unsold players remain",
    text: "No available players are left. The organisers may put the unsold players up for auction again.",
  },
  [AUCTION_STATUS.PREPARATION]: GETTING_READY,
};

export function CurrentPlayerPanel({ current, event, onExpandImage, teams = [] }: Props) {
  const amountStyle = useAmountStyle();
  const state = STATES[current.status];
  if (state || !current.player)
    return (
      <StatePanel live {...(state ?? GETTING_READY)}>
        {current.status === AUCTION_STATUS.CONCLUDED && <ShortTeams teams={teams} />}
        {event && isReportPublic(current.status) && <ReportLink eventId={event.id} />}
      </StatePanel>
    );
  const headline = resultHeadline(current.player, amountStyle);
  const placed = current.player.transaction_detail !== null && headline !== null;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", flexWrap: "wrap", gap: 1, mb: 1 }}>
        {/* Announced when it changes: the result replaces "On the block" in the same place. */}
        <Box aria-live="polite" sx={{ minWidth: 0 }}>
          {headline ? (
            <Typography
              variant="h3"
              component="h2"
              sx={{
                fontWeight: 800,
                fontSize: "clamp(1.35rem, 3.4vw, 2.6rem)",
                lineHeight: 1.15,
                overflowWrap: "anywhere",
                color: placed ? "success.main" : "error.main",
              }}
            >
              {headline}
            </Typography>
          ) : (
            <Typography variant="overline" color="primary" component="h2" sx={{ fontSize: "clamp(0.8rem, 1.1vw, 1rem)" }}>
              On the block
            </Typography>
          )}
        </Box>
        {!headline && event && (
          <Typography color="text.secondary" sx={{ fontSize: "clamp(0.9rem, 1.2vw, 1.1rem)" }}>
            Base price <Amount value={openingPrice(current.player, event)} unit={event.funds_unit} />
          </Typography>
        )}
      </Box>
      <PlayerCard player={current.player} variant="stage" onExpandImage={onExpandImage} />
    </Box>
  );
}
