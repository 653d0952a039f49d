// Backup and restore (docs/api.md "Backup and restore", "Backup format"; docs/decisions/048-backup-and-restore.md):
// thin handlers, schema -> permission -> service. A backup is the event's managers'; a restore makes
// a new event, which is staff's, as creating one is.
import { BACKUP_TEXT, IdParams, LIMITS, RestoreResult } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { makeBackup } from "../../services/backup/make-backup.ts";
import { BACKUP_FIELD } from "../../services/backup/read-backup.ts";
import { restoreEvent } from "../../services/backup/restore.ts";
import { fieldError } from "../../services/errors.ts";
import { readFileForm } from "../import-form.ts";
import { eventManager, staffOnly, userOf } from "../permissions.ts";
import { errorResponses, security } from "../shared.ts";

const tags = ["events"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events/:id/backup",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary:
          "Download a backup of the event: a zip of its data (a versioned document), media and manifest (event permission)",
        security,
        params: IdParams,
        produces: ["application/zip"],
        response: { 200: z.any().describe("The zip"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await makeBackup(app.db, app.media, request.params.id);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.post(
    "/events/restore",
    {
      preHandler: staffOnly,
      // The backup within the zip limit, and the form's envelope.
      config: { multipartMaxBytes: LIMITS.importZipMaxBytes + 1024 * 1024 },
      schema: {
        tags,
        summary: "Restore a backup as a new event (staff); refusals name what is wrong and change nothing",
        security,
        consumes: ["multipart/form-data"],
        response: { 201: RestoreResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { files } = await readFileForm(
        request,
        { [BACKUP_FIELD]: { max: LIMITS.importZipMaxBytes, text: BACKUP_TEXT.tooLarge } },
        BACKUP_TEXT.fileRequired,
      );
      const file = files[BACKUP_FIELD];
      if (!file?.length) throw fieldError(BACKUP_FIELD, BACKUP_TEXT.fileRequired);
      return reply.status(201).send(await restoreEvent(app.db, app.media, user, file));
    },
  );
};
export default routes;
