// Work that would hold the event loop (building a spreadsheet of thousands of rows) runs in a worker
// thread (docs/architecture.md "Requests"; docs/decisions/056). One module per kind of task under
// src/workers/ (`<name>.ts`), which answers one message with one result. The same call works from the
// sources (tests and `npm run dev` run TypeScript through tsx: the worker registers tsx first) and from
// the built server (scripts/build-server.mjs bundles each src/workers/<name>.ts into
// dist/workers/<name>.js beside dist/server.js). A gate limits how many tasks of a kind run at once
// and how many may wait; past that the caller is told the server is busy.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";

/** The worker modules under src/workers/. */
export type WorkerName = "sheet-file" | "read-grid";

const FROM_SOURCES = import.meta.url.endsWith(".ts");

function workerUrl(name: WorkerName): URL {
  return FROM_SOURCES ? new URL(`./workers/${name}.ts`, import.meta.url) : new URL(`./workers/${name}.js`, import.meta.url);
}

/** From the sources, the worker first registers tsx's loader (an --import in a worker's execArgv is not applied to its entry on Node 20). */
function bootstrap(target: URL): string {
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsx = pathToFileURL(path.join(tsxDir, "dist/esm/api/index.mjs")).href;
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(target.href)}); });`;
}

/**
 * A task the worker refused with field messages (an error with `fields`, as the services' invalid-input
 * errors carry): the caller turns them back into its own refusal.
 */
export class WorkerRefused extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super("refused");
  }
}

type Answer<O> = { ok: true; value: O } | { ok: false; error: string; fields?: Record<string, string[]> };

/**
 * Runs one task in a new worker thread: `input` goes in as workerData, the worker's one message comes
 * back. `resourceLimits` caps the worker's heap (a hostile input then ends the worker, not the server).
 */
export function runInWorker<I, O>(name: WorkerName, input: I, opts: { resourceLimits?: ResourceLimits } = {}): Promise<O> {
  const target = workerUrl(name);
  const options = { workerData: input, resourceLimits: opts.resourceLimits };
  const worker = FROM_SOURCES ? new Worker(bootstrap(target), { ...options, eval: true }) : new Worker(target, options);
  return new Promise<O>((resolve, reject) => {
    let settled = false;
    worker.once("message", (message: Answer<O>) => {
      settled = true;
      if (message.ok) resolve(message.value);
      else if (message.fields) reject(new WorkerRefused(message.fields));
      else reject(new Error(`worker ${name}: ${message.error}`));
      void worker.terminate();
    });
    worker.once("error", (err) => {
      if (settled) return;
      settled = true;
      reject(err);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`worker ${name} exited with code ${code} before answering`));
    });
  });
}

/** A worker module's side: computes the answer to its workerData and posts it (or the error's message). */
export async function answerTask<I, O>(work: (input: I) => O | Promise<O>): Promise<void> {
  const { parentPort, workerData } = await import("node:worker_threads");
  if (!parentPort) throw new Error("answerTask: not in a worker thread");
  try {
    const value = await work(workerData as I);
    const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
    parentPort.postMessage({ ok: true, value }, transfer);
  } catch (err) {
    const fields = (err as { fields?: Record<string, string[]> | null } | null)?.fields ?? undefined;
    const answer: Answer<O> = { ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err), fields };
    parentPort.postMessage(answer);
  }
}

export class GateFull extends Error {
  constructor() {
    super("gate full");
  }
}

/** At most `running` tasks at once; up to `waiting` more wait their turn in order; past that GateFull. */
export function taskGate(limits: { running: number; waiting: number }) {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limits.running) {
        if (queue.length >= limits.waiting) throw new GateFull();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else active++;
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else active--;
      }
    },
    stats: () => ({ running: active, waiting: queue.length }),
  };
}
