// Team calls (docs/product.md section 7, docs/api.md "Teams"): the searchable paged list, one team, its players,
// create and update (multipart, owners as repeated keys).
import type { InviteBody, InviteResult, Player, Team } from "@sah/domain";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { alertUnlessRefusal } from "../../../lib/api-errors.ts";
import { useDeleteItem } from "../../../lib/delete-item.ts";
import { eventReadOptions } from "../../../lib/event-queries.ts";
import { unlessDeleted, useItemQuery } from "../../../lib/item-query.ts";
import { invalidateTopics } from "../../../lib/live.tsx";
import { pagedQueryOptions } from "../../../lib/paged-query.ts";
import { queryKeys, topicQueryKeys } from "../../../lib/query-keys.ts";
import { useUpdateItem } from "../../../lib/update-item.ts";

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

/** POST teams/?event_id= (permission): multipart name, owners (repeated keys), logo. */
export function createTeam(eventId: number, body: FormData): Promise<Team> {
  return api.post<Team>("teams/", body, { event_id: eventId });
}

/** PATCH teams/{id}/?event_id=: multipart, only the changed fields. */
export function updateTeam(eventId: number, teamId: number, body: FormData): Promise<Team> {
  return api.patch<Team>(`teams/${teamId}/`, body, { event_id: eventId });
}

// A team's name shows on its players' sales and in the top 5, so an edit refreshes those too.
const TEAM_TOPICS = ["teams", "players", "auction"] as const;

// Form errors show in the form (docs/product.md section 8), so these mutations raise no alert.
export function useCreateTeam(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => createTeam(eventId, body),
    meta: { alert: false },
    onSuccess: () => invalidateTopics(client, eventId, ["teams"]),
  });
}

export function useUpdateTeam(eventId: number, teamId: number) {
  const mutationFn = (body: FormData) => updateTeam(eventId, teamId, body);
  return useUpdateItem(eventId, queryKeys.event.team(eventId, teamId), mutationFn, TEAM_TOPICS);
}

/** DELETE teams/{id}/?event_id= (permission); a team with players is refused (400 {detail}). */
export function deleteTeam(eventId: number, teamId: number): Promise<void> {
  return api.delete<void>(`teams/${teamId}/`, { event_id: eventId });
}

/**
 * The refusal shows in the confirm dialog, so only other failures alert. The deleted team and its
 * players' list are not fetched again (lib/delete-item.ts): a refetch would answer 404 and alert "Not Found".
 */
export function useDeleteTeam(eventId: number, teamId: number) {
  return useDeleteItem({
    mutationFn: () => deleteTeam(eventId, teamId),
    itemKey: queryKeys.event.team(eventId, teamId),
    staleKeys: topicQueryKeys(eventId, TEAM_TOPICS),
    meta: { onError: alertUnlessRefusal },
  });
}

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
