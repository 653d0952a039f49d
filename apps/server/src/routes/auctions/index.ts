// Auction (docs/api.md "Auction"): thin handlers: schema -> permission -> service -> reply. The rules live
// in services/auction (engine.ts decides, one file per command locks and writes). Every path takes ?event_id=.
import {
  AuctionLogEntry,
  CorrectionBody,
  CurrentPlayer,
  DRAW_MSG,
  DrawBody,
  DrawLeft,
  drawAskOf,
  EventQuery,
  PageQuery,
  Player,
  ReAuctionBody,
  SellBody,
  TopTransaction,
  UndoResult,
  wireId,
} from "@sah/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { lotView } from "../../services/auction/bids.ts";
import { drawNextPlayer, reAuction } from "../../services/auction/draw.ts";
import { drawLeft } from "../../services/auction/left.ts";
import { correctPlayer, sellPlayer } from "../../services/auction/place.ts";
import { currentPlayer, listLog, topTransactions } from "../../services/auction/reads.ts";
import type { AuctionSnapshot } from "../../services/auction/state.ts";
import { undoLastAction } from "../../services/auction/undo.ts";
import { invalid } from "../../services/errors.ts";
import { canManageEvent } from "../../services/permissions.ts";
import { loadPlayers } from "../../services/players/read.ts";
import { eventReadRoute } from "../event-read.ts";
import { readForm } from "../forms.ts";
import { pagedListRoute } from "../paged-list.ts";
import { eventManager, userOf } from "../permissions.ts";
import { auctionWriteErrors, FORM_CONSUMES, readErrors, security } from "../shared.ts";
import bidRoutes from "./bids.ts";

/** The audit's filters (docs/api.md "The log"): an action name, a team id, a player id. */
const LogQuery = PageQuery.omit({ search: true }).extend({
  event_id: EventQuery.shape.event_id,
  action: z.string().max(40).optional(),
  team: wireId().optional(),
  player: wireId().optional(),
});

const tags = ["auction"];

