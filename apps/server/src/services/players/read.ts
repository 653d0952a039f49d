// Player reads shared by the player routes and the auction engine. Whatever the number of players,
// a read is a fixed number of queries (STYLE.md habit 4): the players, their skills, their sales.
import {
  gradeName,
  isPrivateDetailKey,
  PLAYER_STATUSES,
  type Player,
  type PlayerDetails,
  playerStatusName,
  type StatusCounts,
} from "@sah/domain";
import { and, asc, count, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, playerSkills, players, skills, teams, transactions } from "../../db/schema.ts";
import { likePattern } from "../../lib/paging.ts";

export type ReadOptions = { canSeePrivate: boolean };
export type PageOptions = { limit: number; offset: number };

const playerColumns = {
  id: players.id,
  eventId: players.eventId,
  name: players.name,
  image: players.image,
  dateOfBirth: players.dateOfBirth,
  details: players.details,
  email: players.email,
  grade: players.grade,
  status: players.status,
};
type PlayerRow = {
  id: number;
  eventId: number;
  name: string;
  image: string | null;
  dateOfBirth: string;
  details: PlayerDetails;
  email: string | null;
  grade: number;
  status: number;
};

/** Players by id, in the order of `ids` (unknown ids are left out). */
export async function loadPlayers(db: DbOrTx, ids: number[], opts: ReadOptions): Promise<Player[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select(playerColumns).from(players).where(inArray(players.id, unique));
  const byId = new Map((await hydrate(db, rows, opts)).map((p) => [p.id, p]));
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

export type PlayerListFilter = { eventId: number; search?: string; statuses?: number[] };

function listFilter(f: PlayerListFilter): SQL | undefined {
  return and(
    eq(players.eventId, f.eventId),
    f.statuses?.length ? inArray(players.status, f.statuses) : undefined,
    f.search ? ilike(players.name, likePattern(f.search)) : undefined,
  );
}

/** A page of an event's players, ordered by id (API.md "Players"). */
export async function listPlayers(
  db: DbOrTx,
  filter: PlayerListFilter,
  page: PageOptions,
  opts: ReadOptions,
): Promise<{ count: number; results: Player[] }> {
  const where = listFilter(filter);
  const [{ n }] = await db.select({ n: count() }).from(players).where(where);
  if (n === 0) return { count: 0, results: [] };
  const rows = await db
    .select(playerColumns)
    .from(players)
    .where(where)
    .orderBy(asc(players.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: n, results: await hydrate(db, rows, opts) };
}

/** A page of the players a team holds (those with a standing transaction for it), ordered by id. */
export async function listTeamPlayers(
  db: DbOrTx,
  filter: { teamId: number; search?: string },
  page: PageOptions,
  opts: ReadOptions,
): Promise<{ count: number; results: Player[] }> {
  const where = and(
    eq(transactions.teamId, filter.teamId),
    filter.search ? ilike(players.name, likePattern(filter.search)) : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(players)
    .innerJoin(transactions, eq(transactions.playerId, players.id))
    .where(where);
  if (n === 0) return { count: 0, results: [] };
  const rows = await db
    .select(playerColumns)
    .from(players)
    .innerJoin(transactions, eq(transactions.playerId, players.id))
    .where(where)
    .orderBy(asc(players.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: n, results: await hydrate(db, rows, opts) };
}

/** The status counters (API.md "players-auction-status"), from one grouped query. */
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

/** details without the private keys (API.md "Players": `Contact Number` and keys starting with `_`). */
export function publicDetails(details: PlayerDetails): PlayerDetails {
  return Object.fromEntries(Object.entries(details).filter(([k]) => !isPrivateDetailKey(k)));
}

async function hydrate(db: DbOrTx, rows: PlayerRow[], opts: ReadOptions): Promise<Player[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const skillRows = await db
    .select({ playerId: playerSkills.playerId, id: skills.id, name: skills.name })
    .from(playerSkills)
    .innerJoin(skills, eq(skills.id, playerSkills.skillId))
    .where(inArray(playerSkills.playerId, ids))
    .orderBy(asc(skills.id));
  const saleRows = await db
    .select({
      playerId: transactions.playerId,
      team: transactions.teamId,
      team_name: teams.name,
      price: transactions.price,
      funds_unit: events.fundsUnit,
    })
    .from(transactions)
    .innerJoin(teams, eq(teams.id, transactions.teamId))
    .innerJoin(events, eq(events.id, transactions.eventId))
    .where(inArray(transactions.playerId, ids));

  const skillsByPlayer = new Map<number, { id: number; name: string }[]>();
  for (const s of skillRows) {
    const list = skillsByPlayer.get(s.playerId) ?? [];
    list.push({ id: s.id, name: s.name });
    skillsByPlayer.set(s.playerId, list);
  }
  const saleByPlayer = new Map(saleRows.map(({ playerId, ...sale }) => [playerId, sale]));

  return rows.map((r) => {
    const skillList = skillsByPlayer.get(r.id) ?? [];
    const player: Player = {
      id: r.id,
      name: r.name,
      image: r.image,
      date_of_birth: r.dateOfBirth,
      details: opts.canSeePrivate ? r.details : publicDetails(r.details),
      skills: skillList.map((s) => s.id),
      skills_details: skillList,
      grade: r.grade,
      grade_name: gradeName(r.grade),
      status: r.status,
      status_name: playerStatusName(r.status),
      event: r.eventId,
      transaction_detail: saleByPlayer.get(r.id) ?? null,
    };
    // The e-mail key is absent, not null, for callers without the event permission.
    if (opts.canSeePrivate) player.email = r.email;
    return player;
  });
}

export async function isPlayerOfEvent(db: DbOrTx, eventId: number, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}
