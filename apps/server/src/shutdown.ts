// Graceful shutdown with a hard deadline (docs/decisions/031-proxy-timeouts-shutdown.md; README
// "Configuration": SHUTDOWN_TIMEOUT_MS).
import type { FastifyBaseLogger } from "fastify";

/** The log destination as server.ts builds it (pino.destination(): a sonic-boom stream). */
export type LogStream = {
  end(): void;
  destroy(): void;
  once(event: "close" | "error", listener: () => void): unknown;
};

/** How long the buffered log lines get to reach stdout after the shutdown. */
export const LOG_FLUSH_MS = 2000;

/**
 * Runs `close` (app and database) against a deadline. Resolves 0 when it settled in time; 1 when it
 * failed, or when the deadline passed first, after logging what still keeps the process alive. The
 * deadline timer is not unref'd: it is what keeps a process whose close hangs from exiting with 0.
 */
export async function closeWithin(
  close: () => Promise<void>,
  deadlineMs: number,
  log: Pick<FastifyBaseLogger, "error">,
): Promise<0 | 1> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deadlineMs);
  });
  try {
    const outcome = await Promise.race([close().then(() => "closed" as const), deadline]);
    if (outcome === "closed") return 0;
    log.error(
      { deadlineMs, stillOpen: process.getActiveResourcesInfo() },
      "shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting with what is still open",
    );
    return 1;
  } catch (err) {
    log.error({ err }, "shutdown failed");
    return 1;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends the log stream: resolves true once every buffered line is written, false after `timeoutMs`
 * with the rest dropped. pino's own exit hook writes what is left synchronously and retries a full
 * stdout forever, so a log reader that stopped reading would keep the process alive, idle, after
 * every socket is closed; a destroyed stream is skipped by that hook.
 */
export function endLog(stream: LogStream, timeoutMs = LOG_FLUSH_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stream.destroy();
      resolve(false);
    }, timeoutMs);
    const done = (ok: boolean) => () => {
      clearTimeout(timer);
      resolve(ok);
    };
    stream.once("close", done(true));
    stream.once("error", done(false));
    stream.end();
  });
}
