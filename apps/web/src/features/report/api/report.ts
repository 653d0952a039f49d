// The auction report (docs/api.md "The auction report").
import type { EventReport } from "@sah/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET events/events/{id}/report/ — public once the auction has concluded, the event's managers' before. */
export function reportQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.report(eventId),
    queryFn: ({ signal }) => api.get<EventReport>(`events/events/${eventId}/report/`, undefined, signal),
    enabled: Number.isFinite(eventId),
    meta: { alert: false as const },
  });
}

export function useReport(eventId: number) {
  return useQuery(reportQueryOptions(eventId));
}
