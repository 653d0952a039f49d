// Bids by team owners (docs/api.md "Bidding by team owners";
// docs/decisions/046-owners-bidding.md). Each accepted bid is one transaction under the event lock:
// the bid rules (domain bidRefusal), then the sale's own rules on the same amount (saleRefusal), then
// the bid row, the clock and the log entry (live message `bid`).
import {
  AUCTION_ACTION,
  BID_MSG,
  type Bid,
  type BidBody,
  type BidRecord,
  type BidRefusalKind,
  bidRefusal,
  deadlineAfterBid,
  formatNumber,
  type Lot,
  openingPrice,
  PLAYER_STATUS,
  type PlayerStatus,
  planSale,
  type WithdrawBidBody,
} from "@sah/domain";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { bids, players, teamOwners, teams } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Actor } from "../context.ts";
import { conflict, fieldError, forbidden, invalid } from "../errors.ts";
import { type EventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { canManageEvent } from "../permissions.ts";
import {
  type Highest,
  highestBid,
  type LotRow,
  loadBidding,
  openLotOf,
  recordLot,
  teamName,
  writeClock,
  writeMatch,
} from "./clock.ts";
import { quotaInput } from "./place.ts";
import { lockTeams, readPurses } from "./state.ts";

/** A refused bid, of a kind (domain BidRefusalKind), with the highest bid as it stands (docs/api.md). */
export class BidRefused extends Error {
  constructor(
    public readonly kind: BidRefusalKind,
    detail: string,
    public readonly highest: { team: number; amount: number } | null,
  ) {
    super(detail);
    this.name = "BidRefused";
  }
}

/**
 * The team a bid is for: the one the caller names (an owner of it, or a manager of the event), else
 * the caller's only team in the event. 403 for a caller who owns none and does not manage the event.
 */
async function biddingTeam(tx: Tx, eventId: number, actor: Actor, named: number | undefined): Promise<number> {
  const owned = await tx
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamOwners, eq(teamOwners.teamId, teams.id))
    .where(and(eq(teams.eventId, eventId), eq(teamOwners.userId, actor.id)))
    .orderBy(asc(teams.id));
  const ownedIds = owned.map((t) => t.id);
  const manager = await canManageEvent(tx, actor, eventId);
  if (!manager && ownedIds.length === 0) throw forbidden();
  if (named !== undefined) {
    if (ownedIds.includes(named)) return named;
    if (manager) {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, named), eq(teams.eventId, eventId)));
      if (team) return team.id;
    }
    throw fieldError("team", BID_MSG.teamInvalid);
  }
  if (ownedIds.length === 1) return ownedIds[0] as number;
  throw fieldError("team", ownedIds.length === 0 ? BID_MSG.teamForManager : BID_MSG.teamRequired);
}

/**
 * THE place a bid meets the sale's rules: would selling this player to this team at this amount be
 * accepted now (domain planSale: the price rules, the max bid from budgetOf, a free slot, and any
 * rule the sale gains later, such as squad quotas)? The refusal text, or null.
 */
async function saleRefusal(
  tx: Tx,
  rules: EventRules,
  eventId: number,
  player: { id: number; status: PlayerStatus; basePrice: number | null },
  teamId: number,
  amount: number,
): Promise<string | null> {
  const names = await lockTeams(tx, eventId, [teamId]);
  const purse = (await readPurses(tx, rules, [teamId])).get(teamId);
  const name = names.get(teamId);
  if (!purse || name === undefined) return BID_MSG.teamInvalid;
  const plan = planSale({
    rules,
    player,
    standing: null,
    request: { status: PLAYER_STATUS.SOLD, team: teamId, price: amount },
    team: { id: teamId, name, purse },
    quotas: await quotaInput(tx, rules, eventId, player.id, teamId),
  });
  return plan.ok ? null : (Object.values(plan.errors)[0]?.[0] ?? BID_MSG.teamInvalid);
}

