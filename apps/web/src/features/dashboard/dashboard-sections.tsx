// The five sections of an event's dashboard (docs/product.md section 2 "Dashboard") with their shortcuts
// (section 9; settings has none in the spec: alt+g, see lib/shortcuts.ts).
import GavelIcon from "@mui/icons-material/Gavel";
import GroupsIcon from "@mui/icons-material/Groups";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import PersonIcon from "@mui/icons-material/Person";
import SettingsIcon from "@mui/icons-material/Settings";
import type { ReactElement } from "react";
import type { SectionCardItem } from "../../components/section-cards.tsx";
import type { SectionItem } from "../../components/section-nav.tsx";
import { paths } from "../../lib/paths.ts";
import { HOTKEYS } from "../../lib/shortcuts.ts";

export type DashboardSection = SectionItem & SectionCardItem & { hotkey: string; bigIcon: ReactElement };

export function dashboardSections(eventId: number): DashboardSection[] {
  const sections = [
    {
      label: "Details",
      title: "Auction Details",
      description: "Sponsors, funds, players per team, minimum price per player, location, date and time.",
      to: paths.manage.detail.href(eventId),
      icon: <InfoOutlinedIcon />,
      bigIcon: <InfoOutlinedIcon fontSize="large" />,
      hotkey: HOTKEYS.detailsTab,
    },
    {
      label: "Teams",
      title: "Teams List",
      description: "Teams with their funds and players; add a team or edit its name, owners and logo.",
      to: paths.manage.teams.href(eventId),
      icon: <GroupsIcon />,
      bigIcon: <GroupsIcon fontSize="large" />,
      hotkey: HOTKEYS.teamsTab,
    },
    {
      label: "Players",
      title: "Players List",
      description: "Players by auction status; add a player, edit one, or sell one from its page.",
      to: paths.manage.players.href(eventId),
      icon: <PersonIcon />,
      bigIcon: <PersonIcon fontSize="large" />,
      hotkey: HOTKEYS.playersTab,
    },
    {
      label: "Auction",
      title: "Live Auction",
      description: "Run the auction: draw the next player, sell to a team, follow the counts.",
      to: paths.manage.auctions.href(eventId),
      icon: <GavelIcon />,
      bigIcon: <GavelIcon fontSize="large" />,
      hotkey: HOTKEYS.auctionsTab,
    },
    {
      label: "Settings",
      title: "Auction Settings",
      description: "Edit the auction details and manage the sponsors.",
      to: paths.manage.settings.href(eventId),
      icon: <SettingsIcon />,
      bigIcon: <SettingsIcon fontSize="large" />,
      hotkey: HOTKEYS.settingsTab,
    },
  ];
  return sections;
}
