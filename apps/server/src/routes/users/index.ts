// Users and auth (docs/api.md "Users"). Thin handlers: schema -> auth/permission -> body -> service -> reply.
import {
  ArchivablePageQuery,
  CheckStaff,
  CompleteForgotPasswordBody,
  DETAIL,
  DetailSchema,
  FieldErrorsSchema,
  ForgotPasswordBody,
  IdParams,
  LoginBody,
  MyTeam,
  SessionUser,
  UpdatePasswordBody,
  User,
  UserCreateBody,
  UserOption,
  UserOptionsQuery,
  UserPatchBody,
} from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listTeamsOwnedBy } from "../../services/teams/owned.ts";
import { login, logout, updatePassword } from "../../services/users/auth.ts";
import { BackgroundTasks } from "../../services/users/background.ts";
import { completePasswordReset, sendPasswordReset } from "../../services/users/password-reset.ts";
import { createUser, getUser, listUserOptions, listUsers, updateUser } from "../../services/users/users.ts";
import { readForm } from "../forms.ts";
import { pagedListRoute } from "../paged-list.ts";
import { signedIn, staffOnly, userOf } from "../permissions.ts";
import { security } from "../shared.ts";

const tags = ["users"];
const badRequest = { 400: FieldErrorsSchema };
const needsUser = { 401: DetailSchema };
const needsStaff = { 401: DetailSchema, 403: DetailSchema };
/** Only digits reach the id route, so /login/, /all/ ... never parse as an id (unknown words are a 404). */
const byId = "/:id(^\\d+$)/";

const routes: FastifyPluginAsyncZod = async (app) => {
  const tasks = new BackgroundTasks(app.log);
  app.addHook("onClose", () => tasks.drain());

  /** `POST url` of a form anyone may send (no token): the body checked with its schema (400), then `handle`. */
  function publicForm<B extends z.ZodType, A extends z.ZodType>(
    url: string,
    doc: { summary: string; body: B; answer: A },
    handle: (data: z.output<B>) => Promise<z.output<A>>,
  ): void {
    app.post(
      url,
      // The callers' answers are typed by `handle`; the serializer checks them against `answer`.
      {
        schema: {
          tags,
          summary: doc.summary,
          body: doc.body as z.ZodType,
          response: { 200: doc.answer as z.ZodType, ...badRequest },
        },
      },
      async (request) => {
        const { data } = await readForm(request, doc.body);
        return handle(data);
      },
    );
  }

  publicForm("/login/", { summary: "Log in with e-mail and password", body: LoginBody, answer: SessionUser }, (data) =>
    login(app.db, data, app.config.tokenTtlMs),
  );

  app.post(
    "/logout/",
    {
      preHandler: signedIn,
      schema: { tags, security, summary: "Revoke the caller's token", response: { 204: z.null(), ...needsUser } },
    },
    async (request, reply) => {
      const user = userOf(request);
      await logout(app.db, user.tokenId);
      return reply.status(204).send(null);
    },
  );

  publicForm(
    "/initiate-forgot-password/",
    {
      summary: "Mail a password-reset link (same answer whether or not the address has an account)",
      body: ForgotPasswordBody,
      answer: DetailSchema,
    },
    async (data) => {
      // The lookup and the mail run after the answer: its content and timing reveal no account.
      tasks.run("password reset mail", () =>
        sendPasswordReset({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl }, data.email),
      );
      return { detail: DETAIL.forgotSent };
    },
  );

  publicForm(
    "/complete-forgot-password/",
    {
      summary: "Set a new password with a reset link's uid and token; logs in",
      body: CompleteForgotPasswordBody,
      answer: SessionUser,
    },
    (data) => completePasswordReset(app.db, data, app.config.tokenTtlMs),
  );

  app.post(
    "/update-password/",
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: "Change the caller's password; ends every other session",
        body: UpdatePasswordBody,
        response: { 200: DetailSchema, ...badRequest, ...needsUser },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { data } = await readForm(request, UpdatePasswordBody);
      await updatePassword(app.db, user, user.tokenId, data.password);
      return { detail: DETAIL.passwordUpdated };
    },
  );

  app.get(
    "/check-staff/",
    {
      preHandler: signedIn,
      schema: { tags, security, summary: "Whether the caller is staff", response: { 200: CheckStaff, ...needsUser } },
    },
    async (request) => ({ is_staff: userOf(request).isStaff }),
  );

  app.get(
    "/my-teams/",
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary:
          "The teams the caller owns, with their events' bidding mode (the top bar's \"My team\"); archived events left out",
        response: { 200: z.array(MyTeam), ...needsUser },
      },
    },
    async (request) => listTeamsOwnedBy(app.db, userOf(request).id),
  );

  app.get(
    "/all/",
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary:
          "Users as owner options: every user for staff; for event owners, a search (3+ characters, 20 results); `archived=1` the archived ones (staff)",
        querystring: UserOptionsQuery,
        response: { 200: z.array(UserOption), ...badRequest, ...needsStaff },
      },
    },
    async (request) => listUserOptions(app.db, userOf(request), request.query),
  );

  pagedListRoute(app, "/", {
    preHandler: staffOnly,
    tags,
    security,
    summary: "Users, paged; search matches name or e-mail; `archived=1` lists the archived ones (staff)",
    query: ArchivablePageQuery,
    item: User,
    errors: { ...needsStaff, 404: DetailSchema },
    list: ({ page, page_size: pageSize, search, archived }) => listUsers(app.db, { page, pageSize, search, archived }),
  });

  app.post(
    "/",
    {
      preHandler: staffOnly,
      schema: {
        tags,
        security,
        summary: "Create a user (staff)",
        body: UserCreateBody,
        response: { 201: User, ...badRequest, ...needsStaff },
      },
    },
    async (request, reply) => {
      const { data } = await readForm(request, UserCreateBody);
      return reply.status(201).send(await createUser(app.db, data));
    },
  );

  app.get(
    byId,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        security,
        summary: "One user (staff)",
        params: IdParams,
        response: { 200: User, ...needsStaff, 404: DetailSchema },
      },
    },
    async (request) => {
      return getUser(app.db, request.params.id);
    },
  );

  app.patch(
    byId,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        security,
        summary: "Change a user's name, admin flag or archived state (staff; not one's own admin flag or account)",
        params: IdParams,
        body: UserPatchBody,
        response: { 200: User, ...badRequest, ...needsStaff, 404: DetailSchema },
      },
    },
    async (request) => {
      const actor = userOf(request);
      const { id } = request.params;
      await getUser(app.db, id); // 404 before the body is judged
      const { data } = await readForm(request, UserPatchBody);
      return updateUser(app.db, actor, id, data);
    },
  );
};

export default routes;
