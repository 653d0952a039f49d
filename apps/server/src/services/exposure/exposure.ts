// Sponsor exposure (docs/api.md "Sponsor exposure"; docs/decisions/066-report-and-exposure.md):
// what the big screens and overlays showed, counted from their beacons, and the public pages' views.
// A beacon is trusted for which sponsors it showed, never for how long: each screen's seconds are
// capped by the time the server saw pass since that screen's previous beacon (the database's clock,
// so every process agrees), and the beacon carries no time of its own to forge.
import {
  AUCTION_ACTION,
  CARDS_SERVED,
  EXPOSURE_LIMITS,
  EXPOSURE_MSG,
  type ExposureBeacon,
  type PageViewPage,
  type SponsorExposure,
} from "@sah/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { auctionLog, events, exposureScreens, pageViews, sponsorExposure, sponsorLinks, sponsors } from "../../db/schema.ts";
import { fieldError, notFound } from "../errors.ts";
import { spendAttempts } from "../rate-limits.ts";

const MINUTE = 60_000;
const perScreen = {
  prefix: "exposure-screen",
  max: EXPOSURE_LIMITS.perScreenPerMinute,
  windowMs: MINUTE,
  text: () => EXPOSURE_MSG.tooManyBeacons,
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The log's actions that are a room's sold moment (a typed sale and the clock's). */
const SALE_ACTIONS = [AUCTION_ACTION.sell, AUCTION_ACTION.clock];

/**
 * Counts one beacon: the seconds and sold moments counted (summed over its sponsors). Sold moments
 * are capped like seconds: by the sales the event's log recorded since the screen's previous beacon
 * (docs/decisions/072-sponsor-report.md).
 */
export async function recordBeacon(
  db: Db,
  eventId: number,
  beacon: ExposureBeacon,
): Promise<{ counted: number; moments: number }> {
  const ids = beacon.shown.map((s) => s.sponsor);
  if (new Set(ids).size !== ids.length) throw fieldError("shown", EXPOSURE_MSG.sponsorTwice);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), sql`${events.archivedAt} is null`));
    if (!event) throw notFound();
    if (ids.length > 0) {
      const known = await tx
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(and(eq(sponsors.eventId, eventId), inArray(sponsors.id, ids)));
      if (known.length !== ids.length) throw fieldError("shown", EXPOSURE_MSG.notEventSponsor);
    }
    await spendAttempts(tx, [{ rule: perScreen, key: `${eventId}|${beacon.screen}` }]);

    // A new screen starts as if its previous beacon were firstBeaconSeconds ago.
    await tx.execute(sql`
      insert into ${exposureScreens} (event_id, screen, last_at)
      values (${eventId}, ${beacon.screen}, now() - make_interval(secs => ${EXPOSURE_LIMITS.firstBeaconSeconds}))
      on conflict do nothing`);
    const [screen] = rowsOf<{ elapsed: number | string }>(
      await tx.execute(sql`
        select greatest(0, floor(extract(epoch from (now() - last_at))))::int as elapsed
        from ${exposureScreens} where event_id = ${eventId} and screen = ${beacon.screen} for update`),
    );
    let budget = Math.min(Number(screen?.elapsed ?? 0), EXPOSURE_LIMITS.secondsMax);
    // Sales the event recorded since this screen's previous beacon: no screen showed more sold moments.
    let momentBudget = 0;
    if (beacon.shown.some((s) => (s.moments ?? 0) > 0)) {
      const [sales] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(auctionLog)
        .where(
          and(
            eq(auctionLog.eventId, eventId),
            inArray(auctionLog.action, SALE_ACTIONS),
            sql`${auctionLog.createdAt} > (select last_at from ${exposureScreens} where event_id = ${eventId} and screen = ${beacon.screen})`,
            sql`${auctionLog.createdAt} <= now()`,
          ),
        );
      momentBudget = sales?.n ?? 0;
    }
    let counted = 0;
    let moments = 0;
    for (const { sponsor, seconds, moments: claimed = 0 } of beacon.shown) {
      const n = Math.min(seconds, budget);
      const m = Math.min(claimed, momentBudget);
      if (n <= 0 && m <= 0) continue;
      budget -= n;
      counted += n;
      momentBudget -= m;
      moments += m;
      await tx.execute(sql`
        insert into ${sponsorExposure} (event_id, sponsor_id, screen, kind, hour, seconds, moments)
        values (${eventId}, ${sponsor}, ${beacon.screen}, ${beacon.kind}, date_trunc('hour', now()), ${n}, ${m})
        on conflict (sponsor_id, screen, kind, hour) do update
        set seconds = ${sponsorExposure.seconds} + excluded.seconds, moments = ${sponsorExposure.moments} + excluded.moments`);
    }
    // The time up to now is spent whatever was claimed: a screen cannot bank it for a later beacon.
    await tx
      .update(exposureScreens)
      .set({ lastAt: sql`now()` })
      .where(and(eq(exposureScreens.eventId, eventId), eq(exposureScreens.screen, beacon.screen)));
    return { counted, moments };
  });
}

/**
 * One sponsor's figures: seconds on each kind of screen, by hour (UTC, ISO), sold moments, and the
 * event's page views and share cards served.
 */
