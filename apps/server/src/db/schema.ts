// Drizzle schema. Constraints live in the database too (docs/style.md: the database keeps its own invariants).
import type { Quota, RegistrationFields, RegistrationQuestion } from "@sah/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const money = (name: string) => bigint(name, { mode: "number" });
/** A point in time, with its zone, read as a Date. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => at("created_at").notNull().defaultNow();
/** A required reference to the row this one belongs to, deleted with it. */
const ownedBy = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    isStaff: boolean("is_staff").notNull().default(false),
    lastLogin: at("last_login"),
    /** Set while the account is archived: no login, hidden from lists, data kept (docs/decisions/034). */
    archivedAt: at("archived_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

export const eventTypes = pgTable("event_types", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
});

export const eventTypeSkills = pgTable(
  "event_type_skills",
  {
    id: serial("id").primaryKey(),
    eventTypeId: ownedBy("event_type_id", () => eventTypes.id),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("event_type_skills_key").on(t.eventTypeId, t.name)],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    logo: text("logo"),
    date: date("date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    location: varchar("location", { length: 300 }).notNull(),
    fundsPerTeam: money("funds_per_team").notNull(),
    fundsUnit: varchar("funds_unit", { length: 50 }).notNull(),
    minPlayerPrice: money("min_player_price").notNull(),
    minPlayers: integer("min_players").notNull(),
    maxPlayers: integer("max_players").notNull(),
    typeId: integer("type_id")
      .notNull()
      .references(() => eventTypes.id),
    /** Last sequence number handed to the event's log (live-message ids). */
    logSeq: integer("log_seq").notNull().default(0),
    /** Set while the event is archived: hidden from lists and, for non-staff, answered 404 (docs/decisions/034). */
    archivedAt: at("archived_at"),
    /** Squad quotas per team, `[{kind, id, min, max}]` (docs/api.md "Squad quotas"; decision 044). */
    quotas: jsonb("quotas").$type<Quota[]>().notNull().default([]),
    /** The order of the players' detail keys as the last import's sheet had them (docs/decisions/060). */
    detailOrder: jsonb("detail_order").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    // Bidding by team owners (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md).
    bidding: varchar("bidding", { length: 20 }).notNull().default("auctioneer"),
    bidSteps: jsonb("bid_steps")
      .$type<{ below: number | null; step: number }[]>()
      .notNull()
      .default([
        { below: 10_000, step: 500 },
        { below: 50_000, step: 1_000 },
        { below: null, step: 2_500 },
      ]),
    firstBidSeconds: integer("first_bid_seconds").notNull().default(30),
    bidSeconds: integer("bid_seconds").notNull().default(15),
    autoSell: boolean("auto_sell").notNull().default(true),
    /** "full" or "short" (docs/api.md "Events" amount_style; docs/decisions/061-amount-style-and-short-names.md). */
    amountStyle: varchar("amount_style", { length: 10 }).notNull().default("full"),
    // Right to match (docs/api.md "Right to match"; docs/decisions/063-right-to-match.md): cards per team
    // (0: off) and the owners' matching window in seconds.
    rtmCards: integer("rtm_cards").notNull().default(0),
    rtmSeconds: integer("rtm_seconds").notNull().default(15),
  },
  (t) => [
    check("events_bidding_check", sql`${t.bidding} IN ('auctioneer', 'owners')`),
    check("events_amount_style_check", sql`${t.amountStyle} IN ('full', 'short')`),
    check("events_clock_check", sql`${t.firstBidSeconds} >= 1 AND ${t.bidSeconds} >= 1`),
    check("events_money_check", sql`${t.fundsPerTeam} >= 0 AND ${t.minPlayerPrice} >= 0`),
    check("events_rtm_check", sql`${t.rtmCards} >= 0 AND ${t.rtmSeconds} >= 1`),
    check("events_players_check", sql`${t.minPlayers} >= 0 AND ${t.maxPlayers} >= 1 AND ${t.maxPlayers} >= ${t.minPlayers}`),
    index("events_name_idx").on(t.name),
  ],
);

