// "My team" on wide screens (docs/product.md section 10): a button and menu of the signed-in owner's
// teams (each team's page: purse, squad and needs) and the bid page of each event whose owners bid.
// Loaded for signed-in users only: a visitor's first page does not carry it.
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { type MyTeamLink, myTeamLinks, myTeamsLabel, useMyTeams } from "../../lib/my-teams.ts";
import { APP_BAR_HEIGHT } from "../../lib/theme.ts";
import { MyTeamIcon } from "./my-team-icon.tsx";
import { TopBarMenu } from "./top-bar-menu.tsx";

type Props = { anchor: HTMLElement | null; onClose: () => void; label: string; links: readonly MyTeamLink[] };

export function MyTeamMenu({ anchor, onClose, label, links }: Props) {
  return (
    <TopBarMenu anchor={anchor} onClose={onClose} minWidth={240} maxWidth={360} label={label}>
      {links.map((link) => (
        <MenuItem key={link.key} component={RouterLink} to={link.to} onClick={onClose}>
          <ListItemIcon>
            <MyTeamIcon kind={link.kind} />
          </ListItemIcon>
          <ListItemText primary={link.label} secondary={link.detail} slotProps={{ secondary: { noWrap: true } }} />
        </MenuItem>
      ))}
    </TopBarMenu>
  );
}

/** The top bar's "My team" ("My teams" for several): nothing for a user who owns no team. */
export function MyTeamButton() {
  const teams = useMyTeams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = myTeamLinks(teams);
  if (links.length === 0) return null;
  const label = myTeamsLabel(teams);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        endIcon={<ArrowDropDownIcon />}
        sx={{ height: APP_BAR_HEIGHT, px: 2, borderRadius: 0 }}
      >
        {label}
      </Button>
      <MyTeamMenu anchor={anchor} onClose={() => setAnchor(null)} label={label} links={links} />
    </>
  );
}
