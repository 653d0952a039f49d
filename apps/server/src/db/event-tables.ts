// The tables an event owns, each with what backup, restore, duplicate and a new event do with it
// (docs/architecture.md "The tables an event owns"; docs/decisions/067-foundations.md). A new table
// with an `event_id` column, or one whose rows belong to such a row, is one entry here:
// test/event-tables.test.ts fails while it is missing, and the round trips of backup.test.ts and
// duplicate-event.test.ts check every entry's policy against what the code does.
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";
import {
  auctionLog,
  auctionLots,
  auctionStates,
  bids,
  eventOwners,
  events,
  exposureScreens,
  importMappings,
  pageViews,
  playerSkills,
  players,
  registrationSettings,
  registrations,
  skills,
  sponsorExposure,
  sponsorLinks,
  sponsors,
  teamAdjustments,
  teamOwners,
  teams,
  transactions,
} from "./schema.ts";

export type EventTable = {
  table: PgTable;
  /**
   * How a row belongs to its event: the event row itself ("self"), its `event_id` column, or the
   * row of another listed table that its `column` names (deleted with it).
   */
  owner: "self" | "event_id" | { parent: string; column: string };
  /**
   * In the backup's document and written back by a restore (where the document holds them:
   * services/backup/make-backup.ts `ROWS_IN_BACKUP`), or not.
   */
  backup: boolean;
  /** On duplicate: the rows are copied, or the copy starts as a new event does ("reset"). */
  duplicate: "copy" | "reset";
  /**
   * Every event has one row from its start (create, duplicate, restore, first start's demo event:
   * `insertStartRows`); a reset leaves that row with its defaults.
   */
  startRow: boolean;
  /** Why, where the policy is not obvious. */
  why?: string;
};

/** A table of sponsor exposure or page views: neither backed up nor copied. */
const measurement = <T extends PgTable>(table: T) =>
  ({
    table,
    owner: "event_id",
    backup: false,
    duplicate: "reset",
    startRow: false,
    why: "a one-night measurement of what was shown and read (docs/decisions/066-report-and-exposure.md); not part of the event's data",
  }) as const;

/** Ordered parents first: the order a copy is written in. Keys are the tables' SQL names. */
export const EVENT_TABLES = {
  events: { table: events, owner: "self", backup: true, duplicate: "copy", startRow: false },
  event_owners: { table: eventOwners, owner: "event_id", backup: true, duplicate: "copy", startRow: false },
  skills: { table: skills, owner: "event_id", backup: true, duplicate: "copy", startRow: false },
  sponsors: { table: sponsors, owner: "event_id", backup: true, duplicate: "copy", startRow: false },
  teams: { table: teams, owner: "event_id", backup: true, duplicate: "copy", startRow: false },
  team_owners: {
    table: teamOwners,
    owner: { parent: "teams", column: "team_id" },
    backup: true,
    duplicate: "copy",
    startRow: false,
  },
  players: {
    table: players,
    owner: "event_id",
    backup: true,
    duplicate: "copy",
    startRow: false,
    why: "a copy's players are all Available again",
  },
  player_skills: {
    table: playerSkills,
    owner: { parent: "players", column: "player_id" },
    backup: true,
    duplicate: "copy",
    startRow: false,
  },
  import_mappings: { table: importMappings, owner: "event_id", backup: true, duplicate: "copy", startRow: false },
  registration_settings: {
    table: registrationSettings,
    owner: "event_id",
    backup: true,
    duplicate: "copy",
    startRow: false,
    why: "the copy's form is next season's too, closed until its organiser opens it",
  },
  registrations: {
    table: registrations,
    owner: "event_id",
    backup: true,
    duplicate: "reset",
    startRow: false,
    why: 'sign-ups stay with the event they were made for (docs/api.md "Registration")',
  },
  transactions: { table: transactions, owner: "event_id", backup: true, duplicate: "reset", startRow: false },
  team_adjustments: { table: teamAdjustments, owner: "event_id", backup: true, duplicate: "reset", startRow: false },
  auction_states: { table: auctionStates, owner: "event_id", backup: true, duplicate: "reset", startRow: true },
  auction_lots: {
    table: auctionLots,
    owner: "event_id",
    backup: false,
    duplicate: "reset",
    startRow: false,
    why: "a lot open when the backup was made is not reopened: the restored block waits for a draw",
  },
  bids: {
    table: bids,
    owner: "event_id",
    backup: false,
    duplicate: "reset",
    startRow: false,
    why: "bids belong to a lot, which is not restored; the log keeps what was bid",
  },
  auction_log: {
    table: auctionLog,
    owner: "event_id",
    backup: true,
    duplicate: "reset",
    startRow: false,
    why: "a copy's log starts with its creation",
  },
  sponsor_exposure: measurement(sponsorExposure),
  exposure_screens: measurement(exposureScreens),
  page_views: measurement(pageViews),
  sponsor_links: {
    table: sponsorLinks,
    owner: "event_id",
    backup: false,
    duplicate: "reset",
    startRow: false,
    why: "a secret handed to one sponsor for this event on this server: a restored or copied event makes its own (docs/decisions/072-sponsor-report.md)",
  },
} as const satisfies Record<string, EventTable>;

export type EventTableName = keyof typeof EVENT_TABLES;
type Entries = typeof EVENT_TABLES;
/** The tables a backup holds and a restore writes back. */
export type BackedUpTable = { [K in EventTableName]: Entries[K]["backup"] extends false ? never : K }[EventTableName];

export const eventTableNames = Object.keys(EVENT_TABLES) as EventTableName[];

/**
 * The rows every new event starts with: one of defaults in each `startRow` table (its columns but
 * `event_id` have defaults). Create, duplicate, restore and first start's demo event call it.
 */
export async function insertStartRows(db: DbOrTx, eventId: number): Promise<void> {
  for (const name of eventTableNames) {
    const entry: EventTable = EVENT_TABLES[name];
    if (entry.startRow) await db.insert(entry.table).values({ eventId } as never);
  }
}

/** The SQL condition "this row belongs to event `eventId`" for a listed table. */
export function ofEvent(name: EventTableName, eventId: number): SQL {
  const entry: EventTable = EVENT_TABLES[name];
  if (entry.owner === "self") return sql`id = ${eventId}`;
  if (entry.owner === "event_id") return sql`event_id = ${eventId}`;
  const parent = entry.owner.parent as EventTableName;
  return sql`${sql.identifier(entry.owner.column)} in (select id from ${sql.identifier(parent)} where ${ofEvent(parent, eventId)})`;
}

/** How many rows of a listed table belong to an event (tests and checks; not on a request's path). */
export async function countEventRows(db: DbOrTx, name: EventTableName, eventId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)} where ${ofEvent(name, eventId)}`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0].n);
}
