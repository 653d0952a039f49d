// Events: lists, detail, create and update (docs/api.md "Events"; docs/product.md sections 3 and 5).
import {
  defaultBidSteps,
  type Event,
  type EventBody,
  type EventPatchBody,
  eventSettingsErrors,
  formatAmount,
  LIMITS,
  MSG,
  OPEN_STATUSES,
  type Quota,
  quotaEventErrors,
} from "@sah/domain";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { insertStartRows } from "../../db/event-tables.ts";
import {
  eventOwners,
  events,
  eventTypeSkills,
  eventTypes,
  players,
  skills,
  teamAdjustments,
  teamOwners,
  teams,
  transactions,
  users,
} from "../../db/schema.ts";
import { likePattern, moneySum } from "../../db/sql.ts";
import type { Actor } from "../context.ts";
import { type FieldErrors, fieldError, fieldErrors, forbidden, notFound } from "../errors.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { type ImageChange, writeWithImage } from "../media/uploads.ts";
import { eventVisibleTo } from "../permissions.ts";
import { type EventRules, lockEvent } from "./lock.ts";

export const EVENT_MEDIA_KIND = "events";

const eventColumns = {
  id: events.id,
  name: events.name,
  logo: events.logo,
  date: events.date,
  startTime: events.startTime,
  endTime: events.endTime,
  location: events.location,
  fundsPerTeam: events.fundsPerTeam,
  fundsUnit: events.fundsUnit,
  minPlayerPrice: events.minPlayerPrice,
  minPlayers: events.minPlayers,
  maxPlayers: events.maxPlayers,
  typeId: events.typeId,
  typeName: eventTypes.name,
  archivedAt: events.archivedAt,
  quotas: events.quotas,
  bidding: events.bidding,
  bidSteps: events.bidSteps,
  firstBidSeconds: events.firstBidSeconds,
  bidSeconds: events.bidSeconds,
  autoSell: events.autoSell,
  amountStyle: events.amountStyle,
  rtmCards: events.rtmCards,
  rtmSeconds: events.rtmSeconds,
};
type EventRow = {
  id: number;
  name: string;
  logo: string | null;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  fundsPerTeam: number;
  fundsUnit: string;
  minPlayerPrice: number;
  minPlayers: number;
  maxPlayers: number;
  typeId: number;
  typeName: string;
  archivedAt: Date | null;
  quotas: Quota[];
  bidding: string;
  bidSteps: { below: number | null; step: number }[];
  firstBidSeconds: number;
  bidSeconds: number;
  autoSell: boolean;
  amountStyle: string;
  rtmCards: number;
  rtmSeconds: number;
};

export type EventListOptions = {
  viewerId: number | null;
  search?: string;
  limit: number;
  offset: number;
  /** Only events this user owns or owns a team in ("Your Auctions"). */
  forUserId?: number;
  /** true: only archived events (staff's list to restore from); otherwise only the others (decision 034). */
  archived?: boolean;
};

