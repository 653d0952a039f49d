// The budget and squad rules (docs/api.md "Budget rule"): a team must keep enough to fill its remaining
// minimum slots at the minimum price, and cannot buy once its slots are full. The server's engine
// decides with them; the web uses the same functions to show a sale at once (decision 033).

export type Purse = {
  totalFunds: number;
  spent: number;
  playersCount: number;
  minPlayers: number;
  maxPlayers: number;
  minPlayerPrice: number;
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

/** max_bid = funds_remaining − max(0, min_players − players_count − 1) × min_player_price; 0 without a free slot. */
export function maxBid(p: Purse): number {
  if (!hasFreeSlot(p)) return 0;
  const reserve = Math.max(0, p.minPlayers - p.playersCount - 1) * p.minPlayerPrice;
  return Math.max(0, fundsRemaining(p) - reserve);
}

/** The squad counts of a team as the wire sends them (team JSON). */
export type Squad = { players_count: number; min_players: number; max_players: number };

/** Every slot taken (`players_count` has reached `max_players`): the team cannot buy. */
export function isTeamFull(team: Squad): boolean {
  return team.players_count >= team.max_players;
}

/** How many more players the team needs to reach `min_players` (0 when it has enough). */
export function playersNeeded(team: Squad): number {
  return Math.max(0, team.min_players - team.players_count);
}
