// Exports (docs/api.md "Exports"): thin handler, schema -> permission ->
// service -> file. Results and rosters are public like the player and team lists they repeat, with
// the private details for the event's managers only; the log is the managers' (as auctions/log/ is).
import { EXPORT_FORMATS, ExportQuery, IdParams } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../services/errors.ts";
import { exportEvent } from "../../services/exports/exports.ts";
import { eventAccess } from "../../services/permissions.ts";
import { eventManager, onlyWhen } from "../permissions.ts";
import { errorResponses } from "../shared.ts";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events/:id/export",
    {
      preHandler: onlyWhen((query) => query.what === "log", eventManager),
      // Cached like the other public reads (plugins/read-cache.ts), each view its own copy, dropped
      // on any change to the event: repeated downloads do not build the file again.
      config: { cache: "event" },
      schema: {
        tags: ["events"],
        summary:
          "Download results, rosters (public; private details for the event's managers) or the log (event permission) as CSV or XLSX",
        params: IdParams,
        querystring: ExportQuery,
        produces: EXPORT_FORMATS.map((f) => f.mime),
        response: { 200: z.any().describe("The file"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { what, format, tz } = request.query;
      const access = await eventAccess(app.db, request.user, request.params.id);
      if (!access.exists) throw notFound();
      const file = await exportEvent(app.db, request.params.id, {
        what,
        format,
        canSeePrivate: access.canManage,
        zone: tz,
      });
      const mime = EXPORT_FORMATS.find((f) => f.format === format)?.mime ?? "application/octet-stream";
      return reply
        .header("content-type", mime)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};
export default routes;
