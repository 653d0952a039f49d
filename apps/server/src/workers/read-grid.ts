// Worker (worker-task.ts): reads one uploaded sheet into a grid within the limits (parse-grid.ts),
// off the event loop (docs/decisions/054-import-guard.md). A refusal goes back with its field messages.

import { parseGrid } from "../services/imports/parse-grid.ts";
import { type PackedGrid, packGrid } from "../services/imports/read-grid.ts";
import { answerTask } from "../worker-task.ts";

export type ReadGridTask = { data: Uint8Array; wanted: string | undefined };

await answerTask<ReadGridTask, PackedGrid>(async ({ data, wanted }) =>
  packGrid(await parseGrid(Buffer.from(data.buffer, data.byteOffset, data.byteLength), wanted)),
);
