// The one place where cells are written to a file (docs/api.md "Exports";
// docs/decisions/040-organiser-data-in-and-out.md): CSV in UTF-8 with a byte-order mark, so Excel
// reads accents, and XLSX with typed numbers, column widths and a frozen header row. Every text cell
// passes through `escapeFormula` first, whichever the format.

import { BRAND } from "@sah/domain";
import Papa from "papaparse";

export type Cell = string | number | null;
/** "money": a number in the event's unit, grouped in XLSX by `Sheet.moneyFormat` (the unit's locale). */
export type SheetColumn = { header: string; kind: "text" | "number" | "money"; width?: number };
/**
 * One table: a header row, then the rows; `footer` rows (totals) follow a blank row. `moneyFormat`:
 * the XLSX number format of its money columns (domain moneyNumberFormat: en-IN's grouping for INR).
 */
export type Sheet = { name: string; columns: SheetColumn[]; rows: Cell[][]; footer?: Cell[][]; moneyFormat?: string };

/** Characters that make a spreadsheet program read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return at the
 * start) gets a leading apostrophe, which Excel and LibreOffice read as "this is text". Numbers are
 * written as numbers and never escaped (a negative price stays a number).
 */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function textOf(cell: Cell): string | number {
  if (cell === null) return "";
  return typeof cell === "number" ? cell : escapeFormula(cell);
}

const BOM = "\uFEFF";

/**
 * CSV: one sheet is one table. Several (rosters: one per team) follow one another, each under a row
 * with its name and ending in a blank row, so the whole file still opens as one grid.
 */
export function writeCsv(sheets: Sheet[]): Buffer {
  const grid: (string | number)[][] = [];
  const titled = sheets.length > 1;
  for (const sheet of sheets) {
    if (titled) grid.push([escapeFormula(sheet.name)]);
    grid.push(sheet.columns.map((c) => escapeFormula(c.header)));
    for (const row of sheet.rows) grid.push(row.map(textOf));
    if (sheet.footer?.length) {
      grid.push([]);
      for (const row of sheet.footer) grid.push(row.map(textOf));
    }
    if (titled) grid.push([]);
  }
  // Papa quotes a field holding the delimiter, a quote or a line break; `\r\n` is RFC 4180's.
  const text = Papa.unparse(grid, { newline: "\r\n", quotes: false, escapeFormulae: false });
  return Buffer.from(BOM + text + "\r\n", "utf8");
}

/**
 * Excel's own limits on a sheet name: 31 characters, none of `[]:*?/\`, no `'` first or last (a team
 * called "'Quoted'" made the rosters export a 500), unique in the workbook.
 */
function sheetNames(sheets: Sheet[]): string[] {
  const used = new Set<string>();
  return sheets.map((s, i) => {
    const base =
      s.name
        .replace(/[[\]:*?/\\]/g, " ")
        .slice(0, 31)
        .replace(/^[\s']+|[\s']+$/g, "") || `Sheet ${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** Widest text of a column (header included), in characters, between 8 and 60. */
function widthOf(sheet: Sheet, col: number): number {
  let widest = sheet.columns[col].header.length;
  for (const row of [...sheet.rows, ...(sheet.footer ?? [])]) {
    const v = row[col];
    if (v !== null && v !== undefined) widest = Math.max(widest, String(v).length);
  }
  return Math.min(60, Math.max(8, widest + 2));
}

/** XLSX: one worksheet per sheet, header row bold and frozen, numbers as numbers. */
export async function writeXlsx(sheets: Sheet[]): Promise<Buffer> {
  // Loaded on first use: evaluating exceljs took about 120 ms of every server start.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.creator = BRAND;
  const names = sheetNames(sheets);
  sheets.forEach((sheet, i) => {
    const ws = book.addWorksheet(names[i], { views: [{ state: "frozen", ySplit: 1 }] });
    ws.columns = sheet.columns.map((c, col) => ({
      header: escapeFormula(c.header),
      width: c.width ?? widthOf(sheet, col),
      style: c.kind === "money" ? { numFmt: sheet.moneyFormat ?? "#,##0" } : c.kind === "number" ? { numFmt: "#,##0" } : {},
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row.map(textOf));
    if (sheet.footer?.length) {
      ws.addRow([]);
      for (const row of sheet.footer) ws.addRow(row.map(textOf)).font = { bold: true };
    }
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
