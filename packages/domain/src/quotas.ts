// Squad quotas per team (docs/api.md "Squad quotas"; docs/decisions/044-quotas-and-second-round.md):
// "at most 2 of grade A+", "at least 1 Wicket-keeper". Pure rules, beside the budget rule: the server's
// sale and correction check, the bids (quotaRefusal), the max bid's reserve and the team page's needs
// all come from these functions. No zod here (the public pages bundle the budget rule, which reads
// these): the quotas' wire shapes are quotas-wire.ts.
import { LIMITS } from "./constants.ts";

export const QUOTA_KINDS = ["grade", "skill"] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

/** A rule of the auction, per team: between `min` and `max` players (either may be null: no bound). */
export type Quota = { kind: QuotaKind; id: number; min: number | null; max: number | null };

/** A player as a quota sees it: the grade code and the skill ids. */
export type SquadPlayer = { grade: number; skills: readonly number[] };

/** At most this many quota rows per event (docs/api.md "Limits"). */
export const QUOTAS_MAX = 50;

export const QUOTA_MSG = {
  kind: 'Choose "grade" or "skill".',
  unknownGrade: "Choose a grade.",
  unknownSkill: "Choose a skill of this event.",
  bound: `Enter a whole number from 0 to ${LIMITS.playersMax}, or leave it blank.`,
  noBound: "Enter a minimum, a maximum or both.",
  minAboveMax: "The minimum cannot be more than the maximum.",
  minAboveSquad: (maxPlayers: number) => `The minimum cannot be more than the event's maximum of ${maxPlayers} players.`,
  duplicate: "This grade or skill already has a rule above.",
  tooMany: `An event can have at most ${QUOTAS_MAX} squad rules.`,
  notAList: "Send a list of squad rules.",
  /** The second round's discount (ReAuctionBody). */
  percent: "Enter a whole number from 1 to 100.",
  /** The sale refusal for a `max` (docs/api.md): "<team> already has 2 of 2 A+ players allowed." */
  overMax: (team: string, count: number, max: number, label: string) =>
    `${team} already has ${count} of ${max} ${label} players allowed.`,
  /** The sale refusal for a `min`: the slots left after this sale cannot hold the players still required. */
  minUnreachable: (team: string, open: number, needed: number, needs: string) =>
    `${team} would have ${open} open ${open === 1 ? "slot" : "slots"} left for ${needed} required ${
      needed === 1 ? "player" : "players"
    } (${needs}); tick "Override limits" to break the squad rules.`,
  /** One unmet minimum, as the team page shows it: "Needs 1 Wicket-keeper". */
  needs: (missing: number, label: string) => `Needs ${missing} ${label}`,
} as const;

/** Whether the player counts towards the quota. */
export function fitsQuota(q: Quota, p: SquadPlayer): boolean {
  return q.kind === "grade" ? p.grade === q.id : p.skills.includes(q.id);
}

export function quotaCount(q: Quota, squad: readonly SquadPlayer[]): number {
  return squad.filter((p) => fitsQuota(q, p)).length;
}

export type QuotaNeed = { quota: Quota; missing: number };

/**
 * The unmet minimums and the fewest players that could meet them all: a player has one grade but any
 * number of skills, so grade needs add up while skill needs may share players (and a player of a
 * needed grade may also carry a needed skill): max(Σ grade needs, the largest skill need). Optimistic
 * on purpose: who is left in the pool is not known when a team's slots are judged (decision 044).
 */
export function quotaShortfall(quotas: readonly Quota[], squad: readonly SquadPlayer[]): { players: number; needs: QuotaNeed[] } {
  const needs: QuotaNeed[] = [];
  for (const q of quotas) {
    if (q.min === null) continue;
    const missing = q.min - quotaCount(q, squad);
    if (missing > 0) needs.push({ quota: q, missing });
  }
  return { players: playersForNeeds(needs.map((n) => ({ kind: n.quota.kind, missing: n.missing }))), needs };
}

/** The fewest players that could meet these unmet minimums: max(Σ grade needs, the largest skill need). */
export function playersForNeeds(needs: readonly { kind: QuotaKind; missing: number }[]): number {
  const grade = needs.filter((n) => n.kind === "grade").reduce((s, n) => s + n.missing, 0);
  const skill = Math.max(0, ...needs.filter((n) => n.kind === "skill").map((n) => n.missing));
  return Math.max(grade, skill);
}

