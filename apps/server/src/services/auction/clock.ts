// The lot on the block and its clock when team owners bid (docs/api.md "Bidding by
// team owners"; docs/decisions/046-owners-bidding.md). A draw opens a lot; the clock's deadline is
// stored, so every server process (and one restarted) sees the same clock; the scheduler of each
// process sells a lot whose deadline has passed under the event lock, and re-checks everything
// there, so a lot is sold exactly once however many processes look at it.
import {
  AUCTION_ACTION,
  BID_MSG,
  BIDDING_LIMITS,
  type BiddingMode,
  type BidStep,
  type ClockBody,
  canOfferMatch,
  deadlineOnExtend,
  deadlineOnResume,
  extendRefusal,
  isClockDue,
  type LotClock,
  type LotRecord,
  PLAYER_STATUS,
  type PlayerStatus,
  planSale,
  RTM_MSG,
  remainingOnPause,
} from "@sah/domain";
import { and, desc, eq, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { auctionLots, auctionStates, bids, events, players, teamOwners, teams } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Actor } from "../context.ts";
import { DomainError, fieldError, invalid, notFound } from "../errors.ts";
import { type EventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { canManageEvent } from "../permissions.ts";
import { placePlayerIn, quotaInput } from "./place.ts";
import { lockTeams, readCardsLeft, readPurses } from "./state.ts";

/** The event's bidding settings (docs/api.md: the event fields of bidding by team owners). */
export type BiddingSettings = {
  mode: BiddingMode;
  steps: BidStep[];
  firstBidSeconds: number;
  bidSeconds: number;
  autoSell: boolean;
  minPlayerPrice: number;
};

export async function loadBidding(db: DbOrTx, eventId: number): Promise<BiddingSettings> {
  const [row] = await db
    .select({
      mode: events.bidding,
      steps: events.bidSteps,
      firstBidSeconds: events.firstBidSeconds,
      bidSeconds: events.bidSeconds,
      autoSell: events.autoSell,
      minPlayerPrice: events.minPlayerPrice,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw notFound();
  return { ...row, mode: row.mode === "owners" ? "owners" : "auctioneer" };
}

/**
 * The lot row as the rules read it: the clock in ms since the epoch; `matchTeam`: the team that may
 * match the highest bid (right to match) while the clock's deadline is that window's end, else null.
 */
export type LotRow = { lot: number; playerId: number; clock: LotClock; matchTeam: number | null };

export async function readLot(db: DbOrTx, eventId: number): Promise<LotRow | null> {
  const [row] = await db.select().from(auctionLots).where(eq(auctionLots.eventId, eventId));
  if (!row) return null;
  return {
    lot: row.lot,
    playerId: row.playerId,
    clock: { deadline: row.deadline?.getTime() ?? null, pausedRemainingMs: row.pausedRemainingMs },
    matchTeam: row.matchTeamId,
  };
}

export async function writeClock(tx: Tx, eventId: number, clock: LotClock): Promise<void> {
  await tx
    .update(auctionLots)
    .set({
      deadline: clock.deadline === null ? null : new Date(clock.deadline),
      pausedRemainingMs: clock.pausedRemainingMs === null ? null : Math.round(clock.pausedRemainingMs),
    })
    .where(eq(auctionLots.eventId, eventId));
}

/**
 * The lot on the block for bidding, or null: the lot's player is the one on the block and still
 * Auctioning (a sale, a status change, an undone draw all end it).
 */
export async function openLotOf(db: DbOrTx, eventId: number): Promise<LotRow | null> {
  const lot = await readLot(db, eventId);
  if (!lot) return null;
  const [row] = await db
    .select({ current: auctionStates.currentPlayerId, status: players.status })
    .from(auctionStates)
    .innerJoin(players, eq(players.id, auctionStates.currentPlayerId))
    .where(eq(auctionStates.eventId, eventId));
  return row && row.current === lot.playerId && row.status === PLAYER_STATUS.AUCTIONING ? lot : null;
}

/**
 * A draw put `playerId` on the block (log entry `seq`): its lot opens. In owners mode the clock starts
 * with `first_bid_seconds`; in auctioneer mode the lot has no clock (an "extend" can start one after
 * the organiser switches the event to owners mode).
 */
export async function openLot(tx: Tx, eventId: number, playerId: number | null, seq: number): Promise<void> {
  if (playerId === null) return;
  const settings = await loadBidding(tx, eventId);
  const deadline = settings.mode === "owners" ? new Date(Date.now() + settings.firstBidSeconds * 1000) : null;
  const set = { lot: seq, playerId, deadline, pausedRemainingMs: null, matchTeamId: null };
  await tx
    .insert(auctionLots)
    .values({ eventId, ...set })
    .onConflictDoUpdate({ target: auctionLots.eventId, set });
}

/**
 * After an undo: a lot whose player is back on the block with its clock closed or run out is paused
 * with `bid_seconds` to go, so the clock does not sell it again at once; the auctioneer resumes it (or
 * sells). A running clock is left alone (e.g. an undone purse adjustment mid-bidding).
 */
export async function settleLotAfterUndo(tx: Tx, eventId: number): Promise<void> {
  const lot = await openLotOf(tx, eventId);
  if (!lot) return;
  // An undone match (or its decline) puts the lot back as bidding left it: no window open.
  if (lot.matchTeam !== null) await writeMatch(tx, eventId, null);
  const settings = await loadBidding(tx, eventId);
  if (settings.mode !== "owners" || lot.clock.pausedRemainingMs !== null) return;
  if (lot.clock.deadline !== null && lot.clock.deadline > Date.now()) return;
  await writeClock(tx, eventId, { deadline: null, pausedRemainingMs: settings.bidSeconds * 1000 });
}

const CLOCK_TOPICS = ["auction" as const];

/** A LotRecord logged as `auction.lot`: the live message `clock` (its detail: deadline, paused). */
export async function recordLot(tx: Tx, eventId: number, actorId: number | null, record: LotRecord, reason: string | null) {
  return recordChange(tx, { eventId, actorId, action: AUCTION_ACTION.lot, topics: CLOCK_TOPICS, data: record, reason });
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * POST auctions/clock/: pause (the time left is kept), resume (from the time kept), extend (seconds
 * more, from the deadline or from now when it has passed; also reopens a closed clock). One
 * transaction with the event lock; logged; live message `clock`.
 */
export async function controlClock(db: Db, input: { eventId: number; actorId: number | null; body: ClockBody }) {
  const { eventId, body } = input;
  return inTransaction(db, async (tx) => {
    await lockEvent(tx, eventId);
    const lot = await openLotOf(tx, eventId);
    if (!lot) throw invalid(BID_MSG.noLot);
    // The previous team's window to match is its own: the clock waits for its answer or its end.
    if (lot.matchTeam !== null) throw invalid(RTM_MSG.matching(await teamName(tx, lot.matchTeam)));
    const now = Date.now();
    const { deadline, pausedRemainingMs: kept } = lot.clock;
    let clock: LotClock;
    if (body.action === "pause") {
      if (kept !== null) throw invalid(BID_MSG.alreadyPaused);
      clock = { deadline: null, pausedRemainingMs: deadline === null ? 0 : remainingOnPause(now, deadline) };
    } else if (body.action === "resume") {
      if (kept === null) throw invalid(BID_MSG.notPaused);
      clock = { deadline: deadlineOnResume(now, kept), pausedRemainingMs: null };
    } else {
      const seconds = body.seconds ?? BIDDING_LIMITS.extendDefault;
      // The time the clock holds now, paused or running (docs/api.md "Limits": clockMaxSeconds).
      const held = kept ?? Math.max(0, (deadline ?? now) - now);
      const refusal = extendRefusal(held, seconds);
      if (refusal) throw fieldError("seconds", refusal);
      clock =
        kept !== null
          ? { deadline: null, pausedRemainingMs: kept + seconds * 1000 }
          : { deadline: deadlineOnExtend(now, deadline ?? now, seconds), pausedRemainingMs: null };
    }
    await writeClock(tx, eventId, clock);
    const record: LotRecord = {
      kind: body.action,
      player: lot.playerId,
      lot: lot.lot,
      deadline: iso(clock.deadline),
      paused: clock.pausedRemainingMs !== null,
      ...(body.action === "extend" ? { seconds: body.seconds ?? BIDDING_LIMITS.extendDefault } : {}),
    };
    await recordLot(tx, eventId, input.actorId, record, null);
    return { deadline: record.deadline, paused: record.paused };
  });
}

// ---------- the clock running out ----------

/**
 * The lots the clock would act on: running (not paused), in an owners-bidding event with auto-sell on,
 * not archived, whose player is still the one on the block and Auctioning. Both of the scheduler's
 * queries use it: a deadline the clock will not act on (a result typed during bidding, auto-sell off)
 * is never scheduled, which once kept every process looking for it in a loop (docs/decisions/055).
 */
function clockSells(): SQL | undefined {
  return and(
    isNull(auctionLots.pausedRemainingMs),
    eq(events.bidding, "owners"),
    eq(events.autoSell, true),
    isNull(events.archivedAt),
    eq(auctionStates.currentPlayerId, auctionLots.playerId),
    eq(players.status, PLAYER_STATUS.AUCTIONING),
  );
}

/** The running deadline of each lot the clock would act on (ms), by event. */
async function clockDeadlines(db: DbOrTx, dueBy?: number): Promise<{ eventId: number; deadline: number }[]> {
  const rows = await db
    .select({ eventId: auctionLots.eventId, deadline: auctionLots.deadline })
    .from(auctionLots)
    .innerJoin(events, eq(events.id, auctionLots.eventId))
    .innerJoin(auctionStates, eq(auctionStates.eventId, auctionLots.eventId))
    .innerJoin(players, eq(players.id, auctionLots.playerId))
    .where(and(clockSells(), dueBy === undefined ? isNotNull(auctionLots.deadline) : lte(auctionLots.deadline, new Date(dueBy))));
  return rows.flatMap((r) => (r.deadline ? [{ eventId: r.eventId, deadline: r.deadline.getTime() }] : []));
}

/** The events whose lot's clock has run out at `now` and that the clock sells (the scheduler's query). */
export async function dueEvents(db: DbOrTx, now: number): Promise<number[]> {
  return (await clockDeadlines(db, now)).map((r) => r.eventId);
}

/** The soonest deadline the clock would act on (ms), for the scheduler's next look; null: none. */
export async function nextDeadline(db: DbOrTx): Promise<number | null> {
  const deadlines = (await clockDeadlines(db)).map((r) => r.deadline);
  return deadlines.length ? Math.min(...deadlines) : null;
}

export type ClockOutcome = "sold" | "unsold" | "paused" | "nothing" | "matching";

/** Sets (or, with null, clears) the team whose window to match is open on the event's lot. */
export async function writeMatch(tx: Tx, eventId: number, teamId: number | null): Promise<void> {
  await tx.update(auctionLots).set({ matchTeamId: teamId }).where(eq(auctionLots.eventId, eventId));
}

export async function teamName(db: DbOrTx, teamId: number): Promise<string> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? `Team ${teamId}`;
}

export type Highest = { id: number; team: number; teamName: string; amount: number };

/**
 * THE standing highest bid of a lot (withdrawn bids do not count): what a bid must beat, what the
 * clock sells at and what a withdrawal takes back (bids.ts and this file call it).
 */
export async function highestBid(db: DbOrTx, eventId: number, lot: number): Promise<Highest | null> {
  const [row] = await db
    .select({ id: bids.id, team: bids.teamId, teamName: teams.name, amount: bids.amount })
    .from(bids)
    .innerJoin(teams, eq(teams.id, bids.teamId))
    .where(and(eq(bids.eventId, eventId), eq(bids.lot, lot), isNull(bids.withdrawnAt)))
    .orderBy(desc(bids.amount))
    .limit(1);
  return row ?? null;
}

/**
 * Right to match (docs/api.md "Right to match"): the team that may match a sale of this lot's player to
 * `winner` at `amount`, or null. The player's previous team, not the winner, with a card left, and one
 * the sale's own rules would let buy at that price (a team that could not match is not asked).
 */
async function matchingTeam(
  tx: Tx,
  rules: EventRules,
  eventId: number,
  playerId: number,
  winner: { team: number; amount: number },
): Promise<number | null> {
  if (rules.rtmCards <= 0) return null;
  const [player] = await tx
    .select({
      id: players.id,
      status: players.status,
      basePrice: players.basePrice,
      name: players.name,
      previous: players.previousTeamId,
    })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.eventId, eventId)));
  if (!player || player.previous === null) return null;
  const previous = player.previous;
  const cardsLeft = (await readCardsLeft(tx, rules, [previous], playerId)).get(previous) ?? 0;
  if (!canOfferMatch({ previousTeam: previous, winner: winner.team, cardsLeft })) return null;
  const names = await lockTeams(tx, eventId, [previous]);
  const purse = (await readPurses(tx, rules, [previous])).get(previous);
  const name = names.get(previous);
  if (!purse || name === undefined) return null;
  const plan = planSale({
    rules,
    player: { id: player.id, status: player.status as PlayerStatus, basePrice: player.basePrice },
    standing: null,
    request: { status: PLAYER_STATUS.SOLD, team: previous, price: winner.amount, rtm: true },
    team: { id: previous, name, purse },
    quotas: await quotaInput(tx, rules, eventId, player.id, previous),
    match: { previousTeam: previous, playerName: player.name, cardsLeft },
  });
  return plan.ok ? previous : null;
}

