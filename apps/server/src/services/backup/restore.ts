// Restoring a backup as a new event (docs/api.md "Backup and restore", "Backup format";
// docs/decisions/048-backup-and-restore.md). The backup is read and checked whole first
// (read-backup.ts); its media are stored before the transaction and removed if the write fails (the
// lifecycle of writeWithImage, for many files); then every row is written in one transaction. Ids are
// new: every reference, the log's recorded changes included, is carried over to the new rows, so the
// restored log reads and undoes as the original did. People are matched by e-mail to this server's users.
import { BACKUP_TEXT, type BackupDocument, isAuctionAction, LIMITS, RESTORED_SUFFIX, type RestoreResult } from "@sah/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { insertStartRows } from "../../db/event-tables.ts";
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
  teamOwners,
  teams,
  transactions,
} from "../../db/schema.ts";
import { inChunks, insertAll, insertCopies } from "../../db/sql.ts";
import type { Actor } from "../context.ts";
import { EVENT_MEDIA_KIND, getEventOr404 } from "../events/events.ts";
import { lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { PLAYER_MEDIA_KIND } from "../players/write.ts";
import { SPONSOR_MEDIA_KIND } from "../sponsors/sponsors.ts";
import { TEAM_MEDIA_KIND } from "../teams/write.ts";
import { userIdsByEmail } from "../users/repository.ts";
import { BACKUP_FIELD, readBackup } from "./read-backup.ts";

export const RESTORE_ACTION = "event.restore";

/** The media kind of each URL, by where the document names it. */
function mediaKinds(doc: BackupDocument): Map<string, string> {
  const kinds = new Map<string, string>();
  const put = (url: string | null, kind: string) => url && !kinds.has(url) && kinds.set(url, kind);
  put(doc.event.logo, EVENT_MEDIA_KIND);
  for (const t of doc.teams) put(t.logo, TEAM_MEDIA_KIND);
  for (const p of doc.players) put(p.image, PLAYER_MEDIA_KIND);
  for (const s of doc.sponsors) put(s.logo, SPONSOR_MEDIA_KIND);
  for (const r of doc.registrations ?? []) put(r.photo, PLAYER_MEDIA_KIND);
  return kinds;
}

/** `n` new ids of a serial column, from its own sequence (so a later insert never collides with them). */
async function newIds(tx: Tx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  // Both drivers (pg and PGlite) answer with `rows`.
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}

/**
 * The name the restored event gets: the backup's, or when an event has it (ignoring case), the name
 * without any "(restored …)" it already carries plus "(restored)", then "(restored 2)", …
 */
async function freeName(tx: Tx, name: string): Promise<string> {
  const stem = name.replace(RESTORED_NAME, "").slice(0, LIMITS.nameMax - RESTORED_SUFFIX.length - 6);
  for (let from = 1; ; from += 20) {
    const candidates = Array.from({ length: 20 }, (_, k) => from + k).map((n) =>
      n === 1 ? name : `${stem}${n === 2 ? RESTORED_SUFFIX : `${RESTORED_SUFFIX.slice(0, -1)} ${n - 1})`}`,
    );
    const taken = await tx
      .select({ name: sql<string>`lower(${events.name})` })
      .from(events)
      .where(
        inArray(
          sql`lower(${events.name})`,
          candidates.map((c) => c.toLowerCase()),
        ),
      );
    const used = new Set(taken.map((r) => r.name));
    const free = candidates.find((c) => !used.has(c.toLowerCase()));
    if (free) return free;
  }
}
/** " (restored)" or " (restored 3)" at the end of a name. */
const RESTORED_NAME = / \(restored(?: \d+)?\)$/i;

export async function restoreEvent(db: Db, media: MediaStore, actor: Actor, file: Buffer): Promise<RestoreResult> {
  const { doc, media: files } = await readBackup(file);
  const saved: string[] = [];
  let eventId: number;
  let report: RestoreResult["restore"];
  try {
    // Media first, as they are (their bytes stay equal), each checked to be an image we store.
    const urlOf = new Map<string, string>();
    for (const [url, kind] of mediaKinds(doc)) {
      const stored = await media.saveStored(
        { field: BACKUP_FIELD, filename: url, data: files.get(url) as Buffer },
        kind,
        BACKUP_TEXT.badMedia(url.slice("/media/".length)),
      );
      saved.push(stored);
      urlOf.set(url, stored);
    }
    const newUrl = (u: string | null) => (u ? (urlOf.get(u) ?? null) : null);
    ({ eventId, report } = await db.transaction((tx) => writeEvent(tx, actor, doc, newUrl)));
  } catch (err) {
    // The write's own error is the answer; a file left behind would only be disk space.
    for (const url of saved) await media.remove(url).catch(() => {});
    throw err;
  }
  return { ...(await getEventOr404(db, eventId, actor)), restore: report };
}

