// Reads an uploaded sheet into text cells (docs/api.md "Player import"): the file becomes a grid in a
// worker thread, within the limits (read-grid.ts, parse-grid.ts: XLSX, or CSV in UTF-8, UTF-16 or
// Windows-1252); here the grid becomes the header and the rows (header-row.ts).
import { HEADER_TEXT, type HeaderChoice, tableOfGrid } from "./header-row.ts";
import { readGrid } from "./read-grid.ts";

/** `headerRow`: which row (1-based, of those not blank) is the header; the data rows follow it. */
export type SheetTable = { headers: string[]; rows: string[][]; headerRow: number; sheets: string[]; sheet: string | null };

export const SHEET_TEXT = {
  notASheet: "The file is not a CSV or XLSX spreadsheet.",
  empty: HEADER_TEXT.empty,
  noSuchSheet: (name: string, names: string[]) => `The workbook has no sheet "${name}"; it has: ${names.join(", ")}.`,
  get tooManyRows() {
    return HEADER_TEXT.tooManyRows;
  },
} as const;

/** The sheet's header row (header-row.ts) and data rows, as trimmed text; blank rows are left out. */
export async function readSheet(data: Buffer, wantedSheet?: string, header: HeaderChoice = {}): Promise<SheetTable> {
  const { grid, sheets, sheet } = await readGrid(data, wantedSheet);
  return { ...tableOfGrid(grid, header), sheets, sheet };
}
