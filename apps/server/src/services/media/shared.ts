// Uploaded images in PostgreSQL (docs/decisions/042-production-footing.md): with DATABASE_URL every
// process serves every upload and keeps a copy on its own disk as a cache; a removal is announced
// so the other processes drop their copies too.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema.ts";
import type { SharedMedia } from "./images.ts";

/** NOTIFY channel of removed media; the payload is the path below /media/. */
export const MEDIA_CHANNEL = "sah_media";

export function postgresMedia(db: Db): SharedMedia {
  return {
    async put(rel, contentType, data) {
      await db.insert(mediaFiles).values({ path: rel, contentType, data }).onConflictDoNothing();
    },
    async get(rel) {
      const [row] = await db
        .select({ contentType: mediaFiles.contentType, data: mediaFiles.data })
        .from(mediaFiles)
        .where(eq(mediaFiles.path, rel));
      return row ?? null;
    },
    async delete(rel) {
      await db.transaction(async (tx) => {
        await tx.delete(mediaFiles).where(eq(mediaFiles.path, rel));
        await tx.execute(sql`select pg_notify(${MEDIA_CHANNEL}, ${rel})`);
      });
    },
    async existing(rels) {
      const found = new Set<string>();
      for (let i = 0; i < rels.length; i += 500) {
        const rows = await db
          .select({ path: mediaFiles.path })
          .from(mediaFiles)
          .where(inArray(mediaFiles.path, rels.slice(i, i + 500)));
        for (const r of rows) found.add(r.path);
      }
      return found;
    },
  };
}
