// A public read of one whole event by `?event_id=` (docs/api.md "Conventions"; docs/architecture.md
// "Requests"): served from the per-event read cache (plugins/read-cache.ts), 404 unless the event is
// there for the caller (`visibleEvent`: an archived one only for staff, decision 034), then the service.
import { EventQuery } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { visibleEvent } from "../plugins/auth.ts";

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
