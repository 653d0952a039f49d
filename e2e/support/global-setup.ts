// Browser journeys run against a real server process with the demo data, serving the built web app.

import type { TestProject } from "vitest/node";
import { ADMIN, startServer } from "../../bench/lib/server.ts";
// @ts-expect-error -- plain ES module without types
import { ensureWebBuilt } from "../../scripts/build-web.mjs";
import { copyWebBuild, JOURNEY_SERVER_ENV } from "./web-copy.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  ensureWebBuilt();
  const web = copyWebBuild();
  // Journeys log in many times from one address; the rate limits have their own server tests.
  const server = await startServer({ ...JOURNEY_SERVER_ENV, ...web.env });
  project.provide("baseUrl", server.url);
  project.provide("admin", ADMIN);
  return async () => {
    await server.stop();
    web.remove();
  };
}
