// The auction report and sponsors' exposure (docs/api.md "The auction report", "Sponsor exposure").
import type { EventReport, SponsorExposure } from "@sah/domain";
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

/** GET events/sponsors/{id}/exposure/?event_id= — event permission. */
export function sponsorExposureQueryOptions(eventId: number, sponsorId: number) {
  return queryOptions({
    queryKey: queryKeys.event.sponsorExposure(eventId, sponsorId),
    queryFn: ({ signal }) => api.get<SponsorExposure>(`events/sponsors/${sponsorId}/exposure/`, { event_id: eventId }, signal),
    enabled: Number.isFinite(eventId) && Number.isFinite(sponsorId),
  });
}

export function useSponsorExposure(eventId: number, sponsorId: number) {
  return useQuery(sponsorExposureQueryOptions(eventId, sponsorId));
}
