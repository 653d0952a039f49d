// Sponsor exposure (docs/api.md "Sponsor exposure"; docs/decisions/066-report-and-exposure.md):
// the big screen's and overlay's beacon, and a sponsor's figures for the event's managers or for the
// holder of the sponsor's private link (docs/decisions/072-sponsor-report.md).
import {
  EventQuery,
  ExposureBeacon,
  ExposureCounted,
  IdParams,
  SPONSOR_KEY_HEADER,
  SponsorExposure,
  SponsorLink,
} from "@sah/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../services/errors.ts";
import { recordBeacon, sponsorExposureOf } from "../../services/exposure/exposure.ts";
import { makeSponsorLink, revokeSponsorLink, sponsorKeyOpens } from "../../services/exposure/sponsor-link.ts";
import { readForm } from "../forms.ts";
import { eventManager } from "../permissions.ts";
import { errorResponses, security } from "../shared.ts";

/**
 * The event's managers (401/403/404 as every managed read), or whoever sends the sponsor's private key
 * in the X-Sponsor-Key header: a wrong, replaced or revoked key, or another sponsor's, is a 404 that
 * does not say which. A header, not the query string, so the key stays out of request logs.
 */
async function managerOrSponsorKey(request: FastifyRequest): Promise<void> {
  const key = request.headers[SPONSOR_KEY_HEADER];
  if (key === undefined) return eventManager(request);
  const { id } = request.params as { id: number };
  const { event_id } = request.query as { event_id: number };
  if (typeof key !== "string" || key.length > 100 || !(await sponsorKeyOpens(request.server.db, event_id, id, key))) {
    throw notFound();
  }
}

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
      preHandler: managerOrSponsorKey,
      schema: {
        tags,
        summary:
          "What a sponsor got: seconds on the big screens and overlays (by hour), sold moments, the event's page views and share cards served (event permission, or the sponsor's private key in X-Sponsor-Key)",
        security,
        params: IdParams,
        querystring: EventQuery,
        response: { 200: SponsorExposure, ...errorResponses },
      },
    },
    async (request) => sponsorExposureOf(app.db, request.query.event_id, request.params.id),
  );

  app.post(
    "/sponsors/:id/link",
    {
      preHandler: eventManager,
      // A private link changes no public read: the read cache stays.
      config: { keepsReadCache: true },
      schema: {
        tags,
        summary: "Make or replace a sponsor's private link; the key is answered this once (event permission)",
        security,
        params: IdParams,
        querystring: EventQuery,
        response: { 201: SponsorLink, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await makeSponsorLink(app.db, request.query.event_id, request.params.id)),
  );

  app.delete(
    "/sponsors/:id/link",
    {
      preHandler: eventManager,
      config: { keepsReadCache: true },
      schema: {
        tags,
        summary: "Revoke a sponsor's private link (event permission)",
        security,
        params: IdParams,
        querystring: EventQuery,
        response: { 204: z.null().describe("No content"), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeSponsorLink(app.db, request.query.event_id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default routes;
