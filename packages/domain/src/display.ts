// How numbers are displayed (docs/product.md section 9): one locale for every number on screen and in
// the server's messages. It imports nothing, so every domain file can use it without an import cycle.
// The web's dates and times (apps/web/src/lib/format.ts) use the same locale.

/** The locale of every displayed number and date (docs/product.md section 9). */
export const DISPLAY_LOCALE = "en-IN";

// Made on first use, not when the module loads: the first Intl formatter of a process loads the locale
// data (about 14 ms), which a public page's start-up should not pay before it shows a number.
let numberFormat: Intl.NumberFormat | undefined;

/** 150000 -> "1,50,000". */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(DISPLAY_LOCALE);
  return numberFormat.format(value);
}

/** 150000, "Points" -> "1,50,000 Points"; the web's pages and the server's messages and share cards alike. */
export function formatAmount(value: number | null | undefined, unit?: string | null): string {
  if (value === null || value === undefined) return "—";
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}
