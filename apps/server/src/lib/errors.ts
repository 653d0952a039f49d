// Errors only the HTTP layer raises (401, 411, 413, 429, a bad page or Last-Event-ID), with their
// status and headers. Services throw services/errors.ts instead; plugins/errors.ts answers both.
import { DETAIL } from "@sah/domain";

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
