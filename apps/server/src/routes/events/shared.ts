// Pieces shared by the /api/events route modules.
import { DetailSchema, FieldErrorsSchema } from "@sah/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthUser } from "../../plugins/auth.ts";
import { requireUser } from "../../plugins/auth.ts";
import { assertCanManageEvent } from "../../services/permissions.ts";

/** Error responses, for the OpenAPI document. */
export const errorResponses = {
  400: FieldErrorsSchema.describe("Field errors and/or { detail }"),
  401: DetailSchema,
  403: DetailSchema,
  404: DetailSchema,
};

/** Forms with an uploaded logo are multipart; JSON is accepted too (API.md "Conventions"). */
export const FORM_CONSUMES = ["multipart/form-data", "application/json"];

/** 401 anonymous, 404 unknown event, 403 unless staff or owner (API.md order: 401, 403, then 400). */
export async function authorizeEvent(app: FastifyInstance, request: FastifyRequest, eventId: number): Promise<AuthUser> {
  const user = requireUser(request);
  await assertCanManageEvent(app.db, user, eventId);
  return user;
}
