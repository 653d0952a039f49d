// Sponsor calls (docs/product.md section 7, docs/api.md "Sponsors"): GET events/sponsors/?event_id= returns the
// event's sponsors as a plain array, by order (lib/event-queries.ts, which the room's screens and the
// detail page read too); one sponsor; create, update (multipart) and delete.
import type { Sponsor } from "@sah/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useDeleteItem } from "../../../lib/delete-item.ts";
import { eventReadOptions } from "../../../lib/event-queries.ts";
import { useItemQuery } from "../../../lib/item-query.ts";
import { useRefetchGroup } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";

export function sponsorQueryOptions(eventId: number, sponsorId: number) {
  return eventReadOptions<Sponsor>(
    queryKeys.event.sponsor(eventId, sponsorId),
    `events/sponsors/${sponsorId}/`,
    eventId,
    sponsorId,
  );
}

/** Not fetched while the sponsor is being deleted, or once it is (lib/delete-item.ts). */
export function useSponsor(eventId: number, sponsorId: number) {
  return useItemQuery(sponsorQueryOptions(eventId, sponsorId));
}

/** POST events/sponsors/?event_id= (permission): multipart name, category, order, link, logo. */
export function createSponsor(eventId: number, body: FormData): Promise<Sponsor> {
  return api.post<Sponsor>("events/sponsors/", body, { event_id: eventId });
}

/** PATCH events/sponsors/{id}/?event_id=: multipart, only the changed fields. */
export function updateSponsor(eventId: number, sponsorId: number, body: FormData): Promise<Sponsor> {
  return api.patch<Sponsor>(`events/sponsors/${sponsorId}/`, body, { event_id: eventId });
}

/** DELETE events/sponsors/{id}/?event_id= (permission): the sponsor and its logo. */
export function deleteSponsor(eventId: number, sponsorId: number): Promise<void> {
  return api.delete<void>(`events/sponsors/${sponsorId}/`, { event_id: eventId });
}

const useInvalidateSponsors = (eventId: number) => useRefetchGroup(eventId, "sponsors");

// Form errors show in the form (docs/product.md section 8), so create and update raise no alert.
export function useCreateSponsor(eventId: number) {
  const invalidate = useInvalidateSponsors(eventId);
  return useMutation({
    mutationFn: (body: FormData) => createSponsor(eventId, body),
    meta: { alert: false },
    onSuccess: invalidate,
  });
}

export function useUpdateSponsor(eventId: number, sponsorId: number) {
  const invalidate = useInvalidateSponsors(eventId);
  return useMutation({
    mutationFn: (body: FormData) => updateSponsor(eventId, sponsorId, body),
    meta: { alert: false },
    onSuccess: invalidate,
  });
}

/** A failed delete raises the spec's alert (section 8): it is not a form error. */
export function useDeleteSponsor(eventId: number, sponsorId: number) {
  return useDeleteItem({
    mutationFn: () => deleteSponsor(eventId, sponsorId),
    itemKey: queryKeys.event.sponsor(eventId, sponsorId),
    staleKeys: [queryKeys.event.sponsors(eventId)],
  });
}
