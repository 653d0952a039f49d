// Auction commands that put players on the block (docs/api.md "Auction"): the draw and the re-auction,
// each in one transaction with the event lock (docs/decisions/013-auction-engine.md).
import {
  AUCTION_ACTION,
  type DrawAsk,
  everyTeamFull,
  type LiveTopic,
  PLAYER_STATUS,
  type PlayerStatus,
  SALE_TEXT,
} from "@sah/domain";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { players, teams } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { conflict, fieldError } from "../errors.ts";
import { type EventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { openLot } from "./clock.ts";
import { drawRefusal, isEmptyChange, planDraw, planReAuction, type Random } from "./engine.ts";
import { type AuctionSnapshot, applyChange, readBlock, readPurses, readView, snapshotOf } from "./state.ts";

const DRAW_TOPICS: LiveTopic[] = ["players", "auction"];

/**
 * 409 "Every team is full" when no team of the event has a free slot (domain everyTeamFull, the
 * budget rule's free slot): a draw or a re-auction would put a player on the block nobody can buy.
 */
async function assertSomeTeamCanBuy(tx: Tx, rules: EventRules, eventId: number): Promise<void> {
  const ids = (await tx.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId))).map((t) => t.id);
  const purses = [...(await readPurses(tx, rules, ids)).values()];
  const squads = purses.map((p) => ({ players_count: p.playersCount, max_players: p.maxPlayers }));
  if (everyTeamFull(squads)) throw conflict(SALE_TEXT.everyTeamFull);
}

/**
 * POST next-player/: puts Auctioning players back, draws the next one (engine.planDraw); with a
 * choice (`ask`: a player, a grade or a set), draws only from it or refuses (engine.drawRefusal).
 */
export async function drawNextPlayer(
  db: Db,
  input: { eventId: number; actorId: number | null; random?: Random; ask?: DrawAsk | null },
): Promise<AuctionSnapshot> {
  const { eventId } = input;
  const ask = input.ask ?? null;
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const block = await readBlock(tx, eventId);
    // The pool, and the chosen player whatever its status (so a refusal can name it), in id order.
    const inPool = inArray(players.status, [PLAYER_STATUS.AVAILABLE, PLAYER_STATUS.AUCTIONING]);
    const rows = await tx
      .select({ id: players.id, grade: players.grade, status: players.status, set: players.drawSet, name: players.name })
      .from(players)
      .where(and(eq(players.eventId, eventId), ask && "player" in ask ? or(inPool, eq(players.id, ask.player)) : inPool))
      .orderBy(asc(players.id))
      .for("update");
    const candidates = rows.map((p) => ({ ...p, status: p.status as PlayerStatus }));
    const refusal = drawRefusal(candidates, ask);
    if (refusal) throw fieldError(refusal.field, refusal.message);
    const plan = planDraw(candidates, block, input.random ?? Math.random, ask);
    if (plan.drawn !== null) await assertSomeTeamCanBuy(tx, rules, eventId);
    if (!isEmptyChange(plan.change)) {
      await applyChange(tx, eventId, plan.change, []);
      const seq = await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: AUCTION_ACTION.draw,
        topics: DRAW_TOPICS,
        data: plan.change,
      });
      // Bidding by team owners: the drawn player's lot opens and its clock starts (clock.ts).
      await openLot(tx, eventId, plan.change.block?.after.current_player ?? null, seq);
    }
    return snapshotOf(await readView(tx, eventId));
  });
}

/**
 * POST re-auction/: every Unsold player becomes Available (engine.planReAuction), at `basePricePercent`
 * of its base price when sent (docs/api.md "Second round").
 */
export async function reAuction(
  db: Db,
  input: { eventId: number; actorId: number | null; basePricePercent?: number },
): Promise<AuctionSnapshot> {
  const { eventId, basePricePercent } = input;
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const view = await readView(tx, eventId);
    const unsold = await tx
      .select({ id: players.id, status: players.status, basePrice: players.basePrice })
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.status, PLAYER_STATUS.UNSOLD)))
      .orderBy(asc(players.id))
      .for("update");
    if (unsold.length > 0) await assertSomeTeamCanBuy(tx, rules, eventId);
    const change = planReAuction(
      unsold.map((p) => ({ ...p, status: p.status as PlayerStatus })),
      view.block,
      view.currentStatus,
      basePricePercent === undefined ? undefined : { percent: basePricePercent, minPlayerPrice: rules.minPlayerPrice },
    );
    if (!isEmptyChange(change)) {
      await applyChange(tx, eventId, change, []);
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: AUCTION_ACTION.reAuction,
        topics: DRAW_TOPICS,
        data: change,
      });
    }
    return snapshotOf(await readView(tx, eventId));
  });
}
