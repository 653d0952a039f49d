// The reads that more than one feature makes (docs/style.md habit 8: a feature never imports
// another, so what they share lives here): the event, one player, a team's budget, the event's skills
// and sponsors, and the one way every feature builds a read of something of an event (eventReadOptions).
import type { Event, Player, ServerAddresses, Skill, Sponsor, Team, TeamBudget } from "@sah/domain";
import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * A read of something of one event: GET `path`?event_id= under `queryKey`, off until the event's id
 * (and any other id of the path) is a number, as a malformed URL leaves it.
 */
export function eventReadOptions<T>(queryKey: QueryKey, path: string, eventId: number, ...ids: number[]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { event_id: eventId }, signal),
    enabled: [eventId, ...ids].every(Number.isFinite),
  });
}

/** GET events/events/{id}/ — the event the pages under /view/{id} and /dashboard/{id} show. */
export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.detail(eventId),
    queryFn: ({ signal }) => api.get<Event>(`events/events/${eventId}/`, undefined, signal),
    enabled: Number.isFinite(eventId),
  });
}

/** The event (the event's frame, the room's screens, the event's settings). */
export function useEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}

/** GET players/{id}/?event_id= — one player (the player pages, the sell page, the log's names). */
export function playerQueryOptions(eventId: number, playerId: number) {
  return eventReadOptions<Player>(queryKeys.event.player(eventId, playerId), `players/${playerId}/`, eventId, playerId);
}

/** GET teams/all/?event_id= — every team of the event (the purses, the player form's previous team). */
export function teamSummaryQueryOptions(eventId: number) {
  return eventReadOptions<Team[]>(queryKeys.event.teamSummary(eventId), "teams/all/", eventId);
}

/** GET teams/{id}/budget/?event_id= — a team's max bid and why (docs/api.md "Budget rule"). */
export function teamBudgetQueryOptions(eventId: number, teamId: number) {
  return eventReadOptions<TeamBudget>(queryKeys.event.teamBudget(eventId, teamId), `teams/${teamId}/budget/`, eventId, teamId);
}

/** GET events/skills/all/?event_id= — the event's skills (the player form, the filters, the squad rules' editor). */
export function skillsQueryOptions(eventId: number) {
  return eventReadOptions<Skill[]>(queryKeys.event.skills(eventId), "events/skills/all/", eventId);
}

/** GET events/events/{id}/addresses/ — where phones reach the server (the event's managers only). */
export function addressesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.addresses(eventId),
    queryFn: ({ signal }) => api.get<ServerAddresses>(`events/events/${eventId}/addresses/`, undefined, signal),
    enabled: Number.isFinite(eventId),
    meta: { alert: false as const },
  });
}

/** GET events/sponsors/?event_id= — the event's sponsors, by order (the detail page, the room's screens, Sponsors). */
export function sponsorsQueryOptions(eventId: number) {
  return eventReadOptions<Sponsor[]>(queryKeys.event.sponsors(eventId), "events/sponsors/", eventId);
}

export function useSponsors(eventId: number) {
  return useQuery(sponsorsQueryOptions(eventId));
}
