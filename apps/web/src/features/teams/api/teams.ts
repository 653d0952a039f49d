// Team calls (spec section 7, API.md "Teams"): the searchable paged list, one team, its players,
// create and update (multipart, owners as repeated keys).
import type { Player, Team } from "@sah/domain";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, nextPageParam } from "../../../lib/api-client.ts";
import { alertUnlessRefusal } from "../../../lib/api-errors.ts";
import { invalidateTopics } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";

export function teamListQueryOptions(eventId: number, search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.event.teamList(eventId, search),
    queryFn: ({ pageParam, signal }) => api.getPage<Team>("teams/", { event_id: eventId, search }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    enabled: Number.isFinite(eventId),
  });
}

export function useTeamList(eventId: number, search: string) {
  return useInfiniteQuery(teamListQueryOptions(eventId, search));
}

export function teamQueryOptions(eventId: number, teamId: number) {
  return queryOptions({
    queryKey: queryKeys.event.team(eventId, teamId),
    queryFn: ({ signal }) => api.get<Team>(`teams/${teamId}/`, { event_id: eventId }, signal),
    enabled: Number.isFinite(eventId) && Number.isFinite(teamId),
  });
}

/** `enabled: false` stops fetching: a page deleting this team must not refetch it (a 404). */
export function useTeam(eventId: number, teamId: number, { enabled = true } = {}) {
  const options = teamQueryOptions(eventId, teamId);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}

export function teamPlayersQueryOptions(eventId: number, teamId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.event.teamPlayers(eventId, teamId),
    queryFn: ({ pageParam, signal }) =>
      api.getPage<Player>("players/team-players/", { team_id: teamId, page_size: 100 }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
    enabled: Number.isFinite(teamId),
  });
}

export function useTeamPlayers(eventId: number, teamId: number) {
  return useInfiniteQuery(teamPlayersQueryOptions(eventId, teamId));
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

// Form errors show in the form (spec section 8), so these mutations raise no alert.
export function useCreateTeam(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => createTeam(eventId, body),
    meta: { alert: false },
    onSuccess: () => invalidateTopics(client, eventId, ["teams"]),
  });
}

export function useUpdateTeam(eventId: number, teamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => updateTeam(eventId, teamId, body),
    meta: { alert: false },
    onSuccess: (team) => {
      client.setQueryData(queryKeys.event.team(eventId, teamId), team);
      return invalidateTopics(client, eventId, TEAM_TOPICS);
    },
  });
}

/** DELETE teams/{id}/?event_id= (permission); a team with players is refused (400 {detail}). */
export function deleteTeam(eventId: number, teamId: number): Promise<void> {
  return api.delete<void>(`teams/${teamId}/`, { event_id: eventId });
}

/**
 * The refusal shows in the confirm dialog, so only other failures alert. The deleted team's queries
 * are removed, not refetched: a refetch of a team that is gone answers 404 and would alert "Not Found".
 */
export function useDeleteTeam(eventId: number, teamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTeam(eventId, teamId),
    meta: { onError: alertUnlessRefusal },
    onSuccess: () => {
      client.removeQueries({ queryKey: queryKeys.event.team(eventId, teamId), exact: true });
      client.removeQueries({ queryKey: queryKeys.event.teamPlayers(eventId, teamId), exact: true });
      return invalidateTopics(client, eventId, TEAM_TOPICS);
    },
  });
}
