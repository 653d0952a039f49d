// "My team" on wide screens (docs/product.md section 10): a menu of the signed-in owner's teams (each
// team's page: purse, squad and needs) and the bid page of each event whose owners bid. Loaded when
// first opened.
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Link as RouterLink } from "react-router";
import type { MyTeamLink } from "../../lib/my-teams.ts";
import { MyTeamIcon } from "./my-team-icon.tsx";
import { BELOW_RIGHT } from "./nav-items.ts";

type Props = { anchor: HTMLElement | null; onClose: () => void; label: string; links: readonly MyTeamLink[] };

export function MyTeamMenu({ anchor, onClose, label, links }: Props) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      {...BELOW_RIGHT}
      slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 360, mt: 1 } }, list: { "aria-label": label } }}
    >
      {links.map((link) => (
        <MenuItem key={link.key} component={RouterLink} to={link.to} onClick={onClose}>
          <ListItemIcon>
            <MyTeamIcon kind={link.kind} />
          </ListItemIcon>
          <ListItemText primary={link.label} secondary={link.detail} slotProps={{ secondary: { noWrap: true } }} />
        </MenuItem>
      ))}
    </Menu>
  );
}
