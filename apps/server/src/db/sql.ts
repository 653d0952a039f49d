// SQL helpers beside the database layer (docs/architecture.md, "Layers and boundaries").
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
