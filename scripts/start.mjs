// `npm start`: builds the web app and the server when they are missing or older than their sources,
// then runs the built server (plain Node with source maps) and serves everything from one process
// (docs/api.md "Conventions"; docs/decisions/042-production-footing.md).
import { spawn } from "node:child_process";
import { ensureServerBuilt, SERVER_NODE_FLAGS, serverBundle, serverEnv } from "./build-server.mjs";
import { ensureWebBuilt, root } from "./build-web.mjs";

try {
  ensureWebBuilt();
  await ensureServerBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle], {
  cwd: root,
  stdio: "inherit",
  env: serverEnv(),
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