export async function sponsorExposureOf(db: DbOrTx, eventId: number, sponsorId: number): Promise<SponsorExposure> {
  const [row] = await db
    .select({
      sponsor: { id: sponsors.id, name: sponsors.name, category: sponsors.category, logo: sponsors.logo },
      event: { id: events.id, name: events.name, logo: events.logo },
      linkAt: sponsorLinks.createdAt,
    })
    .from(sponsors)
    .innerJoin(events, eq(events.id, sponsors.eventId))
    .leftJoin(sponsorLinks, eq(sponsorLinks.sponsorId, sponsors.id))
    .where(and(eq(sponsors.id, sponsorId), eq(sponsors.eventId, eventId)));
  if (!row) throw notFound();
  const hours = await db
    .select({
      hour: sponsorExposure.hour,
      screen: sql<number>`sum(${sponsorExposure.seconds}) filter (where ${sponsorExposure.kind} = 'big-screen')`.mapWith(Number),
      overlay: sql<number>`sum(${sponsorExposure.seconds}) filter (where ${sponsorExposure.kind} = 'overlay')`.mapWith(Number),
      moments: sql<number>`sum(${sponsorExposure.moments})`.mapWith(Number),
    })
    .from(sponsorExposure)
    .where(eq(sponsorExposure.sponsorId, sponsorId))
    .groupBy(sponsorExposure.hour)
    .orderBy(sponsorExposure.hour);
  const [views] = await db
    .select({
      pages: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${pageViews.page} <> ${CARDS_SERVED}), 0)`.mapWith(
        Number,
      ),
      cards: sql<number>`coalesce(sum(${pageViews.views}) filter (where ${pageViews.page} = ${CARDS_SERVED}), 0)`.mapWith(Number),
    })
    .from(pageViews)
    .where(eq(pageViews.eventId, eventId));
  const by_hour = hours.map((h) => ({
    hour: h.hour.toISOString(),
    screen_seconds: h.screen || 0,
    overlay_seconds: h.overlay || 0,
  }));
  return {
    sponsor: row.sponsor,
    screen_seconds: by_hour.reduce((a, h) => a + h.screen_seconds, 0),
    overlay_seconds: by_hour.reduce((a, h) => a + h.overlay_seconds, 0),
    page_views: views?.pages ?? 0,
    cards_served: views?.cards ?? 0,
    sold_moments: hours.reduce((a, h) => a + (h.moments || 0), 0),
    by_hour,
    event: row.event,
    link_created_at: row.linkAt?.toISOString() ?? null,
  };
}

/**
 * Page views counted in memory and written together (one upsert per event, page and day every few
 * seconds), so a page kept in memory (docs/decisions/047) still costs no database write per view.
 */
export function pageViewCounter(db: Db) {
  const pending = new Map<string, number>();
  return {
    /** One view of `page` (PAGE_VIEW_PAGES), or one share card served (CARDS_SERVED). */
    add(eventId: number, page: PageViewPage | typeof CARDS_SERVED, day = new Date().toISOString().slice(0, 10)) {
      const key = `${eventId}|${page}|${day}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    async flush() {
      const rows = [...pending].map(([key, views]) => {
        const [eventId, page, day] = key.split("|");
        return { eventId: Number(eventId), page, day, views };
      });
      pending.clear();
      for (const r of rows) {
        // An event deleted meanwhile has nothing to count.
        await db.execute(sql`
          insert into ${pageViews} (event_id, page, day, views)
          select ${r.eventId}, ${r.page}, ${r.day}::date, ${r.views} where exists (select 1 from events where id = ${r.eventId})
          on conflict (event_id, page, day) do update set views = ${pageViews.views} + excluded.views`);
      }
    },
  };
}
export type PageViewCounter = ReturnType<typeof pageViewCounter>;

/** How often counted page views are written. */
export const PAGE_VIEWS_FLUSH_MS = 10_000;

const VIEW_PAGE = /^\/view\/(\d{1,10})(?:\/(detail|teams|players|auctions|report)(?:\/(\d{1,10}))?)?\/?$/;
const PAGE_NAMES: Record<string, PageViewPage> = {
  detail: "details",
  teams: "teams",
  players: "players",
  auctions: "auctions",
  report: "report",
};

/**
 * Which public page of which event a path is (PAGE_VIEW_PAGES), or null: the room's screens, the
 * bidding page and anything else are not counted. Only the path is looked at; nothing about the
 * visitor is read or kept.
 */
export function publicPageOf(pathname: string): { eventId: number; page: PageViewPage } | null {
  const m = VIEW_PAGE.exec(pathname);
  if (!m) return null;
  const eventId = Number(m[1]);
  if (!Number.isSafeInteger(eventId) || eventId < 1 || eventId > 2_147_483_647) return null;
  if (!m[2]) return { eventId, page: "event" };
  if (m[3] && m[2] === "teams") return { eventId, page: "team" };
  if (m[3] && m[2] === "players") return { eventId, page: "player" };
  if (m[3]) return null;
  return { eventId, page: PAGE_NAMES[m[2]]! };
}
