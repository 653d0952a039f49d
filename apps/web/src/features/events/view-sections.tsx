// The four sections of the public event view (docs/product.md section 2) with their shortcuts (section 9).
import GavelIcon from "@mui/icons-material/Gavel";
import GroupsIcon from "@mui/icons-material/Groups";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import PersonIcon from "@mui/icons-material/Person";
import type { ReactElement } from "react";
import type { SectionItem } from "../../components/section-nav.tsx";
import { paths } from "../../lib/paths.ts";
import { HOTKEYS } from "../../lib/shortcuts.ts";

export type ViewSection = SectionItem & { title: string; description: string; bigIcon: ReactElement };

export function viewSections(eventId: number): ViewSection[] {
  return [
    {
      label: "Details",
      title: "Auction Details",
      description: "Sponsors, funds, players per team, minimum price per player, location, date and time.",
      to: paths.view.detail.href(eventId),
      icon: <InfoOutlinedIcon />,
      bigIcon: <InfoOutlinedIcon fontSize="large" />,
      hotkey: HOTKEYS.detailsTab,
    },
    {
      label: "Teams",
      title: "Teams List",
      description: "Teams with their funds and players.",
      to: paths.view.teams.href(eventId),
      icon: <GroupsIcon />,
      bigIcon: <GroupsIcon fontSize="large" />,
      hotkey: HOTKEYS.teamsTab,
    },
    {
      label: "Players",
      title: "Players List",
      description: "Every player with grade, skills and auction status.",
      to: paths.view.players.href(eventId),
      icon: <PersonIcon />,
      bigIcon: <PersonIcon fontSize="large" />,
      hotkey: HOTKEYS.playersTab,
    },
    {
      label: "Auction",
      title: "Live Auction",
      description: "Latest player being auctioned and auction status.",
      to: paths.view.auctions.href(eventId),
      icon: <GavelIcon />,
      bigIcon: <GavelIcon fontSize="large" />,
      hotkey: HOTKEYS.auctionsTab,
    },
  ];
}
