// The first steps of every import (docs/api.md "Organiser data"): read the sheet from its header row
// (asked, else found), check the mapping sent, and match each column (asked, else remembered for the event, else by synonym); and the
// remembering itself, inside the import's transaction.
import {
  type ImportForm,
  type ImportKind,
  type ImportMapping,
  isHeaderRow,
  mappingProblem,
  matchColumns,
  NAME_FIELDS,
  NO_NAME_COLUMN,
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
): Promise<{ table: SheetTable; mapping: ImportMapping; columnOf: (field: string) => number }> {
  const asked = form.mapping ?? {};
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
  return { table, mapping, columnOf: (field) => table.headers.findIndex((h) => mapping[h] === field) };
}

export async function rememberMapping(tx: Tx, kind: ImportKind, eventId: number, mapping: ImportMapping): Promise<void> {
  await tx
    .insert(importMappings)
    .values({ eventId, kind, mapping })
    .onConflictDoUpdate({ target: [importMappings.eventId, importMappings.kind], set: { mapping, updatedAt: new Date() } });
}
