// Right to match (docs/api.md "Right to match"; docs/decisions/063-right-to-match.md): a team may buy a
// player it had last season (the player's previous_team) at the price another team won him for, with
// one of a limited number of cards per event. The limits, the texts and the small rules, once.
import { formatAmount } from "./display.ts";

/** The event fields' defaults and bounds (docs/api.md "Limits"). */
export const RTM_LIMITS = {
  /** Cards per team: 0 turns right to match off. */
  cardsDefault: 0,
  cardsMax: 10,
  /** The owners' matching window after the clock ends (seconds). */
  secondsDefault: 15,
  secondsMin: 5,
  secondsMax: 300,
} as const;

export const RTM_MSG = {
  cardsRange: `Enter the cards per team: a whole number from 0 to ${RTM_LIMITS.cardsMax}.`,
  secondsRange: `Enter the seconds to match: a whole number from ${RTM_LIMITS.secondsMin} to ${RTM_LIMITS.secondsMax}.`,
  previousTeamInvalid: "Select a team of this event.",
  /** An imported sheet's previous team that names no team of the event. */
  previousTeamUnknown: (name: string) => `No team of this event is called "${name}": import the teams first, or fix the name.`,
  /** A match asked for a team the player was not with. */
  notPreviousTeam: (team: string, player: string) => `${team} was not ${player}'s team: only the previous team may match.`,
  noPreviousTeam: (player: string) => `${player} has no previous team: nobody may match.`,
  noCardLeft: (team: string) => `${team} has no right-to-match card left.`,
  onlySold: "Only a sale (status Sold) can be a match.",
  /** The owners' window: answers refused. */
  noWindow: "No team is being asked to match now.",
  notYourWindow: (team: string) => `Only ${team}'s owners may answer: the match is theirs.`,
  windowOver: "The time to match has run out.",
  /** Bids and clock actions while the previous team decides. */
  matching: (team: string) => `Bidding has closed: ${team} may match.`,
} as const;

export const RTM_TEXT = {
  /** A team that bought by right to match, wherever a sale names its team: "CSK (RTM)". */
  team: (name: string) => `${name} (RTM)`,
  /** The console's offer beside the sell form. */
  offer: (team: string) => `Right to match: ${team}?`,
  /** The previous team's phone during the window. */
  matchAt: (price: string) => `Match at ${price}?`,
  /** The room while the previous team decides. */
  waiting: (team: string, price: string) => `${team} may match ${price}…`,
  /** The exports' column, and its cell for a match (blank otherwise). */
  column: "RTM",
  cell: "Yes",
  /** Team JSON's rtm_cards_left in words. */
  cardsLeft: (n: number) => `${n} RTM card${n === 1 ? "" : "s"} left`,
} as const;

/** A sale's team as it reads: with "(RTM)" when the sale was a match. */
export function saleTeamName(name: string, rtm: boolean | undefined | null): string {
  return rtm ? RTM_TEXT.team(name) : name;
}

/** The match's price as it reads on the previous team's phone. */
export const matchPriceText = (price: number, unit: string) => RTM_TEXT.matchAt(formatAmount(price, unit));

/** A team's cards left: the event's cards less the team's sales by right to match (never below 0). */
export function rtmCardsLeft(cards: number, used: number): number {
  return Math.max(0, cards - used);
}

/**
 * Whether a previous team may be offered a match on a sale to `winner`: right to match is on, the player
 * has a previous team, it is not the winner, and it holds a card. The sale's own rules (purse, squad,
 * quotas, max bid) are checked by the engine when the match is made.
 */
export function canOfferMatch(input: { previousTeam: number | null; winner: number | null; cardsLeft: number }): boolean {
  return input.previousTeam !== null && input.winner !== null && input.previousTeam !== input.winner && input.cardsLeft > 0;
}
