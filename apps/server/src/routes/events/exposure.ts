// Sponsor exposure (docs/api.md "Beyond the spec", exposure; docs/decisions/066-report-and-exposure.md):
// the big screen's and overlay's beacon, and a sponsor's figures for the event's managers.
import { EventQuery, ExposureBeacon, ExposureCounted, IdParams, SponsorExposure } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordBeacon, sponsorExposureOf } from "../../services/exposure/exposure.ts";
import { readForm } from "../forms.ts";
import { eventManager } from "../permissions.ts";
import { errorResponses, security } from "../shared.ts";

const tags = ["sponsors"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/exposure",
    {
      // Every 30 s from each screen: it changes no public read, so the read cache stays.
      config: { keepsReadCache: true },
      schema: {
        tags,
        summary: "A big screen's or overlay's beacon: which sponsors it showed, for how long (anyone; rate-limited per screen)",
        params: IdParams,
        body: ExposureBeacon,
        response: { 200: ExposureCounted, 400: errorResponses[400], 404: errorResponses[404], 429: errorResponses[404] },
      },
    },
    async (request) => {
      const { data } = await readForm(request, ExposureBeacon);
      return recordBeacon(app.db, request.params.id, data);
    },
  );

  app.get(
    "/sponsors/:id/exposure",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary:
          "What a sponsor got: seconds on the big screens and overlays (by hour) and the event's page views (event permission)",
        security,
        params: IdParams,
        querystring: EventQuery,
        response: { 200: SponsorExposure, ...errorResponses },
      },
    },
    async (request) => sponsorExposureOf(app.db, request.query.event_id, request.params.id),
  );
};
export default routes;
