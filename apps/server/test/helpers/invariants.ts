// The auction's standing invariants as SQL (docs/api.md "Auction", "Budget rule"): no team over its purse or
// its slots, a transaction exactly for each placed player, and every row of a sale in one event.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";

const CHECKS: Record<string, string> = {
  "a team spent more than its purse": `
    select t.id from teams t join events e on e.id = t.event_id left join transactions x on x.team_id = t.id
    group by t.id, e.funds_per_team having e.funds_per_team - coalesce(sum(x.price), 0) < 0`,
  "a team holds more players than max_players": `
    select t.id from teams t join events e on e.id = t.event_id left join transactions x on x.team_id = t.id
    group by t.id, e.max_players having count(x.id) > e.max_players`,
  "a sale joins rows of different events": `
    select x.id from transactions x join teams t on t.id = x.team_id join players p on p.id = x.player_id
    where t.event_id <> x.event_id or p.event_id <> x.event_id`,
  "a sold, retained or icon player without a sale": `
    select p.id from players p left join transactions x on x.player_id = p.id where p.status in (3, 4, 6) and x.id is null`,
  "a sale of a player who is not placed": `
    select p.id from players p join transactions x on x.player_id = p.id where p.status not in (3, 4, 6)`,
  "a player on the block of another event": `
    select a.event_id from auction_states a join players p on p.id = a.current_player_id where p.event_id <> a.event_id`,
};

/** The broken invariants, each with the ids that break it (empty: all hold). */
export async function auctionInvariantViolations(db: Db): Promise<string[]> {
  const out: string[] = [];
  for (const [what, query] of Object.entries(CHECKS)) {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
    if (result.rows.length) out.push(`${what}: ${result.rows.map((r) => Object.values(r)[0]).join(", ")}`);
  }
  return out;
}
