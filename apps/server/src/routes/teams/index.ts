// Teams (docs/api.md "Teams"): thin handlers: schema -> permission -> service -> reply.
import {
  AdjustmentBody,
  EventQuery,
  IdParams,
  InviteBody,
  InviteResult,
  PageQuery,
  Team,
  TeamBody,
  TeamBudget,
  TeamPatchBody,
} from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adjustPurse } from "../../services/auction/adjust.ts";
import { notFound } from "../../services/errors.ts";
import { hidesArchived } from "../../services/permissions.ts";
import { inviteOwner } from "../../services/teams/invite.ts";
import { listTeams, loadTeam, loadTeamBudget, loadTeams } from "../../services/teams/read.ts";
import { createTeam, deleteTeam, updateTeam } from "../../services/teams/write.ts";
import { eventReadRoute, eventRowReadRoute } from "../event-read.ts";
import { eventRowWrites } from "../event-row-writes.ts";
import { readForm } from "../forms.ts";
import { importRoute } from "../imports.ts";
import { pagedListRoute } from "../paged-list.ts";
import { eventManager, teamOfEvent, userOf } from "../permissions.ts";
import { readErrors, security, writeErrors } from "../shared.ts";

const TeamListQuery = PageQuery.extend({ event_id: EventQuery.shape.event_id });

const tags = ["teams"];

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importRoute("teams"));

  pagedListRoute(app, "/", {
    cache: "event",
    tags,
    summary: "A page of the event's teams, ordered by name (public)",
    query: TeamListQuery,
    item: Team,
    errors: readErrors,
    list: async ({ event_id, search }, bounds, request) => {
      const found = await listTeams(app.db, event_id, { search, ...bounds, hideArchived: hidesArchived(request.user) });
      if (!found) throw notFound();
      return found;
    },
  });

  eventReadRoute(app, "/all", {
    tags,
    summary: "Every team of the event with its money fields, unpaged (public)",
    answer: z.array(Team),
    errors: readErrors,
    read: (eventId) => loadTeams(app.db, eventId),
  });

  eventRowReadRoute(app, "/:id", {
    tags,
    summary: "One team of the event (public)",
    answer: Team,
    errors: readErrors,
    read: ({ eventId, id, user }) => loadTeam(app.db, eventId, id, { hideArchived: hidesArchived(user) }),
  });

  eventRowReadRoute(app, "/:id/budget", {
    tags,
    summary: "The team's max bid and why: funds left, open slots, money kept back (public)",
    answer: TeamBudget,
    errors: readErrors,
    read: ({ eventId, id, user }) => loadTeamBudget(app.db, eventId, id, { hideArchived: hidesArchived(user) }),
  });

  app.post(
    "/:id/invite",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Add a team owner by e-mail (created when unknown, mailed a link to set a password)",
        params: IdParams,
        querystring: EventQuery,
        body: InviteBody,
        response: { 200: InviteResult, ...writeErrors },
      },
    },
    async (request) => {
      const { data } = await readForm(request, InviteBody);
      return inviteOwner(
        { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl },
        { eventId: request.query.event_id, teamId: request.params.id, actorId: userOf(request).id, body: data },
      );
    },
  );

  app.post(
    "/:id/adjustments",
    {
      preHandler: [eventManager, teamOfEvent],
      schema: {
        tags,
        security,
        summary: "Add money to (bonus) or take it from (penalty) a team's purse, with a reason; logged and undoable",
        params: IdParams,
        querystring: EventQuery,
        body: AdjustmentBody,
        response: { 201: Team, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const eventId = request.query.event_id;
      const teamId = request.params.id;
      const { data } = await readForm(request, AdjustmentBody);
      await adjustPurse(app.db, { eventId, teamId, actorId: user.id, body: data });
      const team = await loadTeam(app.db, eventId, teamId);
      if (!team) throw notFound();
      return reply.status(201).send(team);
    },
  );

  await app.register(
    eventRowWrites({
      tags,
      row: Team,
      body: TeamBody,
      patchBody: TeamPatchBody,
      imageField: "logo",
      rowOfEvent: teamOfEvent,
      summaries: {
        create: "Create a team (staff and event owners); multipart with a logo, or JSON",
        update: "Change a team's fields (staff and event owners); owners are replaced when sent",
        delete: "Delete a team without players (staff and event owners)",
      },
      create: ({ image, ...write }) => createTeam(app.db, app.media, { ...write, logo: image }),
      update: ({ id, image, ...write }) => updateTeam(app.db, app.media, { ...write, teamId: id, logo: image }),
      remove: ({ id, ...write }) => deleteTeam(app.db, app.media, { ...write, teamId: id }),
    }),
  );
};

export default routes;
