// One error path (STYLE.md habit 5): services throw these; plugins/errors.ts turns them into API.md bodies.
import { DETAIL } from "@sah/domain";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: Record<string, unknown>,
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${statusCode}`);
  }
}

export const unauthorized = (detail: string = DETAIL.unauthenticated) => new HttpError(401, { detail });
export const forbidden = () => new HttpError(403, { detail: DETAIL.forbidden });
export const notFound = () => new HttpError(404, { detail: DETAIL.notFound });
export const badRequest = (detail: string) => new HttpError(400, { detail });
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);

/** zod issues → `{ field: [messages] }`; issues without a path go under `detail`-like `non_field_errors`. */
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
