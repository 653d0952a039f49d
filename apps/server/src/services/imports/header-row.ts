// The header row of a read sheet (docs/api.md "Player import"): the row asked for (`header_row`,
// 1-based, counting the rows that are not blank), else the first of the top rows that names a name
// column, else the first row. Rows above it (a league's title) are left out. Headers are trimmed and
// their line breaks and runs of spaces become one space ("2024⏎Team" is "2024 Team").
import { formatNumber, LIMITS } from "@sah/domain";
import { fieldError } from "../errors.ts";

/** How many top rows are looked at for the header when none is asked for. */
export const HEADER_SEARCH_ROWS = 20;

export const HEADER_TEXT = {
  empty: "The sheet has no header row.",
  // A getter: the number is formatted on use, not when the module loads (domain display.ts).
  get tooManyRows() {
    return `A sheet can have at most ${formatNumber(LIMITS.importRowsMax)} rows.`;
  },
  noSuchRow: (n: number) => `The sheet has ${formatNumber(n)} rows that are not blank; choose one of them.`,
  duplicateHeader: (h: string) => `The column "${h}" appears twice; give each column its own header.`,
} as const;

export type HeaderChoice = {
  /** 1-based, counting the rows that are not blank; found when not sent. */
  headerRow?: number;
  /** Whether a row's cells make it the header (it names a name column). */
  isHeader?: (cells: string[]) => boolean;
};

/** A header as matched and shown: trimmed, line breaks and runs of spaces as one space. */
export const cleanHeader = (h: string) => h.replace(/\s+/g, " ").trim();

/** The header and the data rows of a grid of cells; `headerRow` says which row is the header (1-based). */
export function tableOfGrid(
  grid: string[][],
  choice: HeaderChoice = {},
): { headers: string[]; rows: string[][]; headerRow: number } {
  const trimmed = grid.map((r) => r.map((c) => (c ?? "").trim())).filter((r) => r.some((c) => c !== ""));
  let at = 0;
  if (choice.headerRow !== undefined) {
    if (choice.headerRow > trimmed.length) throw fieldError("header_row", HEADER_TEXT.noSuchRow(trimmed.length));
    at = choice.headerRow - 1;
  } else if (choice.isHeader) {
    const found = trimmed.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => choice.isHeader!(r.map(cleanHeader)));
    at = Math.max(found, 0);
  }
  const header = trimmed[at]?.map(cleanHeader);
  const rows = trimmed.slice(at + 1);
  if (!header || header.every((h) => h === "")) throw fieldError("file", HEADER_TEXT.empty);
  if (rows.length > LIMITS.importRowsMax) throw fieldError("file", HEADER_TEXT.tooManyRows);
  // Trailing empty header cells are dropped; an empty one in the middle gets its column number.
  let width = header.length;
  while (width > 0 && header[width - 1] === "") width--;
  const headers = header.slice(0, width).map((h, i) => h || `Column ${i + 1}`);
  const seen = new Set<string>();
  for (const h of headers) {
    if (seen.has(h)) throw fieldError("file", HEADER_TEXT.duplicateHeader(h));
    seen.add(h);
  }
  return { headers, rows: rows.map((r) => headers.map((_, i) => r[i] ?? "")), headerRow: at + 1 };
}
