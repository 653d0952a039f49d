// The colour rule of docs/decisions/043-accessibility.md: in both schemes every status colour reads at
// 4.5:1 or more (WCAG AA for text) as text on the page and on a card, and its contrast text on it.
import type { CssVarsTheme } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { appTheme, lightSchemeSx, systemSchemeStyles } from "./theme.ts";

const AA = 4.5;
const STATUS = ["primary", "secondary", "error2", "success", "info", "warning", "error"] as const;

/** [r, g, b, a] of "#rgb", "#rrggbb" or "rgba(r, g, b, a)". */
function parse(colour: string): [number, number, number, number] {
  if (/^#[0-9a-f]{3}$/i.test(colour)) return parse(`#${[...colour.slice(1)].map((c) => c + c).join("")}`);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16), Number.parseInt(hex[3]!, 16), 1];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1]!.split(",").map((v) => Number(v.trim()));
  return [r, g, b, a];
}

/** The colour seen when `top` (possibly see-through) lies on the opaque `bottom`. */
function over(top: string, bottom: string): [number, number, number] {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(text: string, background: string): number {
  const a = luminance(over(text, background));
  const b = luminance(over(background, background));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe.each(["light", "dark"] as const)("the %s scheme's colours (docs/decisions/043-accessibility.md)", (scheme) => {
  // The theme is made with CSS variables (cssVariables in theme.ts), so it holds both schemes.
  const palette = (appTheme() as unknown as CssVarsTheme).colorSchemes[scheme]!.palette;
  const { default: page, paper: card } = palette.background;

  it.each(STATUS)("%s: as text on the page and on a card, and its contrast text on it, at least 4.5:1", (name) => {
    const { main, contrastText } = palette[name];
    expect(contrast(main, page)).toBeGreaterThanOrEqual(AA);
    expect(contrast(main, card)).toBeGreaterThanOrEqual(AA);
    expect(contrast(contrastText, main)).toBeGreaterThanOrEqual(AA);
  });

  it("icons and unselected toggles (action.active) and secondary text, on the page and on a card", () => {
    for (const colour of [palette.action.active, palette.text.secondary]) {
      expect(contrast(colour, page)).toBeGreaterThanOrEqual(AA);
      expect(contrast(colour, card)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe("the scheme before the app runs (docs/decisions/047-server-rendering.md)", () => {
  it("is the light scheme's variables, while <html> has no class and the system prefers light", () => {
    const theme = appTheme() as unknown as { generateStyleSheets(): Record<string, Record<string, string>>[] };
    const light = theme.generateStyleSheets().find((sheet) => ".light" in sheet)?.[".light"];
    expect(light?.["--mui-palette-background-default"]).toBe("#f5f3ee");
    expect(systemSchemeStyles()).toEqual({ "@media (prefers-color-scheme: light)": { ":root:not(.dark)": light } });
  });

  it("a component's light styles hold under the app's class and, before it, under the system's light preference", () => {
    const styles = { bgcolor: "#e9e4d8" };
    const sx = lightSchemeSx(appTheme(), styles);
    expect(sx).toEqual({ "*:where(.light) &": styles, "@media (prefers-color-scheme: light)": { "html:not(.dark) &": styles } });
  });
});
