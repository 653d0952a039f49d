// Starts a real server process on a fresh data directory for a benchmark, and stops it.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const ADMIN = { email: "admin@example.com", password: "bench-password-1" };

export type BenchServer = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** The data directory: removed by stop() unless `keepData` (a restart on it continues the same data). */
  dataDir: string;
  port: number;
  stop(options?: { keepData?: boolean }): Promise<void>;
};

/** Where a server runs: a fresh port and data directory unless given (a restart passes the previous ones). */
export type ServerPlace = { port?: number; dataDir?: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function startServer(env: Record<string, string> = {}, place: ServerPlace = {}): Promise<BenchServer> {
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sah-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "apps/server/src/server.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start seeds the demo (portraits through sharp): slow on a loaded machine.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 240_000);
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    child,
    dataDir,
    port,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Wall-clock time in ms with sub-ms precision, comparable across the bench's processes. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * CPU time a process has used so far, all its threads (Linux; user + system, in ms). Unlike wall
 * time it hardly depends on what else the machine runs.
 */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces) — utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}
/** USER_HZ, the unit of /proc/<pid>/stat times: 100 on every Linux the benches run on. */
const CLOCK_TICKS_PER_S = 100;

export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

export async function api<T>(url: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A new event through the API (staff `token`), with `fields` over a plain default. */
export async function createEvent(url: string, token: string, fields: Record<string, unknown>): Promise<number> {
  const types = await api<{ id: number }[]>(`${url}/api/events/event-types/`);
  const ev = await api<{ id: number }>(`${url}/api/events/events/`, {
    method: "POST",
    token,
    json: {
      name: "Bench",
      date: "2026-12-01",
      start_time: "10:00",
      end_time: "18:00",
      location: "Bench",
      funds_per_team: 100000,
      funds_unit: "pts",
      min_player_price: 100,
      min_players: 1,
      max_players: 20,
      type: types[0].id,
      ...fields,
    },
  });
  return ev.id;
}
