// Player writes: each runs in one transaction with its log entry (services/log/record.ts), so the
// live message leaves only after commit. A player's status is not written here: it changes only
// through the auction's sell-player, which keeps it in step with the transactions.
import {
  basePriceError,
  DETAIL,
  type LiveTopic,
  MSG,
  PLAYER_EDIT_ACTION,
  PLAYER_STATUS,
  type Player,
  type PlayerBody,
  type PlayerEditRecord,
  type PlayerPatchBody,
  RTM_MSG,
} from "@sah/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { playerSkills, players, skills, transactions } from "../../db/schema.ts";
import { fieldError, invalid, notFound } from "../errors.ts";
import { checkRoomFor } from "../events/capacity.ts";
import { type EventRules, lockEvent, lockEventRow } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { type ImageChange, writeWithImage } from "../media/uploads.ts";
import { isTeamOfEvent } from "../teams/read.ts";
import { isPlayerOfEvent, loadEventPlayer } from "./read.ts";

export const PLAYER_MEDIA_KIND = "players";

type PlayerWrite = { eventId: number; actorId: number; image: ImageChange };
type PlayerPatch = z.output<typeof PlayerPatchBody>;

/** Skills must be skills of the player's own event (docs/api.md "Errors": ids of another event are bad input). */
async function checkSkills(db: Db, eventId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(eq(skills.eventId, eventId), inArray(skills.id, unique)));
  if (found.length !== unique.length) throw fieldError("skills", MSG.unknownSkill);
  return unique;
}

/** The base-price rule (domain basePriceError) against the event's minimum as locked now. */
export function checkBasePrice(rules: EventRules, basePrice: number | null | undefined): void {
  const message = basePriceError(basePrice, { min_player_price: rules.minPlayerPrice, funds_unit: rules.fundsUnit });
  if (message) throw fieldError("base_price", message);
}

/** A Ref is unique within the event (docs/api.md "Players"); checked under the event lock. */
async function checkRefFree(tx: DbOrTx, eventId: number, ref: string | null | undefined, playerId: number | null): Promise<void> {
  if (!ref) return;
  const [other] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.eventId, eventId), eq(players.ref, ref)))
    .limit(1);
  if (other && other.id !== playerId) throw fieldError("ref", MSG.refTaken);
}

/** Right to match: the previous team must be a team of the player's own event (checked under the event lock). */
async function checkPreviousTeam(tx: DbOrTx, eventId: number, teamId: number | null | undefined): Promise<void> {
  if (teamId == null) return;
  if (!(await isTeamOfEvent(tx, eventId, teamId))) throw fieldError("previous_team", RTM_MSG.previousTeamInvalid);
}

async function hasTransaction(db: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.playerId, playerId)).limit(1);
  return rows.length > 0;
}

/** What a change to this player alters beyond the player lists: its team's page, the block. */
async function topicsFor(db: DbOrTx, playerId: number, status: number): Promise<LiveTopic[]> {
  const topics: LiveTopic[] = ["players"];
  if (await hasTransaction(db, playerId)) topics.push("teams");
  if (status === PLAYER_STATUS.AUCTIONING) topics.push("auction");
  return topics;
}

async function readBack(db: Db, eventId: number, playerId: number): Promise<Player> {
  // Only callers with the event permission write, so they get the private fields back.
  return (await loadEventPlayer(db, eventId, playerId, { canSeePrivate: true }))!;
}

export async function createPlayer(db: Db, media: MediaStore, input: PlayerWrite & { body: PlayerBody }): Promise<Player> {
  const { eventId, body } = input;
  const skillIds = await checkSkills(db, eventId, body.skills ?? []);
  const playerId = await writeWithImage(media, PLAYER_MEDIA_KIND, input.image, (image) =>
    db.transaction(async (tx) => {
      checkBasePrice(await lockEvent(tx, eventId), body.base_price);
      await checkRoomFor(tx, eventId, "players");
      await checkRefFree(tx, eventId, body.ref, null);
      await checkPreviousTeam(tx, eventId, body.previous_team);
      const [row] = await tx
        .insert(players)
        .values({
          eventId,
          name: body.name,
          image: image ?? null,
          dateOfBirth: body.date_of_birth,
          details: body.details ?? {},
          email: body.email ?? null,
          ref: body.ref ?? null,
          grade: body.grade,
          basePrice: body.base_price ?? null,
          drawSet: body.set ?? null,
          previousTeamId: body.previous_team ?? null,
          status: PLAYER_STATUS.AVAILABLE,
        })
        .returning({ id: players.id });
      if (skillIds.length) await tx.insert(playerSkills).values(skillIds.map((skillId) => ({ playerId: row.id, skillId })));
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: "player.create",
        topics: ["players"],
        data: { player: row.id, name: body.name },
      });
      return { value: row.id, previous: null };
    }),
  );
  return readBack(db, eventId, playerId);
}

