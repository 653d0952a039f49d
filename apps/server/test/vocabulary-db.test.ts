// The database keeps its own invariants (docs/style.md), written in the migrations as literals: the
// player statuses and grades it accepts are exactly the domain's tables (packages/domain/src/constants.ts),
// so a status or grade added to the domain without a migration fails here.
import { GRADE_CODES, PLAYER_STATUSES } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createEvent } from "./helpers/factories.ts";

let t: TestApp;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const eventId = await createEvent(t);
  const [row] = await t.app.db
    .insert(players)
    .values({ eventId, name: "Vocabulary", dateOfBirth: "2000-01-01" })
    .returning({ id: players.id });
  playerId = row!.id;
});
afterAll(() => t.close());

const set = (values: Partial<typeof players.$inferInsert>) =>
  t.app.db.update(players).set(values).where(eq(players.id, playerId));

describe("the database's player vocabulary is the domain's", () => {
  it("accepts every status of the domain's table and nothing past it", async () => {
    for (const s of PLAYER_STATUSES) await set({ status: s.code });
    const codes = PLAYER_STATUSES.map((s) => s.code);
    await expect(set({ status: Math.max(...codes) + 1 })).rejects.toThrow();
    await expect(set({ status: Math.min(...codes) - 1 })).rejects.toThrow();
  });

  it("accepts every grade of the domain's table and no other", async () => {
    for (const code of GRADE_CODES) await set({ grade: code });
    await expect(set({ grade: 11 })).rejects.toThrow();
  });
});