/**
 * The clock of the event's lot ran out: under the event lock, re-check that it is still the same open
 * lot, its deadline has passed, it is not paused and auto-sell is on; then sell to the highest bid at
 * its amount through the sale's own path (auction.clock: funds, slot, undo, the `sell` live
 * message), or mark the player Unsold when nobody bid. A sale the rules now refuse (the team's purse
 * changed since its bid) is not made: the clock is paused at 0 for the auctioneer to decide.
 *
 * Right to match: when the winner is not the player's previous team and that team may match
 * (matchingTeam), the sale waits: the clock's deadline becomes the end of the previous team's window
 * (`rtm_seconds`), logged as a lot entry of kind "match" (live message `clock` with `match`). When that
 * window runs out unanswered, the lot is sold to the winner here as if no window had been.
 */
export async function sellWhenDue(db: Db, eventId: number, now: number = Date.now()): Promise<ClockOutcome> {
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const settings = await loadBidding(tx, eventId);
    const lot = await openLotOf(tx, eventId);
    if (!lot || settings.mode !== "owners" || !settings.autoSell || !isClockDue(lot.clock, now)) return "nothing";
    const highest = await highestBid(tx, eventId, lot.lot);
    if (highest && lot.matchTeam === null) {
      const matcher = await matchingTeam(tx, rules, eventId, lot.playerId, highest);
      if (matcher !== null) {
        const deadline = now + rules.rtmSeconds * 1000;
        await writeClock(tx, eventId, { deadline, pausedRemainingMs: null });
        await writeMatch(tx, eventId, matcher);
        await recordLot(
          tx,
          eventId,
          null,
          {
            kind: "match",
            player: lot.playerId,
            lot: lot.lot,
            deadline: iso(deadline),
            paused: false,
            team: matcher,
            amount: highest.amount,
          },
          null,
        );
        return "matching";
      }
    }
    return closeLot(tx, eventId, lot, highest ? { team: highest.team, amount: highest.amount, rtm: false } : null);
  });
}

