// The reads that more than one feature makes (docs/style.md habit 8: a feature never imports
// another, so what they share lives here): the event, one player, a team's budget and the event's skills.
import type { Event, Player, Skill, TeamBudget } from "@sah/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET events/events/{id}/ — the event the pages under /view/{id} and /dashboard/{id} show. */
export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.detail(eventId),
    queryFn: ({ signal }) => api.get<Event>(`events/events/${eventId}/`, undefined, signal),
    enabled: Number.isFinite(eventId),
  });
}

/** GET players/{id}/?event_id= — one player (the player pages, the sell page, the log's names). */
export function playerQueryOptions(eventId: number, playerId: number) {
  return queryOptions({
    queryKey: queryKeys.event.player(eventId, playerId),
    queryFn: ({ signal }) => api.get<Player>(`players/${playerId}/`, { event_id: eventId }, signal),
    enabled: Number.isFinite(eventId) && Number.isFinite(playerId),
  });
}

/** GET teams/{id}/budget/?event_id= — a team's max bid and why (docs/api.md "Beyond the spec"). */
export function teamBudgetQueryOptions(eventId: number, teamId: number) {
  return queryOptions({
    queryKey: queryKeys.event.teamBudget(eventId, teamId),
    queryFn: ({ signal }) => api.get<TeamBudget>(`teams/${teamId}/budget/`, { event_id: eventId }, signal),
    enabled: Number.isFinite(eventId) && Number.isFinite(teamId),
  });
}

/** GET events/skills/all/?event_id= — the event's skills (the player form, the filters, the squad rules' editor). */
export function skillsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.skills(eventId),
    queryFn: ({ signal }) => api.get<Skill[]>("events/skills/all/", { event_id: eventId }, signal),
    enabled: Number.isFinite(eventId),
  });
}