async function writeEvent(
  tx: Tx,
  actor: Actor,
  doc: BackupDocument,
  newUrl: (u: string | null) => string | null,
): Promise<{ eventId: number; report: RestoreResult["restore"] }> {
  const e = doc.event;
  // People by e-mail, ignoring case: owners unknown here are left out and named in the answer.
  const userOf = await userIdsByEmail(tx, [
    ...e.owners,
    ...doc.teams.flatMap((t) => t.owners),
    ...doc.log.flatMap((l) => l.user ?? []),
    ...(doc.registrations ?? []).flatMap((r) => r.decided_by ?? []),
  ]);
  const user = (m: string) => userOf.get(m.toLowerCase());
  const notFound = new Set([...e.owners, ...doc.teams.flatMap((t) => t.owners)].filter((m) => user(m) === undefined));

  let [type] = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.name, e.type_name));
  if (!type) [type] = await tx.insert(eventTypes).values({ name: e.type_name }).returning({ id: eventTypes.id });

  const name = await freeName(tx, e.name);
  const [row] = await tx
    .insert(events)
    .values({
      name,
      logo: newUrl(e.logo),
      date: e.date,
      startTime: e.start_time,
      endTime: e.end_time,
      location: e.location,
      fundsPerTeam: e.funds_per_team,
      fundsUnit: e.funds_unit,
      minPlayerPrice: e.min_player_price,
      minPlayers: e.min_players,
      maxPlayers: e.max_players,
      // Squad rules name skills by id: the new event's ids are set once its skills exist (below).
      bidding: e.bidding,
      bidSteps: e.bid_steps,
      firstBidSeconds: e.first_bid_seconds,
      bidSeconds: e.bid_seconds,
      autoSell: e.auto_sell,
      amountStyle: e.amount_style,
      rtmCards: e.rtm_cards,
      rtmSeconds: e.rtm_seconds,
      typeId: type.id,
      logSeq: e.log_seq,
      createdAt: new Date(e.created_at),
    })
    .returning({ id: events.id });
  const eventId = row.id;
  // The one lock every write inside an event takes (services/events/lock.ts), for the money rows below.
  await lockEvent(tx, eventId);
  const owners = [...new Set(e.owners.flatMap((m) => user(m) ?? []))];
  // Somebody must be able to manage it: with none of its owners here, the staff member restoring it.
  if (!owners.length) owners.push(actor.id);
  await tx.insert(eventOwners).values(owners.map((userId) => ({ eventId, userId })));

  const skillId = await insertCopies(
    doc.skills,
    (s) => ({ eventId, name: s.name }),
    (chunk) => tx.insert(skills).values(chunk).returning({ id: skills.id }),
  );
  if (e.quotas?.length) {
    const quotas = e.quotas.map((q) => (q.kind === "skill" ? { ...q, id: skillId.get(q.id) as number } : q));
    await tx.update(events).set({ quotas }).where(eq(events.id, eventId));
  }
  const teamId = await insertCopies(
    doc.teams,
    (t) => ({ eventId, name: t.name, shortName: t.short_name ?? null, logo: newUrl(t.logo), createdAt: new Date(t.created_at) }),
    (chunk) => tx.insert(teams).values(chunk).returning({ id: teams.id }),
  );
  const teamOwnerRows = doc.teams.flatMap((t) =>
    [...new Set(t.owners.flatMap((m) => user(m) ?? []))].map((userId) => ({ teamId: teamId.get(t.id) as number, userId })),
  );
  await insertAll(tx, teamOwners, teamOwnerRows);
  const playerId = await insertCopies(
    doc.players,
    (p) => ({
      eventId,
      name: p.name,
      image: newUrl(p.image),
      dateOfBirth: p.date_of_birth,
      details: p.details as Record<string, string | number | boolean | null>,
      email: p.email,
      ref: p.ref ?? null,
      grade: p.grade,
      basePrice: p.base_price,
      drawSet: p.set ?? null,
      // Right to match: the restored team the player was with.
      previousTeamId: p.previous_team == null ? null : (teamId.get(p.previous_team) ?? null),
      status: p.status,
      createdAt: new Date(p.created_at),
    }),
    (chunk) => tx.insert(players).values(chunk).returning({ id: players.id }),
  );
  const links = doc.players.flatMap((p) =>
    p.skills.map((s) => ({ playerId: playerId.get(p.id) as number, skillId: skillId.get(s) as number })),
  );
  await inChunks(links, (chunk) => tx.insert(playerSkills).values(chunk).onConflictDoNothing());
  const sponsorId = await insertCopies(
    doc.sponsors,
    (s) => ({
      eventId,
      name: s.name,
      logo: newUrl(s.logo),
      order: s.order,
      link: s.link,
      category: s.category,
      createdAt: new Date(s.created_at),
    }),
    (chunk) => tx.insert(sponsors).values(chunk).returning({ id: sponsors.id }),
  );

  // Sales and adjustments, and the ones only the log still names (an undo may put those back): new ids
  // from their tables' sequences.
  const logChanges = doc.log.filter((l) => isAuctionAction(l.action)).map((l) => l.data as Partial<LoggedChange>);
  const transactionId = await idMap(
    tx,
    "transactions",
    doc.transactions.map((t) => t.id),
    logChanges.flatMap((c) => [...(c.added ?? []), ...(c.removed ?? [])].map((t) => t.id)),
  );
  const adjustmentId = await idMap(
    tx,
    "team_adjustments",
    doc.adjustments.map((a) => a.id),
    logChanges.flatMap((c) => [...(c.adjustments_added ?? []), ...(c.adjustments_removed ?? [])].map((a) => a.id)),
  );
  await insertAll(
    tx,
    transactions,
    doc.transactions.map((t) => ({
      id: transactionId.get(t.id),
      eventId,
      playerId: playerId.get(t.player) as number,
      teamId: teamId.get(t.team) as number,
      price: t.price,
      createdAt: new Date(t.created_at),
      rtm: t.rtm === true,
    })),
  );
  await insertAll(
    tx,
    teamAdjustments,
    doc.adjustments.map((a) => ({
      id: adjustmentId.get(a.id),
      eventId,
      teamId: teamId.get(a.team) as number,
      amount: a.amount,
      reason: a.reason,
      createdAt: new Date(a.created_at),
    })),
  );
  await insertStartRows(tx, eventId);
  await tx
    .update(auctionStates)
    .set({
      currentPlayerId: doc.auction.current_player === null ? null : (playerId.get(doc.auction.current_player) ?? null),
      isStarted: doc.auction.is_started,
    })
    .where(eq(auctionStates.eventId, eventId));
  if (doc.import_mappings.length)
    await tx.insert(importMappings).values(doc.import_mappings.map((m) => ({ eventId, kind: m.kind, mapping: m.mapping })));

  // The registration form and the registrations, their links to the new skills and players; no
  // private link (the backup holds no token).
  if (doc.registration) {
    const r = doc.registration;
    await tx.insert(registrationSettings).values({
      eventId,
      enabled: r.open,
      closesAt: r.closes_at ? new Date(r.closes_at) : null,
      note: r.note,
      cap: r.cap,
      fields: r.fields as typeof registrationSettings.$inferInsert.fields,
      questions: r.questions as typeof registrationSettings.$inferInsert.questions,
    });
  }
  await insertAll(
    tx,
    registrations,
    (doc.registrations ?? []).map((r) => ({
      eventId,
      state: r.state,
      name: r.name,
      dateOfBirth: r.date_of_birth,
      phone: r.phone,
      email: r.email,
      skills: r.skills.flatMap((s) => skillId.get(s) ?? []),
      answers: r.answers,
      photo: newUrl(r.photo),
      tokenHash: null,
      flags: r.flags,
      playerId: r.player === null ? null : (playerId.get(r.player) ?? null),
      decidedBy: r.decided_by === null ? null : (user(r.decided_by) ?? null),
      decidedAt: r.decided_at ? new Date(r.decided_at) : null,
      reason: r.reason,
      createdAt: new Date(r.created_at),
    })),
  );

  const ids: IdMaps = {
    player: playerId,
    team: teamId,
    transaction: transactionId,
    adjustment: adjustmentId,
    sponsor: sponsorId,
    skill: skillId,
  };
  let logUsersNotFound = 0;
  await insertAll(
    tx,
    auctionLog,
    doc.log.map((l) => {
      const actorId = l.user === null ? null : (user(l.user) ?? null);
      if (l.user !== null && actorId === null) logUsersNotFound++;
      return {
        eventId,
        seq: l.seq,
        actorId,
        action: l.action,
        topics: l.topics,
        data: remapLogData(l.action, l.data, ids),
        undoOfSeq: l.undo_of_seq,
        reason: l.reason,
        createdAt: new Date(l.created_at),
      };
    }),
  );
  const report = {
    renamed_from: name === e.name ? null : e.name,
    owners_not_found: [...notFound],
    log_users_not_found: logUsersNotFound,
  };
  // One entry after the restored ones: who restored it, from which backup.
  await recordChange(tx, {
    eventId,
    actorId: actor.id,
    action: RESTORE_ACTION,
    topics: ["event", "teams", "players", "sponsors", "auction"],
    data: { exported_at: doc.exported_at, app_version: doc.app_version, ...report },
  });
  return { eventId, report };
}

