// The sale rule (docs/api.md "sell-player", "Budget rule", "Squad quotas", "Right to match";
// docs/decisions/068-sale-rule-in-domain.md): whether a player may be placed with a team at a
// price, and whether a purse adjustment may stand, as plain functions over loaded state. The server's
// engine decides sell-player, corrections, bids and the clock's sale with them; the web's sell form
// and the owner's bid page show the same refusals before sending. No zod here: the public pages
// bundle the domain (apps/web/scripts/bundle-size.mjs).

import type { StatusChange, TransactionRow } from "./auction-log.ts";
import { budgetOf, fundsRemaining, hasFreeSlot, type Purse } from "./budget.ts";
import { hasRecordedResult, isPlacedStatus, LIMITS, PLAYER_STATUS, type PlayerStatus } from "./constants.ts";
import { ADJUST_MSG, MSG, SALE_TEXT } from "./messages.ts";
import { isBelowBasePrice } from "./price.ts";
import { type Quota, quotaRefusal, quotaReserve, type SquadPlayer } from "./quotas.ts";
import { RTM_MSG } from "./rtm.ts";

export type SaleRules = { minPlayerPrice: number; minPlayers: number; maxPlayers: number; fundsUnit: string };

export type SaleInput = {
  rules: SaleRules;
  /** `basePrice`: the player's own opening price, or null for the event's minimum. */
  player: { id: number; status: PlayerStatus; basePrice: number | null };
  /** The player's standing sale, if any. */
  standing: TransactionRow | null;
  /**
   * `override`: the organiser ticked "override limits": lifts the minimum price, the base price and the
   * max bid's reserve; never the free slot or the funds (docs/api.md "Corrections and undo").
   */
  request: { status: PlayerStatus; team: number | null; price: number | null; override?: boolean; rtm?: boolean };
  /**
   * The requested team when it belongs to the event (null when missing or of another event), with
   * its name (for the refusal texts) and its purse as stored now: it still includes `standing` if
   * that sale is with this team.
   */
  team: { id: number; name: string; purse: Purse } | null;
  /**
   * The event's squad quotas (docs/api.md "Squad quotas"), when it has any: the team's
   * squad without this player, the player as the quotas see it, and the rules' names. Lifted, like
   * the price rules, by `override`.
   */
  quotas?: { rules: readonly Quota[]; squad: readonly SquadPlayer[]; player: SquadPlayer; label: (q: Quota) => string };
  /**
   * Right to match (docs/api.md "Right to match"), read when `request.rtm`: the player's previous team
   * (null: none), the player's name and the cards the requested team has left (its standing match of
   * this very player, if any, already given back).
   */
  match?: { previousTeam: number | null; playerName: string; cardsLeft: number };
};

export type FieldErrorMap = Record<string, string[]>;

export type SalePlan =
  | {
      ok: true;
      status: StatusChange | null;
      remove: TransactionRow | null;
      add: { team: number; price: number; rtm?: true } | null;
    }
  | { ok: false; errors: FieldErrorMap };

/** The team's purse once the player's own earlier sale is reversed (so a re-sale to the same team works). */
export function purseWithoutStanding(purse: Purse, teamId: number, standing: TransactionRow | null): Purse {
  if (!standing || standing.team !== teamId) return purse;
  return { ...purse, spent: purse.spent - standing.price, playersCount: purse.playersCount - 1 };
}

/**
 * A Sold sale's price rule on the base price (docs/api.md "Base price"): at least the player's
 * base price (domain isBelowBasePrice; lifted by "override limits", which the caller checks), or null.
 */
export function basePriceRefusal(status: number, price: number, basePrice: number | null, fundsUnit: string): string | null {
  return basePrice !== null && isBelowBasePrice(status, price, basePrice) ? SALE_TEXT.belowBasePrice(basePrice, fundsUnit) : null;
}

/** A team as the purse rule of a sale reads it: its squad, its money and its max bid (budgetOf). */
export type SaleStanding = { name: string; playersCount: number; maxPlayers: number; fundsRemaining: number; maxBid: number };

/** The standing of a purse (the server's), under the team's name. */
export function saleStandingOf(name: string, purse: Purse): SaleStanding {
  const budget = budgetOf(purse);
  return {
    name,
    playersCount: purse.playersCount,
    maxPlayers: purse.maxPlayers,
    fundsRemaining: budget.funds_remaining,
    maxBid: budget.max_bid,
  };
}

