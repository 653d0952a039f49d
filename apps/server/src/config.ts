// Server configuration from the environment, validated at start (STYLE.md habit 10; API.md "Running").
import path from "node:path";
import { z } from "zod";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Sports Auction House <no-reply@sports-auction-house.local>"),
  ADMIN_EMAIL: z.string().default("admin@example.com"),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1", "true", "false"]).default("1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  CORS_ORIGINS: z.string().default(""),
  WEB_DIST: z.string().optional(),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  RATE_LIMIT_ACCOUNT: z.string().default("10/1m"),
  RATE_LIMIT_IP: z.string().default("50/15m"),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  MULTIPART_MAX_MB: z.coerce.number().positive().default(12),
  READ_CACHE_MB: z.coerce.number().min(0).default(32),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
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

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  logLevel: string;
  tokenTtlMs: number;
  corsOrigins: string[];
  webDist: string;
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
};

const here = path.dirname(new URL(import.meta.url).pathname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  const port = e.PORT;
  return {
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === "1" || e.SEED_DEMO === "true",
    logLevel: e.LOG_LEVEL,
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 3600 * 1000,
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, "../../web/dist")),
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    rateLimitAccount: parseRateLimit(e.RATE_LIMIT_ACCOUNT, "RATE_LIMIT_ACCOUNT"),
    rateLimitIp: parseRateLimit(e.RATE_LIMIT_IP, "RATE_LIMIT_IP"),
    hstsMaxAge: e.HSTS_MAX_AGE,
    multipartMaxBytes: Math.round(e.MULTIPART_MAX_MB * 1024 * 1024),
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    ...overrides,
  };
}
