// Reads an uploaded sheet into text cells (docs/api.md "Organiser data"): XLSX when the content is a
// zip (whatever the name says), else CSV — UTF-8 (with or without a byte-order mark) or, when the
// bytes are not UTF-8, Windows-1252 as European Excel saves it; the separator (`,`, `;` or tab) is
// detected. Anything else (binary content) is refused with a clear 400.
import { LIMITS } from "@sah/domain";
import type { CellValue } from "exceljs";
import Papa from "papaparse";
import { fieldError } from "../errors.ts";
import { HEADER_TEXT, type HeaderChoice, tableOfGrid } from "./header-row.ts";

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

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Text as written by a spreadsheet: UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder("windows-1252").decode(data);
  }
}

/** Control bytes other than tab, line feed, form feed, carriage return and escape: not a text file. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1b]);
function looksBinary(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c < 0x20 && !TEXT_CONTROLS.has(c)) return true;
  }
  return false;
}

function readCsv(data: Buffer): string[][] {
  const text = decodeText(data);
  if (looksBinary(text)) throw fieldError("file", SHEET_TEXT.notASheet);
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [",", ";", "\t"], skipEmptyLines: "greedy" });
  return parsed.data;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell of a workbook as the text a person sees: dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return cellText((value.result ?? null) as CellValue);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

async function readXlsx(
  data: Buffer,
  wanted: string | undefined,
): Promise<{ grid: string[][]; sheets: string[]; sheet: string }> {
  // Loaded on first use: evaluating exceljs took about 120 ms of every server start.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fieldError("file", SHEET_TEXT.notASheet);
  }
  const sheets = book.worksheets.map((w) => w.name);
  if (sheets.length === 0) throw fieldError("file", SHEET_TEXT.empty);
  const ws = wanted === undefined ? book.worksheets[0] : book.worksheets.find((w) => w.name === wanted);
  if (!ws) throw fieldError("sheet", SHEET_TEXT.noSuchSheet(wanted ?? "", sheets));
  if (ws.actualRowCount > LIMITS.importRowsMax + 1) throw fieldError("file", SHEET_TEXT.tooManyRows);
  const grid: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= ws.actualColumnCount; c++) cells.push(cellText(row.getCell(c).value));
    grid.push(cells);
  });
  return { grid, sheets, sheet: ws.name };
}

/** The sheet's header row (header-row.ts) and data rows, as trimmed text; blank rows are left out. */
export async function readSheet(data: Buffer, wantedSheet?: string, header: HeaderChoice = {}): Promise<SheetTable> {
  if (data.length === 0) throw fieldError("file", SHEET_TEXT.notASheet);
  let grid: string[][];
  let sheets: string[] = [];
  let sheet: string | null = null;
  if (isZip(data)) ({ grid, sheets, sheet } = await readXlsx(data, wantedSheet));
  else grid = readCsv(data);
  return { ...tableOfGrid(grid, header), sheets, sheet };
}
