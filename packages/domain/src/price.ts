// Price entry shorthands for the auctioneer (docs/decisions/033-price-entry-and-console-apply.md):
// "25000", "25,000", "1,50,000", "25k", "2.5k", "1.5L", "1.5 lakh", "1cr", "1.25 crore". The API
// itself takes whole numbers only; the web turns the text into one before sending.
import { PLAYER_STATUS } from "./constants.ts";
import { formatAmount } from "./display.ts";
import { RULE_TEXT } from "./messages.ts";

/** Multipliers by suffix, as powers of ten (so decimals are exact: 1.15L is 115000, not 114999.99…). */
const SUFFIX_EXPONENT: Record<string, number> = {
  "": 0,
  k: 3,
  thousand: 3,
  l: 5,
  lac: 5,
  lacs: 5,
  lakh: 5,
  lakhs: 5,
  cr: 7,
  crore: 7,
  crores: 7,
};

// Digits with optional thousands separators (Western 25,000 or Indian 1,50,000), an optional
// fraction, optional spaces, an optional suffix.
const PRICE_TEXT = /^(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d+)(?:\.(\d+))?\s*([a-z]*)$/;

/**
 * The whole number a price text stands for, or null when it is not a price: blank, negative, an
 * unknown suffix, or a fraction that does not come to a whole number ("1.2345k").
 */
export function parsePrice(text: string): number | null {
  return parseWith(text, SUFFIX_EXPONENT);
}

/**
 * An imported sheet's suffixes: the sell form's, and the millions of a league that counts in them
 * ("2.5M"; the sell form leaves `m` out, docs/decisions/033 and 058).
 */
const SHEET_SUFFIX_EXPONENT: Record<string, number> = {
  ...SUFFIX_EXPONENT,
  thousands: 3,
  m: 6,
  mn: 6,
  million: 6,
  millions: 6,
};

function parseWith(text: string, suffixes: Record<string, number>): number | null {
  const m = PRICE_TEXT.exec(text.trim().toLowerCase());
  if (!m) return null;
  const exponent = suffixes[m[3] ?? ""];
  if (exponent === undefined) return null;
  const whole = (m[1] ?? "").replaceAll(",", "");
  // Trailing zeros of a fraction change nothing ("25000.00", "1.50L").
  const fraction = (m[2] ?? "").replace(/0+$/, "");
  if (fraction.length > exponent) return null;
  const digits = `${whole}${fraction.padEnd(exponent, "0")}`;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Currency words a price column's header may carry besides its unit ("Reserve Price Rs Lakh"). */
const CURRENCY_WORDS = new Set(["rs", "inr", "rupees", "usd", "eur", "gbp", "in", "amount"]);

/**
 * A price column's header read for its unit (docs/api.md "Player import"): "Reserve Price Rs Lakh",
 * "Base price (in lakhs)", "Base (Cr)", "Reserve in thousands". `unit` is the shorthand suffix that
 * scales the column's plain numbers ("" when none); `rest` is the header without it and without
 * currency words, for matching the column by its name.
 */
export function priceHeaderUnit(header: string): { unit: string; rest: string } {
  const words = header
    .toLowerCase()
    .split(/[^a-z0-9₹$€£]+/)
    .filter(Boolean);
  let unit = "";
  const rest: string[] = [];
  for (const w of words) {
    if (!unit && SHEET_SUFFIX_EXPONENT[w] !== undefined) unit = w;
    else if (!CURRENCY_WORDS.has(w) && !/^[₹$€£]+$/.test(w)) rest.push(w);
  }
  return { unit, rest: rest.join(" ") };
}

/**
 * A price cell of a sheet: a shorthand ("2 Cr", "75 L", "25k", "2.5M") as the sell form reads it; a
 * plain number scaled by the header's unit ("200" under "Rs Lakh" is 2,00,00,000). Null: not a price.
 */
export function parseSheetPrice(cell: string, headerUnit: string): number | null {
  const t = cell.trim();
  if (headerUnit && /^[\d,]+(\.\d+)?$/.test(t)) return parseWith(`${t}${headerUnit}`, SHEET_SUFFIX_EXPONENT);
  return parseWith(t, SHEET_SUFFIX_EXPONENT);
}

/** Whether the text is a shorthand or grouped number rather than plain digits (so worth showing back). */
export function isPriceShorthand(text: string): boolean {
  return !/^\s*\d+\s*$/.test(text) && parsePrice(text) !== null;
}

/**
 * A player's opening price (docs/api.md "Base price"): its own base price, else the
 * event's minimum player price, and never below that minimum (a base price stored before the organiser
 * raised the minimum opens at the minimum: docs/decisions/053-base-price-floor.md). THE opening price:
 * every screen shows it, the sell form starts a Sold entry from it, the first bid is it.
 */
export function openingPrice(player: { base_price: number | null }, event: { min_player_price: number }): number {
  return Math.max(player.base_price ?? event.min_player_price, event.min_player_price);
}

/** The event's side of the base-price rule: its minimum and the unit its texts are written in. */
export type PriceRules = { min_player_price: number; funds_unit: string };

/**
 * The base-price rule (docs/api.md "Players"): a base price is at least the event's minimum player
 * price (blank opens at the minimum), so no player opens at a price nobody may pay. The refusal text, or null.
 */
export function basePriceError(basePrice: number | null | undefined, event: PriceRules): string | null {
  return basePrice != null && basePrice < event.min_player_price
    ? RULE_TEXT.basePriceBelowMin(event.min_player_price, event.funds_unit)
    : null;
}

/**
 * "Base price 5,000 Points", or "Base price 1,000 Points (event minimum)": the player's pages and its
 * share card alike.
 */
export function basePriceText(
  player: { base_price: number | null },
  event: { min_player_price: number; funds_unit: string },
): string {
  const opening = openingPrice(player, event);
  const amount = formatAmount(opening, event.funds_unit);
  // "(event minimum)" whenever the minimum is what opens: no base price, or one under a raised minimum.
  return opening === player.base_price ? `Base price ${amount}` : `Base price ${amount} (event minimum)`;
}

/**
 * A Sold price under the player's base price (docs/api.md "Base price"): allowed only with
 * "override limits", which is logged. The server's sale check and the sell form both ask this.
 */
export function isBelowBasePrice(status: number, price: number, basePrice: number | null): boolean {
  return status === PLAYER_STATUS.SOLD && basePrice !== null && price < basePrice;
}

// Displaying amounts: display.ts (formatNumber, formatAmount), exported from the package's index.
