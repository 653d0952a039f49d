// The right-hand drawer below laptop width (docs/product.md section 2 "Top bar and navigation").
import CloseIcon from "@mui/icons-material/Close";
import KeyboardIcon from "@mui/icons-material/Keyboard";
import LogoutIcon from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { BRAND } from "../../lib/config.ts";
import { myTeamLinks, myTeamsLabel, useMyTeams } from "../../lib/my-teams.ts";
import { ModeToggleGroup } from "./mode-toggle-group.tsx";
import { MyTeamIcon } from "./my-team-icon.tsx";
import { isActive, NAV_ITEMS, type NavAudience, type NavItem, STAFF_LINKS, UPDATE_PASSWORD } from "./nav-items.ts";

type Props = NavAudience & {
  open: boolean;
  onClose: () => void;
  userName: string | null;
  /** "My team": the signed-in owner's teams and bid pages (none: the section is left out). */
  onShortcuts: () => void;
  onLogout: () => void;
};

export function NavDrawer({ open, onClose, userName, isLoggedIn, isStaff, onShortcuts, onLogout }: Props) {
  // "My team" for an owner of teams (docs/product.md section 10): their teams' pages and bid pages.
  const teams = useMyTeams();
  const myTeams = { label: myTeamsLabel(teams), links: myTeamLinks(teams) };
  const { pathname } = useLocation();
  const audience = { isLoggedIn, isStaff };
  const main = NAV_ITEMS.filter((i) => i.show(audience) && !STAFF_LINKS.includes(i) && i !== UPDATE_PASSWORD);
  const staff = STAFF_LINKS.filter((i) => i.show(audience));

  /** A link of the drawer; "My team" entries add their event's name and an icon. */
  const link = (item: Pick<NavItem, "to" | "label">, extra: { key?: string; secondary?: string; icon?: ReactNode } = {}) => (
    <ListItemButton
      key={extra.key ?? item.to}
      component={RouterLink}
      to={item.to}
      onClick={onClose}
      selected={isActive(pathname, item.to)}
      sx={{ minHeight: 48, borderRadius: 2, mx: 1 }}
    >
      {extra.icon && <ListItemIcon sx={{ minWidth: 36 }}>{extra.icon}</ListItemIcon>}
      <ListItemText primary={item.label} secondary={extra.secondary} />
    </ListItemButton>
  );

  /** An entry of the drawer that closes it and then acts (the shortcuts dialog, logout). */
  const action = (label: string, icon: ReactNode, run: () => void) => (
    <ListItemButton
      onClick={() => {
        onClose();
        run();
      }}
      sx={{ minHeight: 48, borderRadius: 2, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );

  /** A titled group of entries. A nav, not a ul: its entries are buttons and links, not list items (axe "list"). */
  const section = (label: string, entries: ReactNode) => (
    <List
      component="nav"
      aria-label={label}
      subheader={
        <ListSubheader component="div" sx={{ bgcolor: "transparent" }}>
          {label}
        </ListSubheader>
      }
    >
      {entries}
    </List>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { "aria-label": "Menu", sx: { width: 300, maxWidth: "85vw" } } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, minHeight: 56 }}>
        <Typography variant="h6" noWrap component="p">
          {userName ? `Hi ${userName},` : BRAND}
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <List component="nav" aria-label="Main">
        {main.map((item) => link(item))}
        {action("Keyboard Shortcuts", <KeyboardIcon fontSize="small" />, onShortcuts)}
        {staff.map((item) => link(item))}
      </List>
      {myTeams.links.length > 0 &&
        section(
          myTeams.label,
          myTeams.links.map((item) =>
            link(item, { key: item.key, secondary: item.detail, icon: <MyTeamIcon kind={item.kind} /> }),
          ),
        )}
      {isLoggedIn &&
        section(
          "User Settings",
          <>
            {link(UPDATE_PASSWORD)}
            {action("Logout", <LogoutIcon fontSize="small" />, onLogout)}
          </>,
        )}
      <Box sx={{ mt: "auto", p: 2 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Colours
        </Typography>
        <ModeToggleGroup />
      </Box>
    </Drawer>
  );
}
