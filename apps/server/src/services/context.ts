// What services take from the running app, as plain types: services know nothing of HTTP
// (docs/architecture.md, "Layers and boundaries").
import type { BaseLogger } from "pino";

/** The app's pino logger, or anything with these methods. */
export type Log = Pick<BaseLogger, "info" | "warn" | "error">;
