// Sponsors of an event (docs/api.md "Sponsors"). Every read and write is scoped by the event id the
// caller named, so one event's id never reaches another event's sponsor.
import type { Sponsor, SponsorBody } from "@sah/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sponsors } from "../../db/schema.ts";
import type { Actor } from "../context.ts";
import { notFound } from "../errors.ts";
import { checkRoomFor } from "../events/capacity.ts";
import { lockEvent, lockEventRow } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { type ImageChange, writeWithImage } from "../media/uploads.ts";

export const SPONSOR_MEDIA_KIND = "sponsors";

const sponsorColumns = {
  id: sponsors.id,
  name: sponsors.name,
  logo: sponsors.logo,
  order: sponsors.order,
  link: sponsors.link,
  category: sponsors.category,
  event: sponsors.eventId,
};

const inEvent = (eventId: number, sponsorId: number) => and(eq(sponsors.id, sponsorId), eq(sponsors.eventId, eventId));

/** Every sponsor of the event, unpaged (at most 24 slots in practice), by order then id. */
export async function listSponsors(db: DbOrTx, eventId: number): Promise<Sponsor[]> {
  return db
    .select(sponsorColumns)
    .from(sponsors)
    .where(eq(sponsors.eventId, eventId))
    .orderBy(asc(sponsors.order), asc(sponsors.id));
}

export async function getSponsor(db: DbOrTx, eventId: number, sponsorId: number): Promise<Sponsor> {
  const [row] = await db.select(sponsorColumns).from(sponsors).where(inEvent(eventId, sponsorId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createSponsor(
  db: Db,
  media: MediaStore,
  actor: Actor,
  eventId: number,
  body: SponsorBody,
  logoFile: ImageChange,
): Promise<Sponsor> {
  return writeWithImage(media, SPONSOR_MEDIA_KIND, logoFile, (logo) =>
    db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      await checkRoomFor(tx, eventId, "sponsors");
      const [row] = await tx
        .insert(sponsors)
        .values({
          eventId,
          name: body.name,
          category: body.category,
          order: body.order,
          link: body.link ?? "",
          logo: logo ?? null,
        })
        .returning(sponsorColumns);
      await recordChange(tx, {
        eventId,
        actorId: actor.id,
        action: "sponsor.create",
        topics: ["sponsors"],
        data: { id: row.id },
      });
      return { value: row, previous: null };
    }),
  );
}

export async function updateSponsor(
  db: Db,
  media: MediaStore,
  actor: Actor,
  eventId: number,
  sponsorId: number,
  body: Partial<SponsorBody>,
  logoFile: ImageChange,
): Promise<Sponsor> {
  return writeWithImage(media, SPONSOR_MEDIA_KIND, logoFile, (logo) =>
    db.transaction(async (tx) => {
      const stored = await lockEventRow(tx, eventId, sponsors, sponsorId, { logo: sponsors.logo });
      const changes: Partial<typeof sponsors.$inferInsert> = {
        name: body.name,
        category: body.category,
        order: body.order,
        link: body.link,
        logo,
      };
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (!Object.keys(set).length) return { value: await getSponsor(tx, eventId, sponsorId), previous: null };
      const [row] = await tx.update(sponsors).set(set).where(inEvent(eventId, sponsorId)).returning(sponsorColumns);
      await recordChange(tx, {
        eventId,
        actorId: actor.id,
        action: "sponsor.update",
        topics: ["sponsors"],
        data: { id: sponsorId, fields: Object.keys(set) },
      });
      return { value: row, previous: logo !== undefined ? stored.logo : null };
    }),
  );
}

export async function deleteSponsor(db: Db, media: MediaStore, actor: Actor, eventId: number, sponsorId: number) {
  await writeWithImage(media, SPONSOR_MEDIA_KIND, undefined, () =>
    db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const [row] = await tx.delete(sponsors).where(inEvent(eventId, sponsorId)).returning({ logo: sponsors.logo });
      if (!row) throw notFound();
      await recordChange(tx, {
        eventId,
        actorId: actor.id,
        action: "sponsor.delete",
        topics: ["sponsors"],
        data: { id: sponsorId },
      });
      return { value: undefined, previous: row.logo };
    }),
  );
}
