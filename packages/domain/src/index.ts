export * from "./auction-log.ts";
export * from "./budget.ts";
export * from "./constants.ts";
export * from "./fields.ts";
export * from "./messages.ts";
export * from "./price.ts";
export * from "./schemas.ts";
export * from "./sheets.ts";
