// The whole card as one link (lists of events, teams, players, sponsors, users and an event's
// sections): a plain <a> styled as MUI's CardActionArea looks (a tint on hover, on press and on
// keyboard focus, with a focus ring), without its ButtonBase. A card list's hydration ran ButtonBase's
// ripple and focus machinery (a dozen handlers and layout effects a card) for a link that needs none
// of it: the players page's cards were most of its hydration commit on a phone (docs/decisions/047
// "Start-up in short tasks"). Keyboard: Tab reaches it, Enter follows it, as any link.
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

const cardLinkSx: SxProps<Theme> = (theme) => ({
  position: "relative",
  display: "block",
  width: "100%",
  color: "inherit",
  textDecoration: "none",
  textAlign: "inherit",
  borderRadius: "inherit",
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  outline: 0,
  "&::after": {
    content: '""',
    position: "absolute",
    inset: 0,
    borderRadius: "inherit",
    pointerEvents: "none",
    backgroundColor: "currentColor",
    opacity: 0,
    transition: theme.transitions.create("opacity", { duration: theme.transitions.duration.short }),
  },
  "@media (hover: hover)": { "&:hover::after": { opacity: theme.palette.action.hoverOpacity } },
  "&:active::after": { opacity: theme.palette.action.activatedOpacity },
  "&:focus-visible::after": { opacity: theme.palette.action.focusOpacity },
  "&:focus-visible": { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -3 },
});

export function CardLink({ to, sx, children }: { to: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component={RouterLink} to={to} sx={[cardLinkSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
