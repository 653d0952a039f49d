// Theme (docs/product.md section 2 "Theme", section 4 "Player status"): dark first, yellow primary, light and
// dark schemes switched by the stored colour mode; breakpoints mobile 0, tablet 768, laptop 1280.
// Every status colour reads at 4.5:1 or more as text on the page and on a card, and its contrast text
// on it; the computed ratios are in docs/decisions/043-accessibility.md.
import { type CSSObject, createTheme, type Theme } from "@mui/material/styles";
import { NAME_SCRIPTS, nameScriptFamily } from "@sah/domain";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
    laptop: true;
  }
  interface Palette {
    error2: Palette["primary"];
  }
  interface PaletteOptions {
    error2?: PaletteOptions["primary"];
  }
}
declare module "@mui/material/Chip" {
  interface ChipPropsColorOverrides {
    error2: true;
  }
}
declare module "@mui/material/Badge" {
  interface BadgePropsColorOverrides {
    error2: true;
  }
}

/**
 * The app's font: the faces of the scripts names are written in, declared in index.html with the
 * characters each draws (vite.config.ts `nameFonts`; docs/decisions/076-fonts-for-names.md), then the
 * device's own. Listed first, a face is the one a name in its script is drawn with from the first
 * paint (listed after the device's fonts, text drawn before it loaded kept the device's empty boxes);
 * none has a space or a Latin letter, so Latin text, and every line's height, stay the device's font's.
 */
export const FONT_FAMILY = [
  ...NAME_SCRIPTS.map((script) => `"${nameScriptFamily(script)}"`),
  '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
].join(", ");

/** The colour mode is stored in localStorage under `mode` (docs/product.md section 2 "Theme"). */
export const MODE_STORAGE_KEY = "mode";

/** The layout's breakpoints in px (docs/product.md section 2): the theme's, and `sizes` of images. */
export const BREAKPOINTS = { mobile: 0, tablet: 768, laptop: 1280 } as const;

/** One spacing unit in px (the theme's `spacing`: `gap: 2` is 16 px). */
export const SPACING = 8;

export const APP_BAR_HEIGHT = 56;
export const BOTTOM_NAV_HEIGHT = 64;

let built: Theme | null = null;
let systemScheme: CSSObject | null = null;

/**
 * The app's theme, built on first use: building it (every colour of both schemes as CSS variables) is
 * one of the longest steps of a page's start-up, so start.tsx runs it as a task of its own rather than
 * as part of loading the code (docs/decisions/047 "Start-up in short tasks").
 */
export function appTheme(): Theme {
  if (!built) {
    built = buildTheme();
    // In the same task as the theme (start.tsx runs it on its own), not in hydration's commit.
    systemScheme = systemSchemeOf(built);
  }
  return built;
}

/**
 * The scheme shown before the app has started. The scheme is chosen by a class on <html> that the app
 * sets once it runs (MUI's inline script for it is blocked by our Content-Security-Policy), and a
 * server-rendered page is painted long before that: without this, a phone set to light got the dark
 * page, which turned light at hydration. Here the light scheme's variables also apply while <html> has
 * no class and the system prefers light (`:root:not(.dark)` under `prefers-color-scheme: light`), so
 * the first paint is in the visitor's system scheme; the app then sets the same class (mode "system").
 * Only a visitor whose stored choice differs from the system still sees the change at hydration.
 * Global styles for the ThemeProvider (app/providers.tsx); built once, with the theme.
 */
export function systemSchemeStyles(): CSSObject {
  appTheme();
  return systemScheme as CSSObject;
}

function systemSchemeOf(theme: Theme): CSSObject {
  const sheets = (theme as Theme & { generateStyleSheets(): Record<string, CSSObject>[] }).generateStyleSheets();
  const light = sheets.find((sheet) => ".light" in sheet)?.[".light"];
  return light ? { "@media (prefers-color-scheme: light)": { ":root:not(.dark)": light } } : {};
}

/**
 * `styles` in the light scheme: under the app's class, and before the app has set it when the system
 * prefers light (systemSchemeStyles). In place of theme.applyStyles("light", …).
 */
