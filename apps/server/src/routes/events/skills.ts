// Skills of an event (docs/api.md "Events": skills/all/?event_id=, POST skills/?event_id=).
import { EventQuery, Skill, SkillBody } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addSkill, listSkills } from "../../services/events/skills.ts";
import { eventReadRoute } from "../event-read.ts";
import { readForm } from "../forms.ts";
import { eventManager, userOf } from "../permissions.ts";
import { errorResponses, eventReadErrors, security } from "../shared.ts";

const tags = ["skills"];

const routes: FastifyPluginAsyncZod = async (app) => {
  eventReadRoute(app, "/skills/all", {
    tags,
    summary: "Every skill of an event, by name (public)",
    answer: z.array(Skill),
    errors: eventReadErrors,
    read: (eventId) => listSkills(app.db, eventId),
  });

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
