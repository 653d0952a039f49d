// A cheap fingerprint of everything a request could change: per table of the public schema, the row
// count and an md5 of every row's text in a stable order; plus the files under the media directory.
// Two equal fingerprints mean "nothing changed" (access, fuzz and security tests).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";

export type Fingerprint = Record<string, string>;

const tableLists = new WeakMap<object, Promise<string[]>>();

async function tablesOf(db: Db): Promise<string[]> {
  let list = tableLists.get(db);
  if (!list) {
    list = db
      .execute<{ name: string }>(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
      .then((r) => rowsOf<{ name: string }>(r).map((x) => x.name));
    tableLists.set(db, list);
  }
  return list;
}

/** drizzle's execute() answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `exclude`: tables left out (e.g. auth_tokens when a test logs in and out). One query for all tables:
 * `count(*)` and `md5(string_agg(row::text ORDER BY row::text))`, so row order on disk does not matter.
 */
export async function fingerprint(db: Db, opts: { exclude?: string[]; mediaDir?: string } = {}): Promise<Fingerprint> {
  const tables = (await tablesOf(db)).filter((t) => !opts.exclude?.includes(t));
  const parts = tables.map(
    (t) => `select '${t}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as hash
            from "${t}" x`,
  );
  const result = await db.execute<{ name: string; hash: string }>(sql.raw(parts.join(" union all ")));
  const out: Fingerprint = {};
  for (const r of rowsOf<{ name: string; hash: string }>(result)) out[r.name] = r.hash;
  if (opts.mediaDir) out["files:media"] = listFiles(opts.mediaDir).join(",");
  return out;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

/** The tables whose fingerprint differs (for a readable failure message). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).sort();
}
