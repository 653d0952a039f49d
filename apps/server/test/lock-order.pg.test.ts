// The lock order of every write inside one event (services/events/lock.ts; docs/decisions/013): the event
// row first, then the row written. A write that took its own row first and the event row last (as the
// log's sequence number does) could deadlock with a write that goes the other way, such as deleting the
// event. Checked on PostgreSQL, where writes run side by side: while another connection holds the event
// row, each write to a player, team or sponsor must wait for it holding no lock on its own row.
// Runs only with TEST_DATABASE_URL (vitest.config.ts), as in CI.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sponsors } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let eventId: number;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("this file needs TEST_DATABASE_URL (a PostgreSQL server)");
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  eventId = await createEvent(t);
});
afterAll(async () => t?.close());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  return client;
}

/** Resolves once a backend of this database waits for a lock (the write under test, blocked on the event row). */
async function someoneWaitsForALock(observer: pg.Client): Promise<void> {
  for (;;) {
    const { rows } = await observer.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function sponsorId(): Promise<number> {
  const [row] = await t.app.db
    .insert(sponsors)
    .values({ eventId, name: "Acme", category: "Title", order: 1, link: "" })
    .returning({ id: sponsors.id });
  return row.id;
}

/** The rows of an event a write touches one at a time: how to make one, and its path. */
const ROWS = [
  { noun: "player", table: "players", make: () => createPlayer(t, eventId), url: (id: number) => `/api/players/${id}/` },
  { noun: "team", table: "teams", make: () => createTeam(t, eventId), url: (id: number) => `/api/teams/${id}/` },
  { noun: "sponsor", table: "sponsors", make: sponsorId, url: (id: number) => `/api/events/sponsors/${id}/` },
];
/** Each row's edit and delete. */
const WRITES = ROWS.flatMap((row) =>
  (["PATCH", "DELETE"] as const).map((method) => ({
    ...row,
    method,
    name: `a ${row.noun}'s ${method === "PATCH" ? "edit" : "delete"}`,
  })),
);

describe("writes inside an event lock the event row before their own", () => {
  it.each(WRITES)("$name", async ({ table, make, method, url }) => {
    const id = await make();
    const holder = await connect();
    const observer = await connect();
    try {
      await holder.query("begin");
      await holder.query("select id from events where id = $1 for update", [eventId]);
      const write = call(t, method, `${url(id)}?event_id=${eventId}`, {
        token: staff.token,
        ...(method === "PATCH" ? { payload: { name: `Renamed ${id}` } } : {}),
      });
      await someoneWaitsForALock(observer);
      // The write waits for the event row; its own row is free meanwhile.
      const own = await observer.query(`select id from ${table} where id = $1 for update nowait`, [id]).then(
        () => "free",
        (e: { code?: string }) => (e.code === "55P03" ? "locked" : `error ${e.code}`),
      );
      expect(own).toBe("free");
      await holder.query("commit");
      expect((await write).statusCode).toBe(method === "PATCH" ? 200 : 204);
    } finally {
      await holder.query("rollback").catch(() => {});
      await holder.end();
      await observer.end();
    }
  });
});