/** A page of events, newest date first, then newest id: a fixed number of queries whatever the page size. */
export async function listEvents(db: Db, opts: EventListOptions): Promise<{ rows: Event[]; count: number }> {
  const conditions: SQL[] = [opts.archived ? isNotNull(events.archivedAt) : isNull(events.archivedAt)];
  if (opts.search) conditions.push(ilike(events.name, likePattern(opts.search)));
  if (opts.forUserId !== undefined) {
    const owned = db.select({ id: eventOwners.eventId }).from(eventOwners).where(eq(eventOwners.userId, opts.forUserId));
    const ownsTeam = db
      .select({ id: teams.eventId })
      .from(teams)
      .innerJoin(teamOwners, eq(teamOwners.teamId, teams.id))
      .where(eq(teamOwners.userId, opts.forUserId));
    conditions.push(or(inArray(events.id, owned), inArray(events.id, ownsTeam)) as SQL);
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(events).where(where);
  if (total === 0) return { rows: [], count: 0 };
  const rows = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .where(where)
    .orderBy(desc(events.date), desc(events.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows: await toEventJson(db, rows, opts.viewerId), count: total };
}

/** The event as the viewer may see it: an archived one only for staff (decision 034), else null. */
export async function getEvent(db: DbOrTx, eventId: number, viewer: Actor | null): Promise<Event | null> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .where(and(eq(events.id, eventId), eventVisibleTo(viewer)))
    .limit(1);
  if (!rows.length) return null;
  const [event] = await toEventJson(db, rows, viewer?.id ?? null);
  return event;
}

export async function getEventOr404(db: DbOrTx, eventId: number, viewer: Actor | null): Promise<Event> {
  const event = await getEvent(db, eventId, viewer);
  if (!event) throw notFound();
  return event;
}

/** Adds owners and the money/player figures: one query each for all rows. */
async function toEventJson(db: DbOrTx, rows: EventRow[], viewerId: number | null): Promise<Event[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const ownerRows = await db
    .select({ eventId: eventOwners.eventId, userId: eventOwners.userId, name: users.name })
    .from(eventOwners)
    .innerJoin(users, eq(users.id, eventOwners.userId))
    .where(inArray(eventOwners.eventId, ids))
    .orderBy(asc(eventOwners.userId));
  // Per-event totals as grouped subqueries joined to the page's ids (correlated subqueries would
  // lose their table qualifiers in drizzle's single-table select).
  const teamTotals = db
    .select({ eventId: teams.eventId, teamCount: sql<number>`count(*)::int`.as("team_count") })
    .from(teams)
    .where(inArray(teams.eventId, ids))
    .groupBy(teams.eventId)
    .as("team_totals");
  const spentTotals = db
    .select({ eventId: teams.eventId, spent: moneySum(transactions.price).as("spent") })
    .from(transactions)
    .innerJoin(teams, eq(teams.id, transactions.teamId))
    .where(inArray(teams.eventId, ids))
    .groupBy(teams.eventId)
    .as("spent_totals");
  const adjustmentTotals = db
    .select({
      eventId: teamAdjustments.eventId,
      adjusted: moneySum(teamAdjustments.amount).as("adjusted"),
    })
    .from(teamAdjustments)
    .where(inArray(teamAdjustments.eventId, ids))
    .groupBy(teamAdjustments.eventId)
    .as("adjustment_totals");
  const playerTotals = db
    .select({ eventId: players.eventId, unplaced: sql<number>`count(*)::int`.as("unplaced") })
    .from(players)
    .where(and(inArray(players.eventId, ids), inArray(players.status, [...OPEN_STATUSES])))
    .groupBy(players.eventId)
    .as("player_totals");
  const figures = await db
    .select({
      id: events.id,
      teamCount: teamTotals.teamCount,
      spent: spentTotals.spent,
      adjusted: adjustmentTotals.adjusted,
      unplaced: playerTotals.unplaced,
    })
    .from(events)
    .leftJoin(teamTotals, eq(teamTotals.eventId, events.id))
    .leftJoin(spentTotals, eq(spentTotals.eventId, events.id))
    .leftJoin(adjustmentTotals, eq(adjustmentTotals.eventId, events.id))
    .leftJoin(playerTotals, eq(playerTotals.eventId, events.id))
    .where(inArray(events.id, ids));

  const owners = new Map<number, { id: number; name: string }[]>();
  for (const o of ownerRows) owners.set(o.eventId, [...(owners.get(o.eventId) ?? []), { id: o.userId, name: o.name }]);
  const figuresById = new Map(figures.map((f) => [f.id, f]));

  return rows.map((r) => {
    const f = figuresById.get(r.id);
    const ownerDetails = owners.get(r.id) ?? [];
    const ownerIds = ownerDetails.map((o) => o.id);
    return {
      id: r.id,
      name: r.name,
      logo: r.logo,
      date: r.date,
      start_time: r.startTime.slice(0, 5),
      end_time: r.endTime.slice(0, 5),
      location: r.location,
      funds_per_team: r.fundsPerTeam,
      funds_unit: r.fundsUnit,
      min_player_price: r.minPlayerPrice,
      min_players: r.minPlayers,
      max_players: r.maxPlayers,
      type: r.typeId,
      type_name: r.typeName,
      owners: ownerIds,
      owners_details: ownerDetails,
      is_owner: viewerId !== null && ownerIds.includes(viewerId),
      // docs/api.md: the sum over the event's teams of their purse and adjustments minus what they have spent.
      funds_remaining: Number(f?.teamCount ?? 0) * r.fundsPerTeam + Number(f?.adjusted ?? 0) - Number(f?.spent ?? 0),
      players_remaining: Number(f?.unplaced ?? 0),
      archived: r.archivedAt !== null,
      quotas: r.quotas,
      bidding: r.bidding === "owners" ? "owners" : "auctioneer",
      bid_steps: r.bidSteps,
      first_bid_seconds: r.firstBidSeconds,
      bid_seconds: r.bidSeconds,
      auto_sell: r.autoSell,
      amount_style: r.amountStyle === "short" ? "short" : "full",
      rtm_cards: r.rtmCards,
      rtm_seconds: r.rtmSeconds,
    };
  });
}

export async function listEventTypes(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).orderBy(asc(eventTypes.id));
}

