// Browser journeys run against a real server process with the demo data, serving the built web app.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ADMIN, ROOT, startServer } from "../../bench/lib/server.ts";
// @ts-expect-error -- plain ES module without types
import { ensureWebBuilt } from "../../scripts/build-web.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  ensureWebBuilt();
  // Serve a copy, so a rebuild of apps/web/dist during the run cannot pull files from under the pages.
  const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), "sah-e2e-web-"));
  fs.cpSync(path.join(ROOT, "apps/web/dist"), webCopy, { recursive: true });
  // And of the server-rendering bundle (docs/architecture.md "Server rendering").
  const ssrCopy = fs.mkdtempSync(path.join(os.tmpdir(), "sah-e2e-web-ssr-"));
  fs.cpSync(path.join(ROOT, "apps/web/dist-ssr"), ssrCopy, { recursive: true });
  // Journeys log in many times from one address; the rate limits have their own server tests.
  const server = await startServer({
    LIVE_HEARTBEAT_MS: "5000",
    WEB_DIST: webCopy,
    WEB_SSR_DIST: ssrCopy,
    RATE_LIMIT_ACCOUNT: "off",
    RATE_LIMIT_IP: "off",
  });
  project.provide("baseUrl", server.url);
  project.provide("admin", ADMIN);
  return async () => {
    await server.stop();
    fs.rmSync(webCopy, { recursive: true, force: true });
    fs.rmSync(ssrCopy, { recursive: true, force: true });
  };
}
