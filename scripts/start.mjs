// `npm start`: builds the web app when it is missing or older than its sources, then serves
// everything from one process (docs/api.md "Conventions").
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureWebBuilt, root } from "./build-web.mjs";

try {
  ensureWebBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
