// Reading a backup to restore (docs/api.md "Backup format"; docs/decisions/048-backup-and-restore.md):
// the zip within the limits every zip upload shares, the manifest's sizes and SHA-256 checked against
// every entry it lists, the format and version, the document's shape, and then every record held to
// the domain's own form schemas and the event's rules — so a file changed by hand but consistent
// with its manifest still inserts nothing the forms would refuse. Each refusal is a 400 on `file`.
import crypto from "node:crypto";
import {
  AdjustmentBody,
  AUCTION_ACTION,
  AuctionChange,
  BACKUP_ENTRY,
  BACKUP_FORMAT,
  BACKUP_TEXT,
  BACKUP_VERSION,
  BackupDocument,
  BackupManifest,
  EventRecord,
  IMPORT_KINDS,
  type ImportKind,
  isAuctionAction,
  isPlacedStatus,
  isPlayerStatus,
  isValidDate,
  LIMITS,
  LIVE_TOPICS,
  mappingProblem,
  PlayerImportBody,
  RegistrationSettingsBody,
  SkillBody,
  SponsorBody,
  TeamBody,
  UndoChange,
} from "@sah/domain";
import type { z } from "zod";
import { fieldError } from "../errors.ts";
import { unzipChecked } from "../imports/safe-unzip.ts";
import { mediaPathOf } from "../media/images.ts";
import { mediaUrlsOf } from "./make-backup.ts";

export const BACKUP_FIELD = "file";
const refuse = (message: string) => fieldError(BACKUP_FIELD, message);
const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/** The first issue of a failed parse, as "<where>: <message>". */
function firstIssue(where: string, error: z.ZodError): Error {
  const issue = error.issues[0];
  const path = issue.path.reduce<string>((s, k) => (typeof k === "number" ? `${s}[${k}]` : `${s}.${String(k)}`), where);
  return refuse(BACKUP_TEXT.badDocument(path, issue.message));
}
function check<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw firstIssue(where, r.error);
  return r.data;
}
const bad = (where: string, message: string) => refuse(BACKUP_TEXT.badDocument(where, message));

function parseJson(data: Buffer, onError: Error): unknown {
  try {
    return JSON.parse(data.toString("utf8"));
  } catch {
    throw onError;
  }
}

export type ReadBackup = { doc: BackupDocument; media: Map<string, Buffer> };

export async function readBackup(file: Buffer): Promise<ReadBackup> {
  const entries = await unzipChecked(
    file,
    BACKUP_FIELD,
    BACKUP_TEXT,
    (name) => name === BACKUP_ENTRY.manifest || name === BACKUP_ENTRY.document || name.startsWith(BACKUP_ENTRY.mediaPrefix),
  );
  const manifestData = entries.get(BACKUP_ENTRY.manifest);
  if (!manifestData) throw refuse(BACKUP_TEXT.missingEntry(BACKUP_ENTRY.manifest));
  const manifestParsed = BackupManifest.safeParse(parseJson(manifestData, refuse(BACKUP_TEXT.badManifest)));
  if (!manifestParsed.success) throw refuse(BACKUP_TEXT.badManifest);
  const manifest = manifestParsed.data;
  if (manifest.format !== BACKUP_FORMAT) throw refuse(BACKUP_TEXT.notBackup);
  if (manifest.version !== BACKUP_VERSION) throw refuse(BACKUP_TEXT.version(manifest.version));

  // Every entry the manifest lists is there, of its size and checksum; nothing else is read.
  const verified = new Map<string, Buffer>();
  for (const e of manifest.entries) {
    const data = entries.get(e.path);
    if (!data) throw refuse(BACKUP_TEXT.missingEntry(e.path));
    if (data.length !== e.size || sha256(data) !== e.sha256) throw refuse(BACKUP_TEXT.checksum(e.path));
    verified.set(e.path, data);
  }
  const docData = verified.get(BACKUP_ENTRY.document);
  if (!docData)
    throw refuse(
      entries.has(BACKUP_ENTRY.document)
        ? BACKUP_TEXT.checksum(BACKUP_ENTRY.document)
        : BACKUP_TEXT.missingEntry(BACKUP_ENTRY.document),
    );
  const raw = parseJson(docData, bad(BACKUP_ENTRY.document, "not JSON"));
  const head = (typeof raw === "object" && raw !== null ? raw : {}) as { format?: unknown; version?: unknown };
  if (head.format !== BACKUP_FORMAT) throw refuse(BACKUP_TEXT.notBackup);
  if (head.version !== BACKUP_VERSION) throw refuse(BACKUP_TEXT.version(head.version));
  const doc = check(BackupDocument, raw, "");
  checkRecords(doc);

  const media = new Map<string, Buffer>();
  for (const url of mediaUrlsOf(doc)) {
    const rel = mediaPathOf(url);
    if (!rel) throw bad("media", `"${url}" is not a media file of this application`);
    const name = `${BACKUP_ENTRY.mediaPrefix}${rel}`;
    const data = verified.get(name);
    if (!data) throw refuse(entries.has(name) ? BACKUP_TEXT.checksum(name) : BACKUP_TEXT.missingEntry(name));
    media.set(url, data);
  }
  return { doc, media };
}

