// How numbers and calendar dates are displayed (docs/product.md section 9): one locale for every number
// on screen and in the server's messages and share cards. It imports nothing, so every domain file can
// use it without an import cycle. The web's times (apps/web/src/lib/format.ts) use the same locale.

/** The locale of every displayed number and date (docs/product.md section 9). */
export const DISPLAY_LOCALE = "en-IN";

// Made on first use, not when the module loads, and only for what is not a whole number: a page's
// first Intl formatter loads the locale's data, about 20 ms on this machine and 70-90 ms on a
// simulated phone in the middle of hydrating the players or live page (docs/decisions/047). Amounts,
// counts and prices are whole numbers, grouped below the way en-IN groups them.
let numberFormat: Intl.NumberFormat | undefined;

/** A safe integer's digits grouped the en-IN way: the last three, then pairs ("12,34,567"). */
function groupIndian(value: number): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head[0]] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${sign}${pairs.join(",")},${digits.slice(-3)}`;
}

/** 150000 -> "1,50,000" (whole numbers grouped as DISPLAY_LOCALE's Intl formatter does; others by it). */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupIndian(value);
  numberFormat ??= new Intl.NumberFormat(DISPLAY_LOCALE);
  return numberFormat.format(value);
}

/** 150000, "Points" -> "1,50,000 Points"; the web's pages and the server's messages and share cards alike. */
export function formatAmount(value: number | null | undefined, unit?: string | null): string {
  if (value === null || value === undefined) return "—";
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** A calendar date as shown everywhere, "05 Mar 2026" (the web's date-and-time formats start from it). */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: "2-digit", month: "short", year: "numeric" };
let dateFormat: Intl.DateTimeFormat | undefined;

/** A YYYY-MM-DD date as a local calendar date (no time-zone shift); null when it is not a date. */
export function parseDate(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-03-05" -> "05 Mar 2026" (the site's pages and the share cards alike); "" when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  const d = parseDate(value);
  if (!d) return "";
  // Made on first use, as above.
  dateFormat ??= new Intl.DateTimeFormat(DISPLAY_LOCALE, DATE_OPTIONS);
  return dateFormat.format(d);
}

// Made on first use, like the number format above (docs/decisions/047).
let setCollator: Intl.Collator | undefined;

/**
 * The order of named sets wherever they are listed (docs/product.md section 10; decision 059): natural,
 * numbers by value and case ignored, so M1, M2, BA1 … AL9, AL10 (not AL1, AL10, AL2).
 */
export function compareSetNames(a: string, b: string): number {
  setCollator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  return setCollator.compare(a, b);
}

/** Whether the runtime knows this IANA time zone ("Asia/Kolkata", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A moment as local time in `zone` with its offset: "2026-11-27 19:05:12 +05:30". */
export function formatInZone(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const offset = get("timeZoneName").replace(/^GMT/, "") || "+00:00";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}:${get("second")} ${offset}`;
}
