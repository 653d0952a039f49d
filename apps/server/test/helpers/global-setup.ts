// Migrates one template database per test run; each test file gets a copy (STACK.md: a fresh initdb
// per file costs ~2.5 s and ~600 MB, a copy far less).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `sah_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const tplUrl = withDatabase(url, template);
    const database = await openDatabase({ url: tplUrl });
    await database.migrate();
    await database.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteTemplate", "");
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const { rows } = await c.query<{ datname: string }>("select datname from pg_database where datname like $1", [
        `sah_t_${process.pid}_%`,
      ]);
      for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`).catch(() => {});
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
      await c.end();
    };
  }
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(os.tmpdir(), `sah-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", "");
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
