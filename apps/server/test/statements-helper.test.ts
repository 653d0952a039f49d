// The statement counter the query-count tests use (helpers/statements.ts) counts a read's statements
// (its transactions' too) and not the bid clock's looks running meanwhile on the same database.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueEvents, nextDeadline } from "../src/services/auction/clock.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { countStatements } from "./helpers/statements.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("countStatements", () => {
  it("counts the read's statements, not the bid clock's looks made meanwhile", async () => {
    let looking = true;
    const clock = (async () => {
      while (looking) {
        await dueEvents(t.app.db, Date.now());
        await nextDeadline(t.app.db);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const [, statements] = await countStatements(t.app.db, async (db) => {
      for (let i = 0; i < 3; i++) {
        await db.execute(sql`select ${i}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    looking = false;
    await clock;
    expect(statements).toBe(3);
  });

  it("counts the statements of the transactions it opens too, savepoints included", async () => {
    const [, statements] = await countStatements(
      t.app.db,
      (db) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.transaction((sp) => sp.execute(sql`select 2`));
        }),
      // Only the two selects: PGlite begins and commits outside drizzle, node-postgres through it.
      (statement) => !statement.startsWith("select"),
    );
    expect(statements).toBe(2);
  });
});
