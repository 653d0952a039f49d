// The sections of an event (docs/product.md section 2): top links on laptop width, a fixed bottom navigation
// below it; each section has a keyboard shortcut (section 9).
import BottomNavigation from "@mui/material/BottomNavigation";
import BottomNavigationAction from "@mui/material/BottomNavigationAction";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { ReactElement } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { BOTTOM_NAV_HEIGHT, navLinkSx } from "../lib/theme.ts";

export type SectionItem = { label: string; to: string; icon: ReactElement; hotkey: string };

/** Bottom padding a page needs below laptop width so that the fixed bottom navigation hides nothing. */
export const SECTION_NAV_CLEARANCE = { mobile: `${BOTTOM_NAV_HEIGHT + 24}px`, laptop: 4 } as const;

export function SectionNav({ items, label }: { items: readonly SectionItem[]; label: string }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("laptop"));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = items.find((i) => pathname.startsWith(i.to));

  useHotkeys(
    items.map((i) => i.hotkey),
    (event, handler) => {
      const item = items.find((i) => i.hotkey === handler.hotkey);
      if (!item) return;
      event.preventDefault();
      navigate(item.to);
    },
    { preventDefault: true },
    [items, navigate],
  );

  if (wide) {
    return (
      <Box component="nav" aria-label={label} sx={{ display: "flex", gap: 1, borderBottom: 1, borderColor: "divider", mb: 3 }}>
        {items.map((item) => {
          const isActive = item === active;
          return (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              startIcon={item.icon}
              aria-current={isActive ? "page" : undefined}
              aria-keyshortcuts={item.hotkey.replace("alt", "Alt")}
              sx={navLinkSx(theme, isActive, 48, "text.secondary")}
            >
              {item.label}
            </Button>
          );
        })}
      </Box>
    );
  }

  return (
    <Paper
      component="nav"
      aria-label={label}
      elevation={8}
      sx={{
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        borderTop: 1,
        borderColor: "divider",
        borderRadius: 0,
        pb: "env(safe-area-inset-bottom)",
      }}
    >
      <BottomNavigation showLabels value={active?.to ?? false} sx={{ height: BOTTOM_NAV_HEIGHT, bgcolor: "transparent" }}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.to}
            value={item.to}
            label={item.label}
            icon={item.icon}
            component={RouterLink}
            to={item.to}
            aria-current={item === active ? "page" : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
