// The teams the signed-in user owns (GET users/my-teams/, docs/api.md "Bidding by team owners"), for
// the top bar's "My team" (docs/product.md section 10): each team's page, and the bid page of each
// event whose owners bid. In lib/ because the top bar (components/) reads it.
import type { MyTeam } from "@sah/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { paths } from "./paths.ts";
import { queryKeys } from "./query-keys.ts";
import { useSessionUser } from "./session.tsx";

/**
 * A minute, not the hour of other reads: an organiser may add the user to a team or switch bidding on
 * while the app is open, and no live stream follows the user's own teams.
 */
const MY_TEAMS_STALE_MS = 60_000;

export function myTeamsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.myTeams(userId ?? 0),
    queryFn: ({ signal }) => api.get<MyTeam[]>("users/my-teams/", undefined, signal),
    enabled: userId !== null,
    staleTime: MY_TEAMS_STALE_MS,
    // The top bar shows nothing rather than an alert when this fails.
    meta: { alert: false as const },
  });
}

/** The signed-in user's teams ([] for a visitor, or while loading). */
export function useMyTeams(): MyTeam[] {
  const user = useSessionUser();
  const { data } = useQuery(myTeamsQueryOptions(user?.id ?? null));
  return user ? (data ?? []) : [];
}

/** One link of "My team": a team's page, or the bid page of an event where owners bid. */
export type MyTeamLink = { key: string; label: string; detail: string; to: string; kind: "team" | "bid" };

/**
 * The links, in the answer's order (newest event first): each team's public page (purse, squad and
 * needs), and after an event's teams its bid page when its owners bid (one per event: the bid page
 * chooses among the user's teams there).
 */
export function myTeamLinks(teams: readonly MyTeam[]): MyTeamLink[] {
  const links: MyTeamLink[] = [];
  teams.forEach((team, i) => {
    links.push({
      key: `team-${team.id}`,
      label: team.name,
      detail: team.event.name,
      to: paths.view.team.href(team.event.id, team.id),
      kind: "team",
    });
    const lastOfEvent = teams[i + 1]?.event.id !== team.event.id;
    if (lastOfEvent && team.event.bidding === "owners")
      links.push({
        key: `bid-${team.event.id}`,
        label: "Bid now",
        detail: team.event.name,
        to: paths.bid.href(team.event.id),
        kind: "bid",
      });
  });
  return links;
}

/** "My team", or "My teams" for an owner of several. */
export function myTeamsLabel(teams: readonly MyTeam[]): string {
  return teams.length > 1 ? "My teams" : "My team";
}
