// Graceful shutdown with a hard deadline (docs/decisions/031-proxy-timeouts-shutdown.md). A real server
// process gets SIGTERM with a live stream and a slowly sent request open, or with nobody reading its log
// output, and exits 0; a close that cannot finish in time (an SMTP server that never answers) ends at
// SHUTDOWN_TIMEOUT_MS with exit code 1 and a log line naming what was still open.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { closeWithin, endLog, type LogStream } from "../src/shutdown.ts";
import { ADMIN, ServerProcess } from "./helpers/server-process.ts";
import { openSse } from "./helpers/sse.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-shutdown-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // From a copy of the run's migrated template rather than an initdb, as crash.test.ts does.
  const template = inject("pgliteTemplate");
  if (template) {
    const db = await PGlite.create({ dataDir: path.join(dataDir, "pgdata"), loadDataDir: new Blob([fs.readFileSync(template)]) });
    await db.close();
  }
  const server = await ServerProcess.start({ dataDir, env });
  // Whatever a test leaves running is killed, so a hang fails the test instead of outliving it.
  cleanups.push(async () => {
    server.kill("SIGKILL");
    await server.exited;
  });
  return server;
}

/** Sends a request's headers and the first byte of its body, and no more. */
function slowRequest(url: string, requestId: string): { closed: Promise<void> } {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => {});
  socket.write(
    `POST /api/users/login/ HTTP/1.1\r\nHost: x\r\nX-Request-Id: ${requestId}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
  );
  cleanups.push(() => void socket.destroy());
  return { closed: new Promise((resolve) => socket.once("close", () => resolve())) };
}

/** A keep-alive connection that writes `requests` at once (pipelined) and collects what comes back. */
function keepAlive(url: string, requests: string[]): { received: () => string; closed: Promise<void> } {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => {});
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.write(requests.join(""));
  cleanups.push(() => void socket.destroy());
  return { received: () => received, closed: new Promise((resolve) => socket.once("close", () => resolve())) };
}

/** A complete login request on a keep-alive connection: the server verifies a password, which takes a moment. */
function loginRequest(requestId: string): string {
  const body = JSON.stringify({ email: ADMIN.email, password: "not the password" });
  return `POST /api/users/login/ HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Request-Id: ${requestId}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** The status lines of the HTTP answers in what a connection received. */
const statusLines = (received: string) => received.match(/HTTP\/1\.1 \d{3} /g) ?? [];

describe("shutdown on SIGTERM (real server process)", () => {
  it("answers every request a keep-alive connection had fully sent, closes the connection and exits 0 before SHUTDOWN_TIMEOUT_MS", {
    timeout: 180_000,
  }, async () => {
    // The deadline is long: a shutdown that waits for the keep-alive connection reaches it and exits 1.
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "60000" });
    // An idle keep-alive connection (one request answered, still open) and one with two requests sent at
    // once, the second queued behind the first.
    const idle = keepAlive(server.url, [loginRequest("idle-1")]);
    await vi.waitFor(() => expect(statusLines(idle.received())).toHaveLength(1), { timeout: 15_000 });
    const busy = keepAlive(server.url, [loginRequest("busy-1"), loginRequest("busy-2")]);
    await server.waitForLine((l) => l.includes('"reqId":"busy-1"') && l.includes("incoming request"));

    server.kill("SIGTERM");
    await Promise.all([idle.closed, busy.closed]);
    expect(statusLines(busy.received())).toHaveLength(2);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.some((l) => l.includes("SHUTDOWN_TIMEOUT_MS"))).toBe(false);
  });

  // A start takes a few seconds on an idle 2-core machine, 15 s or more on a busy one.
  it("exits 0 with a live stream and a slowly sent request open", { timeout: 180_000 }, async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "6000" });
    const stream = await openSse(`${server.url}/api/events/1/live/`);
    expect((await stream.nextData()).event).toBe("ready");
    cleanups.push(() => stream.close());
    const slow = slowRequest(server.url, "slow-body-1");
    await server.waitForLine((l) => l.includes('"reqId":"slow-body-1"') && l.includes("incoming request"));

    server.kill("SIGTERM");
    await slow.closed;
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.some((l) => l.includes("SHUTDOWN_TIMEOUT_MS"))).toBe(false);
  });

  it("exits 0 when nobody reads its log output", { timeout: 180_000 }, async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "6000" });
    // Stop reading stdout, then log far more than the pipe holds (each URL is logged with its request).
    server.child.stdout?.pause();
    const padding = "x".repeat(8000);
    for (let i = 0; i < 300; i++) await (await fetch(`${server.url}/api/health?pad=${padding}`)).text();

    server.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("exits 1 at SHUTDOWN_TIMEOUT_MS when closing cannot finish, logging what was still open", { timeout: 180_000 }, async () => {
    // An SMTP server that accepts the connection and never greets: the reset mail being sent keeps
    // closing busy (the app waits for background mail; nodemailer gives up only after 30 s).
    const connected = vi.fn();
    const smtp = net.createServer((socket) => {
      connected();
      cleanups.push(() => void socket.destroy());
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const smtpPort = (smtp.address() as net.AddressInfo).port;
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: "1000", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

    const res = await fetch(`${server.url}/api/users/initiate-forgot-password/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(connected).toHaveBeenCalled(), { timeout: 15_000 });

    server.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const line = server.lines.find((l) => l.includes("SHUTDOWN_TIMEOUT_MS"));
    expect(line).toBeDefined();
    const entry = JSON.parse(line ?? "{}") as { level: number; deadlineMs: number; stillOpen: string[] };
    expect(entry).toMatchObject({ level: 50, deadlineMs: 1000 });
    expect(entry.stillOpen).toContain("TCPSocketWrap");
  });
});

describe("closeWithin and endLog", () => {
  const log = () => ({ error: vi.fn() });

  it("resolves 0 when closing settles, 1 when it fails", async () => {
    const l = log();
    expect(await closeWithin(async () => {}, 5000, l)).toBe(0);
    expect(await closeWithin(() => Promise.reject(new Error("boom")), 5000, l)).toBe(1);
    expect(l.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "shutdown failed");
  });

  it("resolves 1 at the deadline when closing never settles, logging the resources still open", async () => {
    const l = log();
    expect(await closeWithin(() => new Promise(() => {}), 20, l)).toBe(1);
    expect(l.error).toHaveBeenCalledWith(
      { deadlineMs: 20, stillOpen: expect.any(Array) },
      expect.stringContaining("SHUTDOWN_TIMEOUT_MS"),
    );
  });

  it("ends the log stream, or destroys it when it does not drain in time", async () => {
    const stream = (closes: boolean) => {
      const listeners: Record<string, () => void> = {};
      const s: LogStream & { destroy: ReturnType<typeof vi.fn> } = {
        end: () => {
          if (closes) queueMicrotask(() => listeners.close?.());
        },
        destroy: vi.fn<() => void>(),
        once: (event, listener) => {
          listeners[event] = listener;
        },
      };
      return s;
    };
    const draining = stream(true);
    expect(await endLog(draining, 5000)).toBe(true);
    expect(draining.destroy).not.toHaveBeenCalled();
    const stuck = stream(false);
    expect(await endLog(stuck, 20)).toBe(false);
    expect(stuck.destroy).toHaveBeenCalled();
  });
});
