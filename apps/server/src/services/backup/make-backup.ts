// An event's backup (docs/api.md "Backup and restore", "Backup format"; docs/decisions/048-backup-and-restore.md):
// one zip with the event's data as a versioned document (event.json), every media file it refers to
// (media/<kind>/<file>, bytes as stored) and a manifest of every entry's size and SHA-256. People are
// e-mail addresses, never ids, password hashes or tokens. Read in one repeatable-read transaction, so
// the document is one moment of the event; built in memory within the limits a restore accepts.
import crypto from "node:crypto";
import {
  BACKUP_ENTRY,
  BACKUP_FORMAT,
  BACKUP_TEXT,
  BACKUP_VERSION,
  type BackupDocument,
  type BackupManifest,
  eventFileSlug,
  LIMITS,
} from "@sah/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Zippable, zipSync } from "fflate";
import { APP_VERSION } from "../../app-version.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { BackedUpTable } from "../../db/event-tables.ts";
import {
  auctionLog,
  auctionStates,
  eventOwners,
  events,
  eventTypes,
  importMappings,
  playerSkills,
  players,
  registrationSettings,
  registrations,
  skills,
  sponsors,
  teamAdjustments,
  teams,
  transactions,
  users,
} from "../../db/schema.ts";
import { conflict, notFound } from "../errors.ts";
import { type MediaStore, mediaPathOf } from "../media/images.ts";
import { ownersOfTeams } from "../teams/read.ts";

const MB = 1024 * 1024;
const iso = (d: Date) => d.toISOString();
const sha256 = (data: Uint8Array) => crypto.createHash("sha256").update(data).digest("hex");

