// Fan-out across processes needs a shared PostgreSQL server; PGlite is embedded in one process.
// Runs only when TEST_DATABASE_URL is set (vitest.config.ts includes *.pg.test.ts only then), as in CI.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { LiveTopic } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../src/db/client.ts";
import { recordChange } from "../src/services/log/record.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createEvent } from "./helpers/factories.ts";
import { openSse } from "./helpers/sse.ts";

let t: TestApp;
let eventId: number;

async function change(db: Database["db"], ev: number, topics: LiveTopic[] = ["players"]) {
  return db.transaction((tx) => recordChange(tx, { eventId: ev, actorId: null, action: "test.change", topics }));
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("this file needs TEST_DATABASE_URL (a PostgreSQL server)");
  t = await createTestApp();
  eventId = await createEvent(t);
});
afterAll(() => t.close());

describe("two server processes on one PostgreSQL database", () => {
  it("delivers a change made through process A to a stream client of process B, and replays after reconnect", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve(__dirname, "../src/server.ts")], {
      env: {
        ...process.env,
        DATABASE_URL: t.url,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_DEMO: "0",
        LOG_LEVEL: "warn",
        DATA_DIR: t.config.dataDir,
      },
      stdio: "ignore",
    });
    try {
      const b = `http://127.0.0.1:${port}`;
      await vi.waitFor(async () => expect((await fetch(`${b}/api/health`)).status).toBe(200), { timeout: 20_000, interval: 200 });
      const s = await openSse(`${b}/api/events/${eventId}/live/`);
      await s.nextData(); // ready
      const seq = await change(t.app.db, eventId, ["players", "teams", "auction"]);
      expect(Number((await s.nextData()).id)).toBe(seq);
      s.close();
      const missed = [await change(t.app.db, eventId), await change(t.app.db, eventId)];
      const again = await openSse(`${b}/api/events/${eventId}/live/`, { "last-event-id": String(seq) });
      expect([Number((await again.nextData()).id), Number((await again.nextData()).id)]).toEqual(missed);
      again.close();
    } finally {
      child.kill("SIGTERM");
    }
  }, 40_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