export const eventOwners = pgTable(
  "event_owners",
  {
    eventId: ownedBy("event_id", () => events.id),
    userId: ownedBy("user_id", () => users.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_owners_user_idx").on(t.userId)],
);

export const skills = pgTable(
  "skills",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("skills_event_name_key").on(t.eventId, sql`lower(${t.name})`)],
);

export const sponsors = pgTable(
  "sponsors",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    name: varchar("name", { length: 200 }).notNull(),
    logo: text("logo"),
    order: smallint("order").notNull().default(1),
    link: varchar("link", { length: 500 }).notNull().default(""),
    category: varchar("category", { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("sponsors_order_check", sql`${t.order} BETWEEN 1 AND 24`),
    index("sponsors_event_order_idx").on(t.eventId, t.order, t.id),
  ],
);

export const teams = pgTable(
  "teams",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    name: varchar("name", { length: 200 }).notNull(),
    logo: text("logo"),
    createdAt: createdAt(),
    /** The organiser's short name ("RCB"); null: derived from the name (domain shortNameOf; decision 061). */
    shortName: varchar("short_name", { length: 5 }),
  },
  (t) => [index("teams_event_idx").on(t.eventId, t.id)],
);

export const teamOwners = pgTable(
  "team_owners",
  {
    teamId: ownedBy("team_id", () => teams.id),
    userId: ownedBy("user_id", () => users.id),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_owners_user_idx").on(t.userId)],
);

export const players = pgTable(
  "players",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    name: varchar("name", { length: 200 }).notNull(),
    image: text("image"),
    /** Null: not known (an imported sheet without it); pages hide the age (docs/api.md "Players"). */
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    email: varchar("email", { length: 254 }),
    /** The league's own number for the player, unique within the event when set (docs/api.md "Players"). */
    ref: varchar("ref", { length: 50 }),
    grade: integer("grade").notNull().default(1000),
    /** The opening price; null: the event's min_player_price (docs/api.md "Base price"). */
    basePrice: money("base_price"),
    /** The named set the player is drawn in ("Marquee"), or null (docs/api.md "Draw control"). */
    drawSet: varchar("draw_set", { length: 500 }),
    /** The team of the event the player was with last season (right to match), or null. */
    previousTeamId: integer("previous_team_id").references(() => teams.id, { onDelete: "set null" }),
    status: smallint("status").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("players_status_check", sql`${t.status} BETWEEN 0 AND 6`),
    check("players_base_price_check", sql`${t.basePrice} >= 0`),
    check("players_grade_check", sql`${t.grade} IN (10,15,20,25,30,35,40,45,50,55,60,65,70,75,80,85,90,95,1000)`),
    index("players_event_idx").on(t.eventId, t.id),
    index("players_event_status_grade_idx").on(t.eventId, t.status, t.grade),
    uniqueIndex("players_event_ref_key").on(t.eventId, t.ref).where(sql`${t.ref} IS NOT NULL`),
  ],
);

export const playerSkills = pgTable(
  "player_skills",
  {
    playerId: ownedBy("player_id", () => players.id),
    skillId: ownedBy("skill_id", () => skills.id),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.skillId] })],
);

/** The standing sale of a player: at most one per player; reversed sales are deleted (the log keeps them). */
export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    playerId: integer("player_id")
      .notNull()
      .unique()
      .references(() => players.id),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    price: money("price").notNull(),
    createdAt: createdAt(),
    /** A sale by right to match: the team used one of its cards (given back when the sale goes). */
    rtm: boolean("rtm").notNull().default(false),
  },
  (t) => [
    check("transactions_price_check", sql`${t.price} >= 0`),
    index("transactions_team_idx").on(t.teamId),
    index("transactions_team_rtm_idx").on(t.teamId).where(sql`${t.rtm}`),
    index("transactions_event_price_idx").on(t.eventId, t.price),
  ],
);

/**
 * Money added to (bonus) or taken from (penalty) a team's purse, with its reason (docs/api.md
 * "Purse adjustments"). A team's funds are funds_per_team + the sum of its adjustments.
 */
export const teamAdjustments = pgTable(
  "team_adjustments",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    teamId: ownedBy("team_id", () => teams.id),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("team_adjustments_team_idx").on(t.teamId)],
);

