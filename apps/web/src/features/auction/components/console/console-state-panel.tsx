// The console when no player is on the block (docs/product.md section 4 "Auction status"): 3 preparation with
// "Start player selection", 4 unsold players remain with "Re-auction", 2 concluded; and, when every team
// is full with players left, "Every team is full" with the way to conclude instead of a draw.
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import GroupsIcon from "@mui/icons-material/Groups";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import { AUCTION_STATUS, type Team } from "@sah/domain";
import type { ReactNode } from "react";
import { ShortTeams } from "../common/squad-text.tsx";
import { StatePanel } from "../common/state-panel.tsx";

/**
 * `teams`: the concluded panel lists those that ended below their minimum players. `full`: every team
 * is full, so nobody can buy a player left (domain everyTeamFull): the auction is over whatever remains.
 */
type Props = { status: number; unsold: number | undefined; action?: ReactNode; teams?: readonly Team[]; full?: boolean };

/** Every team full with players left (docs/decisions/052): no re-auction, the organiser concludes. */
const FULL = {
  icon: <GroupsIcon />,
  title: "Every team is full",
  text: (n: number | undefined) =>
    `No team has a free slot, so ${n === undefined || n === 0 ? "the players left" : `the ${n} unsold player${n === 1 ? "" : "s"}`} cannot be bought. Conclude the auction: the purses and the top buys below are final.`,
};

const LOOK: Record<number, { icon: ReactNode; title: string; text: (unsold: number | undefined) => string }> = {
  [AUCTION_STATUS.PREPARATION]: {
    icon: <HourglassTopIcon />,
    title: "Ready to start",
    text: () => "No player is on the block yet. Start player selection to draw the first player (highest grade first).",
  },
  [AUCTION_STATUS.UNSOLD_REMAIN]: {
    icon: <ReplayIcon />,
    title: "Unsold players remain",
    text: (n) =>
      `Every available player has been drawn. Re-auction puts ${n === undefined ? "the unsold players" : `the ${n} unsold player${n === 1 ? "" : "s"}`} back in the draw.`,
  },
  [AUCTION_STATUS.CONCLUDED]: {
    icon: <EmojiEventsIcon />,
    title: "Auction concluded",
    text: () => "Every player has been placed. The purses and the top buys below are final.",
  },
};

export function ConsoleStatePanel({ status, unsold, action, teams = [], full = false }: Props) {
  const look = full ? FULL : (LOOK[status] ?? LOOK[AUCTION_STATUS.PREPARATION]!);
  return (
    <StatePanel icon={look.icon} title={look.title} text={look.text(unsold)}>
      {(full || status === AUCTION_STATUS.CONCLUDED) && <ShortTeams teams={teams} />}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </StatePanel>
  );
}
