// The budget rule (API.md "Budget rule"): a team must keep enough to fill its remaining minimum
// slots at the minimum price, and cannot bid once its slots are full.

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
