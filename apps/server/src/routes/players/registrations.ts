// Registrations (docs/api.md "Registration"; docs/decisions/065-registration.md): the public form's POST,
// the registrant's private link (GET/PATCH by token), and the event managers' queue and decisions.
import {
  ApproveBody,
  ApproveManyBody,
  ApproveManyResult,
  DetailSchema,
  EventQuery,
  IdParams,
  Player,
  Registration,
  RegistrationCreated,
  RegistrationListQuery,
  RejectBody,
  TokenQuery,
} from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadEventPlayer } from "../../services/players/read.ts";
import {
  approveMany,
  approveRegistration,
  createRegistration,
  listRegistrations,
  readByToken,
  rejectRegistration,
  updateByToken,
} from "../../services/registrations/registrations.ts";
import { readForm } from "../forms.ts";
import { pagedListRoute } from "../paged-list.ts";
import { eventManager, userOf, visibleEvent } from "../permissions.ts";
import { FORM_CONSUMES, security, writeErrors } from "../shared.ts";

const tags = ["registrations"];
/** The form's fields as sent; the service holds them to the event's settings. */
const RawForm = z.record(z.string(), z.unknown());
const PHOTO = ["photo"];
const publicErrors = { 400: writeErrors[400], 404: DetailSchema, 409: DetailSchema, 429: DetailSchema };
const decisionErrors = { ...writeErrors, 409: DetailSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  const mail = () => ({ mailer: app.mailer, appUrl: app.config.appUrl });

  app.post(
    "/",
    {
      preHandler: visibleEvent,
      schema: {
        tags,
        summary:
          "Register for the event (public, multipart): name, date_of_birth, phone, email, skills (repeated), photo, answers (JSON), website (must be empty)",
        consumes: FORM_CONSUMES,
        querystring: EventQuery,
        body: RawForm,
        response: { 201: RegistrationCreated, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { data, files } = await readForm(request, RawForm, PHOTO);
      const created = await createRegistration(app.db, app.media, mail(), {
        eventId: request.query.event_id,
        raw: data,
        photo: files.photo,
        address: request.ip,
      });
      return reply.status(201).send(created);
    },
  );

  pagedListRoute(app, "/", {
    preHandler: eventManager,
    tags,
    security,
    summary: "A page of the event's registrations, oldest first, with their flags (staff and event owners)",
    query: RegistrationListQuery,
    item: Registration,
    errors: writeErrors,
    list: ({ event_id, state }, bounds) => listRegistrations(app.db, event_id, state, bounds),
  });

  app.post(
    "/approve-many",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Approve several pending registrations with one grade: all of them or none",
        querystring: EventQuery,
        body: ApproveManyBody,
        response: { 201: ApproveManyResult, ...decisionErrors },
      },
    },
    async (request, reply) => {
      const { data } = await readForm(request, ApproveManyBody);
      const approved = await approveMany(app.db, userOf(request), request.query.event_id, data);
      return reply.status(201).send({ approved });
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "The registrant's own registration, by the private link's token",
        params: IdParams,
        querystring: TokenQuery,
        response: { 200: Registration, 400: writeErrors[400], 404: DetailSchema },
      },
    },
    async (request) => readByToken(app.db, request.params.id, request.query.token),
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Correct one's registration while it is pending, by the private link's token (the form's fields)",
        consumes: FORM_CONSUMES,
        params: IdParams,
        querystring: TokenQuery,
        body: RawForm,
        response: { 200: Registration, 400: writeErrors[400], 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (request) => {
      const { data, files } = await readForm(request, RawForm, PHOTO);
      return updateByToken(app.db, app.media, {
        id: request.params.id,
        token: request.query.token,
        raw: data,
        photo: files.photo,
      });
    },
  );

  app.post(
    "/:id/approve",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Approve a pending registration: a new Available player with its answers as details",
        params: IdParams,
        querystring: EventQuery,
        body: ApproveBody,
        response: { 201: Player, ...decisionErrors },
      },
    },
    async (request, reply) => {
      const eventId = request.query.event_id;
      const { data } = await readForm(request, ApproveBody);
      const playerId = await approveRegistration(app.db, userOf(request), eventId, request.params.id, data);
      const player = await loadEventPlayer(app.db, eventId, playerId, { canSeePrivate: true });
      return reply.status(201).send(player!);
    },
  );

  app.post(
    "/:id/reject",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Reject a pending registration, with an optional reason (mailed when it gave an e-mail)",
        params: IdParams,
        querystring: EventQuery,
        body: RejectBody,
        response: { 200: Registration, ...decisionErrors },
      },
    },
    async (request) => {
      const { data } = await readForm(request, RejectBody);
      return rejectRegistration(app.db, mail(), userOf(request), request.query.event_id, request.params.id, data.reason ?? null);
    },
  );
};
export default routes;
