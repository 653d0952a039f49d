// One database handle over embedded PGlite (default) or a PostgreSQL server (DATABASE_URL),
// with the same schema, migrations and LISTEN/NOTIFY on both.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { SERVER_ROOT } from "../server-root.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Subscribe to a NOTIFY channel; resolves once listening. Returns the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Which connection the notifications come through: a new number after every reconnect (notices
   * sent meanwhile were missed), -1 while there is none. Caches that NOTIFY invalidates check it.
   */
  listenEpoch(): number;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, "drizzle");
const MIGRATION_LOCK = 7_351_004;

/** `poolMax`: config.ts pgPoolMax (PG_POOL_MAX); unset, node-postgres's own default of 10. */
export async function openDatabase(opts: {
  url?: string;
  poolMax?: number;
  dataDir?: string;
  pglite?: PGlite;
  /** PGlite's shared_buffers in MB (config.ts pgliteSharedBuffersMb); unset, PostgreSQL's own default. */
  pgliteSharedBuffersMb?: number;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax);
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ? path.join(opts.dataDir, "pgdata") : undefined;
    if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
    // The embedded database's page cache is the largest part of its memory (docs/decisions/042-production-footing.md).
    const conf = opts.pgliteSharedBuffersMb ? [`shared_buffers=${opts.pgliteSharedBuffersMb}MB`] : [];
    client = new PGlite(dir, { postgresqlconf: conf });
  }
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    async listen(channel, listener) {
      // Not awaited: PGlite runs statements one at a time in the order they were sent, so every
      // statement sent after this one (each write that notifies) runs after the LISTEN. The app is
      // assembled while PGlite is still starting (server.ts), and this keeps that from waiting for it.
      const pending = client.listen(channel, listener);
      pending.catch(() => {});
      return async () => {
        const unsub = await pending;
        await unsub();
      };
    },
    // Embedded: notifications are delivered within the process and cannot be missed.
    listenEpoch: () => 1,
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * node-postgres and its Drizzle driver are loaded only for a PostgreSQL server: evaluating them took
 * about 180 ms of every start of the embedded default (bench/RESULTS.md "Start-up").
 */
async function openPostgres(url: string, poolMax: number | undefined): Promise<Database> {
  const [{ default: postgres }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new postgres.Pool({ connectionString: url, max: poolMax });
  pool.on("error", () => {
    /* idle client errors are retried by the pool */
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: pg.Client | null = null;
  let epoch = 0;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connectListener(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    if (connecting) return connecting;
    connecting = (async () => {
      const c = new postgres.Client({ connectionString: url });
      await c.connect();
      c.on("notification", (msg) => {
        for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? "");
      });
      c.on("error", () => {
        listenClient = null;
        c.end().catch(() => {});
        if (!closed) setTimeout(() => reconnect(), 500);
      });
      for (const ch of listeners.keys()) await c.query(`LISTEN ${postgres.escapeIdentifier(ch)}`);
      listenClient = c;
      epoch++;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }
  function reconnect() {
    connectListener().catch(() => {
      if (!closed) setTimeout(() => reconnect(), 1000);
    });
  }

  return {
    db,
    kind: "postgres",
    async migrate() {
      const c = await pool.connect();
      try {
        await c.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await c.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        c.release();
      }
    },
    async listen(channel, listener) {
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      const c = await connectListener();
      if (isNew) await c.query(`LISTEN ${postgres.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN ${postgres.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    listenEpoch: () => (listenClient ? epoch : -1),
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      closed = true;
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}
