// The server package's folder (apps/server), found from the running module: src/ when run from
// source (tsx: tests, `npm run dev`), dist/ when run as the built bundle (`npm start`,
// scripts/build-server.mjs). Files the server reads at run time (migrations) are found from here.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, "package.json");
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, "utf8")).name === "@sah/server") return dir;
    if (path.dirname(dir) === dir) throw new Error(`the server package (@sah/server) is not above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
