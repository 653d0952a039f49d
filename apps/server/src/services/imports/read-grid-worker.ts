// The worker thread read-grid.ts starts for one sheet: parses it (parse-grid.ts) and posts the grid
// or the refusal back. Built as its own file next to the server's bundle (scripts/build-server.mjs).
import { parentPort, workerData } from "node:worker_threads";
import { DomainError } from "../errors.ts";
import { parseGrid } from "./parse-grid.ts";
import { packGrid } from "./read-grid.ts";

const { data, wanted } = workerData as { data: Uint8Array; wanted: string | undefined };
try {
  const packed = packGrid(await parseGrid(Buffer.from(data.buffer, data.byteOffset, data.byteLength), wanted));
  parentPort?.postMessage({ ok: packed });
} catch (err) {
  if (err instanceof DomainError && err.fields) parentPort?.postMessage({ refused: err.fields });
  else parentPort?.postMessage({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
