// Serving uploaded images (docs/api.md "Images"): GET /media/<kind>/<file>, cached for a year as
// immutable, and each one's small copy `<kind>/<name>.s.<ext>`, made from it when missing
// (docs/decisions/050-photo-sizes.md). With DATABASE_URL the files live in PostgreSQL and this process's DATA_DIR/media is its
// cache (services/media/shared.ts); the embedded default serves the folder itself.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MediaStore } from "../services/media/images.ts";
import { MEDIA_CHANNEL, postgresMedia } from "../services/media/shared.ts";

declare module "fastify" {
  interface FastifyInstance {
    media: MediaStore;
  }
}

export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const root = path.join(app.config.dataDir, "media");
    fs.mkdirSync(root, { recursive: true });
    const shared = app.database.kind === "postgres" ? postgresMedia(app.db) : null;
    const media = new MediaStore(root, shared);
    app.decorate("media", media);

    if (shared) {
      // Another process removed a file: drop this process's copy, so it is not served any more.
      const unlisten = await app.database.listen(MEDIA_CHANNEL, (rel) => {
        media.dropLocal(rel).catch((err) => app.log.warn({ err, rel }, "could not drop a removed media file"));
      });
      app.addHook("onClose", async () => {
        await unlisten().catch(() => {});
      });
      // Once the migrations have run (server.ts builds the app while they do).
      app.addHook("onReady", async () => {
        const copied = await media.shareLocalFiles();
        if (copied) app.log.info({ copied }, "media files from DATA_DIR copied into the database");
      });
    }

    // reply.sendFile with the cache headers every media answer carries (small copies too); the route
    // below finds the file, or makes a missing small copy.
    await app.register(fastifyStatic, { root, serve: false, immutable: true, maxAge: "365d", index: false });
    app.get("/media/*", { schema: { hide: true } }, async (request, reply) => {
      const rel = (request.params as { "*": string })["*"];
      const file = await media.localFile(rel);
      if (!file) return reply.callNotFound();
      return reply.sendFile(rel);
    });
  },
  { name: "media" },
);
