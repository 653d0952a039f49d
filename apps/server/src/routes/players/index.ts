// Players (docs/api.md "Players"): thin handlers: schema -> permission -> service -> reply.
// Private fields (details keys `Contact Number` and `_...`, and email) go only to callers who pass
// the event permission check, in every read.
import { MSG, PageQuery, Player, PlayerBody, PlayerListQuery, PlayerPatchBody, paged, StatusCounts, wireId } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageBounds, pageOf } from "../../lib/paging.ts";
import { playerOfEvent } from "../../plugins/auth.ts";
import { notFound } from "../../services/errors.ts";
import { canManageEvent, eventAccess } from "../../services/permissions.ts";
import { countPlayersByStatus, listPlayers, listTeamPlayers, loadEventPlayer } from "../../services/players/read.ts";
import { createPlayer, deletePlayer, updatePlayer } from "../../services/players/write.ts";
import { teamEventId } from "../../services/teams/read.ts";
import { eventReadRoute, eventRowReadRoute } from "../event-read.ts";
import { eventRowWrites } from "../event-row-writes.ts";
import { importRoute } from "../imports.ts";
import { readErrors } from "../shared.ts";

const TeamPlayersQuery = PageQuery.extend({
  team_id: wireId(MSG.teamIdRequired),
});

const tags = ["players"];

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importRoute("players"));

  app.get(
    "/",
    {
      config: { cache: "event" },
      schema: {
        tags,
        summary: "A page of the event's players, ordered by id (public; private fields for the event's managers)",
        querystring: PlayerListQuery,
        response: { 200: paged(Player), ...readErrors },
      },
    },
    async (request) => {
      const { event_id, search, status, grade, skill, page, page_size } = request.query;
      const access = await eventAccess(app.db, request.user, event_id);
      if (!access.exists) throw notFound();
      const filter = { eventId: event_id, search, statuses: status, grades: grade, skills: skill };
      const found = await listPlayers(app.db, filter, pageBounds(page, page_size), { canSeePrivate: access.canManage });
      return pageOf(request, found.results, found.count, page, page_size);
    },
  );

  app.get(
    "/team-players",
    {
      config: { cache: "global" },
      schema: {
        tags,
        summary: "A page of the players a team holds (public; private fields for the event's managers)",
        querystring: TeamPlayersQuery,
        response: { 200: paged(Player), ...readErrors },
      },
    },
    async (request) => {
      const { team_id, search, page, page_size } = request.query;
      const eventId = await teamEventId(app.db, team_id);
      if (eventId === null) throw notFound();
      const canSeePrivate = await canManageEvent(app.db, request.user, eventId);
      const found = await listTeamPlayers(app.db, { teamId: team_id, search }, pageBounds(page, page_size), {
        canSeePrivate,
      });
      return pageOf(request, found.results, found.count, page, page_size);
    },
  );

  eventReadRoute(app, "/players-auction-status", {
    tags,
    summary: "How many of the event's players stand at each status (public)",
    answer: StatusCounts,
    errors: readErrors,
    read: (eventId) => countPlayersByStatus(app.db, eventId),
  });

  eventRowReadRoute(app, "/:id", {
    tags,
    summary: "One player of the event (public; private fields for the event's managers)",
    answer: Player,
    errors: readErrors,
    read: async ({ eventId, id, user }) => {
      // One query tells whether the event is there for this caller (an archived one is not, for
      // non-staff: decision 034) and whether they may see the private fields.
      const access = await eventAccess(app.db, user, eventId);
      if (!access.exists) throw notFound();
      return loadEventPlayer(app.db, eventId, id, { canSeePrivate: access.canManage });
    },
  });

  await app.register(
    eventRowWrites({
      tags,
      row: Player,
      body: PlayerBody,
      patchBody: PlayerPatchBody,
      imageField: "image",
      rowOfEvent: playerOfEvent,
      summaries: {
        create: "Create a player, status Available (staff and event owners); multipart with an image, or JSON",
        update: "Change a player's fields (staff and event owners); status changes only through sell-player",
        delete: "Delete a player without a transaction (staff and event owners)",
      },
      create: (write) => createPlayer(app.db, app.media, write),
      update: ({ id, ...write }) => updatePlayer(app.db, app.media, { ...write, playerId: id }),
      remove: ({ id, ...write }) => deletePlayer(app.db, app.media, { ...write, playerId: id }),
    }),
  );
};

export default routes;