/** The standing of a team as the wire sends it (team JSON: its max_bid is the server's budgetOf). */
export function saleStandingOfTeam(team: {
  name: string;
  players_count: number;
  max_players: number;
  funds_remaining: number;
  max_bid: number;
}): SaleStanding {
  return {
    name: team.name,
    playersCount: team.players_count,
    maxPlayers: team.max_players,
    fundsRemaining: team.funds_remaining,
    maxBid: team.max_bid,
  };
}

export type SaleRefusal = { field: "team" | "price"; message: string };

/**
 * THE purse rule of a sale, in its order: a full team is refused as full ("<team> is full (8 of 8
 * players)", docs/api.md "Budget rule"), never with its max bid of 0; then the squad
 * quotas' refusal, if any (`squad`, under `team`); then the price: above the funds with "override
 * limits" (`lift`), else above the max bid. null: the team may buy at `price` (null: no price to judge).
 */
export function purseRefusal(
  team: SaleStanding,
  price: number | null,
  opts: { lift: boolean; fundsUnit: string; squad?: string | null },
): SaleRefusal | null {
  if (team.playersCount >= team.maxPlayers) {
    return { field: "team", message: SALE_TEXT.teamFull(team.name, team.playersCount, team.maxPlayers) };
  }
  if (opts.squad) return { field: "team", message: opts.squad };
  if (price === null) return null;
  if (opts.lift && price > team.fundsRemaining) {
    return { field: "price", message: SALE_TEXT.aboveFunds(team.name, team.fundsRemaining, opts.fundsUnit) };
  }
  if (!opts.lift && price > team.maxBid) return { field: "price", message: SALE_TEXT.aboveMaxBid(team.maxBid, opts.fundsUnit) };
  return null;
}

/**
 * docs/api.md "sell-player": statuses 3, 4, 6 need a team of the event and a price; Sold needs at least
 * min_player_price, and at least the player's base price unless `override` (docs/api.md "Base price");
 * the team needs a free slot and the price may not exceed the team's max_bid, both judged
 * after reversing this player's earlier sale (purseRefusal). Other statuses ignore team and price and
 * reverse any standing sale.
 */
export function planSale(input: SaleInput): SalePlan {
  const { rules, player, standing, request } = input;
  const status: StatusChange | null =
    player.status === request.status ? null : { id: player.id, from: player.status, to: request.status };

  if (!isPlacedStatus(request.status)) {
    return { ok: true, status, remove: standing, add: null };
  }

  const errors: FieldErrorMap = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };
  if (request.team === null) add("team", MSG.teamRequired);
  else if (!input.team || input.team.id !== request.team) add("team", MSG.unknownTeam);
  const lift = request.override === true;
  if (request.price === null) add("price", MSG.priceRequired);
  else if (lift) {
    // The price rules are lifted; the purse checks below still hold.
  } else if (request.status === PLAYER_STATUS.SOLD && request.price < rules.minPlayerPrice) {
    add("price", SALE_TEXT.belowMinPrice(rules.minPlayerPrice, rules.fundsUnit));
  } else {
    const base = basePriceRefusal(request.status, request.price, player.basePrice, rules.fundsUnit);
    if (base !== null) add("price", base);
  }

  if (input.team && request.team === input.team.id) {
    const q = input.quotas;
    const held = purseWithoutStanding(input.team.purse, input.team.id, standing);
    // The quotas' reserve for this very player: what its unmet minimums still need once it has joined.
    const purse: Purse = q && !lift ? { ...held, quota: quotaReserve(q.rules, q.squad, q.label, q.player) } : held;
    const squad =
      q && !lift && hasFreeSlot(purse)
        ? quotaRefusal({
            quotas: q.rules,
            squad: q.squad,
            player: q.player,
            maxPlayers: purse.maxPlayers,
            team: input.team.name,
            label: q.label,
          })
        : null;
    const refusal = purseRefusal(saleStandingOf(input.team.name, purse), request.price, {
      lift,
      fundsUnit: rules.fundsUnit,
      squad,
    });
    if (refusal) add(refusal.field, refusal.message);
  }
  if (request.rtm === true) {
    const refusal = matchRefusal(input);
    if (refusal) add("rtm", refusal);
  }
  if (Object.keys(errors).length > 0 || request.team === null || request.price === null) return { ok: false, errors };

  const rtm = request.rtm === true;
  const unchanged =
    standing !== null && standing.team === request.team && standing.price === request.price && (standing.rtm === true) === rtm;
  if (unchanged) return { ok: true, status, remove: null, add: null };
  return { ok: true, status, remove: standing, add: { team: request.team, price: request.price, ...(rtm ? { rtm: true } : {}) } };
}