/** One row per event: who is on the block, and whether player selection has started. */
export const auctionStates = pgTable("auction_states", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  currentPlayerId: integer("current_player_id").references(() => players.id, { onDelete: "set null" }),
  isStarted: boolean("is_started").notNull().default(false),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * The lot on the block when team owners bid (docs/decisions/046-owners-bidding.md): one row per event,
 * opened by each draw. `lot` is the draw's log sequence number (the bids of this lot carry it);
 * the clock runs while `deadline` is set and `paused_remaining_ms` is null, is paused while
 * `paused_remaining_ms` is set, and is closed when both are null.
 */
export const auctionLots = pgTable("auction_lots", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  lot: integer("lot").notNull(),
  playerId: ownedBy("player_id", () => players.id),
  deadline: at("deadline"),
  pausedRemainingMs: integer("paused_remaining_ms"),
  /**
   * Set while the lot's previous team may match the winning bid (right to match): `deadline` is then
   * the end of that window (docs/decisions/063-right-to-match.md).
   */
  matchTeamId: integer("match_team_id").references(() => teams.id, { onDelete: "set null" }),
});

/**
 * Every accepted bid of team owners. A withdrawn bid keeps its row (with why); no two standing bids
 * of one lot share an amount (the database keeps that too).
 */
export const bids = pgTable(
  "bids",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    lot: integer("lot").notNull(),
    playerId: ownedBy("player_id", () => players.id),
    teamId: ownedBy("team_id", () => teams.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    createdAt: createdAt(),
    withdrawnAt: at("withdrawn_at"),
    withdrawReason: text("withdraw_reason"),
  },
  (t) => [
    check("bids_amount_check", sql`${t.amount} >= 0`),
    uniqueIndex("bids_lot_amount_key").on(t.eventId, t.lot, t.amount).where(sql`${t.withdrawnAt} is null`),
    index("bids_event_player_idx").on(t.eventId, t.playerId, t.id),
  ],
);

/**
 * Append-only log of every change to an event, numbered per event. The number is the live
 * stream's message id; auction actions carry before/after data so they can be undone.
 */
export const auctionLog = pgTable(
  "auction_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    seq: integer("seq").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 40 }).notNull(),
    topics: text("topics").array().notNull(),
    data: jsonb("data").notNull().default({}),
    undoOfSeq: integer("undo_of_seq"),
    /** Why: required for corrections and adjustments (docs/api.md "Corrections and undo", "Purse adjustments"). */
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auction_log_event_seq_key").on(t.eventId, t.seq)],
);

/** The column mapping last used to import into an event, per kind ("players", "teams"): offered again next time (docs/api.md "Player import"). */
export const importMappings = pgTable(
  "import_mappings",
  {
    eventId: ownedBy("event_id", () => events.id),
    kind: varchar("kind", { length: 20 }).notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind] })],
);

/**
 * An event's public sign-up form (docs/api.md "Registration"; docs/decisions/065-registration.md): one row
 * per event once its organiser has saved the settings; an event without one has registration closed.
 */
export const registrationSettings = pgTable(
  "registration_settings",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The organiser's switch; the form takes registrations only while this is on, before closes_at and below cap. */
    enabled: boolean("enabled").notNull().default(false),
    closesAt: at("closes_at"),
    note: text("note").notNull().default(""),
    cap: integer("cap"),
    fields: jsonb("fields").$type<RegistrationFields>().notNull(),
    questions: jsonb("questions").$type<RegistrationQuestion[]>().notNull().default([]),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [check("registration_settings_cap_check", sql`${t.cap} IS NULL OR ${t.cap} >= 1`)],
);

/**
 * A player's own registration, pending the organiser's decision. The registrant's private link is a
 * random token stored as its SHA-256 hash (null for a registration restored from a backup: no link).
 * Phone and e-mail are private: only the event's managers read them (and the registrant, by token).
 */
