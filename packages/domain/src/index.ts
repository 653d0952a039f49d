export * from "./constants.ts";
export * from "./fields.ts";
export * from "./messages.ts";
export * from "./schemas.ts";
