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

/**
 * How an event shows its amounts (docs/api.md "Events" `amount_style`; docs/decisions/061): "full" writes
 * every digit ("27,00,00,000 INR"), "short" says them the way people do ("₹27 Cr", "$1.2M", "350K pts").
 */
export const AMOUNT_STYLES = ["full", "short"] as const;
export type AmountStyle = (typeof AMOUNT_STYLES)[number];
export const DEFAULT_AMOUNT_STYLE: AmountStyle = "full";

/** A short amount's scales, largest first: the size, its word and whether a space comes before it. */
type Scale = readonly [size: number, word: string, spaced: boolean];
/** Indian rupees are said in crore and lakh ("₹27 Cr", "₹75 L"). */
const LAKH_CRORE: readonly Scale[] = [
  [10_000_000, "Cr", true],
  [100_000, "L", true],
];
/** Every other unit in thousands, millions and billions ("$1.2M", "350K pts"). */
const THOUSANDS: readonly Scale[] = [
  [1_000_000_000, "B", false],
  [1_000_000, "M", false],
  [1_000, "K", false],
];

// The symbols of the currency codes asked so far ("INR" -> "₹"; null: not a currency code). Made on
// first use like the formats above; a unit that is no three-letter code never reaches Intl.
const currencySymbols = new Map<string, string | null>();

/** The symbol of `unit` when it is an ISO 4217 currency code ("INR" -> "₹", "USD" -> "$"), else null. */
export function currencySymbol(unit: string | null | undefined): string | null {
  const code = (unit ?? "").trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  let symbol = currencySymbols.get(code);
  if (symbol === undefined) {
    symbol = null;
    if (Intl.supportedValuesOf("currency").includes(code)) {
      const parts = new Intl.NumberFormat("en", {
        style: "currency",
        currency: code,
        currencyDisplay: "narrowSymbol",
      }).formatToParts(0);
      symbol = parts.find((p) => p.type === "currency")?.value ?? null;
    }
    currencySymbols.set(code, symbol);
  }
  return symbol;
}

/**
 * A whole amount in the largest scale that says it exactly with at most two decimals: 27,00,00,000 ->
 * "27 Cr", 2,50,00,000 -> "2.5 Cr", 2,72,50,000 -> "272.5 L" (2.725 Cr would need three). It never
 * rounds: an amount no scale says exactly (1,234,567) is written in full, so no short amount is wrong.
 */
function shortNumber(abs: number, scales: readonly Scale[]): string {
  for (const [size, word, spaced] of scales) {
    const hundredth = size / 100;
    if (abs < size || abs % hundredth !== 0) continue;
    const whole = Math.floor(abs / size);
    const cents = String((abs % size) / hundredth)
      .padStart(2, "0")
      .replace(/0+$/, "");
    return `${formatNumber(whole)}${cents ? `.${cents}` : ""}${spaced ? " " : ""}${word}`;
  }
  return formatNumber(abs);
}

/** The short style of one amount (see formatAmount); a value that is no safe whole number is written in full. */
function shortAmount(value: number, unit: string | null | undefined): string {
  const symbol = currencySymbol(unit);
  if (!Number.isSafeInteger(value)) return symbol ? `${symbol}${formatNumber(value)}` : fullAmount(value, unit);
  const scales = symbol === "₹" ? LAKH_CRORE : THOUSANDS;
  const sign = value < 0 ? "-" : "";
  const said = shortNumber(Math.abs(value), scales);
  return symbol ? `${sign}${symbol}${said}` : unit ? `${sign}${said} ${unit}` : `${sign}${said}`;
}

function fullAmount(value: number, unit: string | null | undefined): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/**
 * The one amount formatter of every screen, card and message (docs/product.md section 9): 150000,
 * "Points" -> "1,50,000 Points" in the full style (the default); in the short style 27,00,00,000 "INR"
 * -> "₹27 Cr", 1,200,000 "USD" -> "$1.2M", 350,000 "pts" -> "350K pts" (the currency's symbol when
 * the unit is a currency code, else the unit after the number). Null and undefined are "—".
 */
export function formatAmount(value: number | null | undefined, unit?: string | null, style?: AmountStyle | null): string {
  if (value === null || value === undefined) return "—";
  return style === "short" ? shortAmount(value, unit) : fullAmount(value, unit);
}

/**
 * The XLSX number format of a money column for this unit (docs/api.md "Exports"): grouped the
 * way the unit's locale groups it, en-IN (lakh and crore) for INR, thousands otherwise.
 */
export function moneyNumberFormat(unit: string | null | undefined): string {
  return currencySymbol(unit) === "₹" ? INDIAN_NUMBER_FORMAT : "#,##0";
}
/** en-IN grouping as a spreadsheet number format (the locale tag 4009 is en-IN). */
export const INDIAN_NUMBER_FORMAT = "[$-4009]#,##0";

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
