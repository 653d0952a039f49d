// Player reads shared by the player routes and the auction engine. Whatever the number of players,
// a read is one query (docs/style.md habit 4): the players with their skills and their sales.
import {
  gradeName,
  isPrivateDetailKey,
  PLAYER_STATUSES,
  type Player,
  type PlayerDetails,
  playerStatusName,
  type StatusCounts,
} from "@sah/domain";
import { and, asc, count, eq, exists, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { playerSkills, players, transactions } from "../../db/schema.ts";
import { hasRow, idNameList, likePattern } from "../../db/sql.ts";

export type ReadOptions = { canSeePrivate: boolean };
export type PageOptions = { limit: number; offset: number };

// A player row carries its skills and its standing sale as JSON built by correlated subqueries, so a
// page of players — with its total — is one query whatever its size (docs/style.md habit 4).
type Sale = Player["transaction_detail"];

const playerColumns = {
  id: players.id,
  eventId: players.eventId,
  name: players.name,
  image: players.image,
  dateOfBirth: players.dateOfBirth,
  details: players.details,
  email: players.email,
  ref: players.ref,
  grade: players.grade,
  basePrice: players.basePrice,
  drawSet: players.drawSet,
  previousTeam: players.previousTeamId,
  previousTeamName: sql<string | null>`(select pt.name from teams pt where pt.id = "players"."previous_team_id")`,
  status: players.status,
  // Written out in SQL: drizzle leaves columns of a one-table select unqualified, which a correlated
  // subquery cannot tell from its own.
  skillList: idNameList("s", sql`player_skills ps join skills s on s.id = ps.skill_id where ps.player_id = "players"."id"`),
  sale: sql<Sale>`(
    select json_build_object('team', t.team_id, 'team_name', tm.name, 'price', t.price, 'funds_unit', e.funds_unit, 'rtm', t.rtm)
    from transactions t join teams tm on tm.id = t.team_id join events e on e.id = t.event_id
    where t.player_id = "players"."id")`,
  // The event's order of detail keys (docs/decisions/060): jsonb keeps its own.
  detailOrder: sql<string[]>`(select e.detail_order from events e where e.id = "players"."event_id")`,
};
type PlayerRow = {
  id: number;
  eventId: number;
  name: string;
  image: string | null;
  dateOfBirth: string | null;
  details: PlayerDetails;
  email: string | null;
  ref: string | null;
  grade: number;
  basePrice: number | null;
  drawSet: string | null;
  previousTeam: number | null;
  previousTeamName: string | null;
  status: number;
  skillList: { id: number; name: string }[];
  sale: Sale;
  detailOrder: string[] | null;
};

/** The details in the event's order (the sheet's columns), keys it does not name after them as stored. */
export function orderDetails(details: PlayerDetails, order: readonly string[] | null): PlayerDetails {
  if (!order?.length) return details;
  const rank = new Map(order.map((k, i) => [k, i]));
  const keys = Object.keys(details).sort((a, b) => (rank.get(a) ?? order.length) - (rank.get(b) ?? order.length));
  return Object.fromEntries(keys.map((k) => [k, details[k]]));
}

/** Players by id, in the order of `ids` (unknown ids are left out). One query. */
export async function loadPlayers(db: DbOrTx, ids: number[], opts: ReadOptions): Promise<Player[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select(playerColumns).from(players).where(inArray(players.id, unique));
  const byId = new Map(rows.map((r) => [r.id, toPlayer(r, opts)]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });
}

/** One player of one event, or null when the id is unknown or belongs to another event. */
export async function loadEventPlayer(db: DbOrTx, eventId: number, playerId: number, opts: ReadOptions): Promise<Player | null> {
  const [p] = await loadPlayers(db, [playerId], opts);
  return p && p.event === eventId ? p : null;
}

export type PlayerListFilter = {
  eventId: number;
  search?: string;
  statuses?: number[];
  grades?: number[];
  /** Players with any of these skills. */
  skills?: number[];
};

// Each filter is a condition of the page's one statement (a skill is an EXISTS on player_skills,
// not a join, so a player with two of the skills is still one row).
function listFilter(f: PlayerListFilter): SQL | undefined {
  return and(
    eq(players.eventId, f.eventId),
    f.statuses?.length ? inArray(players.status, f.statuses) : undefined,
    f.grades?.length ? inArray(players.grade, f.grades) : undefined,
    f.skills?.length
      ? exists(
          sql`(select 1 from ${playerSkills} where ${playerSkills.playerId} = ${players.id} and ${inArray(playerSkills.skillId, f.skills)})`,
        )
      : undefined,
    f.search ? ilike(players.name, likePattern(f.search)) : undefined,
  );
}

/** A page of an event's players, ordered by id (docs/api.md "Players"). */
export function listPlayers(
  db: DbOrTx,
  filter: PlayerListFilter,
  page: PageOptions,
  opts: ReadOptions,
): Promise<{ count: number; results: Player[] }> {
  return playerPage(db, listFilter(filter), page, opts);
}

/** A page of the players a team holds (those with a standing transaction for it), ordered by id. */
export function listTeamPlayers(
  db: DbOrTx,
  filter: { teamId: number; search?: string },
  page: PageOptions,
  opts: ReadOptions,
): Promise<{ count: number; results: Player[] }> {
  const held = db.select({ id: transactions.playerId }).from(transactions).where(eq(transactions.teamId, filter.teamId));
  const where = and(inArray(players.id, held), filter.search ? ilike(players.name, likePattern(filter.search)) : undefined);
  return playerPage(db, where, page, opts);
}

/**
 * One page of the players matching `where`, ordered by id, with the total: one query (the total
 * rides on each row as a window count). Only a page past the end, with no row to carry the total,
 * counts separately.
 */
async function playerPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: PageOptions,
  opts: ReadOptions,
): Promise<{ count: number; results: Player[] }> {
  const ids = db
    .select({ id: players.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
    .from(players)
    .where(where)
    .orderBy(asc(players.id))
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  const rows = await db
    .select({ ...playerColumns, total: ids.total })
    .from(ids)
    .innerJoin(players, eq(players.id, ids.id))
    .orderBy(asc(players.id));
  if (rows.length > 0) return { count: rows[0].total, results: rows.map((r) => toPlayer(r, opts)) };
  const [{ n }] = await db.select({ n: count() }).from(players).where(where);
  return { count: n, results: [] };
}

/** The status counters (docs/api.md "players-auction-status"), from one grouped query. */
export async function countPlayersByStatus(db: DbOrTx, eventId: number): Promise<StatusCounts> {
  const rows = await db
    .select({ status: players.status, n: count() })
    .from(players)
    .where(eq(players.eventId, eventId))
    .groupBy(players.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  const counts = Object.fromEntries(PLAYER_STATUSES.map((s) => [s.name, byStatus.get(s.code) ?? 0]));
  return { ...counts, Total: rows.reduce((sum, r) => sum + r.n, 0) } as StatusCounts;
}

/** details without the private keys (docs/api.md "Players": `Contact Number` and keys starting with `_`). */
export function publicDetails(details: PlayerDetails): PlayerDetails {
  return Object.fromEntries(Object.entries(details).filter(([k]) => !isPrivateDetailKey(k)));
}

function toPlayer(r: PlayerRow, opts: ReadOptions): Player {
  const player: Player = {
    id: r.id,
    name: r.name,
    image: r.image,
    date_of_birth: r.dateOfBirth,
    details: orderDetails(opts.canSeePrivate ? r.details : publicDetails(r.details), r.detailOrder),
    skills: r.skillList.map((s) => s.id),
    skills_details: r.skillList,
    grade: r.grade,
    grade_name: gradeName(r.grade),
    base_price: r.basePrice,
    set: r.drawSet,
    previous_team: r.previousTeam,
    previous_team_name: r.previousTeamName,
    status: r.status,
    status_name: playerStatusName(r.status),
    event: r.eventId,
    transaction_detail: r.sale,
  };
  // The e-mail and Ref keys are absent, not null, for callers without the event permission.
  if (opts.canSeePrivate) {
    player.email = r.email;
    player.ref = r.ref;
  }
  return player;
}

export function isPlayerOfEvent(db: DbOrTx, eventId: number, playerId: number): Promise<boolean> {
  return hasRow(db, players, and(eq(players.id, playerId), eq(players.eventId, eventId)));
}