/** POST auctions/bids/: one bid, accepted (201) or refused (400/409 BidRefused; 403; 400 field errors). */
export async function placeBid(db: Db, input: { eventId: number; actor: Actor; body: BidBody }): Promise<Bid> {
  const { eventId, actor, body } = input;
  return inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const settings = await loadBidding(tx, eventId);
    const teamId = await biddingTeam(tx, eventId, actor, body.team);
    const lot = await openLotOf(tx, eventId);
    const onBlock = lot !== null && lot.playerId === body.player;
    const [player] = await tx
      .select({ id: players.id, status: players.status, basePrice: players.basePrice })
      .from(players)
      .where(and(eq(players.id, body.player), eq(players.eventId, eventId)));
    const highest = onBlock && lot ? await highestBid(tx, eventId, lot.lot) : null;
    const now = Date.now();
    const refusal = bidRefusal(
      {
        mode: settings.mode,
        onBlock: onBlock && player !== undefined,
        clock: lot?.clock ?? { deadline: null, pausedRemainingMs: null },
        now,
        highest,
        opening: openingPrice({ base_price: player?.basePrice ?? null }, { min_player_price: settings.minPlayerPrice }),
        steps: settings.steps,
        matching: onBlock && lot?.matchTeam != null ? await teamName(tx, lot.matchTeam) : null,
      },
      { team: teamId, amount: body.amount },
    );
    const standing = highest ? { team: highest.team, amount: highest.amount } : null;
    if (refusal) throw new BidRefused(refusal.kind, refusal.detail, standing);
    if (!lot || !player) throw new BidRefused("refused", BID_MSG.notOnBlock, standing);
    const salePlayer = { id: player.id, status: player.status as PlayerStatus, basePrice: player.basePrice };
    const saleProblem = await saleRefusal(tx, rules, eventId, salePlayer, teamId, body.amount);
    if (saleProblem) throw new BidRefused("refused", saleProblem, standing);

    const deadline = deadlineAfterBid(now, settings.bidSeconds);
    const [row] = await tx
      .insert(bids)
      .values({
        eventId,
        lot: lot.lot,
        playerId: player.id,
        teamId,
        userId: actor.id,
        amount: body.amount,
        createdAt: new Date(now),
      })
      .returning({ id: bids.id });
    await writeClock(tx, eventId, { deadline, pausedRemainingMs: null });
    const record: BidRecord = {
      bid: row.id,
      player: player.id,
      team: teamId,
      amount: body.amount,
      at_ms: now,
      deadline: new Date(deadline).toISOString(),
      lot: lot.lot,
    };
    await recordChange(tx, { eventId, actorId: actor.id, action: AUCTION_ACTION.bid, topics: ["auction"], data: record });
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
    return {
      id: row.id,
      player: player.id,
      team: teamId,
      team_name: team?.name ?? "",
      amount: body.amount,
      at: new Date(now).toISOString(),
      deadline: record.deadline,
    };
  });
}

/** GET auctions/bids/?player=: the standing bids on that player, newest first (public). */
export async function listBids(db: DbOrTx, eventId: number, playerId: number): Promise<Bid[]> {
  const rows = await db
    .select({
      id: bids.id,
      player: bids.playerId,
      team: bids.teamId,
      team_name: teams.name,
      amount: bids.amount,
      at: bids.createdAt,
    })
    .from(bids)
    .innerJoin(teams, eq(teams.id, bids.teamId))
    .where(and(eq(bids.eventId, eventId), eq(bids.playerId, playerId), isNull(bids.withdrawnAt)))
    .orderBy(desc(bids.id))
    .limit(500);
  return rows.map((r) => ({ ...r, at: r.at.toISOString(), deadline: null }));
}

