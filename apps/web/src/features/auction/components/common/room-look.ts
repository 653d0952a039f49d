// The room's look (docs/product.md section 10 "The room"): its two palettes and its text sizes, shared by
// the big screen, the overlay and the lot line's room variant (lot-clock.tsx).
export type RoomThemeName = "dark" | "light";
/** Every text colour (fg, muted, accent) is at least 7:1 on bg and on panel (features/auction/routes/room-pages.test.tsx). */
export const ROOM_PALETTES = {
  dark: { bg: "#0B1020", panel: "#141B2E", fg: "#FFFFFF", muted: "#C5CEE0", accent: "#FFD54F", line: "#2A3452" },
  light: { bg: "#FFFFFF", panel: "#F1F4F9", fg: "#0B1020", muted: "#2E3A52", accent: "#6B3F00", line: "#C9D2E3" },
} as const;
export type RoomPalette = (typeof ROOM_PALETTES)[RoomThemeName];

export function roomThemeOf(value: string | null): RoomThemeName {
  return value === "light" ? "light" : "dark";
}

/** The room's text sizes; `primary` is the player's name (min(7.5vh, 4.2vw): 81 px at 1080p, 54 px at 720p). */
export const ROOM_TEXT = {
  primary: "min(7.5vh, 4.2vw)",
  secondary: "min(3.4vh, 1.9vw)",
  label: "min(2.1vh, 1.2vw)",
} as const;