export function lightSchemeSx<S extends object>(theme: Theme, styles: S) {
  return {
    ...(theme.applyStyles("light", styles as CSSObject) as Record<string, unknown>),
    // A selector that starts with a type, so Emotion does not read it as a pseudo-class of the element.
    "@media (prefers-color-scheme: light)": { "html:not(.dark) &": styles },
  };
}

const buildTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: "class" },
    defaultColorScheme: "dark",
    colorSchemes: {
      dark: {
        palette: {
          primary: { main: "#f5c518", light: "#ffd95a", dark: "#c49b00", contrastText: "#14110a" },
          secondary: { main: "#4dd0e1", light: "#88ffff", dark: "#009faf", contrastText: "#06191c" },
          error2: { main: "#f06292", light: "#ff94c2", dark: "#ba2d65", contrastText: "#1d0710" },
          success: { main: "#66bb6a", light: "#98ee99", dark: "#338a3e", contrastText: "#07160a" },
          info: { main: "#42a5f5", light: "#80d6ff", dark: "#0077c2", contrastText: "#04121d" },
          warning: { main: "#ffa726", light: "#ffd95b", dark: "#c77800", contrastText: "#1c1002" },
          // White on this red is 3.5:1; near-black is 5.6:1.
          error: { main: "#ef5350", light: "#ff867c", dark: "#b61827", contrastText: "#1a0505" },
          background: { default: "#0c0e13", paper: "#151922" },
        },
      },
      light: {
        palette: {
          // MUI's light defaults (#0288d1, #ed6c02, #d32f2f…) fall below 4.5:1 as text on the page
          // (#f5f3ee); these are the darker shades of the same hues. A dark gold for the yellow primary.
          primary: { main: "#7a5800", light: "#c99a1e", dark: "#5c4200", contrastText: "#ffffff" },
          secondary: { main: "#006d77", light: "#4fb3bf", dark: "#004c53", contrastText: "#ffffff" },
          error2: { main: "#c2185b", light: "#fa5788", dark: "#8c0032", contrastText: "#ffffff" },
          success: { main: "#2e7d32", light: "#4caf50", dark: "#1b5e20", contrastText: "#ffffff" },
          info: { main: "#01579b", light: "#0288d1", dark: "#003c6c", contrastText: "#ffffff" },
          warning: { main: "#a65400", light: "#ed6c02", dark: "#7a3e00", contrastText: "#ffffff" },
          error: { main: "#c62828", light: "#ef5350", dark: "#8e0000", contrastText: "#ffffff" },
          // Icons and unselected toggles: MUI's 0.54 black is 4.47:1 on the page.
          action: { active: "rgba(0, 0, 0, 0.62)" },
          background: { default: "#f5f3ee", paper: "#ffffff" },
        },
      },
    },
    breakpoints: {
      // MUI's own components still read xs..xl; the app's code uses mobile, tablet and laptop.
      values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, ...BREAKPOINTS },
    },
    spacing: SPACING,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: "none", fontWeight: 600 },
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
    },
    components: {
      MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
      MuiCard: { defaultProps: { variant: "outlined" } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiChip: { styleOverrides: { label: { fontWeight: 600 } } },
      // The help under a disabled field says why it is disabled: it stays readable (MUI greys it to 2.7:1).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ "&.Mui-disabled:not(.Mui-error)": { color: (theme.vars ?? theme).palette.text.secondary } }),
        },
      },
    },
  });

/** `sx` of text read by screen readers and not shown (a name that the picture next to it stands for). */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/**
 * `sx` of a link in the top bar's and the section nav's rows of links: flat, the current page's link
 * (aria-current) in the primary colour over a 3px line drawn inside it, so the row keeps its height.
 */
export function navLinkSx(theme: Theme, current: boolean, height: number, otherColor: string) {
  return {
    height,
    px: 2,
    borderRadius: 0,
    color: current ? "primary.main" : otherColor,
    boxShadow: current ? `inset 0 -3px 0 ${theme.vars?.palette.primary.main}` : "none",
  };
}
