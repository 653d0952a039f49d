// Duplicate an event for next season (docs/api.md "Duplicate an event";
// docs/decisions/045-draw-control-and-duplicate.md): a new event with the source's settings, owners,
// skills, sponsors, teams (purses reset: no adjustments, no sales) and players (all Available, base
// prices and sets kept); no results, no log, the block not started; the registration form closed and
// no registrations. Rows are copied whole (every
// column but ids, names and what belongs to the auction), so a setting added to a table later is
// carried over without a change here.
//
// Images: every row of the new event gets its own copy of the file (MediaStore.copy), made before the
// transaction (files are not written while the event is locked, and with DATABASE_URL the copy goes
// through another connection); the transaction then checks, under the source's lock, that the
// images it copies are the ones copied, and a failed write removes the copies.
import { DUPLICATE_MSG, type DuplicateEventBody, type Event, LIMITS, PLAYER_STATUS } from "@sah/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { insertStartRows } from "../../db/event-tables.ts";
import {
  eventOwners,
  events,
  importMappings,
  playerSkills,
  players,
  registrationSettings,
  skills,
  sponsors,
  teamOwners,
  teams,
} from "../../db/schema.ts";
import { insertAll, insertCopies } from "../../db/sql.ts";
import type { Actor } from "../context.ts";
import { conflict, notFound } from "../errors.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { ownersOfTeams } from "../teams/read.ts";
import { getEventOr404 } from "./events.ts";
import { lockEvent } from "./lock.ts";

/** Every image URL the event's rows hold now. */
async function imagesOf(db: DbOrTx, eventId: number): Promise<string[]> {
  const urls = [
    ...(await db.select({ url: events.logo }).from(events).where(eq(events.id, eventId))),
    ...(await db.select({ url: sponsors.logo }).from(sponsors).where(eq(sponsors.eventId, eventId))),
    ...(await db.select({ url: teams.logo }).from(teams).where(eq(teams.eventId, eventId))),
    ...(await db.select({ url: players.image }).from(players).where(eq(players.eventId, eventId))),
  ].flatMap((r) => (r.url ? [r.url] : []));
  return [...new Set(urls)];
}

/**
 * Staff duplicate an event (docs/decisions/045): its owners are kept and the caller joins them, as the
 * creator of an event does, while there is room under the owners' limit.
 */
