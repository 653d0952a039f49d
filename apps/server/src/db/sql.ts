// SQL helpers beside the database layer (docs/architecture.md, "Layers and boundaries").
import { LIMITS } from "@sah/domain";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
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

/** One column updateAll sets: each row's value; `keepIfNull`: a null leaves the stored value as it is. */
export type SetColumn<R> = { column: PgColumn; value: (row: R) => unknown; keepIfNull?: boolean };

/**
 * The type a bind parameter is cast to for `column`: the column's own, without a length (a cast would
 * cut a longer value that the column itself refuses), and a serial as the integer it is.
 */
function castType(column: PgColumn): SQL {
  const type = column.getSQLType().replace(/\(\d+(,\s*\d+)?\)/g, "");
  const serials: Record<string, string> = { serial: "integer", bigserial: "bigint", smallserial: "smallint" };
  return sql.raw(serials[type] ?? type);
}

/**
 * Updates rows of `table`, each to its own values, a chunk a statement (docs/decisions/073-bulk-import-updates.md):
 * `UPDATE t SET c = v.c, … FROM (VALUES (…), …) AS v(k, c, …) WHERE t.k = v.k AND where`. Each value is
 * encoded as its column encodes it and cast to the column's type, NULLs too, so that PostgreSQL and
 * PGlite read the list alike. Rows `key` finds nowhere (or outside `where`) are left alone.
 */
export async function updateAll<R>(
  db: DbOrTx,
  table: PgTable,
  key: { column: PgColumn; value: (row: R) => unknown },
  set: readonly SetColumn<R>[],
  rows: readonly R[],
  where?: SQL,
): Promise<void> {
  if (!set.length) return;
  const all = [key, ...set];
  const name = (c: PgColumn) => sql.identifier(c.name);
  const comma = sql`, `;
  const assign = sql.join(
    set.map(({ column, keepIfNull }) =>
      keepIfNull ? sql`${name(column)} = coalesce(v.${name(column)}, ${column})` : sql`${name(column)} = v.${name(column)}`,
    ),
    comma,
  );
  const columns = sql.join(
    all.map((c) => name(c.column)),
    comma,
  );
  await inChunks(rows, (chunk) => {
    const values = sql.join(
      chunk.map(
        (r) =>
          sql`(${sql.join(
            all.map((c) => sql`${sql.param(c.value(r), c.column)}::${castType(c.column)}`),
            comma,
          )})`,
      ),
      comma,
    );
    return db.execute(
      sql`update ${table} set ${assign} from (values ${values}) as v(${columns}) where ${key.column} = v.${name(key.column)}${where ? sql` and ${where}` : sql``}`,
    );
  });
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