/** The document as stored now, with the media URLs it names. */
async function readDocument(tx: Tx, eventId: number): Promise<BackupDocument> {
  const [ev] = await tx
    .select({ row: events, typeName: eventTypes.name })
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .where(eq(events.id, eventId));
  if (!ev) throw notFound();
  const emailOf = new Map<number, string>();
  const people = async (ids: number[]) => {
    const missing = [...new Set(ids)].filter((id) => !emailOf.has(id));
    if (missing.length)
      for (const u of await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, missing)))
        emailOf.set(u.id, u.email);
  };

  const owners = await tx.select({ userId: eventOwners.userId }).from(eventOwners).where(eq(eventOwners.eventId, eventId));
  const skillRows = await tx
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(eq(skills.eventId, eventId))
    .orderBy(asc(skills.id));
  const teamRows = await tx.select().from(teams).where(eq(teams.eventId, eventId)).orderBy(asc(teams.id));
  const teamOwnerRows = await ownersOfTeams(
    tx,
    teamRows.map((t) => t.id),
  );
  const playerRows = await tx.select().from(players).where(eq(players.eventId, eventId)).orderBy(asc(players.id));
  const links = await tx
    .select({ playerId: playerSkills.playerId, skillId: playerSkills.skillId })
    .from(playerSkills)
    .innerJoin(players, eq(players.id, playerSkills.playerId))
    .where(eq(players.eventId, eventId));
  const sponsorRows = await tx.select().from(sponsors).where(eq(sponsors.eventId, eventId)).orderBy(asc(sponsors.id));
  const sales = await tx.select().from(transactions).where(eq(transactions.eventId, eventId)).orderBy(asc(transactions.id));
  const adjustments = await tx
    .select()
    .from(teamAdjustments)
    .where(eq(teamAdjustments.eventId, eventId))
    .orderBy(asc(teamAdjustments.id));
  const [block] = await tx.select().from(auctionStates).where(eq(auctionStates.eventId, eventId));
  const log = await tx.select().from(auctionLog).where(eq(auctionLog.eventId, eventId)).orderBy(asc(auctionLog.seq));
  const mappings = await tx
    .select({ kind: importMappings.kind, mapping: importMappings.mapping })
    .from(importMappings)
    .where(eq(importMappings.eventId, eventId));
  const [form] = await tx.select().from(registrationSettings).where(eq(registrationSettings.eventId, eventId));
  const signUps = await tx.select().from(registrations).where(eq(registrations.eventId, eventId)).orderBy(asc(registrations.id));
  await people([
    ...signUps.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy])),
    ...owners.map((o) => o.userId),
    ...teamOwnerRows.map((o) => o.userId),
    ...log.flatMap((l) => (l.actorId === null ? [] : [l.actorId])),
  ]);
  const emails = (ids: number[]) => ids.flatMap((id) => emailOf.get(id) ?? []);
  const skillsOf = new Map<number, number[]>();
  for (const l of links) skillsOf.set(l.playerId, [...(skillsOf.get(l.playerId) ?? []), l.skillId]);

  const e = ev.row;
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exported_at: iso(new Date()),
    app_version: APP_VERSION,
    event: {
      id: e.id,
      name: e.name,
      logo: e.logo,
      date: e.date,
      start_time: e.startTime.slice(0, 5),
      end_time: e.endTime.slice(0, 5),
      location: e.location,
      funds_per_team: e.fundsPerTeam,
      funds_unit: e.fundsUnit,
      min_player_price: e.minPlayerPrice,
      min_players: e.minPlayers,
      max_players: e.maxPlayers,
      quotas: e.quotas,
      bidding: e.bidding === "owners" ? "owners" : "auctioneer",
      bid_steps: e.bidSteps,
      first_bid_seconds: e.firstBidSeconds,
      bid_seconds: e.bidSeconds,
      auto_sell: e.autoSell,
      amount_style: e.amountStyle === "short" ? "short" : "full",
      rtm_cards: e.rtmCards,
      rtm_seconds: e.rtmSeconds,
      type_name: ev.typeName,
      owners: emails(owners.map((o) => o.userId)),
      log_seq: e.logSeq,
      created_at: iso(e.createdAt),
    },
    skills: skillRows,
    teams: teamRows.map((t) => ({
      id: t.id,
      name: t.name,
      short_name: t.shortName,
      logo: t.logo,
      owners: emails(teamOwnerRows.filter((o) => o.teamId === t.id).map((o) => o.userId)),
      created_at: iso(t.createdAt),
    })),
    players: playerRows.map((p) => ({
      id: p.id,
      name: p.name,
      image: p.image,
      date_of_birth: p.dateOfBirth,
      details: p.details,
      email: p.email,
      ref: p.ref,
      grade: p.grade,
      base_price: p.basePrice,
      set: p.drawSet,
      previous_team: p.previousTeamId,
      status: p.status,
      skills: (skillsOf.get(p.id) ?? []).sort((a, b) => a - b),
      created_at: iso(p.createdAt),
    })),
    sponsors: sponsorRows.map((s) => ({
      id: s.id,
      name: s.name,
      logo: s.logo,
      order: s.order,
      link: s.link,
      category: s.category,
      created_at: iso(s.createdAt),
    })),
    transactions: sales.map((t) => ({
      id: t.id,
      player: t.playerId,
      team: t.teamId,
      price: t.price,
      created_at: iso(t.createdAt),
      ...(t.rtm ? { rtm: true as const } : {}),
    })),
    adjustments: adjustments.map((a) => ({
      id: a.id,
      team: a.teamId,
      amount: a.amount,
      reason: a.reason,
      created_at: iso(a.createdAt),
    })),
    auction: { current_player: block?.currentPlayerId ?? null, is_started: block?.isStarted ?? false },
    log: log.map((l) => ({
      seq: l.seq,
      action: l.action,
      topics: l.topics,
      data: (l.data ?? {}) as Record<string, unknown>,
      undo_of_seq: l.undoOfSeq,
      reason: l.reason,
      user: l.actorId === null ? null : (emailOf.get(l.actorId) ?? null),
      created_at: iso(l.createdAt),
    })),
    import_mappings: mappings,
    registration: form
      ? {
          open: form.enabled,
          closes_at: form.closesAt ? iso(form.closesAt) : null,
          note: form.note,
          cap: form.cap,
          fields: form.fields,
          questions: form.questions,
        }
      : null,
    registrations: signUps.map((r) => ({
      id: r.id,
      state: r.state as "pending" | "approved" | "rejected",
      name: r.name,
      date_of_birth: r.dateOfBirth,
      phone: r.phone,
      email: r.email,
      skills: r.skills,
      answers: r.answers,
      photo: r.photo,
      flags: r.flags as NonNullable<BackupDocument["registrations"]>[number]["flags"],
      player: r.playerId,
      decided_by: r.decidedBy === null ? null : (emailOf.get(r.decidedBy) ?? null),
      decided_at: r.decidedAt ? iso(r.decidedAt) : null,
      reason: r.reason,
      created_at: iso(r.createdAt),
    })),
  };
}