export async function updatePlayer(
  db: Db,
  media: MediaStore,
  input: PlayerWrite & { playerId: number; body: PlayerPatch },
): Promise<Player> {
  const { eventId, playerId, body } = input;
  if (!(await isPlayerOfEvent(db, eventId, playerId))) throw notFound();
  const skillIds = body.skills !== undefined ? await checkSkills(db, eventId, body.skills) : undefined;

  const set: Partial<typeof players.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.date_of_birth !== undefined) set.dateOfBirth = body.date_of_birth;
  if (body.grade !== undefined) set.grade = body.grade;
  if (body.base_price !== undefined) set.basePrice = body.base_price;
  if (body.set !== undefined) set.drawSet = body.set;
  if (body.previous_team !== undefined) set.previousTeamId = body.previous_team;
  if (body.email !== undefined) set.email = body.email;
  if (body.ref !== undefined) set.ref = body.ref;
  if (body.details !== undefined) set.details = body.details;
  const changed = [...Object.keys(set), ...(skillIds ? ["skills"] : []), ...(input.image !== undefined ? ["image"] : [])];
  if (changed.length === 0) return readBack(db, eventId, playerId);

  await writeWithImage(media, PLAYER_MEDIA_KIND, input.image, (image) =>
    db.transaction(async (tx) => {
      const { rules, ...current } = await lockEventRow(tx, eventId, players, playerId, {
        image: players.image,
        status: players.status,
        basePrice: players.basePrice,
      });
      checkBasePrice(rules, body.base_price);
      await checkRefFree(tx, eventId, set.ref, playerId);
      await checkPreviousTeam(tx, eventId, body.previous_team);
      // A base price changed is logged before and after, for the audit (domain PlayerEditRecord).
      const basePrice =
        body.base_price !== undefined && body.base_price !== current.basePrice
          ? { base_price: { from: current.basePrice, to: body.base_price } }
          : {};
      if (image !== undefined) set.image = image;
      if (Object.keys(set).length) await tx.update(players).set(set).where(eq(players.id, playerId));
      if (skillIds) {
        await tx.delete(playerSkills).where(eq(playerSkills.playerId, playerId));
        if (skillIds.length) await tx.insert(playerSkills).values(skillIds.map((skillId) => ({ playerId, skillId })));
      }
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: PLAYER_EDIT_ACTION,
        topics: await topicsFor(tx, playerId, current.status),
        data: { player: playerId, fields: changed, ...basePrice } satisfies PlayerEditRecord,
      });
      return { value: undefined, previous: image !== undefined ? current.image : null };
    }),
  );
  return readBack(db, eventId, playerId);
}

/** docs/api.md "Players": a player with a transaction cannot be deleted. */
export async function deletePlayer(
  db: Db,
  media: MediaStore,
  input: { eventId: number; playerId: number; actorId: number },
): Promise<void> {
  const { eventId, playerId } = input;
  await writeWithImage(media, PLAYER_MEDIA_KIND, undefined, () =>
    db.transaction(async (tx) => {
      // Locks the player so a sale cannot slip in between the check and the delete.
      const player = await lockEventRow(tx, eventId, players, playerId, {
        name: players.name,
        image: players.image,
        status: players.status,
      });
      if (await hasTransaction(tx, playerId)) throw invalid(DETAIL.playerHasTransaction);
      const topics = await topicsFor(tx, playerId, player.status);
      await tx.delete(players).where(eq(players.id, playerId));
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: "player.delete",
        topics,
        data: { player: playerId, name: player.name },
      });
      return { value: undefined, previous: player.image };
    }),
  );
}
