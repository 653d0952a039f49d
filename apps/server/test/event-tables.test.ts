// The one list of the tables an event owns (db/event-tables.ts; docs/decisions/067-foundations.md):
// a table of the schema or of the migrated database that belongs to an event and is missing from the
// list fails here, so a new table is one entry in the list, whose policy the round trips of
// backup.test.ts and duplicate-event.test.ts then check.
import { sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEventRows, EVENT_TABLES, type EventTable, eventTableNames } from "../src/db/event-tables.ts";
import * as schema from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createUser, eventTypeId } from "./helpers/factories.ts";

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);
const listed = new Set<string>(eventTableNames);
const entry = (name: string): EventTable => EVENT_TABLES[name as keyof typeof EVENT_TABLES];

/** The schema's tables that belong to an event: an `event_id` column, or deleted with a listed row. */
function ownedBySchema(): string[] {
  return tables
    .map((table) => getTableConfig(table))
    .filter(
      (c) =>
        c.name === "events" ||
        c.columns.some((col) => col.name === "event_id") ||
        c.foreignKeys.some((fk) => fk.onDelete === "cascade" && listed.has(getTableConfig(fk.reference().foreignTable).name)),
    )
    .map((c) => c.name)
    .sort();
}

describe("db/event-tables.ts", () => {
  it("lists every table of the schema that belongs to an event, and nothing else", () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(ownedBySchema()).toEqual([...listed].sort());
  });

  it("names each table by its SQL name; a row owned through another row names a listed parent, listed before it, and its column", () => {
    for (const [i, name] of eventTableNames.entries()) {
      const e = entry(name);
      const config = getTableConfig(e.table);
      expect(config.name).toBe(name);
      if (typeof e.owner === "object") {
        expect(eventTableNames.indexOf(e.owner.parent as never)).toBeGreaterThanOrEqual(0);
        expect(eventTableNames.indexOf(e.owner.parent as never)).toBeLessThan(i);
        expect(config.columns.map((c) => c.name)).toContain(e.owner.column);
      } else if (e.owner === "event_id") expect(config.columns.map((c) => c.name)).toContain("event_id");
    }
  });

  describe("against the migrated database", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it("lists every table of the migrated database with an event_id column (a migration without a schema entry too)", async () => {
      const result = await t.app.db.execute(
        sql`select distinct table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'event_id' order by 1`,
      );
      const names = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      expect(names.length).toBeGreaterThan(5);
      for (const name of names) expect(listed, `${name} is not in db/event-tables.ts`).toContain(name);
    });

    it("starts a new event with one row in each startRow table", async () => {
      const staff = await createUser(t, { isStaff: true });
      const res = await call(t, "POST", "/api/events/events/", {
        token: staff.token,
        payload: {
          name: "Start Rows",
          date: "2026-05-01",
          start_time: "18:00",
          end_time: "22:30",
          location: "Pune",
          funds_per_team: 1000,
          funds_unit: "pts",
          min_player_price: 10,
          min_players: 1,
          max_players: 5,
          type: await eventTypeId(t, "Cricket"),
        },
      });
      expect(res.statusCode).toBe(201);
      const ev = res.json<{ id: number }>().id;
      const startRows = eventTableNames.filter((name) => entry(name).startRow);
      expect(startRows.length).toBeGreaterThan(0);
      for (const name of startRows) expect(await countEventRows(t.app.db, name, ev), name).toBe(1);
    });
  });
});
