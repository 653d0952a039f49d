// Reads the environment, migrates, seeds on first start, listens (API.md "Running").
import { performance } from "node:perf_hooks";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedOnFirstStart } from "./services/seed/first-start.ts";

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ config, database });
await seedOnFirstStart(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
const mem = process.memoryUsage();
app.log.info(
  { startupMs: Math.round(performance.now() - started), rssMb: Math.round(mem.rss / 1048576), database: database.kind },
  `Sports Auction House is listening on ${config.appUrl}`,
);
console.log(`\n  Sports Auction House: ${config.appUrl}\n`);
