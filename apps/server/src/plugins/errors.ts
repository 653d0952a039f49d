// The single error path (docs/api.md "Errors"): every failure becomes the contract's body.
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { DETAIL } from "@sah/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isRetryable, PG_CODE, pgCode } from "../db/transaction.ts";
import { HttpError } from "../lib/errors.ts";
import { DomainError, type DomainErrorKind } from "../services/errors.ts";

/** A service's refusal as the contract's status code (docs/api.md "Errors"). */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

type PgLikeError = { code?: string; constraint?: string };

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & PgLikeError & { body?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.statusCode).send(error.body);
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== null) reply.header("retry-after", String(error.retryAfterSeconds));
      // Field errors are the body itself; every other refusal is `{ detail }`.
      return reply.status(DOMAIN_STATUS[error.kind]).send(error.fields ?? { detail: error.message });
    }
    if (error.validation) {
      const fields: Record<string, string[]> = {};
      for (const v of error.validation as { instancePath?: string; message?: string; params?: Record<string, unknown> }[]) {
        const key = (v.instancePath ?? "").replace(/^\//, "").split("/")[0] || String(error.validationContext ?? "detail");
        fields[key] ??= [];
        const message = v.message ?? "Invalid value.";
        // A repeated query key fails once per value: say it once.
        if (!fields[key].includes(message)) fields[key].push(message);
      }
      return reply.status(400).send(fields);
    }
    // Database constraint violations that a racing request can still hit after the service's checks.
    // drizzle wraps driver errors (DrizzleQueryError): the SQLSTATE is on the cause.
    const sqlState = pgCode(error);
    if (sqlState && !error.statusCode) {
      if (sqlState === PG_CODE.uniqueViolation)
        return reply.status(409).send({ detail: "This conflicts with an existing record." });
      if (sqlState === PG_CODE.foreignKeyViolation)
        return reply.status(400).send({ detail: "A referenced record does not exist." });
      if (sqlState === PG_CODE.checkViolation || sqlState.startsWith("22"))
        return reply.status(400).send({ detail: "A value is out of the allowed range." });
      if (isRetryable(sqlState))
        return reply.status(409).send({ detail: "The request conflicted with another one. Please retry." });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return reply.status(413).send({ detail: DETAIL.tooLarge });
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415)
      return reply.status(415).send({ detail: DETAIL.unsupportedMedia });
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error instanceof SyntaxError
    )
      return reply.status(400).send({ detail: DETAIL.malformedJson });
    if (status === 429) return reply.status(429).send({ detail: DETAIL.tooManyRequests });
    if (status >= 400 && status < 500) return reply.status(status).send({ detail: error.message || "Bad request." });
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: DETAIL.serverError });
  });
});

/**
 * Fastify answers a URL it cannot route (a broken percent-encoding, a path parameter over
 * maxParamLength) before any hook or error handler runs, in its own body shape; this keeps those to
 * the contract's `{ detail }` (pass it as the `frameworkErrors` server option).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header("x-request-id", request.id);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return reply.status(414).send({ detail: "The URL is too long." });
  if (error.code === "FST_ERR_BAD_URL") return reply.status(400).send({ detail: "The URL is malformed." });
  request.log.error({ err: error }, "unhandled framework error");
  return reply.status(500).send({ detail: DETAIL.serverError });
}

const CLIENT_ERRORS: Record<string, [status: number, detail: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."],
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large."],
};

/**
 * Node reports a request it could not read (too slow: REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS, headers
 * too large, not HTTP) on the socket, before Fastify sees a request; this answers it in the contract's
 * `{ detail }` and closes the connection (pass it as the `clientErrorHandler` server option).
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Duplex) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "The request is malformed."];
  this.log.debug({ err }, "client error");
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
