// A real server process (node --import tsx apps/server/src/server.ts) for the crash and shutdown
// tests: started on a given data directory or database, restartable on the same data, with its log
// lines kept so a test can wait for one.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort, ROOT } from "../../../../bench/lib/server.ts";

export const ADMIN = { email: "admin@example.com", password: "crash-test-password-1" };

export type ServerOptions = {
  dataDir: string;
  /** PostgreSQL; unset: PGlite under dataDir. */
  databaseUrl?: string;
  env?: Record<string, string>;
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export class ServerProcess {
  readonly lines: string[] = [];
  readonly exited: Promise<Exit>;
  private waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  private stderr = "";

  private constructor(
    readonly options: ServerOptions,
    readonly url: string,
    readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    let pending = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      pending += chunk;
      let i = pending.indexOf("\n");
      while (i >= 0) {
        this.onLine(pending.slice(0, i));
        pending = pending.slice(i + 1);
        i = pending.indexOf("\n");
      }
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
  }

  static async start(options: ServerOptions, timeoutMs = 90_000): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "apps/server/src/server.ts")], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? "",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: "1",
        LOG_LEVEL: "info",
        RATE_LIMIT_ACCOUNT: "off",
        RATE_LIMIT_IP: "off",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ServerProcess(options, `http://127.0.0.1:${port}`, child);
    await server.waitUntilHealthy(timeoutMs);
    return server;
  }

  /** A new process on the same data directory or database. */
  restart(): Promise<ServerProcess> {
    return ServerProcess.start(this.options);
  }

  private onLine(line: string) {
    this.lines.push(line);
    if (this.lines.length > 5000) this.lines.splice(0, 1000);
    for (const w of [...this.waiters]) {
      if (w.match(line)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  }

  /** Resolves with the first log line (already seen or still to come) that matches. */
  waitForLine(match: (line: string) => boolean, timeoutMs = 15_000): Promise<string> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`no matching log line within ${timeoutMs} ms; last lines:\n${this.lines.slice(-10).join("\n")}`));
      }, timeoutMs);
      const done = (line: string) => {
        clearTimeout(timer);
        resolve(line);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Polls /api/health (the condition), failing early when the process exits. */
  private async waitUntilHealthy(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    let exited: Exit | null = null;
    void this.exited.then((e) => {
      exited = e;
    });
    for (;;) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (exited) throw new Error(`server exited (${JSON.stringify(exited)}) before it was healthy:\n${this.stderr}`);
      if (Date.now() > deadline) {
        this.child.kill("SIGKILL");
        throw new Error(`server not healthy within ${timeoutMs} ms:\n${this.stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }

  /** SIGTERM and wait; SIGKILL if it does not exit in time. */
  async stop(timeoutMs = 20_000): Promise<Exit> {
    this.kill("SIGTERM");
    const timer = setTimeout(() => this.kill("SIGKILL"), timeoutMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }
}
