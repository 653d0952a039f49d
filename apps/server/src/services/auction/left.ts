// What is left to draw per grade and per named set (docs/api.md "Draw control"): the
// console's draw control shows "A+: 3 left". Two grouped counts, whatever the number of players.
import { compareSetNames, type DrawLeft, GRADE_CODES, gradeName, PLAYER_STATUS } from "@sah/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { players } from "../../db/schema.ts";

/** `left`: the draw pool (Available, and Auctioning, which goes back to it on the next draw); `unsold`: Unsold. */
const counts = {
  left: sql<number>`count(*) filter (where ${players.status} in (${PLAYER_STATUS.AVAILABLE}, ${PLAYER_STATUS.AUCTIONING}))`.mapWith(
    Number,
  ),
  unsold: sql<number>`count(*) filter (where ${players.status} = ${PLAYER_STATUS.UNSOLD})`.mapWith(Number),
};

/** Grades that have players, in the draw's order; sets (matched ignoring case and spaces, as the draw does) in their natural order (AL2 before AL10). */
export async function drawLeft(db: DbOrTx, eventId: number): Promise<DrawLeft> {
  const byGrade = await db
    .select({ grade: players.grade, ...counts })
    .from(players)
    .where(eq(players.eventId, eventId))
    .groupBy(players.grade);
  const setKey = sql`lower(trim(${players.drawSet}))`;
  const bySet = await db
    .select({ set: sql<string>`min(trim(${players.drawSet}))`, ...counts })
    .from(players)
    .where(sql`${players.eventId} = ${eventId} and ${setKey} <> ''`)
    .groupBy(setKey);
  const order = (g: number) => GRADE_CODES.indexOf(g);
  return {
    grades: byGrade
      .sort((a, b) => order(a.grade) - order(b.grade))
      .map((g) => ({ grade: g.grade, grade_name: gradeName(g.grade), left: g.left, unsold: g.unsold })),
    sets: bySet.sort((a, b) => compareSetNames(a.set, b.set)).map((s) => ({ set: s.set, left: s.left, unsold: s.unsold })),
  };
}
