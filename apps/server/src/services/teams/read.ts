// Team reads shared by the team routes and the auction engine. A page of teams is two queries
// whatever its size (docs/style.md habit 4): the event row, then the teams with their owners and money.
import {
  budgetOf,
  fundsRemaining,
  type Purse,
  playersRemaining,
  QUOTA_MSG,
  type Quota,
  quotaReserve,
  quotaShortfall,
  rtmCardsLeft,
  type SquadPlayer,
  shortNameOf,
  type Team,
  type TeamBudget,
} from "@sah/domain";
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { teamOwners, teams } from "../../db/schema.ts";
import { hasRow, idNameList, likePattern, moneySum } from "../../db/sql.ts";
import { type EventRules, loadEventRules } from "../events/lock.ts";
import { quotaLabeler, squadColumn } from "./squads.ts";

export type TeamQuery = {
  ids?: number[];
  search?: string;
  limit?: number;
  offset?: number;
  /** Answer as if an archived event did not exist (public reads by non-staff; decision 034). */
  hideArchived?: boolean;
};

function teamFilter(eventId: number, ids?: number[], search?: string): SQL | undefined {
  return and(
    eq(teams.eventId, eventId),
    ids ? inArray(teams.id, ids) : undefined,
    search ? ilike(teams.name, likePattern(search)) : undefined,
  );
}

/** A team's standing sales: how many, and what they cost (correlated subqueries on the teams row). */
const moneyColumns = () => ({
  playersCount: sql<number>`(select count(*) from transactions t where t.team_id = "teams"."id")`.mapWith(Number),
  spent: sql<number>`(select ${moneySum(sql`t.price`)} from transactions t where t.team_id = "teams"."id")`.mapWith(Number),
  adjusted: sql<number>`(select ${moneySum(sql`a.amount`)} from team_adjustments a where a.team_id = "teams"."id")`.mapWith(
    Number,
  ),
  /** Right to match: the team's standing sales by right to match (each used a card). */
  matches: sql<number>`(select count(*) from transactions t where t.team_id = "teams"."id" and t.rtm)`.mapWith(Number),
});

