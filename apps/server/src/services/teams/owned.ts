// The teams a user owns, for the top bar's "My team" (docs/api.md "Bidding by team owners"): each
// with its event's name, date and bidding mode, so one answer gives the links to the team pages and
// to the bid pages. Archived events are left out, as in "Your Auctions" (decision 034).
import { LIMITS, type MyTeam } from "@sah/domain";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, teamOwners, teams } from "../../db/schema.ts";

/** One query: the newest events first, then by team name; at most LIMITS.myTeamsMax. */
export async function listTeamsOwnedBy(db: DbOrTx, userId: number): Promise<MyTeam[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      logo: teams.logo,
      eventId: events.id,
      eventName: events.name,
      date: events.date,
      bidding: events.bidding,
    })
    .from(teamOwners)
    .innerJoin(teams, eq(teams.id, teamOwners.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(and(eq(teamOwners.userId, userId), isNull(events.archivedAt)))
    .orderBy(desc(events.date), desc(events.id), asc(teams.name), asc(teams.id))
    .limit(LIMITS.myTeamsMax);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    logo: r.logo,
    event: { id: r.eventId, name: r.eventName, date: r.date, bidding: r.bidding === "owners" ? "owners" : "auctioneer" },
  }));
}