/** Field errors for ids that point nowhere (docs/api.md: unknown ids get a 4xx with a clear message). */
async function checkReferences(tx: Tx, ref: { type?: number; owners?: number[] }): Promise<void> {
  const errors: FieldErrors = {};
  if (ref.type !== undefined) {
    const found = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, ref.type)).limit(1);
    if (!found.length) errors.type = [MSG.unknownType];
  }
  if (ref.owners?.length) {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ref.owners));
    if (found.length !== ref.owners.length) errors.owners = [MSG.unknownOwner];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

const unique = (ids: number[]) => [...new Set(ids)];

/** The body's fields as the event row's columns; a field not sent stays undefined (a patch leaves it). */
function eventRow<B extends Partial<EventBody>>(body: B) {
  return {
    name: body.name,
    date: body.date,
    startTime: body.start_time,
    endTime: body.end_time,
    location: body.location,
    fundsPerTeam: body.funds_per_team,
    fundsUnit: body.funds_unit,
    minPlayerPrice: body.min_player_price,
    minPlayers: body.min_players,
    maxPlayers: body.max_players,
    typeId: body.type,
    quotas: body.quotas,
    bidding: body.bidding,
    bidSteps: body.bid_steps,
    firstBidSeconds: body.first_bid_seconds,
    bidSeconds: body.bid_seconds,
    autoSell: body.auto_sell,
    amountStyle: body.amount_style,
    rtmCards: body.rtm_cards,
    rtmSeconds: body.rtm_seconds,
  } as B extends EventBody ? Omit<typeof events.$inferInsert, "id" | "logo" | "archivedAt"> : Partial<typeof events.$inferInsert>;
}

/** Staff create an event; the creator always becomes an owner and the type's default skills are copied in. */
export async function createEvent(
  db: Db,
  media: MediaStore,
  actor: Actor,
  body: EventBody,
  logoFile: ImageChange,
): Promise<Event> {
  const owners = unique([...(body.owners ?? []), actor.id]);
  // The creator joins the sent owners: together they are held to the same cap (docs/api.md "Limits").
  if (owners.length > LIMITS.ownersMax) throw fieldError("owners", MSG.tooManyOwners);
  const id = await writeWithImage(media, EVENT_MEDIA_KIND, logoFile, (logo) =>
    db.transaction(async (tx) => {
      await checkReferences(tx, { type: body.type, owners: body.owners ? unique(body.owners) : undefined });
      const [row] = await tx
        .insert(events)
        // No ladder sent: one fitted to the purse and the minimum price (docs/api.md; decision 059).
        .values({
          ...eventRow(body),
          bidSteps: body.bid_steps ?? defaultBidSteps(body.funds_per_team, body.min_player_price),
          logo: logo ?? null,
        })
        .returning({ id: events.id });
      await tx.insert(eventOwners).values(owners.map((userId) => ({ eventId: row.id, userId })));
      const defaults = await tx
        .select({ name: eventTypeSkills.name })
        .from(eventTypeSkills)
        .where(eq(eventTypeSkills.eventTypeId, body.type))
        .orderBy(asc(eventTypeSkills.id));
      if (defaults.length) await tx.insert(skills).values(defaults.map((s) => ({ eventId: row.id, name: s.name })));
      if (body.quotas?.length) await checkQuotas(tx, row.id, body.quotas, body.max_players);
      await insertStartRows(tx, row.id);
      await recordChange(tx, { eventId: row.id, actorId: actor.id, action: "event.create", topics: ["event"] });
      return { value: row.id, previous: null };
    }),
  );
  return getEventOr404(db, id, actor);
}

/**
 * A purse or a squad size below what a team already holds would leave it with negative funds or more
 * players than slots (docs/api.md "Auction": funds never go negative). The event row is locked, so no sale
 * can slip in between this check and the update.
 */