/**
 * Why a sale by right to match is refused (docs/api.md "Right to match"), or null: only a Sold sale,
 * only to the player's previous team, only with a card left. The sale's other rules (slot, quotas,
 * max bid) are planSale's own, with their own fields and texts.
 */
export function matchRefusal(input: SaleInput): string | null {
  const { request, match } = input;
  if (request.status !== PLAYER_STATUS.SOLD) return RTM_MSG.onlySold;
  const who = match?.playerName ?? `Player ${input.player.id}`;
  if (!match || match.previousTeam === null) return RTM_MSG.noPreviousTeam(who);
  const team = input.team?.name ?? `Team ${request.team}`;
  if (request.team !== match.previousTeam) return RTM_MSG.notPreviousTeam(team, who);
  if (match.cardsLeft <= 0) return RTM_MSG.noCardLeft(team);
  return null;
}

/**
 * Whether a sale (not a correction) would change a result already recorded (docs/api.md "sell-player",
 * docs/decisions/052): the player has one (Unsold, Suspended or placed) and the request is not that
 * very result again (a repeat, e.g. a retried request, changes nothing and is answered as done).
 */
export function changesRecordedResult(
  player: { status: PlayerStatus },
  standing: TransactionRow | null,
  request: { status: PlayerStatus; team: number | null; price: number | null },
): boolean {
  if (!hasRecordedResult(player.status)) return false;
  if (request.status !== player.status) return true;
  if (!isPlacedStatus(request.status)) return false;
  return standing === null || standing.team !== request.team || standing.price !== request.price;
}

/**
 * planSale, and whether "override limits" was what let it pass (so the log can say so): an accepted
 * plan with the override that the same request without it would have been refused.
 */
export function planSaleWithOverride(input: SaleInput): { plan: SalePlan; overridden: boolean } {
  const plan = planSale(input);
  if (!plan.ok || !input.request.override) return { plan, overridden: false };
  const strict = planSale({ ...input, request: { ...input.request, override: false } });
  return { plan, overridden: !strict.ok };
}

// ---------- purse adjustments ----------

export type AdjustmentInput = {
  rules: SaleRules;
  team: { id: number; name: string; purse: Purse };
  amount: number;
  override: boolean;
  /** What the event's teams hold together before it: purses plus adjustments (LIMITS.fundsMax). */
  eventFunds: number;
};

export type AdjustmentPlan = { ok: true; overridden: boolean } | { ok: false; errors: FieldErrorMap };

/** What the team must keep to reach its minimum squad at the minimum price (0 once it has it). */
export function squadReserve(p: Purse): number {
  return Math.max(0, p.minPlayers - p.playersCount) * p.minPlayerPrice;
}

/**
 * docs/api.md "Purse adjustments": a bonus (amount > 0) or a penalty (< 0), never 0. A
 * penalty may never take the funds below zero; without "override limits" it must also leave what
 * the team needs to complete its minimum squad at the minimum price. A bonus always passes.
 */
export function planAdjustment(input: AdjustmentInput): AdjustmentPlan {
  const { rules, team, amount: delta } = input;
  if (delta === 0) return { ok: false, errors: { amount: [ADJUST_MSG.amountZero] } };
  if (delta > 0) {
    // No override lifts this ceiling: past it the server's sums would no longer be exact numbers.
    const after = input.eventFunds + delta;
    if (after > LIMITS.fundsMax) return { ok: false, errors: { amount: [SALE_TEXT.aboveFundsMax(after, rules.fundsUnit)] } };
    return { ok: true, overridden: false };
  }
  const left = fundsRemaining(team.purse);
  const after = left + delta;
  if (after < 0) return { ok: false, errors: { amount: [SALE_TEXT.belowZero(team.name, left, rules.fundsUnit)] } };
  const reserve = squadReserve(team.purse);
  if (after < reserve) {
    if (!input.override) return { ok: false, errors: { amount: [SALE_TEXT.belowReserve(team.name, reserve, rules.fundsUnit)] } };
    return { ok: true, overridden: true };
  }
  return { ok: true, overridden: false };
}