export async function duplicateEvent(
  db: Db,
  media: MediaStore,
  actor: Actor,
  sourceId: number,
  body: DuplicateEventBody,
): Promise<Event> {
  const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, sourceId));
  if (!exists) throw notFound();
  const copies = new Map<string, string | null>();
  const used = new Set<string>();
  let newId: number;
  try {
    for (const url of await imagesOf(db, sourceId)) copies.set(url, await media.copy(url));
    const imageOf = (url: string | null): string | null => {
      if (!url) return null;
      // An image replaced since the copies were made: copying it now would hold the lock over file writes.
      if (!copies.has(url)) throw conflict(DUPLICATE_MSG.changedWhileCopying);
      used.add(url);
      return copies.get(url) ?? null;
    };

    newId = await db.transaction(async (tx) => {
      await lockEvent(tx, sourceId);
      const [source] = await tx.select().from(events).where(eq(events.id, sourceId));
      const { id: _id, name: _name, logSeq: _seq, archivedAt: _archived, createdAt: _created, ...settings } = source;
      const [event] = await tx
        .insert(events)
        .values({ ...settings, name: body.name, logo: imageOf(source.logo) })
        .returning({ id: events.id });

      const owners = (
        await tx.select({ userId: eventOwners.userId }).from(eventOwners).where(eq(eventOwners.eventId, sourceId))
      ).map((o) => o.userId);
      if (!owners.includes(actor.id) && owners.length < LIMITS.ownersMax) owners.push(actor.id);
      await tx.insert(eventOwners).values(owners.map((userId) => ({ eventId: event.id, userId })));

      const skillRows = await tx.select().from(skills).where(eq(skills.eventId, sourceId)).orderBy(asc(skills.id));
      const skillOf = await insertCopies(
        skillRows,
        ({ id: _s, ...s }) => ({ ...s, eventId: event.id }),
        (chunk) => tx.insert(skills).values(chunk).returning({ id: skills.id }),
      );
      // Squad rules name skills by id: the copy's rules name the copy's skills.
      if (settings.quotas.some((q) => q.kind === "skill")) {
        const quotas = settings.quotas.map((q) => (q.kind === "skill" ? { ...q, id: skillOf.get(q.id) ?? q.id } : q));
        await tx.update(events).set({ quotas }).where(eq(events.id, event.id));
      }

      const sponsorRows = await tx.select().from(sponsors).where(eq(sponsors.eventId, sourceId)).orderBy(asc(sponsors.id));
      if (sponsorRows.length) {
        await tx
          .insert(sponsors)
          .values(sponsorRows.map(({ id: _s, createdAt: _c, ...s }) => ({ ...s, eventId: event.id, logo: imageOf(s.logo) })));
      }

      const teamRows = await tx.select().from(teams).where(eq(teams.eventId, sourceId)).orderBy(asc(teams.id));
      const teamOf = await insertCopies(
        teamRows,
        ({ id: _t, createdAt: _c, ...t }) => ({ ...t, eventId: event.id, logo: imageOf(t.logo) }),
        (chunk) => tx.insert(teams).values(chunk).returning({ id: teams.id }),
      );
      const teamOwnerRows = await ownersOfTeams(tx, [...teamOf.keys()]);
      await insertAll(
        tx,
        teamOwners,
        teamOwnerRows.map((o) => ({ ...o, teamId: teamOf.get(o.teamId)! })),
      );

      const playerRows = await tx.select().from(players).where(eq(players.eventId, sourceId)).orderBy(asc(players.id));
      const playerOf = await insertCopies(
        playerRows,
        ({ id: _p, createdAt: _c, ...p }) => ({
          ...p,
          eventId: event.id,
          image: imageOf(p.image),
          status: PLAYER_STATUS.AVAILABLE,
          // Right to match: the copy's player was with the copy's team.
          previousTeamId: p.previousTeamId === null ? null : (teamOf.get(p.previousTeamId) ?? null),
        }),
        (chunk) => tx.insert(players).values(chunk).returning({ id: players.id }),
      );
      const links = playerOf.size
        ? await tx
            .select()
            .from(playerSkills)
            .where(inArray(playerSkills.playerId, [...playerOf.keys()]))
        : [];
      await insertAll(
        tx,
        playerSkills,
        links.map((l) => ({ playerId: playerOf.get(l.playerId)!, skillId: skillOf.get(l.skillId)! })),
      );

      const mappings = await tx.select().from(importMappings).where(eq(importMappings.eventId, sourceId));
      if (mappings.length) await tx.insert(importMappings).values(mappings.map((m) => ({ ...m, eventId: event.id })));

      // The registration form is next season's too, closed until its organiser opens it; the
      // registrations stay with the source (docs/api.md "Registration").
      const [form] = await tx.select().from(registrationSettings).where(eq(registrationSettings.eventId, sourceId));
      if (form) await tx.insert(registrationSettings).values({ ...form, eventId: event.id, enabled: false, closesAt: null });

      // The tables the list resets (db/event-tables.ts) start as a new event's do.
      await insertStartRows(tx, event.id);
      // The new event's log starts here (the source's log, its results and its block stay with it).
      await recordChange(tx, {
        eventId: event.id,
        actorId: actor.id,
        action: "event.create",
        topics: ["event"],
        data: { duplicate_of: sourceId },
      });
      return event.id;
    });
  } catch (err) {
    // The write's own error is the answer; a copy left behind is only disk space.
    for (const copy of copies.values()) if (copy) await media.remove(copy).catch(() => {});
    throw err;
  }
  // Copies of images the source dropped before its lock was taken belong to no row.
  for (const [url, copy] of copies) if (copy && !used.has(url)) await media.remove(copy).catch(() => {});
  return getEventOr404(db, newId, actor);
}
