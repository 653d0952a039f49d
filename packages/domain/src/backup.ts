// Event backup and restore (docs/api.md "Backup and restore", "Backup format"; docs/decisions/048-backup-and-restore.md):
// the zip's names, the document's shape and the refusals' texts, shared by the server and the dashboard.
import { z } from "zod";
import { AdjustmentRow, TransactionRow } from "./auction-log.ts";
import { LIMITS } from "./constants.ts";
import { formatNumber } from "./display.ts";
import { REGISTRATION_FLAGS, REGISTRATION_STATES } from "./registration.ts";
import { Event } from "./schemas.ts";

export const BACKUP_FORMAT = "sah-event-backup";
/** The newest version this server writes and reads; a restore refuses any other. */
export const BACKUP_VERSION = 1;
/** The zip's entries: the document, the manifest (every other entry's size and SHA-256), the media under `media/`. */
export const BACKUP_ENTRY = { document: "event.json", manifest: "manifest.json", mediaPrefix: "media/" } as const;
/** What a restored event's name gets when an event of this instance already has the backup's name. */
export const RESTORED_SUFFIX = " (restored)";

const MB = 1024 * 1024;
export const BACKUP_TEXT = {
  fileRequired: "Choose a backup file (.zip).",
  notAZip: "The file is not a zip archive; choose a backup downloaded from Import and Export.",
  damaged: "The backup is damaged or truncated; download it again.",
  tooLarge: `A backup can be at most ${LIMITS.importZipMaxBytes / MB} MB.`,
  missingEntry: (name: string) => `The backup has no "${name}"; it is not complete.`,
  badManifest: "The backup's manifest.json cannot be read.",
  checksum: (name: string) => `"${name}" does not match its checksum in the manifest; the backup was changed or damaged.`,
  notBackup: `This zip is not an event backup (its format is not "${BACKUP_FORMAT}").`,
  version: (v: unknown) =>
    `This backup is of version ${String(v)}; this server reads version ${BACKUP_VERSION}. Restore it on a server of the version that made it.`,
  badDocument: (where: string, message: string) => `The backup's data is not valid at ${where}: ${message}`,
  badMedia: (name: string) => `"${name}" in the backup is not a JPEG, PNG or WebP image.`,
  /** A backup that the restore's limits would refuse is not made: the organiser hears it at once. */
  backupTooLarge: (mb: number) =>
    `This event's backup would be ${mb} MB, over the ${LIMITS.importZipMaxBytes / MB} MB a restore accepts.`,
  backupTooManyFiles: (n: number) =>
    `This event's backup would hold ${formatNumber(n)} files, over the ${formatNumber(LIMITS.importZipEntriesMax)} a restore accepts.`,
} as const;

const id = () => z.number().int().min(1).max(LIMITS.intMax);
const when = () => z.iso.datetime({ offset: true });
const email = () => z.string().max(254);
const mediaUrl = () => z.string().max(300).nullable();

