// Sponsors (docs/api.md "Sponsors"): always addressed through ?event_id=, and only that event's sponsors.
import { EventQuery, IdParams, Sponsor, SponsorBody, SponsorPatchBody } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createSponsor, deleteSponsor, getSponsor, listSponsors, updateSponsor } from "../../services/sponsors/sponsors.ts";
import { eventReadRoute, eventRowReadRoute } from "../event-read.ts";
import { readForm } from "../forms.ts";
import { eventManager, userOf } from "../permissions.ts";
import { errorResponses, eventReadErrors, FORM_CONSUMES, security } from "../shared.ts";

const tags = ["sponsors"];

const routes: FastifyPluginAsyncZod = async (app) => {
  eventReadRoute(app, "/sponsors", {
    tags,
    summary: "Sponsors of an event by order, then id (public, unpaged)",
    answer: z.array(Sponsor),
    errors: eventReadErrors,
    read: (eventId) => listSponsors(app.db, eventId),
  });

  eventRowReadRoute(app, "/sponsors/:id", {
    tags,
    summary: "One sponsor of the event (public)",
    answer: Sponsor,
    errors: eventReadErrors,
    read: ({ eventId, id }) => getSponsor(app.db, eventId, id),
  });

  app.post(
    "/sponsors",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary: "Add a sponsor (staff and owners); an `event` field in the body is ignored",
        security,
        consumes: FORM_CONSUMES,
        querystring: EventQuery,
        body: SponsorBody,
        response: { 201: Sponsor, ...errorResponses },
      },
    },
    async (request, reply) => {
      const eventId = request.query.event_id;
      const user = userOf(request);
      const { data, files } = await readForm(request, SponsorBody, ["logo"]);
      return reply.status(201).send(await createSponsor(app.db, app.media, user, eventId, data, files.logo));
    },
  );

  app.patch(
    "/sponsors/:id",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary: "Change a sponsor (staff and owners); only the sent fields change",
        security,
        consumes: FORM_CONSUMES,
        params: IdParams,
        querystring: EventQuery,
        body: SponsorPatchBody,
        response: { 200: Sponsor, ...errorResponses },
      },
    },
    async (request) => {
      const eventId = request.query.event_id;
      const user = userOf(request);
      await getSponsor(app.db, eventId, request.params.id);
      const { data, files } = await readForm(request, SponsorPatchBody, ["logo"]);
      return updateSponsor(app.db, app.media, user, eventId, request.params.id, data, files.logo);
    },
  );

  app.delete(
    "/sponsors/:id",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary: "Remove a sponsor and its logo (staff and owners)",
        security,
        params: IdParams,
        querystring: EventQuery,
        response: { 204: z.null().describe("No content"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const eventId = request.query.event_id;
      const user = userOf(request);
      await deleteSponsor(app.db, app.media, user, eventId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
export default routes;
