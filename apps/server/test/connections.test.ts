// Request and header timeouts on a real listening server (docs/decisions/031-proxy-timeouts-shutdown.md):
// a client that sends its request slowly is cut, while a live stream, whose response lasts far longer
// than the timeout, keeps delivering. Timeouts are small here so the test is short.
import net from "node:net";
import type { LiveTopic } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { recordChange } from "../src/services/log/record.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createEvent } from "./helpers/factories.ts";
import { openSse } from "./helpers/sse.ts";

const REQUEST_TIMEOUT_MS = 800;
const HEADERS_TIMEOUT_MS = 400;

let t: TestApp;
let port: number;
let eventId: number;

async function change(db: Database["db"], ev: number, topics: LiveTopic[] = ["players"]) {
  return db.transaction((tx) => recordChange(tx, { eventId: ev, actorId: null, action: "test.change", topics }));
}

beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
  eventId = await createEvent(t);
});
afterAll(() => t.close());

/**
 * A raw client that sends `head`, then one more byte of `dribble` every 50 ms for as long as the
 * server keeps the socket open. Resolves with what the server sent once the socket is closed.
 */
function slowClient(head: string, dribble: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let i = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(dribble[i++ % dribble.length]);
    }, 50);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.write(head);
  });
}

/** The socket was closed; if the server managed to answer first, the answer is a 408 in the contract's shape. */
function expectTimeoutAnswer(answer: string) {
  if (!answer) return;
  const [head, body] = answer.split("\r\n\r\n");
  expect(head).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(body)).toEqual({ detail: "The request took too long to arrive." });
}

describe("request timeouts", () => {
  it("reads them from the environment, with defaults, and refuses a header timeout over the request timeout", () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBe(120_000);
    expect(config.headersTimeoutMs).toBe(15_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "60000", HEADERS_TIMEOUT_MS: "5000" })).toMatchObject({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 5_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "6000" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "soon" })).toThrow();
  });

  it("cuts a request whose body arrives slowly (408), while a live stream open for longer keeps delivering", async () => {
    const stream = await openSse(`http://127.0.0.1:${port}/api/events/${eventId}/live/`);
    expect((await stream.nextData()).event).toBe("ready");

    // The stream was open before the slow request started, so by the time that request is cut the
    // stream has been open for longer than the request timeout.
    const answer = await slowClient(
      "POST /api/users/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      " ",
    );
    expectTimeoutAnswer(answer);

    const seq = await change(t.app.db, eventId);
    const msg = await stream.nextData();
    expect(msg.id).toBe(String(seq));
    stream.close();
  });

  it("closes a connection that sends nothing", async () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("close", resolve));
  });

  it("cuts a connection that sends its headers slowly", async () => {
    const answer = await slowClient("GET /api/health HTTP/1.1\r\nHost: x\r\n", "X-Slow: yes\r\n");
    expectTimeoutAnswer(answer);
  });
});
