// POST events/events/{id}/duplicate/ (docs/api.md "Duplicate an event"): staff copy an
// event for next season. The form shows the errors, so no alert.
import type { Event } from "@sah/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function duplicateEvent(eventId: number, name: string): Promise<Event> {
  return api.post<Event>(`events/events/${eventId}/duplicate/`, { name });
}

export function useDuplicateEvent(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => duplicateEvent(eventId, name),
    meta: { alert: false },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.eventLists }),
  });
}
