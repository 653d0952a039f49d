// What a sponsor got, and its private link (docs/api.md "Sponsor exposure"; docs/decisions/072-sponsor-report.md):
// GET events/sponsors/{id}/exposure/?event_id= with the event permission, or with the sponsor's private
// key in the X-Sponsor-Key header (never in a URL the server sees: the report page keeps it after `#`);
// POST and DELETE events/sponsors/{id}/link/?event_id= make, replace and revoke the link.
import { SPONSOR_KEY_HEADER, type SponsorExposure, type SponsorLink } from "@sah/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, request } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** A sponsor's figures: as the event's manager without `key`, else as the private link's holder. */
export function sponsorExposureQueryOptions(eventId: number, sponsorId: number, key?: string | null) {
  return queryOptions({
    queryKey: key
      ? [...queryKeys.event.sponsorExposure(eventId, sponsorId), "key"]
      : queryKeys.event.sponsorExposure(eventId, sponsorId),
    queryFn: ({ signal }) =>
      request<SponsorExposure>("GET", `events/sponsors/${sponsorId}/exposure/`, {
        query: { event_id: eventId },
        signal,
        ...(key ? { headers: { [SPONSOR_KEY_HEADER]: key } } : {}),
      }),
    enabled: Number.isFinite(eventId) && Number.isFinite(sponsorId),
    meta: { alert: false as const },
  });
}

export function useSponsorExposure(eventId: number, sponsorId: number, key?: string | null) {
  return useQuery(sponsorExposureQueryOptions(eventId, sponsorId, key));
}

/** POST events/sponsors/{id}/link/?event_id=: a new key (the previous one stops working); answered once. */
export function makeSponsorLink(eventId: number, sponsorId: number): Promise<SponsorLink> {
  return api.post<SponsorLink>(`events/sponsors/${sponsorId}/link/`, undefined, { event_id: eventId });
}

/** DELETE events/sponsors/{id}/link/?event_id=: the link stops working. */
export function revokeSponsorLink(eventId: number, sponsorId: number): Promise<void> {
  return api.delete<void>(`events/sponsors/${sponsorId}/link/`, { event_id: eventId });
}

/** Make or replace (`make`), or revoke the link; the sponsor's figures (which say whether it has one) refetch. */
export function useSponsorLink(eventId: number, sponsorId: number) {
  const client = useQueryClient();
  const refetch = () => client.invalidateQueries({ queryKey: queryKeys.event.sponsorExposure(eventId, sponsorId) });
  const make = useMutation({ mutationFn: () => makeSponsorLink(eventId, sponsorId), onSuccess: refetch });
  const revoke = useMutation({ mutationFn: () => revokeSponsorLink(eventId, sponsorId), onSuccess: refetch });
  return { make, revoke };
}
