// Reads an uploaded sheet into a grid of text cells off the event loop (docs/decisions/054-import-guard.md):
// each file is parsed in a worker thread (read-grid-worker.ts → parse-grid.ts) whose heap is capped,
// one at a time per process, so a hostile file delays no other request and holds a bounded amount of
// memory. From the TypeScript sources (tests, `npm run dev`) the worker runs its .ts file through tsx;
// from the built server, the .js file built next to the bundle (scripts/build-server.mjs).
import { Worker } from "node:worker_threads";
import { formatNumber, LIMITS } from "@sah/domain";
import { type FieldErrors, fieldError, fieldErrors } from "../errors.ts";

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

const fromSources = import.meta.url.endsWith(".ts");

/**
 * The worker's entry: the built file, or (from the sources) a line that registers tsx, then imports
 * the .ts (Node 20 does not pass `--import tsx` on to a worker's module loader).
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!fromSources) return { entry: new URL("./read-grid-worker.js", import.meta.url), eval: false };
  const source = new URL("./read-grid-worker.ts", import.meta.url).href;
  return {
    entry: `import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

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

let queue: Promise<unknown> = Promise.resolve();
let running = 0;

/** Sheets being read in a worker right now (0 or 1 per process). */
export const sheetReadsRunning = () => running;

/** One sheet at a time: the next read starts when the one before it ended. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

function readInWorker(data: Buffer, wanted: string | undefined): Promise<Grid> {
  running++;
  const read = new Promise<Grid>((resolve, reject) => {
    const { entry, eval: isCode } = workerEntry();
    const worker = new Worker(entry, {
      eval: isCode,
      workerData: { data, wanted },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    worker.once("message", (msg: { ok?: PackedGrid; refused?: FieldErrors; failed?: string }) => {
      settled = true;
      if (msg.ok) resolve(unpackGrid(msg.ok));
      else if (msg.refused) reject(fieldErrors(msg.refused));
      else reject(new Error(`Reading the sheet failed: ${msg.failed}`));
      void worker.terminate();
    });
    worker.once("error", (err: Error & { code?: string }) => {
      if (settled) return;
      settled = true;
      reject(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? fieldError("file", GRID_TEXT.tooBig) : err);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`The sheet reader stopped (exit ${code}).`));
    });
  });
  return read.finally(() => {
    running--;
  });
}

/** The grid of an uploaded sheet (XLSX or CSV), read within the limits in a worker thread. */
export function readGrid(data: Buffer, wanted: string | undefined): Promise<Grid> {
  return oneAtATime(() => readInWorker(data, wanted));
}
