// /api/events/...: events, event types and skills, sponsors (docs/api.md "Events", "Sponsors").
// The live stream (/api/events/:id/live) is served by routes/live.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import addressRoutes from "./addresses.ts";
import backupRoutes from "./backup.ts";
import eventRoutes from "./events.ts";
import exportRoutes from "./exports.ts";
import exposureRoutes from "./exposure.ts";
import registrationRoutes from "./registration.ts";
import reportRoutes from "./report.ts";
import skillRoutes from "./skills.ts";
import sponsorRoutes from "./sponsors.ts";

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventRoutes);
  await app.register(exportRoutes);
  await app.register(reportRoutes);
  await app.register(exposureRoutes);
  await app.register(backupRoutes);
  await app.register(addressRoutes);
  await app.register(skillRoutes);
  await app.register(sponsorRoutes);
  await app.register(registrationRoutes);
};
export default routes;
