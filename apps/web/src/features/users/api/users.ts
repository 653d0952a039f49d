// User management calls (docs/product.md section 7, docs/api.md "Users"; staff only): the paged list with search,
// one user, create, update and archive (docs/decisions/034-archive-and-delete.md). Changes refetch
// everything under ["users"], which includes the owner options of the event and team forms.
import type { User, UserCreateBody, UserPatchBody } from "@sah/domain";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { alertUnlessRefusal } from "../../../lib/api-errors.ts";
import { pagedQueryOptions } from "../../../lib/paged-query.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** `archived`: the archived accounts instead of the others (`?archived=1`). */
export function userListQueryOptions(search: string, archived = false) {
  return pagedQueryOptions<User>({
    queryKey: queryKeys.users.list(search, archived),
    path: "users/",
    query: { search, archived: archived ? 1 : undefined },
  });
}

export function useUserList(search: string, archived = false) {
  return useInfiniteQuery(userListQueryOptions(search, archived));
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => api.get<User>(`users/${userId}/`, undefined, signal),
    enabled: Number.isFinite(userId),
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}

/** The form shows what went wrong (panel and fields): no alert. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreateBody) => api.post<User>("users/", body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
    meta: { alert: false },
  });
}

export function useUpdateUser(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserPatchBody) => api.patch<User>(`users/${userId}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
    meta: { alert: false },
  });
}

/** PATCH users/{id}/ {archived}: archiving logs the user out and stops their logins; not one's own. */
export function useSetUserArchived(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => api.patch<User>(`users/${userId}/`, { archived }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
    meta: { onError: alertUnlessRefusal },
  });
}