type LoggedChange = {
  players: { id: number }[];
  added: { id: number; player: number; team: number }[];
  removed: { id: number; player: number; team: number }[];
  adjustments_added: { id: number; team: number }[];
  adjustments_removed: { id: number; team: number }[];
  block: { before: { current_player: number | null }; after: { current_player: number | null } } | null;
};
type IdMaps = Record<"player" | "team" | "transaction" | "adjustment" | "sponsor" | "skill", Map<number, number>>;

/** Old id → new id for the rows restored, and fresh ids for the ones only the log names. */
async function idMap(tx: Tx, table: string, current: number[], logged: number[]): Promise<Map<number, number>> {
  const all = [...new Set([...current, ...logged])];
  const fresh = await newIds(tx, table, all.length);
  return new Map(all.map((id, i) => [id, fresh[i]]));
}

/**
 * A log entry's data with the new ids: every id it names, whatever the action (docs/api.md "Backup
 * format"). An auction change names players, teams, sales and adjustments, a second round's base
 * prices (`base_prices[].id`) and how a draw was asked (`asked.player`); a bid or a clock action its
 * `player` and `team` (its `bid` row is not restored: 0); the other entries a `player`, a `team`, a
 * skill or (sponsors) an `id`. Ids of this server's users and events (`user` of an invitation,
 * `duplicate_of`) mean nothing here: null. A player or team the backup no longer holds (deleted since)
 * becomes 0 in an auction entry and null elsewhere: no row of this server.
 */
