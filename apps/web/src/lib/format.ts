// Display formats (docs/product.md section 9): every date and time in the domain's DISPLAY_LOCALE (en-IN),
// like every number (domain formatNumber, formatAmount); ages in whole years; amounts with the event's
// funds unit. No page formats a date or a number itself: the helpers here and the domain's are the one place.
import { DATE_OPTIONS as DATE, DISPLAY_LOCALE, formatNumber, parseDate } from "@sah/domain";

/** The calendar date's parse and format are the domain's (the share cards print it too). */
export { formatDate, parseDate } from "@sah/domain";

/**
 * One Intl.DateTimeFormat for the options, made on its first use and kept: making a formatter per call
 * (what toLocaleDateString does) cost a public page's start-up about 16 ms, and making them when this
 * module loads would put the first one's locale data on every page's start-up.
 */
function cachedFormat(options: Intl.DateTimeFormatOptions): (d: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (d) => {
    format ??= new Intl.DateTimeFormat(DISPLAY_LOCALE, options);
    return format.format(d);
  };
}

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
/** "6:30 pm": an event's start and end times and the clock time of an action alike. */
const timeFormat = cachedFormat(TIME);
/** "05 Mar 2026, 6:30 pm". */
const dateTimeFormat = cachedFormat({ ...DATE, ...TIME });
/** To the second, where actions come seconds apart (bids) or their order is the record (the audit). */
const SECONDS: Intl.DateTimeFormatOptions = { ...TIME, second: "2-digit" };
/** "6:30:15 pm". */
const secondsFormat = cachedFormat(SECONDS);
/** "05 Mar 2026, 6:30:15 pm". */
const dateSecondsFormat = cachedFormat({ ...DATE, ...SECONDS });

/** "18:30" -> "6:30 pm". */
export function formatTime(value: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value ?? "");
  if (!m) return "";
  return timeFormat(new Date(2000, 0, 1, Number(m[1]), Number(m[2])));
}

/** A timestamp (ISO text) shown by `format` in local time; "" when it is not a time. */
function ofTimestamp(format: (d: Date) => string): (iso: string | null | undefined) => string {
  return (iso) => {
    const d = iso ? new Date(iso) : null;
    return d && !Number.isNaN(d.getTime()) ? format(d) : "";
  };
}

/** A timestamp (ISO text) -> its local clock time, "6:30 pm". */
export const formatClockTime = ofTimestamp(timeFormat);
/** A timestamp (ISO text) -> its local date and time, "05 Mar 2026, 6:30 pm". */
export const formatDateTime = ofTimestamp(dateTimeFormat);
/** A timestamp -> its local clock time to the second, "6:30:15 pm" (bids). */
export const formatClockTimeSeconds = ofTimestamp(secondsFormat);
/** A timestamp -> its local date and time to the second, "05 Mar 2026, 6:30:15 pm" (the audit log). */
export const formatDateTimeSeconds = ofTimestamp(dateSecondsFormat);

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

/** Numbers and amounts: one definition for the web and the server (domain display.ts). */
export { formatAmount, formatNumber } from "@sah/domain";

/** The browser's own IANA time zone ("Asia/Kolkata"): the zone an organiser reads times in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Seconds as whole minutes, rounded: "12 min", "< 1 min" for a few seconds, "0 min" for none (sponsor exposure). */
export function formatMinutes(seconds: number): string {
  if (seconds > 0 && seconds < 30) return "< 1 min";
  return `${formatNumber(Math.round(seconds / 60))} min`;
}
