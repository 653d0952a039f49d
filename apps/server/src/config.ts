// Server configuration from the environment, validated at start (docs/style.md habit 10; docs/api.md "Running").

import net from "node:net";
import path from "node:path";
import { BRAND } from "@sah/domain";
import { z } from "zod";
import type { LogFormat } from "./lib/log-format.ts";
import { SERVER_ROOT } from "./server-root.ts";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  PG_POOL_MAX: z.coerce.number().int().min(1).default(10),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).default(16),
  APP_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`${BRAND} <no-reply@sports-auction-house.local>`),
  ADMIN_EMAIL: z.string().default("admin@example.com"),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1", "true", "false"]).default("1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  CORS_ORIGINS: z.string().default(""),
  WEB_DIST: z.string().optional(),
  WEB_SSR_DIST: z.string().optional(),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  RATE_LIMIT_ACCOUNT: z.string().default("10/1m"),
  RATE_LIMIT_IP: z.string().default("50/15m"),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  MULTIPART_MAX_MB: z.coerce.number().positive().default(12),
  READ_CACHE_MB: z.coerce.number().min(0).default(32),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  TRUST_PROXY: z.string().default(""),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CARD_CACHE_FILES: z.coerce.number().int().min(10).default(5000),
});

/** A request budget: at most `max` requests per `windowMs`. */
export type RateLimit = { max: number; windowMs: number };

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * "10/1m", "10/minute", "50/15min", "100 per hour" → a budget; "off" or "0" → null (no limit).
 * Units: s(ec(ond)), m(in(ute)), h(our), d(ay), singular or plural.
 */
export function parseRateLimit(text: string, name = "rate limit"): RateLimit | null {
  const s = text.trim().toLowerCase();
  if (s === "off" || s === "0") return null;
  const m = /^(\d+)\s*(?:\/|per)\s*(\d+)?\s*(s|sec|second|m|min|minute|h|hr|hour|d|day)s?$/.exec(s);
  if (!m || Number(m[1]) < 1 || m[2] === "0")
    throw new Error(`${name}: expected e.g. "10/1m", "50/15min" or "off", got "${text}"`);
  return { max: Number(m[1]), windowMs: Number(m[2] ?? 1) * UNIT_MS[m[3][0]] };
}

/** Which peers may set the client address through `X-Forwarded-For`: none, a number of hops, or proxy addresses. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's `trustProxy`) accepts for address ranges. */
const TRUSTED_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(item: string): boolean {
  if (TRUSTED_RANGE_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split("/");
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a netmask such as 255.255.255.0, as proxy-addr accepts.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(prefix);
}

/**
 * TRUST_PROXY (docs/decisions/031-proxy-timeouts-shutdown.md): unset or "0" trusts no proxy (the client is
 * the socket's peer); "N" trusts N proxy hops, so with "1" the client is the address the one proxy
 * appended (the right-most `X-Forwarded-For` entry), whatever the client wrote to the left of it; a
 * comma-separated list of addresses or CIDRs trusts exactly those proxies. Never "every hop": that would
 * let a client pick its own address and escape the per-IP rate limits.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const s = text.trim();
  if (s === "" || s === "0") return false;
  if (/^\d+$/.test(s)) return Number(s);
  const items = s.split(",").map((x) => x.trim());
  if (items.every((x) => x !== "" && isAddressOrCidr(x))) return items;
  throw new Error(
    `TRUST_PROXY: expected the number of proxies in front of the server (e.g. "1") or a comma-separated list of proxy addresses or CIDRs (e.g. "10.0.0.0/8, 127.0.0.1"), got "${text}"`,
  );
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Most connections one process opens to the PostgreSQL server of DATABASE_URL (not used with PGlite). */
  pgPoolMax: number;
  /** shared_buffers of the embedded PGlite database, in MB (PostgreSQL's default, 128 MB, is most of its memory). */
  pgliteSharedBuffersMb: number;
  appUrl: string;
  /** Whether APP_URL was set (else appUrl is http://localhost:PORT, which phones cannot open: lib/addresses.ts). */
  appUrlSet: boolean;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  logLevel: string;
  /** `pretty`: a short line per record (one per request); `json`: pino's JSON lines (lib/log-format.ts). */
  logFormat: LogFormat;
  tokenTtlMs: number;
  /** Longest a checked token is trusted without asking the database again (plugins/auth.ts); 0 turns the cache off. */
  authCacheTtlMs: number;
  corsOrigins: string[];
  webDist: string;
  /** The web app's server-rendering bundle (plugins/web-pages.ts); absent: pages get the plain app shell. */
  webSsrDist: string;
  liveHeartbeatMs: number;
  /** Login and password-reset requests per client IP and account (e-mail or reset uid); null: unlimited. */
  rateLimitAccount: RateLimit | null;
  /** Login and password-reset requests per client IP, per endpoint; null: unlimited. */
  rateLimitIp: RateLimit | null;
  /** Strict-Transport-Security max-age in seconds; 0 sends no HSTS header (plain-HTTP deployments). */
  hstsMaxAge: number;
  /** Largest multipart/form-data request accepted, in bytes (whole body; each image is capped at 5 MB). */
  multipartMaxBytes: number;
  /** Memory for cached anonymous public reads (plugins/read-cache.ts); 0 turns the cache off. */
  readCacheBytes: number;
  /** Longest an entry is served even if no change was announced (a safety net). */
  readCacheTtlMs: number;
  /** Fastify `trustProxy`: which peers' `X-Forwarded-For` names the client (rate limits key on it). */
  trustProxy: TrustProxy;
  /** Longest a client may take to send a whole request (headers and body); then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** Longest a client may take to send the request headers. */
  headersTimeoutMs: number;
  /** Longest a graceful shutdown waits for open requests and the database before it exits with code 1. */
  shutdownTimeoutMs: number;
  /** Share cards kept on disk under DATA_DIR/cards (services/share/cards.ts); past it the oldest go. */
  cardCacheFiles: number;
};

/**
 * LOG_FORMAT, else pretty for a person at a terminal and JSON for whatever reads stdout otherwise (a
 * service manager, a container's log driver, a pipe): production keeps its JSON without a setting.
 */
export function defaultLogFormat(stdoutIsTty: boolean | undefined): LogFormat {
  return stdoutIsTty ? "pretty" : "json";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  const port = e.PORT;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${e.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    );
  }
  return {
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgPoolMax: e.PG_POOL_MAX,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    appUrlSet: e.APP_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === "1" || e.SEED_DEMO === "true",
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? defaultLogFormat(process.stdout.isTTY),
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 3600 * 1000,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, "../web/dist")),
    webSsrDist: path.resolve(e.WEB_SSR_DIST ?? path.join(SERVER_ROOT, "../web/dist-ssr")),
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    rateLimitAccount: parseRateLimit(e.RATE_LIMIT_ACCOUNT, "RATE_LIMIT_ACCOUNT"),
    rateLimitIp: parseRateLimit(e.RATE_LIMIT_IP, "RATE_LIMIT_IP"),
    hstsMaxAge: e.HSTS_MAX_AGE,
    multipartMaxBytes: Math.round(e.MULTIPART_MAX_MB * 1024 * 1024),
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    cardCacheFiles: e.CARD_CACHE_FILES,
    ...overrides,
  };
}
