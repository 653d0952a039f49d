// Pieces shared by the /api/events route modules.
import { DetailSchema, FieldErrorsSchema } from "@sah/domain";

/** Error responses, for the OpenAPI document. */
export const errorResponses = {
  400: FieldErrorsSchema.describe("Field errors and/or { detail }"),
  401: DetailSchema,
  403: DetailSchema,
  404: DetailSchema,
};

/** Forms with an uploaded logo are multipart; JSON is accepted too (docs/api.md "Conventions"). */
export const FORM_CONSUMES = ["multipart/form-data", "application/json"];
