// The first steps of every import (docs/api.md "Player import", "Team import"): read the sheet from its header row
// (asked, else found), check the mapping sent, match each column (asked, else remembered for the
// event, else by synonym) and apply the value maps sent; and the remembering itself, inside the
// import's transaction.
import {
  type ImportForm,
  type ImportKind,
  type ImportMapping,
  isHeaderRow,
  mappingProblem,
  mapValue,
  matchColumns,
  NAME_FIELDS,
  NO_NAME_COLUMN,
  type ValueMap,
} from "@sah/domain";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { importMappings } from "../../db/schema.ts";
import { fieldError } from "../errors.ts";
import { readSheet, type SheetTable } from "./read-sheet.ts";

export const MAPPING_TEXT = { unknownColumn: (c: string) => `The sheet has no column "${c}".` } as const;

export async function readMappedSheet(
  db: Db,
  kind: ImportKind,
  eventId: number,
  file: Buffer,
  form: ImportForm,
): Promise<{
  table: SheetTable;
  mapping: ImportMapping;
  valueMaps: Record<string, ValueMap>;
  columnOf: (field: string) => number;
  columnsOf: (field: string) => number[];
}> {
  const sent = form.mapping ?? {};
  const asked = Object.fromEntries(Object.entries(sent).map(([c, e]) => [c, typeof e === "string" ? e : e.field]));
  const valueMaps = Object.fromEntries(
    Object.entries(sent).flatMap(([c, e]) => (typeof e === "string" ? [] : [[c, e.values] as const])),
  );
  const problem = mappingProblem(kind, asked);
  if (problem) throw fieldError("mapping", problem);
  const [remembered] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.eventId, eventId), eq(importMappings.kind, kind)));
  const known = { ...(remembered?.mapping ?? {}), ...asked };
  const table = await readSheet(file, form.sheet, {
    headerRow: form.header_row,
    isHeader: (cells) => isHeaderRow(kind, cells, known),
  });
  for (const column of Object.keys(asked)) {
    if (!table.headers.includes(column)) throw fieldError("mapping", MAPPING_TEXT.unknownColumn(column));
  }
  const mapping = matchColumns(kind, table.headers, remembered?.mapping ?? {}, asked);
  // No column gives the name: one refusal for the sheet, not "Name is required" on every row.
  if (!Object.values(mapping).some((f) => NAME_FIELDS[kind].includes(f))) throw fieldError("mapping", NO_NAME_COLUMN[kind]);
  // A column's value map turns its cells before anything reads them ("India" → nothing, else "Overseas").
  const mapped = table.headers.map((h) => valueMaps[h]);
  if (mapped.some(Boolean)) table.rows = table.rows.map((r) => r.map((c, i) => (mapped[i] ? mapValue(c, mapped[i]) : c)));
  return {
    table,
    mapping,
    valueMaps,
    columnOf: (field) => table.headers.findIndex((h) => mapping[h] === field),
    columnsOf: (field) => table.headers.flatMap((h, i) => (mapping[h] === field ? [i] : [])),
  };
}

export async function rememberMapping(tx: Tx, kind: ImportKind, eventId: number, mapping: ImportMapping): Promise<void> {
  await tx
    .insert(importMappings)
    .values({ eventId, kind, mapping })
    .onConflictDoUpdate({ target: [importMappings.eventId, importMappings.kind], set: { mapping, updatedAt: new Date() } });
}
