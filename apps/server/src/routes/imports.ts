// Imports (docs/api.md "Player import", "Team import"): `POST /api/players/import/` and
// `POST /api/teams/import/`, one thin handler each: schema -> permission -> form -> service.
import { EventQuery, ImportForm, type ImportKind, ImportReport, LIMITS } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parseOrThrow } from "../services/errors.ts";
import { importPlayers } from "../services/imports/players.ts";
import { importTeams } from "../services/imports/teams.ts";
import { readImportForm } from "./import-form.ts";
import { eventManager, userOf } from "./permissions.ts";
import { errorResponses, security } from "./shared.ts";

export function importRoute(kind: ImportKind): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/import",
      {
        preHandler: eventManager,
        // The sheet and the zip, each within its own limit (routes/import-form.ts), and the form's fields.
        config: { multipartMaxBytes: LIMITS.importFileMaxBytes + LIMITS.importZipMaxBytes + 1024 * 1024 },
        schema: {
          tags: [kind],
          security,
          summary: `Import ${kind} from a CSV or XLSX sheet, with an optional zip of images (event permission); \`dry_run=1\` previews`,
          consumes: ["multipart/form-data"],
          querystring: EventQuery,
          response: { 200: ImportReport, ...errorResponses },
        },
      },
      async (request) => {
        const user = userOf(request);
        const upload = await readImportForm(request);
        const form = parseOrThrow(ImportForm, upload.fields);
        const input = { eventId: request.query.event_id, actorId: user.id, file: upload.file, images: upload.images, form };
        // The team import invites owners who have no account (services/imports/teams.ts): it mails them.
        return kind === "teams"
          ? importTeams(app.db, app.media, { ...input, mail: { mailer: app.mailer, appUrl: app.config.appUrl } })
          : importPlayers(app.db, app.media, input);
      },
    );
  };
}
