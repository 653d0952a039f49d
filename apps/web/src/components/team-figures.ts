// The names of a team's figures wherever a screen shows them (the team page, the console's purses and
// sell form, the live page's team summary), in the budget rule's words: "open slots" as in the max
// bid's sentence (docs/api.md "Budget rule"). One name per figure, so no screen calls it otherwise.

export const TEAM_FIGURE = {
  players: "Players",
  openSlots: "Open slots",
  fundsLeft: "Funds left",
  totalFunds: "Total funds",
  spent: "Spent",
  maxBid: "Max bid",
} as const;

/** The figure columns of a table of teams, after the team's own: players, open slots, funds left, max bid. */
export const TEAM_TABLE_FIGURES = [
  TEAM_FIGURE.players,
  TEAM_FIGURE.openSlots,
  TEAM_FIGURE.fundsLeft,
  TEAM_FIGURE.maxBid,
] as const;
