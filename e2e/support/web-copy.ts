// A copy of the built web app (apps/web/dist and the server-rendering bundle apps/web/dist-ssr) for a
// server a journey starts, so a rebuild during the run cannot pull files from under the pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../bench/lib/server.ts";

export type WebCopy = { env: { WEB_DIST: string; WEB_SSR_DIST: string }; remove(): void };

export function copyWebBuild(): WebCopy {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), "sah-e2e-web-"));
  fs.cpSync(path.join(ROOT, "apps/web/dist"), web, { recursive: true });
  // docs/architecture.md "Server rendering".
  const ssr = fs.mkdtempSync(path.join(os.tmpdir(), "sah-e2e-web-ssr-"));
  fs.cpSync(path.join(ROOT, "apps/web/dist-ssr"), ssr, { recursive: true });
  return {
    env: { WEB_DIST: web, WEB_SSR_DIST: ssr },
    remove() {
      fs.rmSync(web, { recursive: true, force: true });
      fs.rmSync(ssr, { recursive: true, force: true });
    },
  };
}

/** The server settings of every journey's server: short heartbeats, no login rate limits (they have their own server tests). */
export const JOURNEY_SERVER_ENV = {
  LIVE_HEARTBEAT_MS: "5000",
  RATE_LIMIT_ACCOUNT: "off",
  RATE_LIMIT_IP: "off",
} as const;
