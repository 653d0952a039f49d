// Skills of an event (docs/api.md "Events": skills/all/?event_id=, POST skills/?event_id=).
import { EventQuery, Skill, SkillBody } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readForm } from "../../lib/forms.ts";
import { eventManager, userOf, visibleEvent } from "../../plugins/auth.ts";
import { addSkill, listSkills } from "../../services/events/skills.ts";
import { errorResponses, security } from "../shared.ts";

const tags = ["skills"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/skills/all",
    {
      config: { cache: "event" },
      preHandler: visibleEvent,
      schema: {
        tags,
        summary: "Every skill of an event, by name (public)",
        querystring: EventQuery,
        response: { 200: z.array(Skill), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => {
      return listSkills(app.db, request.query.event_id);
    },
  );

  app.post(
    "/skills",
    {
      preHandler: eventManager,
      schema: {
        tags,
        summary: "Add a skill to an event (staff and owners)",
        security,
        querystring: EventQuery,
        body: SkillBody,
        response: { 201: Skill, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { data } = await readForm(request, SkillBody);
      return reply.status(201).send(await addSkill(app.db, user, request.query.event_id, data.name));
    },
  );
};
export default routes;
