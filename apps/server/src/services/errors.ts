// What services refuse, in their own words (docs/architecture.md, "Layers and boundaries"): not found,
// forbidden, conflict, invalid (with field messages). Services know nothing of HTTP; plugins/errors.ts
// turns these into the contract's bodies and status codes (docs/api.md "Errors").
import { DETAIL } from "@sah/domain";
import type { z } from "zod";

/** `{ field: [messages] }`, the contract's shape for bad input. */
export type FieldErrors = Record<string, string[]>;

export type DomainErrorKind = "invalid" | "forbidden" | "not_found" | "conflict" | "too_many";

export class DomainError extends Error {
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
    /** Set for invalid input that names its fields; otherwise `message` is the whole answer. */
    public readonly fields: FieldErrors | null = null,
    /** For `too_many`: when the caller may try again. */
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The thing named does not exist, or not for this caller (an archived event for non-staff). */
export const notFound = () => new DomainError("not_found", DETAIL.notFound);
/** The caller may not do this. */
export const forbidden = () => new DomainError("forbidden", DETAIL.forbidden);
/** The request clashes with the stored state (an undo that no longer applies, a busy retry). */
export const conflict = (detail: string) => new DomainError("conflict", detail);
/** The caller has used up a rate limit (docs/api.md "Limits"); it may try again after `retryAfterSeconds`. */
export const tooMany = (detail: string, retryAfterSeconds: number) =>
  new DomainError("too_many", detail, null, Math.max(1, Math.ceil(retryAfterSeconds)));
/** Bad input that is not about one field. */
export const invalid = (detail: string) => new DomainError("invalid", detail);
/** Bad input in one field. */
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });
/** Bad input in several fields. */
export const fieldErrors = (errors: FieldErrors) =>
  new DomainError("invalid", Object.values(errors)[0]?.[0] ?? "Invalid input.", errors);

/** zod issues → `{ field: [messages] }`; issues without a path go under `non_field_errors`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "non_field_errors";
    out[key] ??= [];
    if (!out[key].includes(issue.message)) out[key].push(issue.message);
  }
  return out;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error));
  return result.data;
}
