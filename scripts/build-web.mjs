// Builds the web app, the browser's files (apps/web/dist) and the server-rendering bundle
// (apps/web/dist-ssr, docs/architecture.md "Server rendering"), when either is missing or older than
// the sources (used by npm start and the browser tests).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-ssr") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function ensureWebBuilt() {
  const built = ["apps/web/dist/index.html", "apps/web/dist-ssr/entry-server.js"].map((f) => path.join(root, f));
  const sources = Math.max(newestMtime(path.join(root, "apps/web")), newestMtime(path.join(root, "packages/domain/src")));
  if (built.every((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs >= sources)) return;
  console.log("Building the web app…");
  // NODE_ENV must say production: under vitest it is "test", and Vite would then bundle React's
  // development build (a third larger and much slower).
  const env = { ...process.env, NODE_ENV: "production" };
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit", env });
  if (r.status !== 0) throw new Error("web build failed");
}
