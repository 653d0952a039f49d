// The budget and squad rules (docs/api.md "Budget rule"): a team must keep enough to fill its remaining
// minimum slots at the minimum price, and cannot buy once its slots are full. The server's engine
// decides with them; the web uses the same functions to show a sale at once (decision 033).
import { formatNumber } from "./display.ts";
import { SALE_TEXT } from "./messages.ts";
import { quotaReserveOfNeeds, type TeamQuotaNeed } from "./quotas.ts";
import type { TeamBudget } from "./schemas.ts";

export type Purse = {
  totalFunds: number;
  spent: number;
  playersCount: number;
  minPlayers: number;
  maxPlayers: number;
  minPlayerPrice: number;
  /**
   * The players the squad quotas' unmet minimums still need after the next purchase, and those needs
   * in words (domain quotaReserve); absent when the event has no minimum quota or all are met.
   */
  quota?: { players: number; needs: string };
};

export function fundsRemaining(p: Purse): number {
  return p.totalFunds - p.spent;
}

export function playersRemaining(p: Purse): number {
  return Math.max(0, p.maxPlayers - p.playersCount);
}

export function hasFreeSlot(p: Purse): boolean {
  return p.playersCount < p.maxPlayers;
}

/**
 * The max bid and its terms (docs/api.md "Budget rule"): THE budget rule; everything that
 * shows or checks a max bid derives from it. A reserve is money kept back for `players` still to buy
 * after this one at `price` each; kind "min_players": the slots needed to reach the minimum squad.
 */
export type Budget = TeamBudget;
export type BudgetReserve = TeamBudget["reserved"][number];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * max_bid = funds_remaining − max(0, min_players − players_count − 1) × min_player_price, never below
 * 0; 0 without a free slot (a full team reserves nothing: it cannot buy). The squad quotas' required
 * players overlap the minimum squad (a keeper bought also counts towards it), so together they keep
 * back max(minimum squad, quota players) slots at min_player_price: the `quota` reserve holds only
 * the quota players beyond the minimum squad's (docs/api.md "Squad quotas", decision 044).
 */
export function budgetOf(p: Purse): Budget {
  const funds = fundsRemaining(p);
  const open = playersRemaining(p);
  const full = !hasFreeSlot(p);
  const reserved: BudgetReserve[] = [];
  const needed = full ? 0 : Math.max(0, p.minPlayers - p.playersCount - 1);
  if (needed > 0) {
    reserved.push({
      kind: "min_players",
      reason: `${plural(needed, "more player")} to reach the minimum squad of ${p.minPlayers}, at least ${formatNumber(p.minPlayerPrice)} each`,
      players: needed,
      price: p.minPlayerPrice,
      amount: needed * p.minPlayerPrice,
    });
  }
  const quota = full || !p.quota ? 0 : Math.min(p.quota.players, Math.max(0, open - 1)) - needed;
  if (p.quota && quota > 0) {
    reserved.push({
      kind: "quota",
      reason: `${plural(quota, "more player")} for the squad rules (${p.quota.needs}), at least ${formatNumber(p.minPlayerPrice)} each`,
      players: quota,
      price: p.minPlayerPrice,
      amount: quota * p.minPlayerPrice,
    });
  }
  const kept = reserved.reduce((total, r) => total + r.amount, 0);
  return { max_bid: full ? 0 : Math.max(0, funds - kept), funds_remaining: funds, open_slots: open, full, reserved };
}

export function maxBid(p: Purse): number {
  return budgetOf(p).max_bid;
}

/** The money and squad figures of a team as the wire sends them (team JSON). */
export type TeamPurseFields = {
  total_funds: number;
  adjustments_total: number;
  funds_remaining: number;
  players_count: number;
  min_players: number;
  max_players: number;
  quota_needs: readonly TeamQuotaNeed[];
};

/**
 * A team's purse rebuilt from team JSON under the event's minimum price, its quota reserve from its
 * `quota_needs` (quotaReserveOfNeeds): budgetOf of it gives the server's `max_bid`, so a screen that
 * moves a sale at once (the console's apply-answer) shows the max bid the refetch will bring.
 */
export function purseOfTeam(team: TeamPurseFields, minPlayerPrice: number): Purse {
  const quota = quotaReserveOfNeeds(team.quota_needs);
  return {
    totalFunds: team.total_funds + team.adjustments_total,
    spent: teamSpent(team),
    playersCount: team.players_count,
    minPlayers: team.min_players,
    maxPlayers: team.max_players,
    minPlayerPrice,
    ...(quota ? { quota } : {}),
  };
}

/**
 * The sentence behind a max bid ("94,000 = 1,00,000 left − 1,000 × 6 more players needed for the
 * minimum of 7"), with amounts in the caller's format: the players kept back for are those the team
 * still needs, not its open slots (decision 062). A full team reads as the sale refusal does ("<team>
 * is full (8 of 8 players)").
 */
