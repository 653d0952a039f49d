// Field builders shared by every schema. Each accepts JSON values and multipart text alike,
// so the server validates both bodies and the web forms with one schema (docs/style.md habit 1).
import { z } from "zod";
import { LIMITS } from "./constants.ts";
import { charsTooMany, MSG } from "./messages.ts";

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

export function toNumber(v: unknown): unknown {
  if (typeof v === "string") {
    const t = v.trim();
    if (t === "") return undefined;
    return /^-?\d+$/.test(t) ? Number(t) : t;
  }
  return v;
}

/** A required, trimmed text; `required` is the spec's message for a missing value. */
export function requiredText(required: string, max: number = LIMITS.nameMax) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: required }).min(1, { error: required, abort: true }).max(max, charsTooMany(max)),
  );
}

/** An optional text that is null when blank (e.g. a player's draw set): trimmed, at most `max`. */
export function nullableText(max: number = LIMITS.textMax) {
  return z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === "string" ? v.trim() : v),
    z.string({ error: MSG.invalidChoice }).max(max, charsTooMany(max)).nullable(),
  );
}

/** An optional whole number in [0, LIMITS.moneyMax]: blank (or null) is null, "not set". */
export function optionalMoney() {
  return z.preprocess(
    (v) => (isBlank(v) ? null : toNumber(v)),
    z
      .number({ error: MSG.notAnInteger })
      .int(MSG.notAnInteger)
      .min(0, MSG.notNegative)
      .max(LIMITS.moneyMax, MSG.tooLarge)
      .nullable(),
  );
}

/** A required whole number in [min, max]. */
export function requiredInt(
  required: string,
  opts: { min?: number; max?: number; minMessage?: string; maxMessage?: string } = {},
) {
  const min = opts.min ?? 0;
  const max = opts.max ?? LIMITS.moneyMax;
  return z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (isBlank(iss.input) ? required : MSG.notAnInteger) })
      .int(MSG.notAnInteger)
      .min(min, opts.minMessage ?? (min === 0 ? MSG.notNegative : `Ensure this value is greater than or equal to ${min}.`))
      .max(max, opts.maxMessage ?? MSG.tooLarge),
  );
}

/**
 * An id in a path or a query string: digits only ("12"), so "0x10", "1e3", " 7" or "7.0" are refused
 * instead of naming some other record. A repeated query key is refused too.
 */
export function wireId(required: string = MSG.invalidId) {
  return z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => (isBlank(iss.input) ? required : MSG.invalidId) })
      .int(MSG.invalidId)
      .min(1, MSG.invalidId)
      .max(LIMITS.intMax, MSG.invalidId),
  );
}

/**
 * A live message id sent back by a reconnecting client (Last-Event-ID or `last_event_id`): digits
 * only, 0 to LIMITS.intMax, the range of the log's sequence numbers (docs/api.md "Live updates").
 */
export function liveSeq() {
  return z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.invalidLastEventId })
      .int(MSG.invalidLastEventId)
      .min(0, MSG.invalidLastEventId)
      .max(LIMITS.intMax, MSG.invalidLastEventId),
  );
}

/** An id (positive whole number). */
export function idField(required = "This field is required.") {
  return requiredInt(required, { min: 1, max: LIMITS.intMax, minMessage: MSG.invalidChoice });
}

/**
 * Repeated keys, one value, or a JSON array: a list of ids. A lone empty value means an empty list.
 * `max` caps the number of distinct ids (a repeated id counts once) with its own message.
 */
export function idList(message: string = MSG.invalidChoice, max?: { count: number; message: () => string }) {
  // `max.message` is asked only when a list is refused: a text that formats a number is made on use (display.ts).
  const tooMany = max ? { error: () => max.message() } : message;
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null) return v;
      const list = Array.isArray(v) ? v : [v];
      return list.filter((x) => !(typeof x === "string" && x.trim() === "")).map(toNumber);
    },
    z
      .array(z.number({ error: message }).int(message).min(1, message).max(LIMITS.intMax, message), { error: message })
      .max(500, tooMany)
      .refine((ids) => !max || new Set(ids).size <= max.count, tooMany),
  );
}

export function requiredDate(required: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .refine((s) => isValidDate(s), MSG.invalidDate),
  );
}

/** An optional date (YYYY-MM-DD): blank (or null) is null, "not known". */
export function optionalDate() {
  return z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: MSG.invalidDate })
      .refine((s) => isValidDate(s), MSG.invalidDate)
      .nullable(),
  );
}

export function isValidDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** HH:MM (HH:MM:SS accepted and cut to minutes). */
export function requiredTime(required: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(/^(\d{2}:\d{2}):\d{2}$/, "$1") : v),
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.invalidTime),
  );
}

export function requiredEmail(required: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .max(254, MSG.emailInvalid)
      .pipe(z.email(MSG.emailInvalid)),
  );
}

/** An optional e-mail: blank becomes null. */
export function optionalEmail() {
  return z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === "string" ? v.trim() : v),
    z.string({ error: MSG.emailInvalid }).max(254, MSG.emailInvalid).pipe(z.email(MSG.emailInvalid)).nullable(),
  );
}

export function booleanField(required: string) {
  return z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      const t = v.trim().toLowerCase();
      if (["true", "1", "on", "yes"].includes(t)) return true;
      if (["false", "0", "off", "no"].includes(t)) return false;
      return t === "" ? undefined : v;
    },
    z.boolean({ error: required }),
  );
}

export function newPassword(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(LIMITS.passwordMin, MSG.passwordTooShort)
    .max(LIMITS.passwordMax, MSG.passwordTooLong);
}

/** An optional http(s) link: blank becomes "". */
export function optionalUrl() {
  return z.preprocess(
    (v) => (isBlank(v) ? "" : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: MSG.invalidUrl })
      .max(500, MSG.invalidUrl)
      .refine((s) => s === "" || /^https?:\/\/[^\s]+$/i.test(s), MSG.invalidUrl),
  );
}

/** An uploaded file part: the server replaces it with its bytes; the docs show it as binary. */
export const fileField = z.any().optional().meta({ type: "string", format: "binary" });
