// Builds the app on a fresh database for one test file (docs/style.md habit 13).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import type { Mail, Mailer } from "../../src/services/mail/mailer.ts";
import { withDatabase } from "./global-setup.ts";

let counter = 0;

/** A fresh, migrated database (a copy of the run's template). */
export async function createTestDatabase(): Promise<{ database: Database; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject("pgTemplate");
  if (url && pgTemplate) {
    const name = `sah_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const dbUrl = withDatabase(url, name);
    return { database: await openDatabase({ url: dbUrl }), url: dbUrl };
  }
  const tpl = fs.readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({ loadDataDir: new Blob([tpl]) });
  return { database: await openDatabase({ pglite: client }) };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL URL of this test's database (unset on PGlite). */
  url?: string;
  config: Config;
  mails: Mail[];
  close(): Promise<void>;
};

/** `realMailer`: send through nodemailer per config (SMTP_URL or the outbox) instead of capturing into `mails`. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { realMailer?: boolean; mailer?: Mailer; logger?: AppDeps["logger"] } = {},
): Promise<TestApp> {
  const { database, url } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "0" } as NodeJS.ProcessEnv, {
    appUrl: "http://app.test",
    webDist: path.join(dataDir, "no-web"),
    webSsrDist: path.join(dataDir, "no-web-ssr"),
    ...overrides,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { send: async (m) => void mails.push(m) };
  const app = await buildApp({ config, database, mailer: opts.realMailer ? undefined : mailer, logger: opts.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    url,
    config,
    mails,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
