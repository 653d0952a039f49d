// Events (docs/api.md "Events"; docs/product.md section 7 "Calls"): thin handlers, schema -> permission -> service.
import {
  ArchivablePageQuery,
  DetailSchema,
  DuplicateEventBody,
  Event,
  EventBody,
  EventPatchBody,
  EventType,
  IdParams,
  PageQuery,
  PermissionResult,
} from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { duplicateEvent } from "../../services/events/duplicate.ts";
import { createEvent, getEventOr404, listEvents, listEventTypes, updateEvent } from "../../services/events/events.ts";
import { readForm } from "../forms.ts";
import { pagedListRoute } from "../paged-list.ts";
import { eventManager, onlyWhen, signedIn, staffOnly, userOf } from "../permissions.ts";
import { errorResponses, eventReadErrors, FORM_CONSUMES, security } from "../shared.ts";

const tags = ["events"];

const routes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, "/events", {
    cache: "global",
    preHandler: onlyWhen((query) => Boolean(query.archived), staffOnly),
    tags,
    summary: "All events (public, paged); `archived=1` lists the archived ones instead (staff)",
    query: ArchivablePageQuery,
    item: Event,
    errors: errorResponses,
    list: async ({ search, archived }, bounds, request) => {
      const { rows, count } = await listEvents(app.db, { viewerId: request.user?.id ?? null, search, archived, ...bounds });
      return { results: rows, count };
    },
  });

  pagedListRoute(app, "/events/for-you", {
    preHandler: signedIn,
    tags,
    summary: "Events the caller owns or owns a team in (paged)",
    security,
    query: PageQuery,
    item: Event,
    errors: errorResponses,
    list: async ({ search }, bounds, request) => {
      const user = userOf(request);
      const { rows, count } = await listEvents(app.db, { viewerId: user.id, forUserId: user.id, search, ...bounds });
      return { results: rows, count };
    },
  });

  app.get(
    "/events/:id",
    {
      config: { cache: "event" },
      schema: {
        tags,
        summary: "One event (public; an archived one for staff only)",
        params: IdParams,
        response: { 200: Event, ...eventReadErrors },
      },
    },
    async (request) => getEventOr404(app.db, request.params.id, request.user),
  );

  app.get(
    "/events/:id/check-permission",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary: "Whether the caller may manage the event (staff and owners)",
        security,
        params: IdParams,
        response: { 200: PermissionResult, ...errorResponses },
      },
    },
    async (_request) => {
      return { permitted: true };
    },
  );

  app.post(
    "/events",
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Create an event (staff); the creator becomes an owner",
        security,
        consumes: FORM_CONSUMES,
        body: EventBody,
        response: { 201: Event, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { data, files } = await readForm(request, EventBody, ["logo"]);
      const event = await createEvent(app.db, app.media, user, data, files.logo);
      return reply.status(201).send(event);
    },
  );

  app.post(
    "/events/:id/duplicate",
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Duplicate an event for next season (staff): settings, owners, skills, sponsors, teams and players, no results",
        description:
          "Body (JSON or multipart): {name}. Purses reset, players Available, images copied; no sales, adjustments or log (docs/api.md, Duplicate an event).",
        security,
        consumes: FORM_CONSUMES,
        params: IdParams,
        response: { 201: Event, ...errorResponses, 409: DetailSchema },
      },
    },
    async (request, reply) => {
      const { data } = await readForm(request, DuplicateEventBody);
      const event = await duplicateEvent(app.db, app.media, userOf(request), request.params.id, data);
      return reply.status(201).send(event);
    },
  );

  app.patch(
    "/events/:id",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary: "Change an event (staff and owners; `archived` staff only); only the sent fields change",
        security,
        consumes: FORM_CONSUMES,
        params: IdParams,
        body: EventPatchBody,
        response: { 200: Event, ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { data, files } = await readForm(request, EventPatchBody, ["logo"]);
      return updateEvent(app.db, app.media, user, request.params.id, data, files.logo);
    },
  );

  app.get(
    "/event-types",
    { config: { cache: "global" }, schema: { tags, summary: "Event types", response: { 200: z.array(EventType) } } },
    async () => listEventTypes(app.db),
  );
};
export default routes;