const routes: FastifyPluginAsyncZod = async (app) => {
  // Bidding by team owners: bids/, bids/withdraw/, clock/ (docs/api.md "Bidding by team owners").
  await app.register(bidRoutes);

  /** A sale's or correction's answer: the player, with its private fields (only managers write). */
  const answerPlayer = async (playerId: number) => {
    const [player] = await loadPlayers(app.db, [playerId], { canSeePrivate: true });
    return player;
  };

  async function withPlayer(snapshot: AuctionSnapshot, canSeePrivate: boolean): Promise<CurrentPlayer> {
    const [player] = snapshot.playerId === null ? [] : await loadPlayers(app.db, [snapshot.playerId], { canSeePrivate });
    return { status: snapshot.status, player: player ?? null };
  }

  app.get(
    "/transactions/current-player",
    {
      config: { cache: "event" },
      schema: {
        tags,
        summary: "The auction status and the player on the block (public; private fields for the event's managers)",
        querystring: EventQuery,
        response: { 200: CurrentPlayer, ...readErrors },
      },
      // A cached answer's lot.server_time is as old as the answer: X-Server-Time is the time it is sent
      // (docs/api.md "Bidding by team owners"), which is what a clock corrects its offset with.
      onSend: async (_request, reply, payload) => {
        reply.header("x-server-time", String(Date.now()));
        return payload;
      },
    },
    async (request) => {
      const eventId = request.query.event_id;
      const snapshot = await currentPlayer(app.db, eventId);
      const answer = await withPlayer(snapshot, await canManageEvent(app.db, request.user, eventId));
      return { ...answer, lot: await lotView(app.db, eventId) };
    },
  );

  /**
   * `POST url?event_id=`: a write of the auction by the event's managers (docs/api.md "Auction"), which
   * may also refuse because of the event's state (409). `write` reads its body, if any, itself: after
   * the permission check (docs/architecture.md "Requests").
   */
  function auctionWrite<S extends z.ZodType>(
    url: string,
    doc: { summary: string; description?: string; consumes?: string[]; answer: S },
    write: (eventId: number, actorId: number, request: FastifyRequest) => Promise<z.output<S>>,
  ): void {
    app.post(
      url,
      {
        preHandler: eventManager,
        schema: {
          tags,
          security,
          summary: doc.summary,
          ...(doc.description ? { description: doc.description } : {}),
          ...(doc.consumes ? { consumes: doc.consumes } : {}),
          querystring: EventQuery,
          // The callers' answers are typed by `write`; the serializer checks them against it.
          response: { 200: doc.answer as z.ZodType, ...auctionWriteErrors },
        },
      },
      async (request) => write(request.query.event_id, userOf(request).id, request),
    );
  }

  auctionWrite(
    "/transactions/next-player",
    {
      summary: "Draw the next player: lowest grade first, random within a grade; or a chosen player, or within a grade or set",
      description:
        "Optional body (JSON or multipart): {player} puts that Available or Unsold player of the event on the block; {grade} or {set} draws only within it; at most one of them (docs/api.md, Draw control).",
      consumes: ["application/json", "multipart/form-data"],
      answer: CurrentPlayer,
    },
    async (eventId, actorId, request) => {
      const { data: body } = await readForm(request, DrawBody);
      const ask = drawAskOf(body);
      if (ask === "several") throw invalid(DRAW_MSG.oneChoice);
      return withPlayer(await drawNextPlayer(app.db, { eventId, actorId, ask }), true);
    },
  );

  eventReadRoute(app, "/transactions/left", {
    tags,
    summary: "What is left to draw per grade and per named set (public)",
    answer: DrawLeft,
    errors: readErrors,
    read: (eventId) => drawLeft(app.db, eventId),
  });

  auctionWrite(
    "/transactions/re-auction",
    {
      summary: "Every Unsold player becomes Available again, optionally at a percentage of its base price",
      answer: CurrentPlayer,
    },
    async (eventId, actorId, request) => {
      const { data: body } = await readForm(request, ReAuctionBody);
      return withPlayer(await reAuction(app.db, { eventId, actorId, basePricePercent: body.base_price_percent }), true);
    },
  );

  auctionWrite(
    "/transactions/sell-player",
    {
      summary: "Set a player's status; statuses 3, 4 and 6 sell to a team for a price",
      description:
        "Body (JSON or multipart): {player, status, team?, price?, suppress_player_check?}. Validated after the permission check. A player whose result is recorded is changed only by a correction: 409 naming it (docs/api.md, sell-player).",
      consumes: FORM_CONSUMES,
      answer: Player,
    },
    async (eventId, actorId, request) => {
      const { data: body } = await readForm(request, SellBody);
      return answerPlayer(await sellPlayer(app.db, { eventId, actorId, body }));
    },
  );

  auctionWrite(
    "/corrections",
    {
      summary: "Correct any earlier result of a player (team, price, status), with a reason; logged and undoable",
      description:
        "Body (JSON or multipart): {player, status, team?, price?, reason, override_limits?}. The sale rules apply; override_limits lifts the price rules and the max bid's reserve (docs/api.md, Corrections and undo).",
      consumes: FORM_CONSUMES,
      answer: Player,
    },
    async (eventId, actorId, request) => {
      const { data: body } = await readForm(request, CorrectionBody);
      return answerPlayer(await correctPlayer(app.db, { eventId, actorId, body }));
    },
  );

  auctionWrite(
    "/transactions/undo",
    { summary: "Undo the latest draw, re-auction or sale not yet undone", answer: UndoResult },
    async (eventId, actorId) => {
      const result = await undoLastAction(app.db, { eventId, actorId });
      const { status, player } = await withPlayer(result, true);
      return { seq: result.seq, undo_of: result.undoOf, action: result.action, status, player };
    },
  );

  app.get(
    "/transactions/top-5",
    {
      config: { cache: "event" },
      schema: {
        tags,
        summary: "The 5 highest-priced sales (public)",
        querystring: EventQuery,
        response: { 200: z.array(TopTransaction), ...readErrors },
      },
    },
    async (request) => topTransactions(app.db, request.query.event_id),
  );

  pagedListRoute(app, "/log", {
    preHandler: eventManager,
    tags,
    security,
    summary: "A page of the event's log, newest first, with undone entries marked",
    query: LogQuery,
    item: AuctionLogEntry,
    errors: auctionWriteErrors,
    list: ({ event_id, action, team, player }, bounds) => listLog(app.db, event_id, bounds, { action, team, player }),
  });
};
export default routes;