/** A team's purse adjustments with their reasons, oldest first (decision 062): one correlated subquery. */
const adjustmentList = () =>
  sql<Team["adjustments"]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'amount', a.amount, 'reason', a.reason) order by a.id)
    from team_adjustments a where a.team_id = "teams"."id"), '[]'::json)`;

/** Teams of one event, ordered by name then id, with owners and money fields. Unknown event: []. */
export async function loadTeams(db: DbOrTx, eventId: number, opts: TeamQuery = {}): Promise<Team[]> {
  if (opts.ids && opts.ids.length === 0) return [];
  const purse = await loadEventRules(db, eventId);
  return purse && !(opts.hideArchived && purse.archived) ? readTeams(db, eventId, purse, opts) : [];
}

/** The teams of an event whose purse settings the caller has already read: one query. */
async function readTeams(db: DbOrTx, eventId: number, purse: EventRules, opts: TeamQuery): Promise<Team[]> {
  // With squad quotas each team brings its squad too (grades and skills), and a rule naming a skill
  // costs one query for the names (docs/api.md "Squad quotas").
  const quotas = squadRules(purse);
  const label = quotas ? await quotaLabeler(db, eventId, quotas) : undefined;
  // Owners and money come with each team from correlated subqueries, written out in SQL because
  // drizzle leaves the columns of a one-table select unqualified.
  let pageQuery = db
    .select({
      id: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      owners: idNameList("u", sql`team_owners o join users u on u.id = o.user_id where o.team_id = "teams"."id"`),
      ...moneyColumns(),
      adjustments: adjustmentList(),
      squad: quotas ? squadColumn() : sql<SquadPlayer[]>`'[]'::json`,
    })
    .from(teams)
    .where(teamFilter(eventId, opts.ids, opts.search))
    .orderBy(asc(teams.name), asc(teams.id))
    .$dynamic();
  if (opts.limit !== undefined) pageQuery = pageQuery.limit(opts.limit);
  if (opts.offset !== undefined) pageQuery = pageQuery.offset(opts.offset);
  const rows = await pageQuery;
  return rows.map((r) => toTeam(eventId, purse, r, label));
}

/** The event's quotas that bind a minimum (the only ones a team's needs and max bid depend on); undefined when none. */
function squadRules(rules: EventRules): Quota[] | undefined {
  return rules.quotas.some((q) => q.min !== null) ? rules.quotas : undefined;
}

export async function countTeams(db: DbOrTx, eventId: number, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teams)
    .where(teamFilter(eventId, undefined, search));
  return row?.n ?? 0;
}

/** One team of one event, or null when the id is unknown or belongs to another event. */
export async function loadTeam(
  db: DbOrTx,
  eventId: number,
  teamId: number,
  opts: { hideArchived?: boolean } = {},
): Promise<Team | null> {
  const [team] = await loadTeams(db, eventId, { ids: [teamId], ...opts });
  return team ?? null;
}

/** A team's purse under the event's rules, from its standing sales and its adjustments. */
export function purseOf(
  rules: EventRules,
  money: { playersCount: number; spent: number; adjusted: number },
  quota?: Purse["quota"],
): Purse {
  return {
    totalFunds: rules.fundsPerTeam + money.adjusted,
    spent: money.spent,
    playersCount: money.playersCount,
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    minPlayerPrice: rules.minPlayerPrice,
    ...(quota ? { quota } : {}),
  };
}

function toTeam(
  eventId: number,
  purse: EventRules,
  row: {
    id: number;
    name: string;
    shortName: string | null;
    logo: string | null;
    owners: { id: number; name: string }[];
    playersCount: number;
    spent: number;
    adjusted: number;
    adjustments: Team["adjustments"];
    matches: number;
    squad: SquadPlayer[];
  },
  label?: (q: Quota) => string,
): Team {
  const { owners, playersCount } = row;
  const quotas = label ? purse.quotas : [];
  const p = purseOf(purse, row, label ? quotaReserve(quotas, row.squad, label) : undefined);
  return {
    id: row.id,
    name: row.name,
    short_name: shortNameOf({ name: row.name, short_name: row.shortName }),
    logo: row.logo,
    owners: owners.map((o) => o.id),
    owners_details: owners,
    event: eventId,
    players_count: playersCount,
    players_remaining: playersRemaining(p),
    min_players: purse.minPlayers,
    max_players: purse.maxPlayers,
    total_funds: purse.fundsPerTeam,
    funds_remaining: fundsRemaining(p),
    max_bid: budgetOf(p).max_bid,
    funds_unit: purse.fundsUnit,
    adjustments_total: row.adjusted,
    // A money column read through json_build_object may come back as text on some drivers.
    adjustments: row.adjustments.map((a) => ({ id: a.id, amount: Number(a.amount), reason: a.reason })),
    rtm_cards_left: rtmCardsLeft(purse.rtmCards, row.matches),
    quota_needs: label
      ? quotaShortfall(quotas, row.squad).needs.map((n) => ({
          kind: n.quota.kind,
          id: n.quota.id,
          missing: n.missing,
          text: QUOTA_MSG.needs(n.missing, label(n.quota)),
        }))
      : [],
  };
}

/** The event a team belongs to, or null for an unknown team. */
/** The owner rows of these teams (none asked: no query). */
export async function ownersOfTeams(db: DbOrTx, teamIds: readonly number[]): Promise<{ teamId: number; userId: number }[]> {
  if (!teamIds.length) return [];
  return db
    .select({ teamId: teamOwners.teamId, userId: teamOwners.userId })
    .from(teamOwners)
    .where(inArray(teamOwners.teamId, [...teamIds]));
}

export async function teamEventId(db: DbOrTx, teamId: number): Promise<number | null> {
  const [row] = await db.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row?.eventId ?? null;
}

/** A page of an event's teams; null when the event does not exist. */
export async function listTeams(
  db: DbOrTx,
  eventId: number,
  opts: { search?: string; limit: number; offset: number; hideArchived?: boolean },
): Promise<{ count: number; results: Team[] } | null> {
  const purse = await loadEventRules(db, eventId);
  if (!purse || (opts.hideArchived && purse.archived)) return null;
  const n = await countTeams(db, eventId, opts.search);
  if (n === 0) return { count: 0, results: [] };
  return { count: n, results: await readTeams(db, eventId, purse, opts) };
}

export function isTeamOfEvent(db: DbOrTx, eventId: number, teamId: number): Promise<boolean> {
  return hasRow(db, teams, and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
}

/**
 * GET teams/{id}/budget/ (docs/api.md "Budget rule"): the max bid and its terms, from the same
 * budgetOf as the team JSON's max_bid and the sale check. Null for a team not of this event.
 */
export async function loadTeamBudget(
  db: DbOrTx,
  eventId: number,
  teamId: number,
  opts: { hideArchived?: boolean } = {},
): Promise<TeamBudget | null> {
  const rules = await loadEventRules(db, eventId);
  if (!rules || (opts.hideArchived && rules.archived)) return null;
  const quotas = squadRules(rules);
  const [row] = await db
    .select({ ...moneyColumns(), squad: quotas ? squadColumn() : sql<SquadPlayer[]>`'[]'::json` })
    .from(teams)
    .where(teamFilter(eventId, [teamId]));
  if (!row) return null;
  const quota = quotas ? quotaReserve(quotas, row.squad, await quotaLabeler(db, eventId, quotas)) : undefined;
  return budgetOf(purseOf(rules, row, quota));
}
