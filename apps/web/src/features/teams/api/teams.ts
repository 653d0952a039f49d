// Team calls (docs/product.md section 7, docs/api.md "Teams"): the searchable paged list, one team, its players,
// create and update (multipart, owners as repeated keys).
import type { InviteBody, InviteResult, Player, Team } from "@sah/domain";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { eventReadOptions } from "../../../lib/event-queries.ts";
import { eventRowWrites } from "../../../lib/event-row-writes.ts";
import { unlessDeleted, useItemQuery } from "../../../lib/item-query.ts";
import { invalidateTopics } from "../../../lib/live.tsx";
import { pagedQueryOptions } from "../../../lib/paged-query.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function teamListQueryOptions(eventId: number, search: string) {
  return pagedQueryOptions<Team>({
    queryKey: queryKeys.event.teamList(eventId, search),
    path: "teams/",
    query: { event_id: eventId, search },
    enabled: Number.isFinite(eventId),
  });
}

export function useTeamList(eventId: number, search: string) {
  return useInfiniteQuery(teamListQueryOptions(eventId, search));
}

export function teamQueryOptions(eventId: number, teamId: number) {
  return eventReadOptions<Team>(queryKeys.event.team(eventId, teamId), `teams/${teamId}/`, eventId, teamId);
}

/** Not fetched while the team is being deleted, or once it is (lib/delete-item.ts). */
export function useTeam(eventId: number, teamId: number) {
  return useItemQuery(teamQueryOptions(eventId, teamId));
}

export function teamPlayersQueryOptions(eventId: number, teamId: number) {
  return pagedQueryOptions<Player>({
    queryKey: queryKeys.event.teamPlayers(eventId, teamId),
    path: "players/team-players/",
    query: { team_id: teamId, page_size: 100 },
    enabled: Number.isFinite(teamId),
  });
}

/** Off with the team too: once the team is gone its players' list answers 404 (docs/decisions/032-offline-and-forms.md). */
export function useTeamPlayers(eventId: number, teamId: number) {
  const client = useQueryClient();
  const options = teamPlayersQueryOptions(eventId, teamId);
  const teamKey = queryKeys.event.team(eventId, teamId);
  return useInfiniteQuery({ ...options, enabled: unlessDeleted(client, teamKey, options.enabled === true) });
}

// A team's name shows on its players' sales and in the top 5, so an edit refreshes those too.
const TEAM_TOPICS = ["teams", "players", "auction"] as const;

const teamWrites = eventRowWrites<Team>({
  resource: "teams",
  rowKey: queryKeys.event.team,
  created: ["teams"],
  changed: TEAM_TOPICS,
});

/** POST teams/?event_id= (permission): multipart name, owners (repeated keys), logo. */
export const useCreateTeam = teamWrites.useCreate;
export const useUpdateTeam = teamWrites.useUpdate;
/** DELETE teams/{id}/; a team with players is refused (400 {detail}). Its players' list is not fetched again either. */
export const useDeleteTeam = teamWrites.useDelete;

/** POST teams/{id}/invite/?event_id= (permission): a team owner by e-mail (docs/api.md "Bidding by team owners"). */
export function useInviteOwner(eventId: number, teamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => api.post<InviteResult>(`teams/${teamId}/invite/`, body, { event_id: eventId }),
    meta: { alert: false },
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.event.team(eventId, teamId), answer.team);
      return invalidateTopics(client, eventId, TEAM_TOPICS);
    },
  });
}
