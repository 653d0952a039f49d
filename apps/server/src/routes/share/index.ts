// Share cards (docs/api.md "Share cards"): 1200×630 PNG, public, cached on disk by content
// (services/share/cards.ts). The event is the path's id for the event's card, else `?event_id=`;
// an event that an anonymous caller cannot see (unknown, archived), or a team or player of another
// event, is a 404. Each card of an event sent is counted (plugins/view-counts.ts). The registration
// poster (docs/api.md "Registration") is rendered and kept the same way, for the event's managers
// only, as a download (not counted: nobody is shown it).
import fs from "node:fs";
import path from "node:path";
import { CARDS_SERVED, EventQuery, eventFileSlug, IdParams, SITE_CARD_URL } from "@sah/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../services/errors.ts";
import { LIVE_CHANNEL, type LiveNotice } from "../../services/log/record.ts";
import { CardCache, type CardModel, type MediaLoader, siteCardModel } from "../../services/share/cards.ts";
import { cardFile, eventCardModel, playerCardModel, posterCardModel, teamCardModel } from "../../services/share/models.ts";
import { eventManager, userOf } from "../permissions.ts";
import { security, writeErrors } from "../shared.ts";

/** Crawlers and chat apps may keep a card for five minutes; after that they revalidate by ETag. */
export const CARD_CACHE_CONTROL = "public, max-age=300";

const tags = ["share"];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const png = { produces: ["image/png"] };

const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new CardCache(path.join(app.config.dataDir, "cards"), app.config.cardCacheFiles);
  // Media are read through the server's own /media/ route, wherever they are stored.
  const load: MediaLoader = async (url) => {
    if (!url.startsWith("/media/")) return null;
    const res = await app.inject({ method: "GET", url });
    return res.statusCode === 200 ? res.rawPayload : null;
  };

  // Every change to an event is announced (services/log/record.ts): a card kept in memory is served
  // without a database read for as long as no notice about its event arrived, on the same
  // notification connection (the read cache's rule, docs/decisions/014-read-cache.md).
  const notices = new Map<number, number>();
  const unlisten = await app.database.listen(LIVE_CHANNEL, (payload) => {
    try {
      const n = JSON.parse(payload) as LiveNotice;
      notices.set(n.e, (notices.get(n.e) ?? 0) + 1);
    } catch {
      // Not a notice of ours.
    }
  });
  app.addHook("onClose", async () => {
    await unlisten().catch(() => {});
  });
  // A write answered here has committed: what it changed is stale now, before its notice arrives
  // (this plugin is not encapsulated, so the hook sees every request).
  let writes = 0;
  app.addHook("onSend", async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 300) writes++;
    return payload;
  });
  const tokenOf = (eventId: number): string | null => {
    const epoch = app.database.listenEpoch();
    return epoch < 0 ? null : `${epoch}:${writes}:${notices.get(eventId) ?? 0}`;
  };

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    eventId: number,
    build: () => Promise<CardModel | null>,
  ) {
    const token = tokenOf(eventId);
    const sent = await sendCard(request, reply, key, token, () => cardFile(app.db, cache, load, key, eventId, build));
    // A card sent counts for the event's sponsors (docs/decisions/072-sponsor-report.md): counted in
    // memory with the page views, never among them; a 304 (the asker kept it) sends no card.
    if (request.method === "GET" && reply.statusCode === 200) app.viewCounts.add(eventId, CARDS_SERVED);
    return sent;
  }

  /** The card `key`, from memory while `token` holds, else from `find` (rendered or on disk). */
  async function sendCard(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    token: string | null,
    find: () => Promise<{ file: string; hash: string } | null>,
  ) {
    let card = cache.hotCard(key, token);
    if (!card) {
      const found = await find();
      if (!found) throw notFound();
      card = { hash: found.hash, png: await fs.promises.readFile(found.file) };
      cache.keepHot(key, token, card.hash, card.png);
    }
    const etag = `"${card.hash}"`;
    reply.header("cache-control", CARD_CACHE_CONTROL).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("image/png").send(card.png);
  }

  // The site's card: the same for every request of a build (its hash names the file), so always hot.
  app.get(
    SITE_CARD_URL,
    { schema: { tags, summary: "The site's share card, 1200×630 PNG (public)", ...png } },
    async (request, reply) => sendCard(request, reply, "site", "site", () => cache.file(siteCardModel(), load)),
  );

  app.get(
    "/api/events/events/:id/card.png",
    { schema: { tags, summary: "The event's share card (top buys, teams), 1200×630 PNG (public)", params: IdParams, ...png } },
    async (request, reply) => {
      const id = request.params.id;
      return send(request, reply, `event:${id}`, id, () => eventCardModel(app.db, id));
    },
  );

  // A team's and a player's cards: the same route shape below their resource, with ?event_id=.
  const cardsOfEvent = [
    {
      url: "/api/teams/:id/card.png",
      summary: "A team's share card (players bought with prices, spent, left), 1200×630 PNG (public)",
      key: "team",
      build: teamCardModel,
    },
    {
      url: "/api/players/:id/card.png",
      summary: "A player's share card (the sale when sold, else the player), 1200×630 PNG (public)",
      key: "player",
      build: playerCardModel,
    },
  ] as const;
  for (const route of cardsOfEvent) {
    app.get(
      route.url,
      { schema: { tags, summary: route.summary, params: IdParams, querystring: EventQuery, ...png } },
      async (request, reply) => {
        const { id } = request.params;
        const eventId = request.query.event_id;
        return send(request, reply, `${route.key}:${eventId}:${id}`, eventId, () => route.build(app.db, eventId, id));
      },
    );
  }

  // The registration poster: A4 at 150 dpi, kept on disk by content like the cards (a change of the
  // event, the note or the form's state renders a new one), downloaded by the event's managers.
  app.get(
    "/api/events/events/:id/registration/poster.png",
    {
      preHandler: eventManager,
      schema: {
        tags: ["registration"],
        security,
        summary: "The registration form's QR poster, A4 1240×1754 PNG to print (staff and event owners)",
        params: IdParams,
        response: { 200: z.any().describe("The PNG"), ...writeErrors },
        ...png,
      },
    },
    async (request, reply) => {
      const model = await posterCardModel(app.db, request.params.id, userOf(request), app.config.appUrl);
      if (!model) throw notFound();
      const { file } = await cache.file(model, load);
      return reply
        .type("image/png")
        .header("content-disposition", `attachment; filename="${eventFileSlug(model.event.name)}-poster.png"`)
        .header("cache-control", "private, no-store")
        .send(await fs.promises.readFile(file));
    },
  );
};

export default fp(shareRoutes, { name: "share" });
