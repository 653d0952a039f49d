// The auction report (docs/api.md "The auction report"; docs/decisions/066-report-and-exposure.md):
// public once the auction has concluded, the event's managers' before; cached like the other public reads.
import { EventReport, IdParams, isReportPublic } from "@sah/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentPlayer } from "../../services/auction/reads.ts";
import { forbidden, notFound } from "../../services/errors.ts";
import { eventAccess } from "../../services/permissions.ts";
import { eventReport } from "../../services/report/report.ts";
import { userOf } from "../permissions.ts";
import { errorResponses } from "../shared.ts";

/** 404 for an unknown event; before the auction has concluded, 401 without a caller and 403 unless a manager. */
async function reportReader(request: FastifyRequest): Promise<void> {
  const eventId = (request.params as { id: number }).id;
  const access = await eventAccess(request.server.db, request.user, eventId);
  if (!access.exists) throw notFound();
  if (access.canManage) return;
  if (isReportPublic((await currentPlayer(request.server.db, eventId)).status)) return;
  userOf(request);
  throw forbidden();
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events/:id/report",
    {
      preHandler: reportReader,
      // The public copy is stored only once it may be read (a 200); any change to the event drops it.
      config: { cache: "event" },
      schema: {
        tags: ["events"],
        summary: "The auction report: figures, teams and chart series (public once concluded, else event permission)",
        params: IdParams,
        response: { 200: EventReport, ...errorResponses },
      },
    },
    async (request) => eventReport(app.db, request.params.id),
  );
};
export default routes;
