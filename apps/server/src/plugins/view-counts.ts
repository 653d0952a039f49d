// The public pages' views and the share cards served, per event and day (docs/api.md "Sponsor
// exposure"; docs/decisions/066-report-and-exposure.md, 072-sponsor-report.md): counted in memory by
// whoever answers them (plugins/web-pages.ts, routes/share/), written every few seconds and on close.
// A count only: nothing about the visitor.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PAGE_VIEWS_FLUSH_MS, type PageViewCounter, pageViewCounter } from "../services/exposure/exposure.ts";

declare module "fastify" {
  interface FastifyInstance {
    viewCounts: PageViewCounter;
  }
}

async function viewCountsPlugin(app: FastifyInstance) {
  const views = pageViewCounter(app.db);
  app.decorate("viewCounts", views);
  const flush = () => views.flush().catch((err) => app.log.warn({ err }, "page views not written"));
  const timer = setInterval(flush, PAGE_VIEWS_FLUSH_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await flush();
  });
}

export default fp(viewCountsPlugin, { name: "view-counts" });