/**
 * The lot's result through the sale's own path (auction.clock): to `sale` (a match when `rtm`), or
 * Unsold when null; the clock closes and any window to match with it. A sale the rules refuse is not
 * made: the clock is paused at 0 for the auctioneer to decide.
 */
async function closeLot(
  tx: Tx,
  eventId: number,
  lot: LotRow,
  sale: { team: number; amount: number; rtm: boolean } | null,
): Promise<ClockOutcome> {
  const body = sale
    ? {
        player: lot.playerId,
        status: PLAYER_STATUS.SOLD,
        team: sale.team,
        price: sale.amount,
        ...(sale.rtm ? { rtm: true } : {}),
      }
    : { player: lot.playerId, status: PLAYER_STATUS.UNSOLD };
  try {
    await placePlayerIn(tx, { eventId, actorId: null, body, action: AUCTION_ACTION.clock, onBlockOnly: true, reason: null });
  } catch (err) {
    // The sale's rules refused it (nothing was written: they decide before any write).
    if (!(err instanceof DomainError)) throw err;
    await writeClock(tx, eventId, { deadline: null, pausedRemainingMs: 0 });
    await writeMatch(tx, eventId, null);
    await recordLot(
      tx,
      eventId,
      null,
      { kind: "pause", player: lot.playerId, lot: lot.lot, deadline: null, paused: true },
      err.message,
    );
    return "paused";
  }
  await writeClock(tx, eventId, { deadline: null, pausedRemainingMs: null });
  await writeMatch(tx, eventId, null);
  return sale ? "sold" : "unsold";
}

