// Player import (docs/api.md "Beyond the spec", "Organiser data"): thin handler, schema ->
// permission -> form -> service.
import { EventQuery, ImportReport, PlayerImportForm } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readImportForm } from "../../lib/import-form.ts";
import { eventManager, userOf } from "../../plugins/auth.ts";
import { parseOrThrow } from "../../services/errors.ts";
import { importPlayers } from "../../services/imports/players.ts";
import { errorResponses } from "../events/shared.ts";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/import",
    {
      preHandler: eventManager,
      schema: {
        tags: ["players"],
        security: [{ bearer: [] }],
        summary:
          "Import players from a CSV or XLSX sheet, with an optional zip of photos (event permission); `dry_run=1` previews",
        consumes: ["multipart/form-data"],
        querystring: EventQuery,
        response: { 200: ImportReport, ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const upload = await readImportForm(request);
      const form = parseOrThrow(PlayerImportForm, upload.fields);
      return importPlayers(app.db, app.media, {
        eventId: request.query.event_id,
        actorId: user.id,
        file: upload.file,
        images: upload.images,
        form,
      });
    },
  );
};
export default routes;
