// The event permission check (docs/product.md section 6, docs/api.md "Events"): GET events/events/{id}/check-permission/
// answers 200 {permitted: true} for staff and the event's owners, 403 otherwise (401 anonymous).
// A refusal is an answer, not a failure to report: no alert.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

export function checkEventPermission(eventId: number, signal?: AbortSignal): Promise<{ permitted: boolean }> {
  return api.get<{ permitted: boolean }>(`events/events/${eventId}/check-permission/`, undefined, signal);
}

export function eventPermissionQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.permission(eventId),
    queryFn: ({ signal }) => checkEventPermission(eventId, signal),
    enabled: Number.isFinite(eventId),
    meta: { alert: false },
  });
}

/** true when the caller may manage the event, false when refused or failed, undefined while unknown. */
export function useEventPermission(eventId: number): { permitted: boolean | undefined; error: unknown } {
  const query = useQuery(eventPermissionQueryOptions(eventId));
  if (query.isError) return { permitted: false, error: query.error };
  if (query.isPending) return { permitted: undefined, error: null };
  return { permitted: query.data.permitted === true, error: null };
}
