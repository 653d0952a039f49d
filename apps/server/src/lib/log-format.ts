// How the server's log reads (README "Configuration", LOG_FORMAT; docs/decisions/057-hall-setup.md):
// `json`, pino's one JSON object a line for a log collector, or `pretty`, one short line per record
// for a person at a terminal: the time, the level when it is not info, the message, and for a request
// its method, URL, status and time taken in one line ("GET /api/health 200 2 ms"). The default is
// pretty when stdout is a terminal and JSON when it is not (a service manager, a container, a pipe).

export type LogFormat = "json" | "pretty";

const LEVELS: Record<number, string> = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error", 60: "fatal" };
/** Fields every record has, or that the message already says. */
const QUIET = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err", "req", "res", "responseTime"]);

function clock(time: unknown): string {
  const d = new Date(typeof time === "number" ? time : Date.now());
  return d.toTimeString().slice(0, 8);
}

function value(v: unknown): string {
  return typeof v === "string" ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v);
}

/** One pino JSON line as the pretty format prints it (a line that is not JSON is passed on as it is). */
export function prettyLogLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[Number(record.level)] ?? String(record.level);
  const extra = Object.entries(record)
    .filter(([k, v]) => !QUIET.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`);
  const head = [clock(record.time), level === "info" ? null : level.toUpperCase(), String(record.msg ?? ""), ...extra]
    .filter(Boolean)
    .join(" ");
  const err = record.err as { stack?: string; message?: string } | undefined;
  return `${head}${err ? `\n${err.stack ?? err.message ?? ""}` : ""}\n`;
}

/** A destination that prints each pino line pretty into `out` (which keeps its own buffering and end). */
export function prettyDestination(out: { write(chunk: string): boolean }): { write(chunk: string): boolean } {
  return {
    write(chunk: string) {
      // pino writes whole lines, one record per call.
      return out.write(
        chunk
          .split("\n")
          .filter(Boolean)
          .map((l) => prettyLogLine(l))
          .join(""),
      );
    },
  };
}

/** The one line of a finished request in the pretty format. */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${url} ${status} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}
