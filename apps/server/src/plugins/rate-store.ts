// Login and password-reset counters in PostgreSQL (docs/api.md "Limits"): @fastify/rate-limit's store
// over the database's rate counters (services/rate-limits.ts countAttempt), shared by every process on one database
// server. The embedded default keeps the in-memory store.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { countAttempt } from "../services/rate-limits.ts";

export function postgresRateStore(db: FastifyInstance["db"]): FastifyRateLimitStoreCtor {
  class PostgresRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countAttempt(db, key, timeWindow)
        .then(({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }))
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresRateStore;
}