function remapLogData(action: string, data: Record<string, unknown>, ids: IdMaps): Record<string, unknown> {
  const of = (map: Map<number, number>, id: number) => map.get(id) ?? 0;
  const out: Record<string, unknown> = { ...data };
  const auction = isAuctionAction(action);
  const swap = (key: string, map: Map<number, number> | null) => {
    if (typeof out[key] === "number") out[key] = map ? (map.get(out[key] as number) ?? (auction ? 0 : null)) : null;
  };
  swap("player", ids.player);
  swap("team", ids.team);
  if (action.startsWith("sponsor.")) swap("id", ids.sponsor);
  if (action.startsWith("skill.")) swap("id", ids.skill);
  swap("user", null);
  swap("duplicate_of", null);
  if (!auction) return out;
  if (typeof out.bid === "number") out.bid = 0;
  const c = data as Partial<LoggedChange> & {
    base_prices?: { id: number }[];
    asked?: { player?: number };
  };
  const sale = (t: LoggedChange["added"][number]) => ({
    ...t,
    id: of(ids.transaction, t.id),
    player: of(ids.player, t.player),
    team: of(ids.team, t.team),
  });
  const adj = (a: LoggedChange["adjustments_added"][number]) => ({
    ...a,
    id: of(ids.adjustment, a.id),
    team: of(ids.team, a.team),
  });
  const block = (b: { current_player: number | null }) => ({
    ...b,
    current_player: b.current_player === null ? null : of(ids.player, b.current_player),
  });
  return {
    ...out,
    ...(c.players ? { players: c.players.map((p) => ({ ...p, id: of(ids.player, p.id) })) } : {}),
    ...(c.added ? { added: c.added.map(sale) } : {}),
    ...(c.removed ? { removed: c.removed.map(sale) } : {}),
    ...(c.adjustments_added ? { adjustments_added: c.adjustments_added.map(adj) } : {}),
    ...(c.adjustments_removed ? { adjustments_removed: c.adjustments_removed.map(adj) } : {}),
    ...(c.block ? { block: { before: block(c.block.before), after: block(c.block.after) } } : {}),
    ...(Array.isArray(c.base_prices) ? { base_prices: c.base_prices.map((b) => ({ ...b, id: of(ids.player, b.id) })) } : {}),
    ...(c.asked && typeof c.asked.player === "number" ? { asked: { ...c.asked, player: of(ids.player, c.asked.player) } } : {}),
  };
}
