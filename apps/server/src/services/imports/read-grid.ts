// Reads an uploaded sheet into a grid of text cells off the event loop (docs/decisions/054-import-guard.md):
// each file is parsed in a worker thread (src/workers/read-grid.ts → parse-grid.ts, started by
// worker-task.ts like every worker) whose heap is capped, one at a time per process, so a hostile
// file delays no other request and holds a bounded amount of memory.
import { formatNumber, LIMITS } from "@sah/domain";
import { runInWorker, taskGate, WorkerRefused } from "../../worker-task.ts";
import { fieldError, fieldErrors } from "../errors.ts";

export type Grid = { grid: string[][]; sheets: string[]; sheet: string | null };

const MB = 1024 * 1024;
export const GRID_TEXT = {
  // Getters: numbers are formatted on use, not when the module loads (domain display.ts).
  get tooManyColumns() {
    return `A sheet can have at most ${formatNumber(LIMITS.importColumnsMax)} columns.`;
  },
  cellTooLong: (row: number, column: number) =>
    `A cell can hold at most ${formatNumber(LIMITS.importCellMaxChars)} characters; row ${formatNumber(row)}, column ${formatNumber(column)} holds more.`,
  tooBig: `The workbook expands past ${LIMITS.importWorkbookExpandedMaxBytes / MB} MB, or needs more memory than a sheet within the limits; it is refused.`,
} as const;

/** The worker's heap: a sheet within the limits needs a fraction of it; past it, the sheet is refused. */
const WORKER_HEAP_MB = 128;

/**
 * A grid as it crosses from the worker: every cell's text in one string, each cell's length and each
 * row's width in typed arrays. Copying millions of small strings between threads costs the receiving
 * thread about a second per million cells; one string and two arrays cost next to nothing, and the
 * cells are then slices of the one string.
 */
export type PackedGrid = { text: string; lengths: Uint32Array; widths: Uint32Array; sheets: string[]; sheet: string | null };

export function packGrid({ grid, sheets, sheet }: Grid): PackedGrid {
  const widths = new Uint32Array(grid.length);
  let cells = 0;
  grid.forEach((row, r) => {
    widths[r] = row.length;
    cells += row.length;
  });
  const lengths = new Uint32Array(cells);
  let i = 0;
  for (const row of grid) for (const cell of row) lengths[i++] = cell.length;
  return { text: grid.map((row) => row.join("")).join(""), lengths, widths, sheets, sheet };
}

export function unpackGrid({ text, lengths, widths, sheets, sheet }: PackedGrid): Grid {
  const grid: string[][] = [];
  let at = 0;
  let i = 0;
  for (const width of widths) {
    const row: string[] = new Array(width);
    for (let c = 0; c < width; c++) {
      row[c] = text.slice(at, at + lengths[i]);
      at += lengths[i++];
    }
    grid.push(row);
  }
  return { grid, sheets, sheet };
}

/** One sheet at a time per process; the others wait their turn. */
const oneAtATime = taskGate({ running: 1, waiting: Number.POSITIVE_INFINITY });

/** Sheets being read in a worker right now (0 or 1 per process). */
export const sheetReadsRunning = () => oneAtATime.stats().running;

async function readInWorker(data: Buffer, wanted: string | undefined): Promise<Grid> {
  try {
    const packed = await runInWorker<{ data: Uint8Array; wanted: string | undefined }, PackedGrid>(
      "read-grid",
      { data, wanted },
      { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 } },
    );
    return unpackGrid(packed);
  } catch (err) {
    if (err instanceof WorkerRefused) throw fieldErrors(err.fields);
    if ((err as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") throw fieldError("file", GRID_TEXT.tooBig);
    throw err;
  }
}

/** The grid of an uploaded sheet (XLSX or CSV), read within the limits in a worker thread. */
export function readGrid(data: Buffer, wanted: string | undefined): Promise<Grid> {
  return oneAtATime.run(() => readInWorker(data, wanted));
}
