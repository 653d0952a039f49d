// Hardening (docs/decisions/020-security.md): security headers with a Content-Security-Policy
// the web app and Swagger UI work under, rate limits on the password endpoints, a cap on whole
// multipart bodies, and the request id on every response. Register before the routes: the rate
// limits attach to routes as they are added.
import rateLimit, { type CreateRateLimitOptions, normalizeIP } from "@fastify/rate-limit";
import { DETAIL } from "@sah/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { RateLimit } from "../config.ts";
import { HttpError } from "../lib/errors.ts";
import { postgresRateStore } from "./rate-store.ts";

/** Endpoints that check a password or a reset token, by the account their body names (docs/api.md "Users"). */
const LIMITED_ROUTES: Record<string, (body: Record<string, unknown>) => unknown> = {
  "/api/users/login": (body) => body.email,
  "/api/users/initiate-forgot-password": (body) => body.email,
  "/api/users/complete-forgot-password": (body) => body.uid,
};

/** Distinct keys each counter remembers (least recently used go first). */
const COUNTER_CAPACITY = 20_000;

/**
 * The web app's policy. React renders no inline script; MUI (emotion) injects <style> elements, hence
 * 'unsafe-inline' for styles only. Images are our media, data: URLs and blob: previews of a chosen file;
 * the live stream and every fetch go to this origin. The landing page links to OpenStreetMap instead of
 * embedding it, so nothing may be framed. Swagger UI (/api/docs) needs nothing beyond this.
 */
export function contentSecurityPolicy(opts: { upgradeInsecureRequests: boolean }): Record<string, string[] | null> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "frame-src": ["'none'"],
    "img-src": ["'self'", "data:", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "worker-src": ["'self'"],
    // Only where the site is served over HTTPS: on a plain-HTTP LAN address it would break every asset.
    "upgrade-insecure-requests": opts.upgradeInsecureRequests ? [] : null,
  };
}

/**
 * Helmet's headers, worked out once. They depend only on the options; @fastify/helmet would build
 * the middleware (and parse the CSP) again on every request, a tenth of a cached read's cost.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, { detail: DETAIL.tooManyRequests }, { "retry-after": String(Math.max(1, retryAfterSeconds)) });
}

/** The account a rate-limited request is about: the e-mail (lower-cased) or the reset uid; "" when unreadable. */
function accountOf(request: FastifyRequest, pick: (body: Record<string, unknown>) => unknown): string {
  const body = request.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) return "";
  const value = pick(body as Record<string, unknown>);
  return typeof value === "string" ? value.trim().toLowerCase().slice(0, 320) : "";
}

const routeKey = (url: string) => url.replace(/\/+$/, "");

const API_PATH = /^\/+api(?:[/?]|$)/;

/**
 * An answer to a signed-in caller may carry what only that caller may see, and a write's answer
 * (a login's token above all) is for its sender alone: neither may be stored anywhere. An anonymous
 * read is the same for everyone, but the auction changes it at any moment: caches may keep it only
 * if they ask again before each use.
 */
export function apiCacheControl(request: FastifyRequest): string {
  const isRead = request.method === "GET" || request.method === "HEAD";
  return isRead && request.headers.authorization === undefined ? "no-cache" : "private, no-store";
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The largest multipart body this route takes, when larger than MULTIPART_MAX_MB. */
    multipartMaxBytes?: number;
  }
}

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const { config } = app;

    // The request id (fastify's reqId: a valid incoming x-request-id or a new UUID) on every answer,
    // errors included, so a user's report can be matched with the server's log lines.
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });

    // @fastify/multipart caps each part, not the whole body; refuse an oversized body before reading it.
    // A route may allow more (imports: a sheet and a zip of photos; docs/api.md "Limits").
    app.addHook("onRequest", async (request) => {
      const type = request.headers["content-type"];
      if (typeof type !== "string" || !/^\s*multipart\//i.test(type)) return;
      const length = request.headers["content-length"];
      if (length === undefined) {
        throw new HttpError(411, { detail: "A multipart upload must state its Content-Length." });
      }
      const max = request.routeOptions.config?.multipartMaxBytes ?? config.multipartMaxBytes;
      if (!/^\d+$/.test(length) || Number(length) > max) {
        throw new HttpError(413, { detail: DETAIL.tooLarge });
      }
    });

    const isHttps = config.hstsMaxAge > 0;
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ upgradeInsecureRequests: isHttps }) },
      // HSTS pins browsers to HTTPS for max-age: only for deployments that are served over HTTPS.
      hsts: isHttps ? { maxAge: config.hstsMaxAge, includeSubDomains: false } : false,
      // Media may be shown by a web client on an allowed other origin (CORS_ORIGINS).
      crossOriginResourcePolicy: { policy: config.corsOrigins.length ? "cross-origin" : "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    app.addHook("onRequest", async (_request, reply) => {
      reply.headers(headers);
    });

    // Cache-Control of API answers (docs/api.md "Caching"): set before the handler runs, so errors and
    // the read cache's hits carry it too; a route may still set its own.
    app.addHook("onRequest", async (request, reply) => {
      if (API_PATH.test(request.url)) reply.header("cache-control", apiCacheControl(request));
    });

    await registerRateLimits(app, config.rateLimitIp, config.rateLimitAccount);
  },
  { name: "security" },
);

async function registerRateLimits(app: FastifyInstance, perIp: RateLimit | null, perAccount: RateLimit | null) {
  if (!perIp && !perAccount) return;
  // global: false — nothing else is limited (the live auction, reads and writes of managers never are).
  // Counters live in this process's memory on the embedded default (docs/decisions/020-security.md),
  // in the database on a PostgreSQL server, where several processes share them
  // (docs/decisions/042-production-footing.md).
  await app.register(rateLimit, {
    global: false,
    ...(app.database.kind === "postgres" ? { store: postgresRateStore(app.db) } : {}),
  });
  const ipKey = (request: FastifyRequest) => `${routeKey(request.routeOptions.url ?? "")}|${normalizeIP(request.ip)}`;
  const limiters: ((request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance["createRateLimit"]>>)[] = [];
  // `cache` is read by the in-memory store although the option type does not list it.
  const limiter = (limit: RateLimit, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator,
      cache: COUNTER_CAPACITY,
    } as CreateRateLimitOptions);
  if (perIp) limiters.push(limiter(perIp, ipKey));
  if (perAccount) {
    // An unreadable account (a multipart body, no e-mail) shares the IP's "" bucket.
    limiters.push(
      limiter(perAccount, (request) => {
        const pick = LIMITED_ROUTES[routeKey(request.routeOptions.url ?? "")];
        return `${ipKey(request)}|${pick ? accountOf(request, pick) : ""}`;
      }),
    );
  }

  // preHandler: after the JSON body is parsed (the account is in it), before the password is checked.
  async function limitPasswordAttempts(request: FastifyRequest) {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ key: result.key }, "rate limit exceeded");
        throw tooManyRequests(result.ttlInSeconds);
      }
    }
  }

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("POST") || !(routeKey(route.url) in LIMITED_ROUTES)) return;
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), limitPasswordAttempts];
  });
}
