// Fan-out across processes needs a shared PostgreSQL server; PGlite is embedded in one process.
// Runs only when TEST_DATABASE_URL is set (vitest.config.ts includes *.pg.test.ts only then), as in CI.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { LiveTopic } from "@sah/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../src/db/client.ts";
import { players } from "../src/db/schema.ts";
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

let child: ChildProcess;
let b: string;

beforeAll(async () => {
  const port = await freePort();
  child = spawn(process.execPath, ["--import", "tsx", path.resolve(__dirname, "../src/server.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: t.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      DATA_DIR: t.config.dataDir,
      // Only notices (and reconnects) may refresh process B's cached reads in these tests.
      READ_CACHE_TTL_MS: "600000",
    },
    stdio: "ignore",
  });
  b = `http://127.0.0.1:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${b}/api/health`)).status).toBe(200), { timeout: 20_000, interval: 200 });
}, 40_000);
afterAll(() => {
  child?.kill("SIGTERM");
});

/** A player written through process A, announced as every service write is. */
async function addPlayer(): Promise<number> {
  return t.app.db.transaction(async (tx) => {
    await tx.insert(players).values({ eventId, name: "Through A", dateOfBirth: "2000-01-01" });
    return recordChange(tx, { eventId, actorId: null, action: "test.player", topics: ["players"] });
  });
}

async function countsOnB(): Promise<{ total: number; cache: string | null }> {
  const res = await fetch(`${b}/api/players/players-auction-status/?event_id=${eventId}`);
  const body = (await res.json()) as { Total: number };
  return { total: body.Total, cache: res.headers.get("x-cache") };
}

describe("two server processes on one PostgreSQL database", () => {
  it("delivers a change made through process A to a stream client of process B, and replays after reconnect", async () => {
    const s = await openSse(`${b}/api/events/${eventId}/live/`);
    await s.nextData(); // ready
    const seq = await change(t.app.db, eventId, ["players", "teams", "auction"]);
    expect(Number((await s.nextData()).id)).toBe(seq);
    s.close();
    const missed = [await change(t.app.db, eventId), await change(t.app.db, eventId)];
    const again = await openSse(`${b}/api/events/${eventId}/live/`, { "last-event-id": String(seq) });
    expect([Number((await again.nextData()).id), Number((await again.nextData()).id)]).toEqual(missed);
    again.close();
  }, 40_000);

  it("refreshes process B's cached reads once B announces a change made through A", async () => {
    const before = (await countsOnB()).total;
    expect(await countsOnB()).toEqual({ total: before, cache: "hit" });
    const s = await openSse(`${b}/api/events/${eventId}/live/`);
    await s.nextData(); // ready
    const seq = await addPlayer();
    expect(Number((await s.nextData()).id)).toBe(seq);
    s.close();
    // A client reads again when the stream tells it to: by then B's cache has let the entry go.
    expect(await countsOnB()).toEqual({ total: before + 1, cache: "miss" });
  }, 40_000);

  it("does not serve B's earlier entries after its notification connection was replaced", async () => {
    const before = (await countsOnB()).total;
    expect(await countsOnB()).toEqual({ total: before, cache: "hit" });
    // Cut every LISTEN connection of this database; a change made meanwhile may reach B unannounced.
    await t.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await addPlayer();
    await vi.waitFor(async () => expect((await countsOnB()).total).toBe(before + 1), { timeout: 15_000, interval: 100 });
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
