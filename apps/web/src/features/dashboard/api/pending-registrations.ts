// How many registrations wait for the organiser (the dashboard's "Registrations" badge): the queue's
// first page of one, under the queue's own key, so the live topic `registrations` refreshes it.
import type { Paged, Registration } from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function usePendingRegistrations(eventId: number, enabled: boolean): number | null {
  const q = useQuery({
    queryKey: [...queryKeys.event.registrations(eventId, "pending"), 1],
    queryFn: ({ signal }) =>
      api.get<Paged<Registration>>("players/registrations/", { event_id: eventId, state: "pending", page_size: 1 }, signal),
    enabled: enabled && Number.isFinite(eventId),
  });
  return q.data?.count ?? null;
}