/**
 * Where the document holds each backed-up table's rows (db/event-tables.ts), as the number of rows it
 * holds: a table added to the list as backed up fails the type check until the document holds it, and
 * backup.test.ts compares each count with the event's rows in the database before and after a restore.
 */
export const ROWS_IN_BACKUP: { [K in BackedUpTable]: (doc: BackupDocument) => number } = {
  events: () => 1,
  event_owners: (doc) => doc.event.owners.length,
  skills: (doc) => doc.skills.length,
  sponsors: (doc) => doc.sponsors.length,
  teams: (doc) => doc.teams.length,
  team_owners: (doc) => doc.teams.reduce((n, t) => n + t.owners.length, 0),
  players: (doc) => doc.players.length,
  player_skills: (doc) => doc.players.reduce((n, p) => n + p.skills.length, 0),
  import_mappings: (doc) => doc.import_mappings.length,
  registration_settings: (doc) => (doc.registration ? 1 : 0),
  registrations: (doc) => doc.registrations?.length ?? 0,
  transactions: (doc) => doc.transactions.length,
  team_adjustments: (doc) => doc.adjustments.length,
  auction_states: () => 1,
  auction_log: (doc) => doc.log.length,
};

/** Every media URL the document names (logos, photos). */
export function mediaUrlsOf(doc: BackupDocument): string[] {
  return [
    doc.event.logo,
    ...doc.teams.map((t) => t.logo),
    ...doc.players.map((p) => p.image),
    ...doc.sponsors.map((s) => s.logo),
    ...(doc.registrations ?? []).map((r) => r.photo),
  ].filter((u): u is string => typeof u === "string");
}

export async function makeBackup(db: Db, media: MediaStore, eventId: number): Promise<{ fileName: string; body: Buffer }> {
  const doc = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return readDocument(tx, eventId);
  });
  const files: Zippable = {};
  const entries: BackupManifest["entries"] = [];
  let size = 0;
  const lost = new Set<string>();
  for (const url of new Set(mediaUrlsOf(doc))) {
    const rel = mediaPathOf(url);
    const file = rel ? await media.read(url) : null;
    // A file the store no longer has (removed by hand): the backup says so by naming no file.
    if (!rel || !file) {
      lost.add(url);
      continue;
    }
    const name = `${BACKUP_ENTRY.mediaPrefix}${rel}`;
    files[name] = [new Uint8Array(file.data), { level: 0 }];
    entries.push({ path: name, size: file.data.length, sha256: sha256(file.data) });
    size += file.data.length;
    if (entries.length + 2 > LIMITS.importZipEntriesMax) throw conflict(BACKUP_TEXT.backupTooManyFiles(entries.length + 2));
    if (size > LIMITS.importZipMaxBytes) throw conflict(BACKUP_TEXT.backupTooLarge(Math.ceil(size / MB)));
  }
  if (lost.size) {
    const drop = <T extends string | null>(u: T) => (u && lost.has(u) ? null : u);
    doc.event.logo = drop(doc.event.logo);
    for (const t of doc.teams) t.logo = drop(t.logo);
    for (const p of doc.players) p.image = drop(p.image);
    for (const s of doc.sponsors) s.logo = drop(s.logo);
    for (const r of doc.registrations ?? []) r.photo = drop(r.photo);
  }
  const json = Buffer.from(JSON.stringify(doc, null, 1));
  files[BACKUP_ENTRY.document] = [new Uint8Array(json), { level: 6 }];
  entries.unshift({ path: BACKUP_ENTRY.document, size: json.length, sha256: sha256(json) });
  const manifest: BackupManifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, entries };
  files[BACKUP_ENTRY.manifest] = [new Uint8Array(Buffer.from(JSON.stringify(manifest, null, 1))), { level: 6 }];
  const body = Buffer.from(zipSync(files, { mtime: new Date(doc.exported_at) }));
  if (body.length > LIMITS.importZipMaxBytes) throw conflict(BACKUP_TEXT.backupTooLarge(Math.ceil(body.length / MB)));
  return { fileName: `${eventFileSlug(doc.event.name)}-backup-${doc.exported_at.slice(0, 10)}.zip`, body };
}
