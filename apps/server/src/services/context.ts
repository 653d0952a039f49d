// What services take from the running app, as plain types: services know nothing of HTTP
// (docs/architecture.md, "Layers and boundaries").
import type { BaseLogger } from "pino";

/** The app's pino logger, or anything with these methods. */
export type Log = Pick<BaseLogger, "info" | "warn" | "error">;

/**
 * Who acts: the signed-in user as services see it. plugins/auth.ts builds it from the bearer token;
 * services take it for permission rules and the log's actor, never the HTTP request.
 */
export type Actor = { id: number; name: string; email: string; isStaff: boolean };
