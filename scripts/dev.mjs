// `npm run dev`: the API server with reload on :3000 and Vite with hot reload on :5173 (proxying /api and /media).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const procs = [
  spawn(process.execPath, ["--watch", "--import", "tsx", "apps/server/src/server.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npx", ["vite", "--host"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => {
  for (const p of procs) p.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs)
  p.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
