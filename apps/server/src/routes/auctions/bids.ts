// Bidding by team owners (docs/api.md "Bidding by team owners"): thin handlers;
// the rules live in services/auction/bids.ts and clock.ts.
import {
  Bid,
  BidBody,
  BidConflict,
  type BidRefusalKind,
  ClockBody,
  DetailSchema,
  EventQuery,
  FieldErrorsSchema,
  LiveClockDetail,
  MatchBody,
  MatchResult,
  WithdrawBidBody,
  wireId,
} from "@sah/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BidRefused, listBids, placeBid, withdrawBid } from "../../services/auction/bids.ts";
import { answerMatch, controlClock } from "../../services/auction/clock.ts";
import { readForm } from "../forms.ts";
import { eventBidder, eventManager, userOf, visibleEvent } from "../permissions.ts";
import { auctionWriteErrors, security } from "../shared.ts";

const tags = ["auction"];

const BidsQuery = z.object({ event_id: EventQuery.shape.event_id, player: wireId() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/bids",
    {
      preHandler: eventBidder,
      schema: {
        tags,
        security,
        summary: "A bid by a team owner: the opening price, else exactly the highest bid plus its step",
        description:
          "Body: {player, amount, team?}. 409 {detail, highest} when the amount is not the next one (another bid got there first); 400 {detail} for the other refusals.",
        querystring: EventQuery,
        response: { 201: Bid, ...auctionWriteErrors, 400: z.union([BidConflict, FieldErrorsSchema]), 409: BidConflict },
      },
    },
    async (request, reply) => {
      const { data: body } = await readForm(request, BidBody);
      try {
        const bid = await placeBid(app.db, { eventId: request.query.event_id, actor: userOf(request), body });
        return reply.code(201).send(bid);
      } catch (err) {
        if (!(err instanceof BidRefused)) throw err;
        return reply.code(REFUSAL_STATUS[err.kind]).send({ detail: err.message, highest: err.highest });
      }
    },
  );

  app.get(
    "/bids",
    {
      preHandler: visibleEvent,
      schema: {
        tags,
        summary: "The standing bids on a player, newest first (public)",
        querystring: BidsQuery,
        response: { 200: z.array(Bid), 400: FieldErrorsSchema, 404: DetailSchema },
      },
    },
    async (request) => listBids(app.db, request.query.event_id, request.query.player),
  );

  app.post(
    "/bids/withdraw",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Withdraw the highest bid on the player on the block, with a reason (logged)",
        querystring: EventQuery,
        response: { 200: z.object({ highest: BidConflict.shape.highest }), ...auctionWriteErrors },
      },
    },
    async (request) => {
      const { data: body } = await readForm(request, WithdrawBidBody);
      return withdrawBid(app.db, { eventId: request.query.event_id, actorId: userOf(request).id, body });
    },
  );

  app.post(
    "/clock",
    {
      preHandler: eventManager,
      schema: {
        tags,
        security,
        summary: "Pause, resume or extend the clock of the player on the block",
        querystring: EventQuery,
        response: { 200: LiveClockDetail, ...auctionWriteErrors },
      },
    },
    async (request) => {
      const { data: body } = await readForm(request, ClockBody);
      return controlClock(app.db, { eventId: request.query.event_id, actorId: userOf(request).id, body });
    },
  );

  app.post(
    "/bids/match",
    {
      preHandler: eventBidder,
      schema: {
        tags,
        security,
        summary: "Right to match: the previous team's answer while its window is open",
        description:
          "Body: {match: true|false}. true sells the player on the block to the previous team at the highest bid, using one of its cards; false sells to the winner. 400 when no window is open or it has run out; 403 for anyone but the previous team's owners and the event's managers.",
        querystring: EventQuery,
        response: { 200: MatchResult, ...auctionWriteErrors },
      },
    },
    async (request) => {
      const { data: body } = await readForm(request, MatchBody);
      return answerMatch(app.db, { eventId: request.query.event_id, actor: userOf(request), match: body.match });
    },
  );
};
/** The contract's answer to each kind of refused bid (docs/api.md "Bidding by team owners"). */
const REFUSAL_STATUS: Record<BidRefusalKind, 400 | 409> = { refused: 400, stale: 409 };

export default routes;
