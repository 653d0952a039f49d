// Display formats (docs/product.md section 9): dates as day, short month, year in the en-IN locale; ages in
// whole years; amounts with the event's funds unit.
import { DISPLAY_LOCALE } from "@sah/domain";

const LOCALE = DISPLAY_LOCALE;

/** A YYYY-MM-DD date as a local calendar date (no time-zone shift). */
export function parseDate(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDate(value: string | null | undefined): string {
  const d = parseDate(value);
  return d ? d.toLocaleDateString(LOCALE, { day: "2-digit", month: "short", year: "numeric" }) : "";
}

/** "18:30" -> "6:30 pm". */
export function formatTime(value: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value ?? "");
  if (!m) return "";
  const d = new Date(2000, 0, 1, Number(m[1]), Number(m[2]));
  return d.toLocaleTimeString(LOCALE, { hour: "numeric", minute: "2-digit" });
}

/** Whole years between the date of birth and today. */
export function ageInYears(dateOfBirth: string | null | undefined, today: Date = new Date()): number | null {
  const dob = parseDate(dateOfBirth);
  if (!dob) return null;
  let age = today.getFullYear() - dob.getFullYear();
  const beforeBirthday =
    today.getMonth() < dob.getMonth() || (today.getMonth() === dob.getMonth() && today.getDate() < dob.getDate());
  if (beforeBirthday) age -= 1;
  return age < 0 ? null : age;
}

/** Amounts: one definition for the web and the server (domain price.ts). */
export { formatAmount, formatNumber } from "@sah/domain";
