// Create, change and delete of an event's rows that carry an image, players and teams (docs/api.md
// "Players", "Teams"): the same three routes, permission hooks and answers for both, in the order of
// docs/architecture.md "Requests" (permission, the path's row, then the body). Only the row's schemas,
// its image field, the summaries and the services differ.
import { EventQuery, IdParams } from "@sah/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ImageChange } from "../services/media/uploads.ts";
import { readForm } from "./forms.ts";
import { eventManager, userOf } from "./permissions.ts";
import { FORM_CONSUMES, security, writeErrors } from "./shared.ts";

type Write = { eventId: number; actorId: number };

export type EventRowWrites<B extends z.ZodType, P extends z.ZodType> = {
  tags: string[];
  /** The row as answered (the serializer checks the services' rows against it), the create body and
   * the change body (domain schemas). */
  row: z.ZodType;
  body: B;
  patchBody: P;
  /** The form's file field of the row's image (docs/api.md "Images"). */
  imageField: string;
  /** 404 unless the path's row is one of the event's (`playerOfEvent`, `teamOfEvent`). */
  rowOfEvent: (request: FastifyRequest) => Promise<void>;
  summaries: { create: string; update: string; delete: string };
  create: (write: Write & { body: z.output<B>; image: ImageChange }) => Promise<unknown>;
  update: (write: Write & { id: number; body: z.output<P>; image: ImageChange }) => Promise<unknown>;
  remove: (write: Write & { id: number }) => Promise<void>;
};

/** POST /, PATCH /:id and DELETE /:id of the route module's rows, for staff and the event's owners. */
export function eventRowWrites<B extends z.ZodType, P extends z.ZodType>(spec: EventRowWrites<B, P>): FastifyPluginAsyncZod {
  const { tags } = spec;
  return async (app) => {
    app.post(
      "/",
      {
        preHandler: eventManager,
        schema: {
          tags,
          security,
          summary: spec.summaries.create,
          consumes: FORM_CONSUMES,
          querystring: EventQuery,
          body: spec.body,
          response: { 201: spec.row, ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const eventId = request.query.event_id;
        const { data, files } = await readForm(request, spec.body, [spec.imageField]);
        const row = await spec.create({ eventId, actorId: user.id, body: data, image: files[spec.imageField] });
        return reply.status(201).send(row);
      },
    );

    app.patch(
      "/:id",
      {
        preHandler: [eventManager, spec.rowOfEvent],
        schema: {
          tags,
          security,
          summary: spec.summaries.update,
          consumes: FORM_CONSUMES,
          params: IdParams,
          querystring: EventQuery,
          body: spec.patchBody,
          response: { 200: spec.row, ...writeErrors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const eventId = request.query.event_id;
        const { data, files } = await readForm(request, spec.patchBody, [spec.imageField]);
        return spec.update({
          eventId,
          id: request.params.id,
          actorId: user.id,
          body: data,
          image: files[spec.imageField],
        });
      },
    );

    app.delete(
      "/:id",
      {
        preHandler: eventManager,
        schema: {
          tags,
          security,
          summary: spec.summaries.delete,
          params: IdParams,
          querystring: EventQuery,
          response: { 204: z.null().describe("Deleted"), ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const eventId = request.query.event_id;
        await spec.remove({ eventId, id: request.params.id, actorId: user.id });
        return reply.status(204).send(null);
      },
    );
  };
}