/**
 * POST auctions/bids/match/ (docs/api.md "Right to match"): the previous team's answer while its window
 * is open. `match: true` sells the player to it at the highest bid with one of its cards (a sale by
 * the clock, rtm); `false` sells to the winner at once. Owners of that team, or the event's managers,
 * answer; an answer after the window's end is refused (the clock has sold, or is about to).
 */
export async function answerMatch(
  db: Db,
  input: { eventId: number; actor: Actor; match: boolean; now?: number },
): Promise<{ outcome: ClockOutcome }> {
  const { eventId, actor } = input;
  return inTransaction(db, async (tx) => {
    await lockEvent(tx, eventId);
    const lot = await openLotOf(tx, eventId);
    if (!lot || lot.matchTeam === null) throw invalid(RTM_MSG.noWindow);
    const matchTeam = lot.matchTeam;
    const [owner] = await tx
      .select({ userId: teamOwners.userId })
      .from(teamOwners)
      .where(and(eq(teamOwners.teamId, matchTeam), eq(teamOwners.userId, actor.id)));
    if (!owner && !(await canManageEvent(tx, actor, eventId)))
      throw new DomainError("forbidden", RTM_MSG.notYourWindow(await teamName(tx, matchTeam)));
    const now = input.now ?? Date.now();
    if (lot.clock.deadline === null || lot.clock.deadline <= now) throw invalid(RTM_MSG.windowOver);
    const highest = await highestBid(tx, eventId, lot.lot);
    if (!highest) throw invalid(RTM_MSG.noWindow);
    const sale = input.match
      ? { team: matchTeam, amount: highest.amount, rtm: true }
      : { team: highest.team, amount: highest.amount, rtm: false };
    return { outcome: await closeLot(tx, eventId, lot, sale) };
  });
}