export function maxBidSentence(
  b: Budget,
  format: (n: number) => string,
  team: { name: string; players_count: number; min_players: number; max_players: number },
): string {
  if (b.full) return `${format(0)}: ${SALE_TEXT.teamFull(team.name, team.players_count, team.max_players)}`;
  const terms = b.reserved
    .map(
      (r) =>
        ` − ${format(r.price)} × ${r.kind === "quota" ? plural(r.players, "required player") : BUDGET_TEXT.neededForMinimum(r.players, team.min_players)}`,
    )
    .join("");
  const sum = `${format(b.funds_remaining)} left${terms}`;
  const exact = b.funds_remaining - b.reserved.reduce((total, r) => total + r.amount, 0);
  return exact < 0 ? `${format(b.max_bid)}: ${sum} is below zero` : `${format(b.max_bid)} = ${sum}`;
}

/** The squad counts of a team as the wire sends them (team JSON). */
export type Squad = { players_count: number; min_players: number; max_players: number };

/** Every slot taken (`players_count` has reached `max_players`): the team cannot buy. */
export function isTeamFull(team: Pick<Squad, "players_count" | "max_players">): boolean {
  return team.players_count >= team.max_players;
}

/**
 * No team can buy another player (every one of them is full): a draw or a re-auction would put a
 * player on the block nobody can buy (docs/decisions/052). False for an event without teams.
 */
export function everyTeamFull(teams: readonly Pick<Squad, "players_count" | "max_players">[]): boolean {
  return teams.length > 0 && teams.every(isTeamFull);
}

/** How many more players the team needs to reach `min_players` (0 when it has enough). */
export function playersNeeded(team: Squad): number {
  return Math.max(0, team.min_players - team.players_count);
}

/**
 * The texts of a team's place in the bidding (decision 062), defined once: "Out: 5 L left, minimum
 * 30 L" for a team whose max bid is below the minimum price, "Full" for one whose squad is full, and
 * the max-bid sentence's reserve for the minimum squad. Amounts come in the caller's format.
 */
export const BUDGET_TEXT = {
  full: "Full",
  out: (left: string, minimum: string) => `Out: ${left} left, minimum ${minimum}`,
  neededForMinimum: (players: number, minPlayers: number) =>
    `${plural(players, "more player")} needed for the minimum of ${minPlayers}`,
  penalty: "Penalty",
  bonus: "Bonus",
  adjustments: "Adjustments",
} as const;

/** One purse adjustment with its reason, amounts in the caller's format: "Penalty −12 Cr: Slow over-rate" (decision 062). */
export function adjustmentText(a: { amount: number; reason: string }, format: (n: number) => string): string {
  const penalty = a.amount < 0;
  return `${penalty ? BUDGET_TEXT.penalty : BUDGET_TEXT.bonus} ${penalty ? "−" : "+"}${format(Math.abs(a.amount))}: ${a.reason}`;
}

/**
 * The team's money as one sum that adds up (decision 062): "Spent 107.95 Cr + adjustments 12 Cr + left
 * 0.05 Cr = purse 120 Cr" after penalties; a net bonus goes on the purse's side ("Spent 50 Cr + left 80
 * Cr = purse 120 Cr + adjustments 10 Cr"); without adjustments "Spent … + left … = purse …".
 */
export function purseSumText(
  team: { total_funds: number; adjustments_total: number; funds_remaining: number },
  format: (n: number) => string,
): string {
  const adj = team.adjustments_total;
  const spent = `Spent ${format(teamSpent(team))}`;
  const left = `left ${format(team.funds_remaining)}`;
  const purse = `purse ${format(team.total_funds)}`;
  const adjusted = `${BUDGET_TEXT.adjustments.toLowerCase()} ${format(Math.abs(adj))}`;
  if (adj < 0) return `${spent} + ${adjusted} + ${left} = ${purse}`;
  if (adj > 0) return `${spent} + ${left} = ${purse} + ${adjusted}`;
  return `${spent} + ${left} = ${purse}`;
}

/**
 * Whether a team can still buy (decision 062): "full" when every slot is taken, "out" when its max
 * bid (budgetOf, as team JSON's `max_bid`) is below the event's minimum price, so that every sale it
 * could make is refused; "in" otherwise.
 */
export type BiddingStanding = "in" | "out" | "full";

export function biddingStanding(
  team: Pick<Squad, "players_count" | "max_players"> & { max_bid: number },
  minPlayerPrice: number,
): BiddingStanding {
  if (isTeamFull(team)) return "full";
  return team.max_bid < minPlayerPrice ? "out" : "in";
}

/**
 * What a purse shows in place of a max bid for a team that cannot buy ("Full", "Out: 5 L left,
 * minimum 30 L"), or null for a team still in the bidding (show its max bid).
 */
export function outOfBiddingText(
  team: Pick<Squad, "players_count" | "max_players"> & { max_bid: number; funds_remaining: number },
  minPlayerPrice: number,
  format: (n: number) => string,
): string | null {
  const standing = biddingStanding(team, minPlayerPrice);
  if (standing === "full") return BUDGET_TEXT.full;
  if (standing === "out") return BUDGET_TEXT.out(format(team.funds_remaining), format(minPlayerPrice));
  return null;
}

/**
 * What a team has spent on its standing sales, from team JSON: the purse plus its adjustments less what
 * is left, so that Spent + Adjustments + Left = Purse reads on every screen that shows them (decision 062).
 */
export function teamSpent(team: { total_funds: number; adjustments_total: number; funds_remaining: number }): number {
  return team.total_funds + team.adjustments_total - team.funds_remaining;
}