/** One entry of manifest.json. */
export const BackupManifestEntry = z.object({
  path: z.string().max(300),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const BackupManifest = z.object({
  format: z.string(),
  version: z.unknown(),
  entries: z.array(BackupManifestEntry).max(LIMITS.importZipEntriesMax),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/**
 * The document (event.json). Its shape only: the values are then held to the domain's own form
 * schemas and the event's rules by the restore, so a tampered but well-formed file inserts nothing bad.
 * Ids are the source instance's, used only to link records inside the document; people are e-mails.
 */
export const BackupDocument = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exported_at: when(),
  app_version: z.string().max(50),
  /** The event's own fields as the API names them; its type by name, its owners by e-mail. */
  event: Event.pick({
    id: true,
    name: true,
    logo: true,
    date: true,
    start_time: true,
    end_time: true,
    location: true,
    funds_per_team: true,
    funds_unit: true,
    min_player_price: true,
    min_players: true,
    max_players: true,
  })
    // The squad rules and the bidding settings (docs/api.md "Squad quotas", "Bidding by team owners"); absent in a backup
    // made before they existed, which restores with the defaults.
    .extend(
      Event.pick({
        quotas: true,
        bidding: true,
        bid_steps: true,
        first_bid_seconds: true,
        bid_seconds: true,
        auto_sell: true,
        amount_style: true,
        rtm_cards: true,
        rtm_seconds: true,
      }).partial().shape,
    )
    .extend({
      type_name: z.string().min(1).max(100),
      owners: z.array(email()).max(LIMITS.ownersMax),
      log_seq: z.number().int().min(0).max(LIMITS.intMax),
      created_at: when(),
    }),
  skills: z.array(z.object({ id: id(), name: z.string() })).max(LIMITS.importRowsMax),
  teams: z
    .array(
      z.object({
        id: id(),
        name: z.string(),
        /** The organiser's short name (null: derived); absent in older backups. */
        short_name: z.string().nullable().optional(),
        logo: mediaUrl(),
        owners: z.array(email()).max(LIMITS.ownersMax),
        created_at: when(),
      }),
    )
    .max(LIMITS.teamsPerEventMax),
  players: z
    .array(
      z.object({
        id: id(),
        name: z.string(),
        image: mediaUrl(),
        date_of_birth: z.string().nullable(),
        details: z.record(z.string(), z.unknown()),
        email: z.string().nullable(),
        /** The league's own number for the player; absent in older backups. */
        ref: z.string().nullable().optional(),
        grade: z.number().int(),
        base_price: z.number().int().nullable(),
        /** The named set it is drawn in (draw control); absent in older backups. */
        set: z.string().nullable().optional(),
        /** Right to match: the team (its id in this document) the player was with; absent in older backups. */
        previous_team: id().nullable().optional(),
        status: z.number().int(),
        skills: z.array(id()),
        created_at: when(),
      }),
    )
    .max(LIMITS.playersPerEventMax),
  sponsors: z
    .array(
      z.object({
        id: id(),
        name: z.string(),
        logo: mediaUrl(),
        order: z.number().int(),
        link: z.string(),
        category: z.string(),
        created_at: when(),
      }),
    )
    .max(LIMITS.sponsorsPerEventMax),
  transactions: z.array(TransactionRow).max(LIMITS.playersPerEventMax),
  adjustments: z.array(AdjustmentRow).max(LIMITS.importRowsMax),
  auction: z.object({ current_player: id().nullable(), is_started: z.boolean() }),
  log: z
    .array(
      z.object({
        seq: z.number().int().min(1).max(LIMITS.intMax),
        action: z.string().min(1).max(40),
        topics: z.array(z.string()),
        data: z.record(z.string(), z.unknown()),
        undo_of_seq: z.number().int().nullable(),
        reason: z.string().nullable(),
        /** Who, by e-mail; null when nobody (or a user since deleted). */
        user: email().nullable(),
        created_at: when(),
      }),
    )
    .max(LIMITS.intMax),
  import_mappings: z.array(z.object({ kind: z.string().max(20), mapping: z.record(z.string(), z.string()) })).max(10),
  /** The registration form's settings (docs/api.md "Registration"); absent in older backups and for an event without. */
  registration: z
    .object({
      open: z.boolean(),
      closes_at: z.string().nullable(),
      note: z.string(),
      cap: z.number().int().nullable(),
      fields: z.record(z.string(), z.string()),
      questions: z.array(z.unknown()),
    })
    .nullable()
    .optional(),
  /**
   * Players' registrations, their private fields included (a backup holds the players' too); never
   * their private link's token: a restored registration has no link. Absent in older backups.
   */
  registrations: z
    .array(
      z.object({
        id: id(),
        state: z.enum(REGISTRATION_STATES),
        name: z.string().min(1).max(LIMITS.nameMax),
        date_of_birth: z.string().nullable(),
        phone: z.string().max(30).nullable(),
        email: email().nullable(),
        skills: z.array(id()),
        answers: z.record(z.string().max(100), z.union([z.string().max(LIMITS.textMax), z.number(), z.boolean(), z.null()])),
        photo: mediaUrl(),
        flags: z.array(z.enum(REGISTRATION_FLAGS)),
        player: id().nullable(),
        decided_by: email().nullable(),
        decided_at: when().nullable(),
        reason: z.string().max(LIMITS.textMax).nullable(),
        created_at: when(),
      }),
    )
    .max(LIMITS.playersPerEventMax)
    .optional(),
});
export type BackupDocument = z.infer<typeof BackupDocument>;

/** POST events/restore/'s answer: the new event, and what of the backup could not be kept as it was. */
export const RestoreResult = Event.extend({
  restore: z.object({
    /** The backup's event name, when the restored event got another (the name was taken). */
    renamed_from: z.string().nullable(),
    /** Owners' e-mails (of the event and its teams) with no user on this instance: left out. */
    owners_not_found: z.array(z.string()),
    /** Log entries' users not on this instance: the entries are kept without a user. */
    log_users_not_found: z.number().int(),
  }),
});
export type RestoreResult = z.infer<typeof RestoreResult>;
