// Sponsor exposure (docs/api.md "Sponsor exposure"; docs/decisions/066-report-and-exposure.md):
// what the big screens and overlays showed, counted from their beacons, and the public pages' views.
// A beacon is trusted for which sponsors it showed, never for how long: each screen's seconds are
// capped by the time the server saw pass since that screen's previous beacon (the database's clock,
// so every process agrees), and the beacon carries no time of its own to forge.
import { EXPOSURE_LIMITS, EXPOSURE_MSG, type ExposureBeacon, type PageViewPage, type SponsorExposure } from "@sah/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { events, exposureScreens, pageViews, sponsorExposure, sponsors } from "../../db/schema.ts";
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

/** Counts one beacon: the seconds counted (summed over its sponsors). */
export async function recordBeacon(db: Db, eventId: number, beacon: ExposureBeacon): Promise<{ counted: number }> {
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
    let counted = 0;
    for (const { sponsor, seconds } of beacon.shown) {
      const n = Math.min(seconds, budget);
      if (n <= 0) continue;
      budget -= n;
      counted += n;
      await tx.execute(sql`
        insert into ${sponsorExposure} (event_id, sponsor_id, screen, kind, hour, seconds)
        values (${eventId}, ${sponsor}, ${beacon.screen}, ${beacon.kind}, date_trunc('hour', now()), ${n})
        on conflict (sponsor_id, screen, kind, hour) do update set seconds = ${sponsorExposure.seconds} + excluded.seconds`);
    }
    // The time up to now is spent whatever was claimed: a screen cannot bank it for a later beacon.
    await tx
      .update(exposureScreens)
      .set({ lastAt: sql`now()` })
      .where(and(eq(exposureScreens.eventId, eventId), eq(exposureScreens.screen, beacon.screen)));
    return { counted };
  });
}

/** One sponsor's figures: seconds on each kind of screen, by hour (UTC, ISO), and the event's page views. */
export async function sponsorExposureOf(db: DbOrTx, eventId: number, sponsorId: number): Promise<SponsorExposure> {
  const [sponsor] = await db
    .select({ id: sponsors.id, name: sponsors.name, category: sponsors.category })
    .from(sponsors)
    .where(and(eq(sponsors.id, sponsorId), eq(sponsors.eventId, eventId)));
  if (!sponsor) throw notFound();
  const hours = await db
    .select({
      hour: sponsorExposure.hour,
      screen: sql<number>`sum(${sponsorExposure.seconds}) filter (where ${sponsorExposure.kind} = 'big-screen')`.mapWith(Number),
      overlay: sql<number>`sum(${sponsorExposure.seconds}) filter (where ${sponsorExposure.kind} = 'overlay')`.mapWith(Number),
    })
    .from(sponsorExposure)
    .where(eq(sponsorExposure.sponsorId, sponsorId))
    .groupBy(sponsorExposure.hour)
    .orderBy(sponsorExposure.hour);
  const [views] = await db
    .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)`.mapWith(Number) })
    .from(pageViews)
    .where(eq(pageViews.eventId, eventId));
  const by_hour = hours.map((h) => ({
    hour: h.hour.toISOString(),
    screen_seconds: h.screen || 0,
    overlay_seconds: h.overlay || 0,
  }));
  return {
    sponsor,
    screen_seconds: by_hour.reduce((a, h) => a + h.screen_seconds, 0),
    overlay_seconds: by_hour.reduce((a, h) => a + h.overlay_seconds, 0),
    page_views: views?.n ?? 0,
    by_hour,
  };
}

/**
 * Page views counted in memory and written together (one upsert per event, page and day every few
 * seconds), so a page kept in memory (docs/decisions/047) still costs no database write per view.
 */
export function pageViewCounter(db: Db) {
  const pending = new Map<string, number>();
  return {
    add(eventId: number, page: string, day = new Date().toISOString().slice(0, 10)) {
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
