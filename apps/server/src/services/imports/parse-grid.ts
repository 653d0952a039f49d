// An uploaded sheet's file read into a grid of trimmed text cells (docs/api.md "Player import",
// "Limits"; docs/decisions/054-import-guard.md), in the thread that calls it: read-grid.ts runs it in a
// worker. Every limit is checked while reading, never after: the workbook's zip directory before
// anything is inflated, then rows as they stream, stopping at the row limit, at a column past the
// limit and at a cell longer than the limit. The cost is linear in the cells read.
//
// XLSX when the content is a zip (whatever the name says); else CSV: UTF-16 with a byte-order mark
// (Excel's "Unicode Text"), UTF-8 (with or without a mark) or, when the bytes are not UTF-8,
// Windows-1252 as European Excel saves it; the separator (`,`, `;` or tab) is detected. Anything else
// (binary content) is refused with a clear 400.
import { Readable } from "node:stream";
import { LIMITS } from "@sah/domain";
import type { CellValue } from "exceljs";
import Papa from "papaparse";
import { fieldError } from "../errors.ts";
import { GRID_TEXT, type Grid } from "./read-grid.ts";
import { SHEET_TEXT } from "./read-sheet.ts";
import { inflateEntrySync, readZipDirectory, ZipProblem } from "./zip-directory.ts";

/**
 * Rows read at most (blank rows not counted): the data rows' limit, the header, and up to this many
 * rows above the header (a title, notes). One more and the sheet is refused as too long.
 */
export const ROWS_ABOVE_HEADER_MAX = 20;
const GRID_ROWS_MAX = LIMITS.importRowsMax + 1 + ROWS_ABOVE_HEADER_MAX;

/** Collects trimmed rows, leaving blank ones out, and refuses at the first limit passed. */
function gridBuilder() {
  const grid: string[][] = [];
  return {
    grid,
    /** `cells` by column (0-based; holes are empty); `line` is the row's number in the file. */
    add(cells: readonly unknown[], line: number, text: (v: unknown) => string) {
      const row: string[] = [];
      let blank = true;
      cells.forEach((value, c) => {
        const t = text(value).trim();
        if (t === "") return;
        if (c >= LIMITS.importColumnsMax) throw fieldError("file", GRID_TEXT.tooManyColumns);
        if (t.length > LIMITS.importCellMaxChars) throw fieldError("file", GRID_TEXT.cellTooLong(line, c + 1));
        while (row.length < c) row.push("");
        row.push(t);
        blank = false;
      });
      if (blank) return;
      if (grid.length === GRID_ROWS_MAX) throw fieldError("file", SHEET_TEXT.tooManyRows);
      grid.push(row);
    },
  };
}

// Windows-1252's bytes 0x80–0x9F (TextDecoder's "windows-1252" in Node gives ISO-8859-1's control
// characters for them); the five it leaves undefined stay as they are.
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

export function decodeWindows1252(data: Buffer): string {
  return data.toString("latin1").replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
}

/** Text as written by a spreadsheet: UTF-16 by its byte-order mark, UTF-8 when valid, else Windows-1252. */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) {
    // Big-endian: swapped into little-endian, which every Node build decodes.
    const le = Buffer.from(data.subarray(0, data.length - (data.length % 2)));
    return new TextDecoder("utf-16le").decode(le.swap16());
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return decodeWindows1252(data);
  }
}

