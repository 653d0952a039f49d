// The purse adjustment command (docs/api.md "Purse adjustments"): a bonus or a penalty with its reason.
import { type AdjustmentBody, AUCTION_ACTION, type AuctionChange, type LiveTopic, planAdjustment } from "@sah/domain";
import { count, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { teamAdjustments, teams } from "../../db/schema.ts";
import { moneySum } from "../../db/sql.ts";
import { inTransaction } from "../../db/transaction.ts";
import { fieldErrors, notFound } from "../errors.ts";
import { type EventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import { lockTeams, readPurses } from "./state.ts";

const ADJUSTMENT_TOPICS: LiveTopic[] = ["teams", "event", "auction"];

/** What the event's teams hold together: a purse each plus every adjustment (LIMITS.fundsMax). */
async function readEventFunds(db: DbOrTx, rules: EventRules, eventId: number): Promise<number> {
  const [teamRow] = await db.select({ n: count() }).from(teams).where(eq(teams.eventId, eventId));
  const [adjusted] = await db
    .select({ amount: moneySum(teamAdjustments.amount) })
    .from(teamAdjustments)
    .where(eq(teamAdjustments.eventId, eventId));
  return (teamRow?.n ?? 0) * rules.fundsPerTeam + (adjusted?.amount ?? 0);
}

/**
 * POST teams/{id}/adjustments/ (docs/api.md "Purse adjustments"): a bonus or a penalty with its reason,
 * in one transaction with the event lock (the domain's planAdjustment, packages/domain/src/sale.ts); logged, undone like a sale.
 */
export async function adjustPurse(
  db: Db,
  input: { eventId: number; teamId: number; actorId: number | null; body: AdjustmentBody },
): Promise<void> {
  const { eventId, teamId, body } = input;
  await inTransaction(db, async (tx) => {
    const rules = await lockEvent(tx, eventId);
    const found = await lockTeams(tx, eventId, [teamId]);
    const name = found.get(teamId);
    const purse = (await readPurses(tx, rules, [teamId])).get(teamId);
    if (name === undefined || !purse) throw notFound();
    const plan = planAdjustment({
      rules,
      team: { id: teamId, name, purse },
      amount: body.amount,
      override: body.override_limits === true,
      eventFunds: await readEventFunds(tx, rules, eventId),
    });
    if (!plan.ok) throw fieldErrors(plan.errors);
    const [row] = await tx
      .insert(teamAdjustments)
      .values({ eventId, teamId, amount: body.amount, reason: body.reason, createdAt: new Date() })
      .returning();
    const data: AuctionChange = {
      players: [],
      removed: [],
      added: [],
      block: null,
      adjustments_added: [
        { id: row.id, team: teamId, amount: row.amount, reason: row.reason, created_at: row.createdAt.toISOString() },
      ],
      ...(plan.overridden ? { override: true } : {}),
    };
    await recordChange(tx, {
      eventId,
      actorId: input.actorId,
      action: AUCTION_ACTION.adjustment,
      topics: ADJUSTMENT_TOPICS,
      data,
      reason: body.reason,
    });
  });
}
