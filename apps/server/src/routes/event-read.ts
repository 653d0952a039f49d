// A public read of one whole event by `?event_id=` (docs/api.md "Conventions"; docs/architecture.md
// "Requests"): served from the per-event read cache (plugins/read-cache.ts), 404 unless the event is
// there for the caller (`visibleEvent`: an archived one only for staff, decision 034), then the service.
import { EventQuery, IdParams } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AuthUser } from "../plugins/auth.ts";
import { notFound } from "../services/errors.ts";
import { visibleEvent } from "./permissions.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export type EventRead<S extends z.ZodType> = {
  tags: string[];
  summary: string;
  /** The 200 answer's schema. */
  answer: S;
  /** The 400 and 404 answers' schemas (`readErrors`, or `eventReadErrors` under /api/events). */
  errors: { 400: z.ZodType; 404: z.ZodType };
  read: (eventId: number) => Promise<z.output<S>>;
};

/** Declares `GET url?event_id=` on the route module's app. */
export function eventReadRoute<S extends z.ZodType>(app: ZodApp, url: string, spec: EventRead<S>): void {
  app.get(
    url,
    {
      config: { cache: "event" },
      preHandler: visibleEvent,
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        querystring: EventQuery,
        response: { 200: spec.answer, ...spec.errors },
      },
    },
    async (request) => spec.read(request.query.event_id),
  );
}

export type EventRowRead = {
  tags: string[];
  summary: string;
  /** The 200 answer's schema (the serializer checks the row against it). */
  answer: z.ZodType;
  errors: { 400: z.ZodType; 404: z.ZodType };
  /** The row, or null when it is not there for this caller (then 404). */
  read: (args: { eventId: number; id: number; user: AuthUser | null }) => Promise<unknown>;
};

/**
 * Declares `GET url?event_id=` for one row of the event by the path's `:id` (a player, a team, its
 * budget, a sponsor): public, served from the per-event read cache, 404 when the service finds nothing.
 * Whether an archived event is there for the caller is the service's part (decision 034).
 */
export function eventRowReadRoute(app: ZodApp, url: string, spec: EventRowRead): void {
  app.get(
    url,
    {
      config: { cache: "event" },
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        params: IdParams,
        querystring: EventQuery,
        response: { 200: spec.answer, ...spec.errors },
      },
    },
    async (request) => {
      const row = await spec.read({ eventId: request.query.event_id, id: request.params.id, user: request.user });
      if (row === null || row === undefined) throw notFound();
      return row;
    },
  );
}
