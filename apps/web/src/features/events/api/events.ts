// Event calls (docs/product.md section 7): the two paged lists, event types, create and update (one
// event: lib/event-queries.ts, which other features read too).
import type { Event, EventType } from "@sah/domain";
import { type MutationMeta, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type Query } from "../../../lib/api-client.ts";
import { alertUnlessRefusal } from "../../../lib/api-errors.ts";
import { pagedQueryOptions } from "../../../lib/paged-query.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type EventScope = "all" | "for-you" | "archived";

const LIST: Record<EventScope, { path: string; query?: Query }> = {
  all: { path: "events/events/" },
  "for-you": { path: "events/events/for-you/" },
  // Staff only: the archived events (docs/decisions/034-archive-and-delete.md).
  archived: { path: "events/events/", query: { archived: 1 } },
};

export function eventListQueryOptions(scope: EventScope, search: string) {
  return pagedQueryOptions<Event>({
    queryKey: queryKeys.eventList(scope, search),
    path: LIST[scope].path,
    query: { ...LIST[scope].query, search },
  });
}

export function useEventList(scope: EventScope, search: string) {
  return useInfiniteQuery(eventListQueryOptions(scope, search));
}

/** Event types (GET events/event-types/): cached 1 hour, kept 24 hours (docs/product.md section 7). */
export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.eventTypes,
    queryFn: ({ signal }) => api.get<EventType[]>("events/event-types/", undefined, signal),
  });
}

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}

/** POST events/events/ (staff): multipart event fields; the creator becomes an owner (docs/api.md). */
export function createEvent(body: FormData): Promise<Event> {
  return api.post<Event>("events/events/", body);
}

/** PATCH events/events/{id}/: multipart, only the changed fields. */
export function updateEvent(eventId: number, body: FormData): Promise<Event> {
  return api.patch<Event>(`events/events/${eventId}/`, body);
}

// Form errors show in the form (docs/product.md section 8), so the event mutations raise no alert.
export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: { alert: false },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.eventLists }),
  });
}

/**
 * A change to the event itself. After it everything of the event may depend on it (teams' funds and
 * slots follow its money and player limits), and the lists show its name, logo, date and place: all
 * of those are refetched.
 */
function useEventChange<V>(eventId: number, mutationFn: (value: V) => Promise<Event>, meta: MutationMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.event.all(eventId) }),
        client.invalidateQueries({ queryKey: queryKeys.eventLists }),
      ]),
  });
}

/** The form shows its errors: no alert. */
export function useUpdateEvent(eventId: number) {
  return useEventChange(eventId, (body: FormData) => updateEvent(eventId, body), { alert: false });
}

/** PATCH events/events/{id}/ {archived} (staff only; docs/decisions/034-archive-and-delete.md). */
export function setEventArchived(eventId: number, archived: boolean): Promise<Event> {
  return api.patch<Event>(`events/events/${eventId}/`, { archived });
}

/** A refusal shows where it was asked; other failures alert. */
export function useSetEventArchived(eventId: number) {
  return useEventChange(eventId, (archived: boolean) => setEventArchived(eventId, archived), { onError: alertUnlessRefusal });
}
