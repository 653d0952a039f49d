// Worker (worker-task.ts): writes export sheets as CSV or XLSX off the event loop. An XLSX of
// 5,000 players took about a second of the main thread (docs/decisions/056).

import { type Sheet, writeCsv, writeXlsx } from "../services/sheets/sheet-file.ts";
import { answerTask } from "../worker-task.ts";

export type SheetFileTask = { format: "csv" | "xlsx"; sheets: Sheet[] };

await answerTask<SheetFileTask, Uint8Array>(async ({ format, sheets }) =>
  format === "csv" ? writeCsv(sheets) : await writeXlsx(sheets),
);
