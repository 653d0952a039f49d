// The console when no player is on the block (docs/product.md section 4 "Auction status"): 3 preparation with
// "Start player selection", 4 unsold players remain with "Re-auction", 2 concluded.
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import { AUCTION_STATUS, type Team } from "@sah/domain";
import type { ReactNode } from "react";
import { ShortTeams } from "./squad-text.tsx";
import { StatePanel } from "./state-panel.tsx";

/** `teams`: the concluded panel lists those that ended below their minimum players. */
type Props = { status: number; unsold: number | undefined; action?: ReactNode; teams?: readonly Team[] };

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

export function ConsoleStatePanel({ status, unsold, action, teams = [] }: Props) {
  const look = LOOK[status] ?? LOOK[AUCTION_STATUS.PREPARATION]!;
  return (
    <StatePanel icon={look.icon} title={look.title} text={look.text(unsold)}>
      {status === AUCTION_STATUS.CONCLUDED && <ShortTeams teams={teams} />}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </StatePanel>
  );
}
