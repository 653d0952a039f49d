// The fixed top bar (docs/product.md section 2 "Top bar and navigation"): transparent at the top, darker and
// blurred from 20 px of scroll (section 9), hidden while scrolling down; 56 px high. The drawer,
// the avatar menu and the shortcuts dialog load when first opened (and on idle before that).
import KeyboardIcon from "@mui/icons-material/Keyboard";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Slide from "@mui/material/Slide";
import { useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { BRAND } from "../../lib/config.ts";
import { paths } from "../../lib/paths.ts";
import { usePrefetchOnIdle } from "../../lib/prefetch-on-idle.ts";
import { initials, useIsStaff, useSessionUser, useUser } from "../../lib/session.tsx";
import { APP_BAR_HEIGHT, navLinkSx, visuallyHidden } from "../../lib/theme.ts";
import { BrandName } from "../brand.tsx";
import { lazyPart } from "../lazy-part.tsx";
import { PendingState } from "../screen-boundary.tsx";
import { ModeButton } from "./mode-switch.tsx";
import { isActive, NAV_ITEMS, UPDATE_PASSWORD } from "./nav-items.ts";
import { useScrollState } from "./use-scroll-state.ts";

const loadDrawer = () => import("./nav-drawer.tsx");
const loadMenu = () => import("./avatar-menu.tsx");
const loadShortcuts = () => import("../shortcuts-dialog.tsx");
// "My team" (docs/product.md section 10) asks for the user's teams: loaded for signed-in users only.
const loadMyTeam = () => import("./my-team-menu.tsx");
const NavDrawer = lazyPart(loadDrawer, (m) => m.NavDrawer);
const AvatarMenu = lazyPart(loadMenu, (m) => m.AvatarMenu);
const ShortcutsDialog = lazyPart(loadShortcuts, (m) => m.ShortcutsDialog);
const MyTeamButton = lazyPart(loadMyTeam, (m) => m.MyTeamButton, <PendingState />);

export function TopBar() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("laptop"));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn, logout } = useUser();
  const user = useSessionUser();
  const isStaff = useIsStaff();
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState<boolean | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const { hidden, scrolled } = useScrollState();
  usePrefetchOnIdle(wide ? WIDE_PARTS : NARROW_PARTS);

  const onLogout = async () => {
    await logout();
    navigate(paths.home.href());
  };
  const audience = { isLoggedIn, isStaff };
  const links = NAV_ITEMS.filter((i) => i.show(audience) && i !== UPDATE_PASSWORD);

  return (
    <>
      <Slide appear={false} direction="down" in={!hidden || drawerOpen === true}>
        <AppBar
          position="fixed"
          elevation={0}
          color="transparent"
          sx={{
            height: APP_BAR_HEIGHT,
            transition: "background-color 200ms, backdrop-filter 200ms, border-color 200ms",
            borderBottom: 1,
            borderColor: scrolled ? "divider" : "transparent",
            bgcolor: scrolled ? `rgba(${theme.vars?.palette.background.defaultChannel} / 0.78)` : "transparent",
            backdropFilter: scrolled ? "blur(14px) saturate(140%)" : "none",
          }}
        >
          <Toolbar disableGutters sx={{ minHeight: `${APP_BAR_HEIGHT}px !important`, px: { mobile: 1.5, tablet: 3 }, gap: 1 }}>
            <Box
              component={RouterLink}
              to={paths.home.href()}
              // The name starts with the brand it shows, so that "click Sports Auction House" works by voice.
              aria-label={`${BRAND}: home`}
              sx={{ textDecoration: "none", minWidth: 0, mr: "auto" }}
            >
              <BrandName compact={!wide} />
            </Box>
            {wide ? (
              <>
                <Button
                  color="inherit"
                  startIcon={<KeyboardIcon />}
                  onClick={() => setShortcutsOpen(true)}
                  sx={{ height: APP_BAR_HEIGHT, borderRadius: 0, px: 1.5 }}
                >
                  Shortcuts
                </Button>
                <Box component="nav" aria-label="Main" sx={{ display: "flex", height: APP_BAR_HEIGHT }}>
                  {links.map((item) => {
                    const active = isActive(pathname, item.to);
                    return (
                      <Button
                        key={item.to}
                        component={RouterLink}
                        to={item.to}
                        aria-current={active ? "page" : undefined}
                        sx={navLinkSx(theme, active, APP_BAR_HEIGHT, "text.primary")}
                      >
                        {item.label}
                      </Button>
                    );
                  })}
                  {user && <MyTeamButton />}
                </Box>
                <ModeButton />
                {user && (
                  <IconButton
                    onClick={(e) => {
                      setMenuAnchor(e.currentTarget);
                      setMenuUsed(true);
                    }}
                    aria-haspopup="menu"
                    aria-expanded={menuAnchor ? "true" : undefined}
                    sx={{ p: 0.5 }}
                  >
                    {/* The initials are a picture of the name, which the hidden text says in full: the
                        button is named by its content, so no label differs from what it shows (axe
                        label-content-name-mismatch; docs/decisions/043-accessibility.md). */}
                    <Box component="span" sx={visuallyHidden}>
                      Account of {user.name}
                    </Box>
                    <Avatar
                      aria-hidden
                      sx={{
                        width: 36,
                        height: 36,
                        bgcolor: "primary.main",
                        color: "primary.contrastText",
                        fontWeight: 800,
                        fontSize: 15,
                      }}
                    >
                      {initials(user.name)}
                    </Avatar>
                  </IconButton>
                )}
              </>
            ) : (
              <IconButton aria-label="Open menu" edge="end" color="inherit" onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
          </Toolbar>
        </AppBar>
      </Slide>
      {!wide && drawerOpen !== null && (
        <NavDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          userName={user?.name ?? null}
          isLoggedIn={isLoggedIn}
          isStaff={isStaff}
          onShortcuts={() => setShortcutsOpen(true)}
          onLogout={onLogout}
        />
      )}
      {wide && user && menuUsed && (
        <AvatarMenu
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
          name={user.name}
          email={user.email}
          isStaff={isStaff}
          onLogout={onLogout}
        />
      )}
      {shortcutsOpen !== null && <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />}
    </>
  );
}

const WIDE_PARTS = [loadMenu, loadShortcuts] as const;
const NARROW_PARTS = [loadDrawer, loadShortcuts] as const;
