// An event's registration form settings (docs/api.md "Registration"): public GET (what the form needs),
// PATCH for the event's managers.
import { IdParams, RegistrationSettings, RegistrationSettingsBody } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readSettings, updateSettings } from "../../services/registrations/registrations.ts";
import { readForm } from "../forms.ts";
import { eventManager, userOf, visibleEvent } from "../permissions.ts";
import { eventReadErrors, security, writeErrors } from "../shared.ts";

const tags = ["registration"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events/:id/registration",
    {
      preHandler: visibleEvent,
      schema: {
        tags,
        summary: "The event's registration form (public): open is false when closed, past closes_at or full",
        params: IdParams,
        response: { 200: RegistrationSettings, ...eventReadErrors },
      },
    },
    async (request) => readSettings(app.db, request.params.id),
  );

  app.patch(
    "/events/:id/registration",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Change the registration form (staff and event owners); only the sent keys change",
        params: IdParams,
        body: RegistrationSettingsBody,
        response: { 200: RegistrationSettings, ...writeErrors },
      },
    },
    async (request) => {
      const { data } = await readForm(request, RegistrationSettingsBody);
      return updateSettings(app.db, request.params.id, userOf(request).id, data);
    },
  );
};
export default routes;
