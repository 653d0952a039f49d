// Reads the environment, migrates, seeds on first start, listens (docs/api.md "Running").

import { performance } from "node:perf_hooks";
import { BRAND } from "@sah/domain";
import pino from "pino";
import { buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { prettyDestination } from "./lib/log-format.ts";
import { startupNotice } from "./lib/startup-text.ts";
import { seedOnFirstStart } from "./services/seed/first-start.ts";
import { closeWithin, endLog } from "./shutdown.ts";

const started = performance.now();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A bad setting stops the start with what is wrong, not a stack trace.
  console.error(`Configuration error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
// The same destination pino would pick (stdout, asynchronous), held here so shutdown can end it
// within a bound (shutdown.ts endLog).
const logStream = pino.destination({ dest: 1, sync: false });
const database = await openDatabase({
  url: config.databaseUrl,
  poolMax: config.pgPoolMax,
  dataDir: config.dataDir,
  pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
});
// The database starts (for PGlite: compiling its WASM, recovery) and migrates while the app is
// assembled; building the app sends no query (docs/decisions/042-production-footing.md).
const [app] = await Promise.all([
  buildApp({
    config,
    database,
    logger: { level: config.logLevel, stream: config.logFormat === "pretty" ? prettyDestination(logStream) : logStream },
  }),
  database.migrate(),
]);
const firstStart = await seedOnFirstStart(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const code = await closeWithin(
    async () => {
      await app.close();
      await database.close();
    },
    config.shutdownTimeoutMs,
    app.log,
  );
  await endLog(logStream);
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

// A first start leaves PGlite's initdb instance and the demo seed's buffers behind, hundreds of MB of
// WASM and image memory that V8 may not collect for a long while: one full collection returns it
// before the server settles (npm start passes --expose-gc; docs/decisions/042-production-footing.md).
(globalThis as { gc?: () => void }).gc?.();
await app.listen({ port: config.port, host: config.host });
const mem = process.memoryUsage();
app.log.info(
  {
    startupMs: Math.round(performance.now() - started),
    rssMb: Math.round(mem.rss / 1048576),
    // Where the memory is (docs/decisions/042-production-footing.md): V8's heap, and memory outside it
    // (PGlite's WASM heap, buffers).
    heapUsedMb: Math.round(mem.heapUsed / 1048576),
    externalMb: Math.round(mem.external / 1048576),
    database: database.kind,
  },
  `${BRAND} is listening on ${config.appUrl}`,
);
// Through the log's own stream, so it follows the last start-up line whatever the log has buffered.
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
logStream.write(startupNotice(config, port, firstStart.sayOnce));
