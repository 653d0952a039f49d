// Login and password-reset counters in PostgreSQL (docs/api.md "Limits"): every process on one
// database server counts in the same rows, so N processes allow the limit once, not N times. A
// fixed window per key, as @fastify/rate-limit's in-memory store counts: from the key's first
// attempt until its window ends, then a new window. The embedded default keeps the in-memory store.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateCounters } from "../db/schema.ts";

/** Every this many increments, a process deletes the counters whose window has ended. */
const SWEEP_EVERY = 500;

export function postgresRateStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;
  class PostgresRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute(sql`
        insert into ${rateCounters} (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when ${rateCounters.resetAt} <= now() then 1 else ${rateCounters.count} + 1 end,
          reset_at = case when ${rateCounters.resetAt} <= now()
            then now() + make_interval(secs => ${windowMs / 1000}) else ${rateCounters.resetAt} end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number | string; ttl: number | string }[] }).rows[0];
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
          if (++increments % SWEEP_EVERY === 0) {
            db.delete(rateCounters)
              .where(lt(rateCounters.resetAt, sql`now()`))
              .catch(() => {});
          }
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresRateStore;
}
