// SQL helpers beside the database layer (docs/architecture.md, "Layers and boundaries").
import { LIMITS } from "@sah/domain";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

/** A search term taken literally inside ILIKE (docs/api.md: "passed as-is, never interpreted as a pattern"). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a row of `table` matches `where` (reads one row at most). */
export async function hasRow(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/**
 * A sum of stored money (prices, adjustments), 0 over no rows, read as a JS number and held within
 * ±LIMITS.fundsMax. New money cannot pass that ceiling (a bonus is refused first: docs/api.md
 * "Limits"); a database written before the ceiling existed still answers every read rather than a
 * 500 on a number JSON cannot hold exactly. One place for every sum of money the server reads.
 */
export function moneySum(column: AnyColumn | SQL): SQL<number> {
  return sql<number>`least(greatest(coalesce(sum(${column}), 0), ${-LIMITS.fundsMax}), ${LIMITS.fundsMax})::bigint`.mapWith(
    Number,
  );
}

/** Rows written per statement (PostgreSQL's limit on bind parameters is far above it). */
const CHUNK_ROWS = 500;

/** Writes rows a chunk at a time, in order. */
export async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await write(rows.slice(i, i + CHUNK_ROWS));
}

/** Inserts rows into `table` a chunk at a time, in order (an event's rows copied or restored). */
export async function insertAll<T extends PgTable>(db: DbOrTx, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
  await inChunks(rows, (chunk) => db.insert(table).values(chunk));
}

/** Inserts rows a chunk at a time and returns their new ids in the same order. */
export async function insertReturningIds<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  await inChunks(rows, async (chunk) => ids.push(...(await insert(chunk)).map((r) => r.id)));
  return ids;
}

/**
 * Inserts a copy of each row (`copy` makes it) a chunk at a time, in order, and answers the source
 * row's id → its copy's new id: a duplicated or restored event's rows, for the rows that name them.
 */
export async function insertCopies<R extends { id: number }, N>(
  rows: readonly R[],
  copy: (row: R) => N,
  insert: (chunk: N[]) => Promise<{ id: number }[]>,
): Promise<Map<number, number>> {
  const ids = await insertReturningIds(rows.map(copy), insert);
  return new Map(rows.map((r, i) => [r.id, ids[i]]));
}

/**
 * The `{ id, name }` rows a correlated subquery finds, as a JSON array ordered by id and `[]` when it
 * finds none (json_agg alone gives null): a player's `skills_details`, a team's `owners_details`
 * (docs/api.md "Players", "Teams"). `alias` is the table alias of `from` that holds `id` and `name`.
 */
export function idNameList(alias: string, from: SQL): SQL<{ id: number; name: string }[]> {
  const a = sql.raw(alias);
  return sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${a}.id, 'name', ${a}.name) order by ${a}.id)
    from ${from}), '[]'::json)`;
}
