// Paper is light (docs/decisions/066-report-and-exposure.md "Print"): the printed reports (the auction
// report, a sponsor's report) are black on white whatever the screen's mode.
import type { Theme } from "@mui/material/styles";
import { appTheme } from "./theme.ts";

/** The light scheme's CSS variables, for a page's `@media print` styles (the sheet lib/theme.ts applies for a light system). */
export function printScheme(): object {
  const sheets = (appTheme() as Theme & { generateStyleSheets(): Record<string, object>[] }).generateStyleSheets();
  const light = sheets.find((sheet) => ".light" in sheet)?.[".light"];
  return light ? { ":root, :root.dark": light } : {};
}