export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    state: varchar("state", { length: 20 }).notNull().default("pending"),
    name: varchar("name", { length: 200 }).notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    phone: varchar("phone", { length: 30 }),
    email: varchar("email", { length: 254 }),
    skills: jsonb("skills").$type<number[]>().notNull().default([]),
    answers: jsonb("answers").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    photo: text("photo"),
    tokenHash: varchar("token_hash", { length: 64 }),
    flags: text("flags").array().notNull().default(sql`'{}'`),
    playerId: integer("player_id").references(() => players.id, { onDelete: "set null" }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    reason: text("reason"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("registrations_state_check", sql`${t.state} IN ('pending', 'approved', 'rejected')`),
    uniqueIndex("registrations_token_hash_key").on(t.tokenHash).where(sql`${t.tokenHash} IS NOT NULL`),
    index("registrations_event_state_idx").on(t.eventId, t.state, t.id),
  ],
);

/** Raw bytes (PostgreSQL bytea) as a Buffer, on both drivers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images when the server runs on a PostgreSQL server (DATABASE_URL): every process serves
 * them, and a backup of the database holds them (docs/decisions/042-production-footing.md). A row is
 * written once and never changed; `path` is the URL after /media/. The embedded default keeps its
 * files under DATA_DIR/media and leaves this table empty.
 */
export const mediaFiles = pgTable("media_files", {
  path: varchar("path", { length: 200 }).primaryKey(),
  contentType: varchar("content_type", { length: 60 }).notNull(),
  data: bytes("data").notNull(),
  createdAt: createdAt(),
});

/**
 * Login and password-reset attempt counters shared by every process on one PostgreSQL server
 * (docs/api.md "Limits"): a fixed window per key, from its first attempt to `resetAt`.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: varchar("key", { length: 600 }).primaryKey(),
    count: integer("count").notNull(),
    resetAt: at("reset_at").notNull(),
  },
  (t) => [index("rate_counters_reset_at_idx").on(t.resetAt)],
);

/**
 * Seconds a sponsor was shown, per screen (the random id a big screen or overlay keeps), kind of
 * screen and hour (docs/api.md "Sponsor exposure"; docs/decisions/066-report-and-exposure.md).
 * No personal data: a screen id names a browser tab showing the room's screen, nothing about a person.
 */
export const sponsorExposure = pgTable(
  "sponsor_exposure",
  {
    eventId: ownedBy("event_id", () => events.id),
    sponsorId: ownedBy("sponsor_id", () => sponsors.id),
    screen: varchar("screen", { length: 64 }).notNull(),
    kind: varchar("kind", { length: 20 }).notNull(),
    hour: at("hour").notNull(),
    seconds: integer("seconds").notNull().default(0),
    /** Sold moments shown while the sponsor was in the slot (docs/decisions/072-sponsor-report.md). */
    moments: integer("moments").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.screen, t.kind, t.hour] }),
    check("sponsor_exposure_kind_check", sql`${t.kind} IN ('big-screen', 'overlay')`),
    check("sponsor_exposure_seconds_check", sql`${t.seconds} >= 0`),
    check("sponsor_exposure_moments_check", sql`${t.moments} >= 0`),
    index("sponsor_exposure_event_idx").on(t.eventId),
  ],
);

/** When each screen of an event last reported: a beacon counts no more seconds than have passed since. */
export const exposureScreens = pgTable(
  "exposure_screens",
  {
    eventId: ownedBy("event_id", () => events.id),
    screen: varchar("screen", { length: 64 }).notNull(),
    lastAt: at("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.screen] })],
);

/**
 * A sponsor's private link to its exposure report (docs/decisions/072-sponsor-report.md): at most one
 * per sponsor, its key stored hashed (like the invitation and reset tokens); replacing it writes a new
 * hash, revoking deletes the row.
 */
export const sponsorLinks = pgTable("sponsor_links", {
  sponsorId: ownedBy("sponsor_id", () => sponsors.id).primaryKey(),
  eventId: ownedBy("event_id", () => events.id),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

/** Views of an event's public pages per page and day: a count, nothing about who viewed. */
export const pageViews = pgTable(
  "page_views",
  {
    eventId: ownedBy("event_id", () => events.id),
    page: varchar("page", { length: 20 }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.page, t.day] })],
);
