// Registration calls (docs/api.md "Registration"): the form's settings (public) and their change, the
// public form's POST, the registrant's private link, the organiser's queue and decisions, and the
// poster's PNG.
import type {
  ApproveBody,
  ApproveManyResult,
  Paged,
  Player,
  Registration,
  RegistrationCreated,
  RegistrationSettings,
  RegistrationSettingsBody,
  RegistrationState,
} from "@sah/domain";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, download } from "../../../lib/api-client.ts";
import { useRefetchGroup } from "../../../lib/live.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";

export function registrationSettingsOptions(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event.registrationSettings(eventId),
    queryFn: ({ signal }) => api.get<RegistrationSettings>(`events/events/${eventId}/registration/`, undefined, signal),
    enabled: Number.isFinite(eventId),
  });
}

/** The QR poster as a PNG the server makes (event permission), to save under the server's name. */
export function fetchRegistrationPoster(eventId: number) {
  return download(`events/events/${eventId}/registration/poster.png`);
}

export function useRegistrationSettings(eventId: number) {
  return useQuery(registrationSettingsOptions(eventId));
}

export function useSaveRegistrationSettings(eventId: number) {
  const refetch = useRefetchGroup(eventId, "registrations");
  return useMutation({
    mutationFn: (body: RegistrationSettingsBody) =>
      api.patch<RegistrationSettings>(`events/events/${eventId}/registration/`, body),
    meta: { alert: false },
    onSuccess: refetch,
  });
}

/** POST players/registrations/?event_id= (public, multipart). */
export function useRegister(eventId: number) {
  return useMutation({
    mutationFn: (body: FormData) => api.post<RegistrationCreated>("players/registrations/", body, { event_id: eventId }),
    meta: { alert: false },
  });
}

/** The registrant's own registration by its private token. */
export function useOwnRegistration(id: number, token: string) {
  return useQuery({
    queryKey: ["registration", id, token],
    queryFn: ({ signal }) => api.get<Registration>(`players/registrations/${id}/`, { token }, signal),
    enabled: Number.isFinite(id) && token !== "",
  });
}

export function useCorrectRegistration(id: number, token: string) {
  return useMutation({
    mutationFn: (body: FormData) => api.patch<Registration>(`players/registrations/${id}/`, body, { token }),
    meta: { alert: false },
  });
}

/** The organiser's queue: a page of registrations in one state (live: the `registrations` topic). */
export function useRegistrations(eventId: number, state: RegistrationState, pageSize = 100) {
  return useQuery({
    queryKey: [...queryKeys.event.registrations(eventId, state), pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<Registration>>("players/registrations/", { event_id: eventId, state, page_size: pageSize }, signal),
    enabled: Number.isFinite(eventId),
  });
}

export function useDecide(eventId: number) {
  const refetch = useRefetchGroup(eventId, "registrations");
  const refetchPlayers = useRefetchGroup(eventId, "players");
  const done = () => {
    void refetch();
    void refetchPlayers();
  };
  return {
    approve: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ApproveBody }) =>
        api.post<Player>(`players/registrations/${id}/approve/`, body, { event_id: eventId }),
      onSuccess: done,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        api.post<Registration>(`players/registrations/${id}/reject/`, { reason }, { event_id: eventId }),
      onSuccess: done,
    }),
    approveMany: useMutation({
      mutationFn: ({ ids, grade }: { ids: number[]; grade: number }) =>
        api.post<ApproveManyResult>("players/registrations/approve-many/", { ids, grade }, { event_id: eventId }),
      onSuccess: done,
    }),
  };
}
