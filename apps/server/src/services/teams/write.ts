// Team writes: each runs in one transaction with its log entry (services/log/record.ts), so the
// live message leaves only after commit. The logo follows the one image lifecycle (media/uploads.ts).
import { DETAIL, MSG, RULE_TEXT, shortNameOf, type Team, type TeamBody } from "@sah/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { teamOwners, teams, transactions, users } from "../../db/schema.ts";
import { fieldError, invalid, notFound } from "../errors.ts";
import { checkRoomFor } from "../events/capacity.ts";
import { lockEvent, lockEventRow } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { type ImageChange, writeWithImage } from "../media/uploads.ts";
import { loadTeam } from "./read.ts";

export const TEAM_MEDIA_KIND = "teams";

type TeamWrite = { eventId: number; actorId: number; logo: ImageChange };

/** Owners must be existing users (docs/product.md section 5 "Team": "Select Owners for the event"). */
async function checkOwners(db: Db, owners: number[]): Promise<number[]> {
  const unique = [...new Set(owners)];
  if (unique.length === 0) throw fieldError("owners", MSG.selectOwners);
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
  if (found.length !== unique.length) throw fieldError("owners", MSG.selectOwners);
  return unique;
}

/**
 * One team per name in an event, whatever the case (docs/api.md "Teams"): "tigers" is refused beside
 * "Tigers", whose name the text gives. Run under the event's lock, so two creates cannot both pass.
 */
async function checkTeamName(tx: Tx, eventId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(
      and(
        eq(teams.eventId, eventId),
        sql`lower(${teams.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(teams.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw fieldError("name", RULE_TEXT.teamNameTaken(taken.name));
}

/**
 * No two teams of an event are shown alike (docs/api.md "Teams" short_name): a short name the organiser
 * sets is refused, keyed by short_name, when another team of the event is shown by it (its own or the
 * one derived from its name), whatever the case. Two derived short names that meet are left to the
 * screens (domain teamLabels shows those teams by name). Run under the event's lock, like the name's.
 */
export async function checkTeamShortName(
  tx: Tx,
  eventId: number,
  team: { name: string; short_name: string | null },
  exceptId?: number,
): Promise<void> {
  if (!team.short_name) return;
  const mine = team.short_name.toLowerCase();
  const others = await tx
    .select({ name: teams.name, shortName: teams.shortName })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), exceptId === undefined ? undefined : ne(teams.id, exceptId)));
  const taken = others.find((o) => shortNameOf({ name: o.name, short_name: o.shortName }).toLowerCase() === mine);
  if (taken) {
    throw fieldError(
      "short_name",
      RULE_TEXT.teamShortNameTaken(shortNameOf({ name: taken.name, short_name: taken.shortName }), taken.name),
    );
  }
}

async function teamOfEvent(db: Db, eventId: number, teamId: number) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, logo: teams.logo })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createTeam(db: Db, media: MediaStore, input: TeamWrite & { body: TeamBody }): Promise<Team> {
  const owners = await checkOwners(db, input.body.owners);
  const teamId = await writeWithImage(media, TEAM_MEDIA_KIND, input.logo, (logo) =>
    db.transaction(async (tx) => {
      await lockEvent(tx, input.eventId);
      await checkTeamName(tx, input.eventId, input.body.name);
      const shortName = input.body.short_name ?? null;
      await checkTeamShortName(tx, input.eventId, { name: input.body.name, short_name: shortName });
      await checkRoomFor(tx, input.eventId, "teams");
      const [row] = await tx
        .insert(teams)
        .values({ eventId: input.eventId, name: input.body.name, shortName, logo: logo ?? null })
        .returning({ id: teams.id });
      await tx.insert(teamOwners).values(owners.map((userId) => ({ teamId: row.id, userId })));
      await recordChange(tx, {
        eventId: input.eventId,
        actorId: input.actorId,
        action: "team.create",
        topics: ["teams"],
        data: { team: row.id, name: input.body.name },
      });
      return { value: row.id, previous: null };
    }),
  );
  return (await loadTeam(db, input.eventId, teamId))!;
}

export async function updateTeam(
  db: Db,
  media: MediaStore,
  input: TeamWrite & { teamId: number; body: Partial<TeamBody> },
): Promise<Team> {
  const { eventId, teamId, body } = input;
  await teamOfEvent(db, eventId, teamId);
  const owners = body.owners !== undefined ? await checkOwners(db, body.owners) : undefined;
  const changed = [
    ...(body.name !== undefined ? ["name"] : []),
    ...(body.short_name !== undefined ? ["short_name"] : []),
    ...(owners ? ["owners"] : []),
    ...(input.logo !== undefined ? ["logo"] : []),
  ];
  if (changed.length === 0) return (await loadTeam(db, eventId, teamId))!;

  await writeWithImage(media, TEAM_MEDIA_KIND, input.logo, (logo) =>
    db.transaction(async (tx) => {
      const current = await lockEventRow(tx, eventId, teams, teamId, {
        logo: teams.logo,
        name: teams.name,
        shortName: teams.shortName,
      });
      if (body.name !== undefined) await checkTeamName(tx, eventId, body.name, teamId);
      if (body.short_name)
        await checkTeamShortName(tx, eventId, { name: body.name ?? current.name, short_name: body.short_name }, teamId);
      const set: Partial<typeof teams.$inferInsert> = {};
      if (body.name !== undefined) set.name = body.name;
      if (body.short_name !== undefined) set.shortName = body.short_name;
      if (logo !== undefined) set.logo = logo;
      if (Object.keys(set).length) await tx.update(teams).set(set).where(eq(teams.id, teamId));
      if (owners) {
        await tx.delete(teamOwners).where(eq(teamOwners.teamId, teamId));
        await tx.insert(teamOwners).values(owners.map((userId) => ({ teamId, userId })));
      }
      // A renamed team shows in its players' transaction_detail too.
      const placed = body.name !== undefined && (await hasTransactions(tx, teamId));
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: "team.update",
        topics: placed ? ["teams", "players"] : ["teams"],
        data: { team: teamId, fields: changed },
      });
      return { value: undefined, previous: logo !== undefined ? current.logo : null };
    }),
  );
  return (await loadTeam(db, eventId, teamId))!;
}

async function hasTransactions(db: DbOrTx, teamId: number): Promise<boolean> {
  const rows = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.teamId, teamId)).limit(1);
  return rows.length > 0;
}

/** docs/api.md "Teams": a team with players cannot be deleted. */
export async function deleteTeam(db: Db, media: MediaStore, input: { eventId: number; teamId: number; actorId: number }) {
  const { eventId, teamId } = input;
  await writeWithImage(media, TEAM_MEDIA_KIND, undefined, () =>
    db.transaction(async (tx) => {
      // Locks the team so a sale to it cannot slip in between the check and the delete.
      const team = await lockEventRow(tx, eventId, teams, teamId, { name: teams.name, logo: teams.logo });
      if (await hasTransactions(tx, teamId)) throw invalid(DETAIL.teamHasPlayers);
      await tx.delete(teams).where(eq(teams.id, teamId));
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: "team.delete",
        topics: ["teams"],
        data: { team: teamId, name: team.name },
      });
      return { value: undefined, previous: team.logo };
    }),
  );
}
