// What a team's purse shows under "Max bid" (docs/decisions/062-phones-adjustments-out.md): its max bid
// while it can still buy, else the domain's words for why it cannot ("Full", "Out: 5 L left, minimum
// 30 L"), from the same budget rule (team JSON's max_bid, domain outOfBiddingText). The live page's
// team summary, the console's purses, the big screen and the owner's bid page all take it from here.
import { outOfBiddingText, type Team } from "@sah/domain";

type Figures = Pick<Team, "players_count" | "max_players" | "max_bid" | "funds_remaining">;

/**
 * The max bid in `format`, or why the team is out of the bidding. Without the event's minimum price
 * (not loaded yet) only a full squad is told apart.
 */
export function maxBidText(team: Figures, minPrice: number | undefined, format: (n: number) => string): string {
  return outOfBiddingText(team, minPrice ?? 0, format) ?? format(team.max_bid);
}

/** Whether the team can still buy (the purse shows its max bid, not why it is out). */
export function inTheBidding(team: Figures, minPrice: number | undefined): boolean {
  return outOfBiddingText(team, minPrice ?? 0, String) === null;
}