const needWords = (missing: number, label: string) => `${missing} ${label}`;

/** The needs in words, "1 Wicket-keeper, 2 A+" (labels: a grade's or skill's name). */
export function quotaNeedsText(needs: readonly QuotaNeed[], label: (q: Quota) => string): string {
  return needs.map((n) => needWords(n.missing, label(n.quota))).join(", ");
}

/**
 * THE quota check of a player joining a team (sell-player, corrections and bids call it): null when
 * the quotas allow it, else the refusal naming the rule. `squad`: the team's players now (without
 * this player); `maxPlayers`: the event's squad size. A `max` is broken when the team already holds
 * that many; a `min` when the open slots after this player are fewer than the players its unmet
 * minimums still need (this player counted).
 */
export function quotaRefusal(input: {
  quotas: readonly Quota[];
  squad: readonly SquadPlayer[];
  player: SquadPlayer;
  maxPlayers: number;
  team: string;
  label: (q: Quota) => string;
}): string | null {
  const { quotas, squad, player, team, label } = input;
  for (const q of quotas) {
    if (q.max === null || !fitsQuota(q, player)) continue;
    const count = quotaCount(q, squad);
    if (count + 1 > q.max) return QUOTA_MSG.overMax(team, count, q.max, label(q));
  }
  const after = [...squad, player];
  const short = quotaShortfall(quotas, after);
  const open = Math.max(0, input.maxPlayers - after.length);
  if (short.players > open) return QUOTA_MSG.minUnreachable(team, open, short.players, quotaNeedsText(short.needs, label));
  return null;
}

/**
 * What the max bid keeps back for quotas (the budget's `quota` reserve, Purse.quota): the players the
 * unmet minimums still need after the next purchase, and the needs in words. `player` known (a sale's
 * check): after that player joins; unknown (the team's max bid): the next player is assumed to meet
 * one need, so one fewer (decision 044).
 */
export function quotaReserve(
  quotas: readonly Quota[],
  squad: readonly SquadPlayer[],
  label: (q: Quota) => string,
  player?: SquadPlayer,
): { players: number; needs: string } | undefined {
  if (!quotas.some((q) => q.min !== null)) return undefined;
  const short = quotaShortfall(quotas, player ? [...squad, player] : squad);
  const players = player ? short.players : Math.max(0, short.players - 1);
  return players > 0 ? { players, needs: quotaNeedsText(short.needs, label) } : undefined;
}

/** An unmet minimum as team JSON sends it (`quota_needs`): its rule, how many are missing, in words. */
export type TeamQuotaNeed = { kind: QuotaKind; id: number; missing: number; text: string };

/** The rule's name inside a need's words ("Needs 2 Wicket-keeper" → "Wicket-keeper"; QUOTA_MSG.needs). */
const needLabel = (n: TeamQuotaNeed) => n.text.slice(QUOTA_MSG.needs(n.missing, "").length);

/**
 * The max bid's quota reserve (Purse.quota) from a team's `quota_needs`, as quotaReserve gives it for
 * the team's own max bid (the next player assumed to meet one need), so a purse rebuilt from team
 * JSON has the server's max bid (domain purseOfTeam).
 */
export function quotaReserveOfNeeds(needs: readonly TeamQuotaNeed[]): { players: number; needs: string } | undefined {
  const players = Math.max(0, playersForNeeds(needs) - 1);
  if (players === 0) return undefined;
  return { players, needs: needs.map((n) => needWords(n.missing, needLabel(n))).join(", ") };
}

/**
 * A team's `quota_needs` once `player` has joined it: each need the player meets is one fewer (gone at
 * 0). Exact, as the server counts them: a met minimum stays met when a player joins.
 */
export function quotaNeedsAfterJoining(needs: readonly TeamQuotaNeed[], player: SquadPlayer): TeamQuotaNeed[] {
  return needs.flatMap((n) => {
    if (!fitsQuota({ kind: n.kind, id: n.id, min: null, max: null }, player)) return [n];
    const missing = n.missing - 1;
    return missing > 0 ? [{ ...n, missing, text: QUOTA_MSG.needs(missing, needLabel(n)) }] : [];
  });
}
