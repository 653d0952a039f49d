// Pieces of the OpenAPI description shared by the route modules (docs/api.md "Conventions").
import { DetailSchema, FieldErrorsSchema } from "@sah/domain";

/** A route that needs the bearer token of a signed-in caller. */
export const security = [{ bearer: [] }];

/** Forms with an uploaded image are multipart; JSON is accepted too (docs/api.md "Conventions"). */
export const FORM_CONSUMES = ["multipart/form-data", "application/json"];

/** Error responses of the /api/events routes. */
export const errorResponses = {
  400: FieldErrorsSchema.describe("Field errors and/or { detail }"),
  401: DetailSchema,
  403: DetailSchema,
  404: DetailSchema,
};

/** A public read under /api/events: a bad query, or nothing there (with the 400's description above). */
export const eventReadErrors = { 400: errorResponses[400], 404: errorResponses[404] };

/** A public read of something inside an event: a bad query, or nothing there. */
export const readErrors = { 400: FieldErrorsSchema, 404: DetailSchema };

/** A write inside an event: a bad body, no caller, no permission, or nothing there. */
export const writeErrors = { 400: FieldErrorsSchema, 401: DetailSchema, 403: DetailSchema, 404: DetailSchema };

/** A write of the auction, which may also refuse because of the event's state (409). */
export const auctionWriteErrors = { ...writeErrors, 409: DetailSchema };
