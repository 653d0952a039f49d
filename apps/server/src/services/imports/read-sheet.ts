// Reads an uploaded sheet into text cells (docs/api.md "Organiser data"): the file becomes a grid in a
// worker thread, within the limits (read-grid.ts, parse-grid.ts: XLSX, or CSV in UTF-8, UTF-16 or
// Windows-1252); here the grid becomes the header and the rows.
import { formatNumber, LIMITS } from "@sah/domain";
import { fieldError } from "../errors.ts";
import { readGrid } from "./read-grid.ts";

export type SheetTable = { headers: string[]; rows: string[][]; sheets: string[]; sheet: string | null };

export const SHEET_TEXT = {
  notASheet: "The file is not a CSV or XLSX spreadsheet.",
  empty: "The sheet has no header row.",
  noSuchSheet: (name: string, names: string[]) => `The workbook has no sheet "${name}"; it has: ${names.join(", ")}.`,
  // A getter: the number is formatted on use, not when the module loads (domain display.ts).
  get tooManyRows() {
    return `A sheet can have at most ${formatNumber(LIMITS.importRowsMax)} rows.`;
  },
  duplicateHeader: (h: string) => `The column "${h}" appears twice; give each column its own header.`,
} as const;

/** The sheet's header row and data rows, as trimmed text; blank rows are left out. */
export async function readSheet(data: Buffer, wantedSheet?: string): Promise<SheetTable> {
  const { grid, sheets, sheet } = await readGrid(data, wantedSheet);
  const trimmed = grid.map((r) => r.map((c) => (c ?? "").trim())).filter((r) => r.some((c) => c !== ""));
  const [header, ...rows] = trimmed;
  if (!header || header.every((h) => h === "")) throw fieldError("file", SHEET_TEXT.empty);
  if (rows.length > LIMITS.importRowsMax) throw fieldError("file", SHEET_TEXT.tooManyRows);
  // Trailing empty header cells are dropped; an empty one in the middle gets its column letter.
  let width = header.length;
  while (width > 0 && header[width - 1] === "") width--;
  const headers = header.slice(0, width).map((h, i) => h || `Column ${i + 1}`);
  const seen = new Set<string>();
  for (const h of headers) {
    if (seen.has(h)) throw fieldError("file", SHEET_TEXT.duplicateHeader(h));
    seen.add(h);
  }
  return { headers, rows: rows.map((r) => headers.map((_, i) => r[i] ?? "")), sheets, sheet };
}
