// What the squad quotas need from the database (docs/api.md "Squad quotas"; decision 044):
// each team's players as grade and skills, and the names the rules are worded with. The rules
// themselves are the domain's pure functions (quotaRefusal, quotaShortfall, quotaReserve).
import { gradeName, type Quota, type SquadPlayer } from "@sah/domain";
import { type AnyColumn, and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { players, skills, transactions } from "../../db/schema.ts";

/** A player's skill ids in order, `[]` for none: a correlated subquery on the outer row's player id. */
const skillIdsOf = (playerId: SQL | AnyColumn) =>
  sql<
    number[]
  >`coalesce((select json_agg(ps.skill_id order by ps.skill_id) from player_skills ps where ps.player_id = ${playerId}), '[]'::json)`;

/**
 * The squad of the team of the outer `teams` row (a correlated subquery for the team list, so a page
 * stays one query): `[{grade, skills}]` of the players it holds.
 */
export const squadColumn = () =>
  sql<SquadPlayer[]>`coalesce((
    select json_agg(json_build_object('grade', p.grade, 'skills', ${skillIdsOf(sql`p.id`)}))
    from transactions t join players p on p.id = t.player_id
    where t.team_id = "teams"."id"), '[]'::json)`;

/** The squads of the given teams, each player with its id (a sale leaves out the player being sold). */
export async function loadSquads(
  db: DbOrTx,
  eventId: number,
  teamIds: number[],
): Promise<Map<number, (SquadPlayer & { id: number })[]>> {
  const out = new Map<number, (SquadPlayer & { id: number })[]>(teamIds.map((id) => [id, []]));
  if (!teamIds.length) return out;
  const rows = await db
    .select({
      team: transactions.teamId,
      id: players.id,
      grade: players.grade,
      skills: skillIdsOf(players.id),
    })
    .from(transactions)
    .innerJoin(players, eq(players.id, transactions.playerId))
    .where(and(eq(transactions.eventId, eventId), inArray(transactions.teamId, teamIds)));
  for (const r of rows) out.get(r.team)?.push({ id: r.id, grade: r.grade, skills: r.skills });
  return out;
}

/** One player as the quotas see it; null when not of the event. */
export async function loadSquadPlayer(db: DbOrTx, eventId: number, playerId: number): Promise<SquadPlayer | null> {
  const [row] = await db
    .select({
      grade: players.grade,
      skills: skillIdsOf(players.id),
    })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.eventId, eventId)));
  return row ?? null;
}

/**
 * The words of each rule: a grade's name ("A+") or the skill's ("Wicket-keeper"). One query, and
 * only when a rule names a skill.
 */
export async function quotaLabeler(db: DbOrTx, eventId: number, quotas: readonly Quota[]): Promise<(q: Quota) => string> {
  const ids = quotas.filter((q) => q.kind === "skill").map((q) => q.id);
  const names = new Map<number, string>();
  if (ids.length) {
    const rows = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(and(eq(skills.eventId, eventId), inArray(skills.id, ids)));
    for (const r of rows) names.set(r.id, r.name);
  }
  return (q) => (q.kind === "grade" ? gradeName(q.id) : (names.get(q.id) ?? `skill ${q.id}`));
}
