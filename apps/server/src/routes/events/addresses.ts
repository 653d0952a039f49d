// GET /api/events/events/{id}/addresses/ (docs/api.md "Server addresses"): where phones reach this
// server, for the big screen's QR code and the console's warning. The event's managers only: a
// server's network addresses are not for every visitor.
import { IdParams, ServerAddresses } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serverAddresses } from "../../lib/addresses.ts";
import { eventManager } from "../permissions.ts";
import { errorResponses, security } from "../shared.ts";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events/:id/addresses",
    {
      preHandler: eventManager,
      schema: {
        tags: ["events"],
        summary: "The server's base URLs that phones can reach, for the big screen's QR code (event permission)",
        security,
        params: IdParams,
        response: { 200: ServerAddresses, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : app.config.port;
      return reply.header("cache-control", "private, no-store").send(serverAddresses(app.config, port));
    },
  );
};
export default routes;
