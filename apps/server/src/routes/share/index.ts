// Share cards (docs/api.md "Beyond the spec"): 1200×630 PNG, public, cached on disk by content
// (services/share/cards.ts). The event is the path's id for the event's card, else `?event_id=`;
// an event that an anonymous caller cannot see (unknown, archived), or a team or player of another
// event, is a 404.
import fs from "node:fs";
import path from "node:path";
import { EventQuery, IdParams } from "@sah/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../services/errors.ts";
import { CardCache, type CardModel, type MediaLoader } from "../../services/share/cards.ts";
import { cardFile, eventCardModel, playerCardModel, teamCardModel } from "../../services/share/models.ts";

/** Crawlers and chat apps may keep a card for five minutes; after that they revalidate by ETag. */
export const CARD_CACHE_CONTROL = "public, max-age=300";

const tags = ["share"];
const png = { produces: ["image/png"] };

const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new CardCache(path.join(app.config.dataDir, "cards"), app.config.cardCacheFiles);
  // Media are read through the server's own /media/ route, wherever they are stored.
  const load: MediaLoader = async (url) => {
    if (!url.startsWith("/media/")) return null;
    const res = await app.inject({ method: "GET", url });
    return res.statusCode === 200 ? res.rawPayload : null;
  };

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    eventId: number,
    build: () => Promise<CardModel | null>,
  ) {
    const card = await cardFile(app.db, cache, load, key, eventId, build);
    if (!card) throw notFound();
    const etag = `"${card.hash}"`;
    reply.header("cache-control", CARD_CACHE_CONTROL).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("image/png").send(fs.createReadStream(card.file));
  }

  app.get(
    "/api/events/events/:id/card.png",
    { schema: { tags, summary: "The event's share card (top buys, teams), 1200×630 PNG (public)", params: IdParams, ...png } },
    async (request, reply) => {
      const id = request.params.id;
      return send(request, reply, `event:${id}`, id, () => eventCardModel(app.db, id));
    },
  );

  app.get(
    "/api/teams/:id/card.png",
    {
      schema: {
        tags,
        summary: "A team's share card (players bought with prices, spent, left), 1200×630 PNG (public)",
        params: IdParams,
        querystring: EventQuery,
        ...png,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const eventId = request.query.event_id;
      return send(request, reply, `team:${eventId}:${id}`, eventId, () => teamCardModel(app.db, eventId, id));
    },
  );

  app.get(
    "/api/players/:id/card.png",
    {
      schema: {
        tags,
        summary: "A player's share card (the sale when sold, else the player), 1200×630 PNG (public)",
        params: IdParams,
        querystring: EventQuery,
        ...png,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const eventId = request.query.event_id;
      return send(request, reply, `player:${eventId}:${id}`, eventId, () => playerCardModel(app.db, eventId, id));
    },
  );
};

export default shareRoutes;
