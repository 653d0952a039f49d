// Transactions and what PostgreSQL's errors mean (docs/architecture.md, "Where a rule lives"): the one
// place that reads a SQLSTATE. Locking order and retry: docs/decisions/013-auction-engine.md.
import { DETAIL } from "@sah/domain";
import { conflict } from "../services/errors.ts";
import type { Db, Tx } from "./client.ts";

/** SQLSTATEs a racing request can still meet after a service's checks (PostgreSQL, appendix A). */
export const PG_CODE = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
} as const;

const RETRYABLE = new Set<string>([PG_CODE.serializationFailure, PG_CODE.deadlockDetected]);
const MAX_ATTEMPTS = 5;

/** The PostgreSQL error code, also when drizzle wraps the driver's error (DrizzleQueryError.cause). */
export function pgCode(err: unknown): string | undefined {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && typeof cur === "object" && cur !== null; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A PostgreSQL unique violation, whether raw or wrapped by drizzle (DrizzleQueryError.cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === PG_CODE.uniqueViolation) return true;
  }
  return false;
}

/** Whether PostgreSQL aborted the transaction as a deadlock victim or for a serialization failure. */
export function isRetryable(code: string | undefined): boolean {
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * One transaction, retried a few times if PostgreSQL aborts it as a deadlock victim or for a
 * serialization failure (possible when another writer locks a player or team before the event).
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!isRetryable(pgCode(err))) throw err;
      if (attempt >= MAX_ATTEMPTS) throw conflict(DETAIL.busyRetry);
    }
  }
}
