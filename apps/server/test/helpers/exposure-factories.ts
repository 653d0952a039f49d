// Sponsor exposure's test pieces (exposure.test.ts, sponsor-report.test.ts): an event with two
// sponsors, a new screen id, the beacon, and a screen's previous beacon moved in time.
import { and, eq, sql } from "drizzle-orm";
import { exposureScreens, sponsors } from "../../src/db/schema.ts";
import type { TestApp } from "./app.ts";
import { call, createEvent } from "./factories.ts";

let screens = 0;
/** A screen id no other test uses. */
export const newScreen = () => `screen-${Date.now().toString(36)}-${++screens}`;

/** An event owned by `ownerId` with two sponsors: `a` (Title Co, Title) and `b` (Gold Co, Gold). */
export async function eventWithSponsors(t: TestApp, ownerId: number) {
  const ev = await createEvent(t, { owners: [ownerId] });
  const [a, b] = await t.app.db
    .insert(sponsors)
    .values([
      { eventId: ev, name: "Title Co", category: "Title" },
      { eventId: ev, name: "Gold Co", category: "Gold" },
    ])
    .returning({ id: sponsors.id });
  return { ev, a: a!.id, b: b!.id };
}

export const sendBeacon = (t: TestApp, ev: number, payload: unknown) =>
  call(t, "POST", `/api/events/${ev}/exposure/`, { payload: payload as Record<string, unknown> });

/** Moves the screen's previous beacon `seconds` into the past, as if that much time had passed. */
export const ageScreen = (t: TestApp, ev: number, screen: string, seconds: number) =>
  t.app.db
    .update(exposureScreens)
    .set({ lastAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(exposureScreens.eventId, ev), eq(exposureScreens.screen, screen)));