/** Control characters other than tab, line feed, form feed, carriage return and escape: not a text file. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1b]);
function looksBinary(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c < 0x20 && !TEXT_CONTROLS.has(c)) return true;
  }
  return false;
}

function readCsv(data: Buffer): Grid {
  const text = decodeText(data);
  if (looksBinary(text)) throw fieldError("file", SHEET_TEXT.notASheet);
  const rows = gridBuilder();
  let line = 0;
  let failure: unknown = null;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t"],
    skipEmptyLines: "greedy",
    step(result, parser) {
      try {
        rows.add(result.data, ++line, (v) => (typeof v === "string" ? v : ""));
      } catch (err) {
        failure = err;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  return { grid: rows.grid, sheets: [], sheet: null };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell of a workbook as the text a person sees: dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === "object") {
    const v = value as Exclude<CellValue, Date | null | undefined | number | string | boolean>;
    if ("richText" in v) return v.richText.map((r) => r.text).join("");
    if ("text" in v && typeof v.text === "string") return v.text;
    if ("result" in v) return cellText(v.result ?? null);
    return "";
  }
  return String(value);
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(
          Number.parseInt(e[1] === "x" || e[1] === "X" ? e.slice(2) : e.slice(1), e[1] === "x" || e[1] === "X" ? 16 : 10),
        )
      : (XML_ENTITIES[e] ?? m),
  );
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? unescapeXml(m[1]) : undefined;
};

/** The workbook's sheets in order, each with the number of its part (`xl/worksheets/sheet3.xml` → 3). */
function sheetsOf(workbookXml: string, relsXml: string): { name: string; part: number | null }[] {
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g))
    targets.set(attr(tag, "Id") ?? "", attr(tag, "Target") ?? "");
  return [...workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map(([tag]) => {
    const target = targets.get(attr(tag, "r:id") ?? "") ?? "";
    const n = /sheet(\d+)\.xml$/i.exec(target);
    return { name: attr(tag, "name") ?? "", part: n ? Number(n[1]) : null };
  });
}

async function readXlsx(data: Buffer, wanted: string | undefined): Promise<Grid> {
  // The directory first: declared sizes, then every part inflated, never past its declared size, so
  // what exceljs reads below is known to stay within the limit.
  const parts = new Map<string, Buffer>();
  try {
    const entries = readZipDirectory(data, LIMITS.importZipEntriesMax, () => fieldError("file", GRID_TEXT.tooBig));
    if (entries.reduce((sum, e) => sum + e.size, 0) > LIMITS.importWorkbookExpandedMaxBytes)
      throw fieldError("file", GRID_TEXT.tooBig);
    for (const e of entries) {
      const bytes = inflateEntrySync(data, e);
      if (/^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels)$/.test(e.name)) parts.set(e.name, bytes);
    }
  } catch (err) {
    if (err instanceof ZipProblem) throw fieldError("file", err.kind === "damaged" ? SHEET_TEXT.notASheet : GRID_TEXT.tooBig);
    throw err;
  }
  const workbook = parts.get("xl/workbook.xml");
  if (!workbook) throw fieldError("file", SHEET_TEXT.notASheet);
  const listed = sheetsOf(workbook.toString("utf8"), parts.get("xl/_rels/workbook.xml.rels")?.toString("utf8") ?? "");
  const sheets = listed.map((s) => s.name);
  if (sheets.length === 0) throw fieldError("file", SHEET_TEXT.empty);
  const chosen = wanted === undefined ? listed[0] : listed.find((s) => s.name === wanted);
  if (!chosen) throw fieldError("sheet", SHEET_TEXT.noSuchSheet(wanted ?? "", sheets));

  // Loaded on first use: evaluating exceljs takes about 120 ms.
  const { default: ExcelJS } = await import("exceljs");
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  const rows = gridBuilder();
  try {
    for await (const ws of reader) {
      const sheet = ws as unknown as AsyncIterable<{ number: number; values: unknown[] }> & { id: number };
      if (sheet.id !== chosen.part) {
        for await (const _ of sheet);
        continue;
      }
      // row.values is by column number (1-based, holes for empty cells).
      for await (const row of sheet) rows.add(row.values.slice(1), row.number, cellText);
      break;
    }
  } catch (err) {
    if (err instanceof Error && err.name === "DomainError") throw err;
    throw fieldError("file", SHEET_TEXT.notASheet);
  }
  return { grid: rows.grid, sheets, sheet: chosen.name };
}

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The grid of `data` (XLSX or CSV) within the limits; blank rows left out, cells trimmed. */
export async function parseGrid(data: Buffer, wanted: string | undefined): Promise<Grid> {
  if (data.length === 0) throw fieldError("file", SHEET_TEXT.notASheet);
  return isZip(data) ? readXlsx(data, wanted) : readCsv(data);
}