async function checkHeldByTeams(tx: Tx, eventId: number, body: EventPatchBody, unit: string): Promise<void> {
  if (body.funds_per_team === undefined && body.max_players === undefined) return;
  const held = await tx
    .select({ spent: moneySum(transactions.price), players: count() })
    .from(transactions)
    .where(eq(transactions.eventId, eventId))
    .groupBy(transactions.teamId);
  const spent = Math.max(0, ...held.map((h) => h.spent));
  const squad = Math.max(0, ...held.map((h) => h.players));
  const errors: FieldErrors = {};
  if (body.funds_per_team !== undefined && body.funds_per_team < spent) {
    errors.funds_per_team = [`A team has already spent ${formatAmount(spent, unit)}: the funds per team cannot be less.`];
  }
  if (body.max_players !== undefined && body.max_players < squad) {
    errors.max_players = [`A team already has ${squad} players: the maximum cannot be less.`];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/**
 * The create form's settings rule (domain eventSettingsErrors: funds for the minimum squad, end after
 * start), held against the stored values for a PATCH that changes one of them; a PATCH that touches
 * none of them is not refused for an event stored before the rule.
 */
async function checkSettings(tx: Tx, eventId: number, stored: EventRules, body: EventPatchBody): Promise<void> {
  const fields = ["funds_per_team", "min_players", "min_player_price", "start_time", "end_time"] as const;
  if (fields.every((f) => body[f] === undefined)) return;
  const [times] = await tx.select({ start: events.startTime, end: events.endTime }).from(events).where(eq(events.id, eventId));
  const errors = eventSettingsErrors({
    funds_per_team: body.funds_per_team ?? stored.fundsPerTeam,
    funds_unit: body.funds_unit ?? stored.fundsUnit,
    min_player_price: body.min_player_price ?? stored.minPlayerPrice,
    min_players: body.min_players ?? stored.minPlayers,
    start_time: body.start_time ?? times.start,
    end_time: body.end_time ?? times.end,
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/**
 * The squad quotas' checks that need the stored event (docs/api.md "Squad quotas"): each
 * skill one of the event's, each min within max_players. Teams already past a new max keep their
 * players; the rule holds for the sales after it (decision 044).
 */
async function checkQuotas(tx: Tx, eventId: number, quotas: readonly Quota[], maxPlayers: number): Promise<void> {
  if (!quotas.length) return;
  const rows = await tx.select({ id: skills.id }).from(skills).where(eq(skills.eventId, eventId));
  const errors = quotaEventErrors(quotas, { maxPlayers, skillIds: new Set(rows.map((r) => r.id)) });
  if (errors.length) throw fieldErrors({ quotas: errors });
}

/** The logo URL the event row holds now. */
async function storedLogo(tx: Tx, eventId: number): Promise<string | null> {
  const [row] = await tx.select({ logo: events.logo }).from(events).where(eq(events.id, eventId));
  return row?.logo ?? null;
}

/** Staff and owners change the sent fields; owners are replaced when sent. */
export async function updateEvent(
  db: Db,
  media: MediaStore,
  actor: Actor,
  eventId: number,
  body: EventPatchBody,
  logoFile: ImageChange,
): Promise<Event> {
  await writeWithImage(media, EVENT_MEDIA_KIND, logoFile, (logo) =>
    db.transaction(async (tx) => {
      const stored = await lockEvent(tx, eventId);
      // The file a new or cleared logo replaces, removed once the update has committed.
      const previousLogo = logo !== undefined ? await storedLogo(tx, eventId) : null;
      // Archiving is staff's (docs/decisions/034-archive-and-delete.md); an owner may edit the rest.
      if (body.archived !== undefined && !actor.isStaff) throw forbidden();
      // The cross-field rule of the create form, held against the stored values for a partial change.
      const minPlayers = body.min_players ?? stored.minPlayers;
      const maxPlayers = body.max_players ?? stored.maxPlayers;
      if (maxPlayers < minPlayers) throw fieldError("max_players", MSG.maxBelowMin);
      if (body.quotas !== undefined || body.max_players !== undefined) {
        await checkQuotas(tx, eventId, body.quotas ?? stored.quotas, maxPlayers);
      }
      await checkSettings(tx, eventId, stored, body);
      await checkHeldByTeams(tx, eventId, body, body.funds_unit ?? stored.fundsUnit);
      const owners = body.owners ? unique(body.owners) : undefined;
      await checkReferences(tx, { type: body.type, owners });

      const changes: Partial<typeof events.$inferInsert> = {
        ...eventRow(body),
        logo,
        // Only a change of state is written, so archiving twice keeps the first date.
        archivedAt:
          body.archived === undefined || body.archived === stored.archived ? undefined : body.archived ? new Date() : null,
      };
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      // Archiving goes through the same log and NOTIFY as every edit: the live streams and the
      // read cache (plugins/read-cache.ts) of every process hear of it (decision 034).
      if (!Object.keys(set).length && !owners) return { value: null, previous: null };
      if (Object.keys(set).length) await tx.update(events).set(set).where(eq(events.id, eventId));
      if (owners) {
        await tx.delete(eventOwners).where(eq(eventOwners.eventId, eventId));
        if (owners.length) await tx.insert(eventOwners).values(owners.map((userId) => ({ eventId, userId })));
      }
      await recordChange(tx, {
        eventId,
        actorId: actor.id,
        action: "event.update",
        topics: ["event", "teams"],
        data: { fields: [...Object.keys(set).map((k) => (k === "archivedAt" ? "archived" : k)), ...(owners ? ["owners"] : [])] },
      });
      return { value: null, previous: previousLogo };
    }),
  );
  return getEventOr404(db, eventId, actor);
}