/**
 * The bid a withdrawal takes back: the one it names (docs/api.md "Bidding by team owners"), which must
 * be the standing highest bid of the lot on the block, so a second withdrawal of the same bid (a
 * double click, two consoles) is a 409 and never takes the next bid with it. A body without `bid`
 * (a client from before it was named) takes the highest, as it always did.
 */
async function bidToWithdraw(tx: Tx, eventId: number, lot: LotRow, named: number | undefined): Promise<Highest> {
  const highest = await highestBid(tx, eventId, lot.lot);
  if (named === undefined || named === highest?.id) {
    if (!highest) throw invalid(BID_MSG.noBidToWithdraw);
    return highest;
  }
  const [row] = await tx
    .select({ withdrawnAt: bids.withdrawnAt })
    .from(bids)
    .where(and(eq(bids.id, named), eq(bids.eventId, eventId), eq(bids.lot, lot.lot)));
  if (!row) throw fieldError("bid", BID_MSG.bidInvalid);
  if (row.withdrawnAt !== null) throw conflict(BID_MSG.bidAlreadyWithdrawn);
  throw conflict(BID_MSG.notHighestBid(formatNumber(highest?.amount ?? 0)));
}

/**
 * POST auctions/bids/withdraw/ (event permission): the named bid, the highest of the lot, is taken back
 * with a reason (kept on the row and in the log, and told to that team's phones by the live message).
 * The room gets `bid_seconds` again to answer the bid now highest (the deadline never moves earlier).
 */
export async function withdrawBid(db: Db, input: { eventId: number; actorId: number; body: WithdrawBidBody }) {
  const { eventId, body } = input;
  return inTransaction(db, async (tx) => {
    await lockEvent(tx, eventId);
    const settings = await loadBidding(tx, eventId);
    const lot = await openLotOf(tx, eventId);
    if (!lot) throw invalid(BID_MSG.noLot);
    const highest = await bidToWithdraw(tx, eventId, lot, body.bid);
    await tx.update(bids).set({ withdrawnAt: new Date(), withdrawReason: body.reason }).where(eq(bids.id, highest.id));
    const running = lot.clock.pausedRemainingMs === null && lot.clock.deadline !== null;
    // The winning bid taken back ends the previous team's window to match: bidding goes on.
    if (lot.matchTeam !== null) await writeMatch(tx, eventId, null);
    if (running) {
      await writeClock(tx, eventId, {
        deadline: Math.max(deadlineAfterBid(Date.now(), settings.bidSeconds), lot.clock.deadline ?? 0),
        pausedRemainingMs: null,
      });
    }
    const after = await openLotOf(tx, eventId);
    const deadline = after?.clock.deadline ?? null;
    await recordLot(
      tx,
      eventId,
      input.actorId,
      {
        kind: "withdraw",
        player: lot.playerId,
        lot: lot.lot,
        deadline: deadline === null ? null : new Date(deadline).toISOString(),
        paused: after?.clock.pausedRemainingMs !== null,
        bid: highest.id,
        team: highest.team,
        amount: highest.amount,
        reason: body.reason,
      },
      body.reason,
    );
    const now = await highestBid(tx, eventId, lot.lot);
    return { highest: now ? { team: now.team, amount: now.amount } : null };
  });
}

/** current-player's `lot` (docs/api.md): the highest bid, the clock and the server's time. */
export async function lotView(db: DbOrTx, eventId: number): Promise<Lot> {
  const lot: LotRow | null = await openLotOf(db, eventId);
  const highest = lot ? await highestBid(db, eventId, lot.lot) : null;
  return {
    highest: highest ? { bid: highest.id, team: highest.team, team_name: highest.teamName, amount: highest.amount } : null,
    deadline: lot?.clock.deadline ? new Date(lot.clock.deadline).toISOString() : null,
    paused: lot !== null && lot.clock.pausedRemainingMs !== null,
    server_time: new Date().toISOString(),
    match: lot?.matchTeam != null ? { team: lot.matchTeam, team_name: await teamName(db, lot.matchTeam) } : null,
  };
}
