// A sponsor's private link to its exposure report (docs/api.md "Sponsor exposure";
// docs/decisions/072-sponsor-report.md): one per sponsor, made, replaced or revoked by the event's
// managers. The key is random (32 bytes) and stored hashed like the invitation and reset tokens: it is
// answered once, when it is made, and a database read cannot give it back.
import type { SponsorLink } from "@sah/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { events, sponsorLinks, sponsors } from "../../db/schema.ts";
import { hashToken, newToken } from "../auth/crypto.ts";
import { getSponsor } from "../sponsors/sponsors.ts";

/** Makes the sponsor's link, or replaces it (the old key stops working at once). 404 for another event's sponsor. */
export async function makeSponsorLink(db: Db, eventId: number, sponsorId: number): Promise<SponsorLink> {
  await getSponsor(db, eventId, sponsorId);
  const key = newToken();
  const [row] = await db
    .insert(sponsorLinks)
    .values({ sponsorId, eventId, tokenHash: hashToken(key) })
    .onConflictDoUpdate({ target: sponsorLinks.sponsorId, set: { tokenHash: hashToken(key), createdAt: sql`now()` } })
    .returning({ createdAt: sponsorLinks.createdAt });
  return { key, created_at: row!.createdAt.toISOString() };
}

/** Revokes the sponsor's link (nothing to do without one). 404 for another event's sponsor. */
export async function revokeSponsorLink(db: Db, eventId: number, sponsorId: number): Promise<void> {
  await getSponsor(db, eventId, sponsorId);
  await db.delete(sponsorLinks).where(and(eq(sponsorLinks.sponsorId, sponsorId), eq(sponsorLinks.eventId, eventId)));
}

/** Whether `key` is the current key of this sponsor of this event (an archived event has none). */
export async function sponsorKeyOpens(db: DbOrTx, eventId: number, sponsorId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sponsorLinks.sponsorId })
    .from(sponsorLinks)
    .innerJoin(sponsors, eq(sponsors.id, sponsorLinks.sponsorId))
    .innerJoin(events, eq(events.id, sponsorLinks.eventId))
    .where(
      and(
        eq(sponsorLinks.sponsorId, sponsorId),
        eq(sponsorLinks.eventId, eventId),
        eq(sponsors.eventId, eventId),
        eq(sponsorLinks.tokenHash, hashToken(key)),
        isNull(events.archivedAt),
      ),
    );
  return row !== undefined;
}
