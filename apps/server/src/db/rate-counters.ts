// Rate counters in the database (docs/api.md "Limits"): every process on one database counts in the
// same rows, so N processes allow a limit once, not N times (docs/decisions/042-production-footing.md).
// A fixed window per key, as @fastify/rate-limit's in-memory store counts: from the key's first
// attempt until its window ends, then a new window. The login and reset limits use it through
// services/rate-limits.ts countAttempt (plugins/rate-store.ts) on PostgreSQL; the invitation and user-search limits on either database.
import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";
import { rateCounters } from "./schema.ts";

/** Every this many increments, a process deletes the counters whose window has ended. */
const SWEEP_EVERY = 500;
let increments = 0;

/** Adds `n` attempts to `key` (opening a window of `windowMs` when none is open): the count after, and the ms left. */
export async function countAttempts(
  db: DbOrTx,
  key: string,
  n: number,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const secs = Math.max(1, Math.trunc(windowMs)) / 1000;
  const result = await db.execute(sql`
    insert into ${rateCounters} (key, count, reset_at)
    values (${key}, ${n}, now() + make_interval(secs => ${secs}))
    on conflict (key) do update set
      count = case when ${rateCounters.resetAt} <= now() then ${n} else ${rateCounters.count} + ${n} end,
      reset_at = case when ${rateCounters.resetAt} <= now()
        then now() + make_interval(secs => ${secs}) else ${rateCounters.resetAt} end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
  const row = (result as unknown as { rows: { count: number | string; ttl: number | string }[] }).rows[0];
  if (++increments % SWEEP_EVERY === 0) {
    db.delete(rateCounters)
      .where(lt(rateCounters.resetAt, sql`now()`))
      .catch(() => {});
  }
  return { count: Number(row.count), ttlMs: Number(row.ttl) };
}
