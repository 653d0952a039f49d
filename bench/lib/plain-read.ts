// What another visitor sees while the server works on something heavy (docs/decisions/054): a plain
// read (GET /api/health) every 100 ms, each timed from sending to its answer, and the server's
// resident memory sampled meanwhile.
import { performance } from "node:perf_hooks";
import { quantile, rssOf } from "./server.ts";

/** `failed`: reads that got no answer (e.g. no connection within undici's 10 s); their delay counts until they failed. */
export type PlainReads = {
  reads: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  rssBefore: number;
  rssPeak: number;
};

/** Starts sampling; `stop()` waits for the reads in flight and gives the delays (ms) and memory (bytes). */
export function watchPlainReads(url: string, pid: number, everyMs = 100) {
  const delays: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore;
  const read = () => {
    const t0 = performance.now();
    const p: Promise<void> = fetch(`${url}/api/health`)
      .then((r) => r.arrayBuffer())
      .catch(() => {
        failed++;
      })
      .then(() => {
        delays.push(performance.now() - t0);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const timer = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(pid));
    read();
  }, everyMs);
  read();
  return {
    async stop(): Promise<PlainReads> {
      clearInterval(timer);
      rssPeak = Math.max(rssPeak, rssOf(pid));
      await Promise.all(inFlight);
      const sorted = delays.sort((a, b) => a - b);
      return {
        reads: sorted.length,
        failed,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        rssBefore,
        rssPeak,
      };
    },
  };
}

const MiB = 1024 * 1024;
/** `| p50 | p99 | longest | RSS growth |` cells of a markdown row. */
export const plainReadCells = (r: PlainReads) =>
  `${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | +${((r.rssPeak - r.rssBefore) / MiB).toFixed(0)}`;