const unique = (ids: number[], where: string) => {
  const seen = new Set<number>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) throw bad(`${where}[${i}].id`, `the id ${id} is repeated`);
    seen.add(id);
  }
  return seen;
};

/** The records as the forms and the event's rules would let them be (docs/decisions/048 "What a restore checks"). */
function checkRecords(doc: BackupDocument): void {
  const e = doc.event;
  // The event form's schema; `type` is carried by name (ids differ between servers), checked on its own.
  check(
    EventRecord,
    {
      name: e.name,
      date: e.date,
      start_time: e.start_time,
      end_time: e.end_time,
      location: e.location,
      funds_per_team: e.funds_per_team,
      funds_unit: e.funds_unit,
      min_player_price: e.min_player_price,
      min_players: e.min_players,
      max_players: e.max_players,
      quotas: e.quotas,
      bidding: e.bidding,
      bid_steps: e.bid_steps,
      first_bid_seconds: e.first_bid_seconds,
      bid_seconds: e.bid_seconds,
      auto_sell: e.auto_sell,
      amount_style: e.amount_style,
      rtm_cards: e.rtm_cards,
      rtm_seconds: e.rtm_seconds,
      type: 1,
    },
    "event",
  );
  check(SkillBody.shape.name, e.type_name, "event.type_name");

  const skillIds = unique(
    doc.skills.map((s) => s.id),
    "skills",
  );
  const skillNames = new Set<string>();
  for (const [i, s] of doc.skills.entries()) {
    check(SkillBody, { name: s.name }, `skills[${i}]`);
    if (skillNames.has(s.name.toLowerCase())) throw bad(`skills[${i}].name`, `the skill "${s.name}" is repeated`);
    skillNames.add(s.name.toLowerCase());
  }
  for (const [i, q] of (e.quotas ?? []).entries())
    if (q.kind === "skill" && !skillIds.has(q.id)) throw bad(`event.quotas[${i}].id`, `no skill with the id ${q.id}`);
  const teamIds = unique(
    doc.teams.map((t) => t.id),
    "teams",
  );
  const shortNames = new Set<string>();
  for (const [i, t] of doc.teams.entries()) {
    check(TeamBody.shape.name, t.name, `teams[${i}].name`);
    check(TeamBody.shape.short_name, t.short_name ?? null, `teams[${i}].short_name`);
    const short = t.short_name?.toLowerCase();
    if (short && shortNames.has(short)) throw bad(`teams[${i}].short_name`, `the short name "${t.short_name}" is repeated`);
    if (short) shortNames.add(short);
  }
  const playerIds = unique(
    doc.players.map((p) => p.id),
    "players",
  );
  const statusOf = new Map<number, number>();
  const refs = new Set<string>();
  for (const [i, p] of doc.players.entries()) {
    if (p.ref) {
      if (refs.has(p.ref)) throw bad(`players[${i}].ref`, `the Ref "${p.ref}" is repeated`);
      refs.add(p.ref);
    }
    check(
      PlayerImportBody,
      {
        name: p.name,
        date_of_birth: p.date_of_birth,
        grade: p.grade,
        base_price: p.base_price,
        set: p.set ?? null,
        email: p.email,
        ref: p.ref ?? null,
        details: p.details,
      },
      `players[${i}]`,
    );
    if (!isPlayerStatus(p.status)) throw bad(`players[${i}].status`, `${p.status} is not a player status`);
    for (const s of p.skills) if (!skillIds.has(s)) throw bad(`players[${i}].skills`, `no skill with the id ${s}`);
    if (p.previous_team != null && !teamIds.has(p.previous_team))
      throw bad(`players[${i}].previous_team`, `no team with the id ${p.previous_team}`);
    statusOf.set(p.id, p.status);
  }
  unique(
    doc.sponsors.map((s) => s.id),
    "sponsors",
  );
  for (const [i, s] of doc.sponsors.entries())
    check(SponsorBody, { name: s.name, category: s.category, order: s.order, link: s.link }, `sponsors[${i}]`);

  // Sales: one per player, of a player and a team of the event, at a price the money rules allow;
  // a player holds a placing status exactly when it has one (docs/product.md section 4).
  unique(
    doc.transactions.map((t) => t.id),
    "transactions",
  );
  const sold = new Set<number>();
  const spent = new Map<number, { money: number; players: number }>();
  for (const [i, t] of doc.transactions.entries()) {
    const at = `transactions[${i}]`;
    if (!playerIds.has(t.player)) throw bad(`${at}.player`, `no player with the id ${t.player}`);
    if (!teamIds.has(t.team)) throw bad(`${at}.team`, `no team with the id ${t.team}`);
    if (sold.has(t.player)) throw bad(`${at}.player`, `the player ${t.player} has two sales`);
    if (t.price < 0 || t.price > LIMITS.moneyMax) throw bad(`${at}.price`, "the price is out of range");
    if (!isPlacedStatus(statusOf.get(t.player) ?? -1))
      throw bad(`${at}.player`, `the player ${t.player} has a sale but not a placing status`);
    sold.add(t.player);
    const s = spent.get(t.team) ?? { money: 0, players: 0 };
    spent.set(t.team, { money: s.money + t.price, players: s.players + 1 });
  }
  for (const [i, p] of doc.players.entries())
    if (isPlacedStatus(p.status) && !sold.has(p.id)) throw bad(`players[${i}].status`, "a placing status without a sale");
  unique(
    doc.adjustments.map((a) => a.id),
    "adjustments",
  );
  const adjusted = new Map<number, number>();
  for (const [i, a] of doc.adjustments.entries()) {
    if (!teamIds.has(a.team)) throw bad(`adjustments[${i}].team`, `no team with the id ${a.team}`);
    check(AdjustmentBody, { amount: a.amount, reason: a.reason }, `adjustments[${i}]`);
    adjusted.set(a.team, (adjusted.get(a.team) ?? 0) + a.amount);
  }
  // No team has spent more than its purse, nor holds more players than a squad may (docs/api.md "Auction").
  for (const [i, t] of doc.teams.entries()) {
    const s = spent.get(t.id) ?? { money: 0, players: 0 };
    if (e.funds_per_team + (adjusted.get(t.id) ?? 0) - s.money < 0)
      throw bad(`teams[${i}]`, "the team has spent more than its funds");
    if (s.players > e.max_players) throw bad(`teams[${i}]`, "the team holds more players than the event's maximum");
  }
  if (doc.auction.current_player !== null && !playerIds.has(doc.auction.current_player))
    throw bad("auction.current_player", `no player with the id ${doc.auction.current_player}`);

  // The log: numbered as the event's sequence says; an auction entry records a change of the known shape.
  let last = 0;
  const seqs = new Set<number>();
  for (const [i, l] of doc.log.entries()) {
    const at = `log[${i}]`;
    if (l.seq <= last || l.seq > e.log_seq) throw bad(`${at}.seq`, "the entries are not numbered in order");
    last = l.seq;
    if (l.undo_of_seq !== null && !seqs.has(l.undo_of_seq)) throw bad(`${at}.undo_of_seq`, "no earlier entry has that number");
    seqs.add(l.seq);
    for (const topic of l.topics)
      if (!(LIVE_TOPICS as readonly string[]).includes(topic)) throw bad(`${at}.topics`, `"${topic}" is not a topic`);
    if (l.reason !== null && l.reason.length > LIMITS.textMax) throw bad(`${at}.reason`, "the reason is too long");
    // Fields an older entry lacks read as empty (auctionChangeOf); those it has must be of the shape.
    if (isAuctionAction(l.action))
      check(l.action === AUCTION_ACTION.undo ? UndoChange.partial() : AuctionChange.partial(), l.data, `${at}.data`);
  }
  // The registration form is held to the settings' own schema; registrations link only to the backup's skills and players.
  if (doc.registration) {
    const { open, closes_at, note, cap, fields, questions } = doc.registration;
    check(RegistrationSettingsBody, { open, closes_at, note, cap, fields, questions }, "registration");
  }
  unique(
    (doc.registrations ?? []).map((r) => r.id),
    "registrations",
  );
  for (const [i, r] of (doc.registrations ?? []).entries()) {
    for (const s of r.skills) if (!skillIds.has(s)) throw bad(`registrations[${i}].skills`, `no skill with the id ${s}`);
    if (r.player !== null && !playerIds.has(r.player))
      throw bad(`registrations[${i}].player`, `no player with the id ${r.player}`);
    if (r.date_of_birth !== null && !isValidDate(r.date_of_birth)) throw bad(`registrations[${i}].date_of_birth`, "not a date");
  }
  const kinds = new Set<string>();
  for (const [i, m] of doc.import_mappings.entries()) {
    if (!(m.kind in IMPORT_KINDS)) throw bad(`import_mappings[${i}].kind`, `"${m.kind}" is not an import`);
    if (kinds.has(m.kind)) throw bad(`import_mappings[${i}].kind`, `the "${m.kind}" mapping is repeated`);
    kinds.add(m.kind);
    const problem = mappingProblem(m.kind as ImportKind, m.mapping);
    if (problem) throw bad(`import_mappings[${i}].mapping`, problem);
  }
}
