// Players (docs/api.md "Players"): thin handlers: schema -> permission -> service -> reply.
// Private fields (details keys `Contact Number` and `_...`, and email) go only to callers who pass
// the event permission check, in every read.
import { MSG, PageQuery, Player, PlayerBody, PlayerListQuery, PlayerPatchBody, StatusCounts, wireId } from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../services/errors.ts";
import { canManageEvent, eventAccess } from "../../services/permissions.ts";
import { countPlayersByStatus, listPlayers, listTeamPlayers, loadEventPlayer } from "../../services/players/read.ts";
import { createPlayer, deletePlayer, updatePlayer } from "../../services/players/write.ts";
import { teamEventId } from "../../services/teams/read.ts";
import { eventReadRoute, eventRowReadRoute } from "../event-read.ts";
import { eventRowWrites } from "../event-row-writes.ts";
import { importRoute } from "../imports.ts";
import { pagedListRoute } from "../paged-list.ts";
import { playerOfEvent } from "../permissions.ts";
import { readErrors } from "../shared.ts";
import registrationRoutes from "./registrations.ts";

const TeamPlayersQuery = PageQuery.extend({
  team_id: wireId(MSG.teamIdRequired),
});

const tags = ["players"];

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importRoute("players"));
  await app.register(registrationRoutes, { prefix: "/registrations" });

  pagedListRoute(app, "/", {
    cache: "event",
    tags,
    summary: "A page of the event's players, ordered by id (public; private fields for the event's managers)",
    query: PlayerListQuery,
    item: Player,
    errors: readErrors,
    list: async ({ event_id, search, status, grade, skill }, bounds, request) => {
      const access = await eventAccess(app.db, request.user, event_id);
      if (!access.exists) throw notFound();
      const filter = { eventId: event_id, search, statuses: status, grades: grade, skills: skill };
      return listPlayers(app.db, filter, bounds, { canSeePrivate: access.canManage });
    },
  });

  pagedListRoute(app, "/team-players", {
    cache: "global",
    tags,
    summary: "A page of the players a team holds (public; private fields for the event's managers)",
    query: TeamPlayersQuery,
    item: Player,
    errors: readErrors,
    list: async ({ team_id, search }, bounds, request) => {
      const eventId = await teamEventId(app.db, team_id);
      if (eventId === null) throw notFound();
      const canSeePrivate = await canManageEvent(app.db, request.user, eventId);
      return listTeamPlayers(app.db, { teamId: team_id, search }, bounds, { canSeePrivate });
    },
  });

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
