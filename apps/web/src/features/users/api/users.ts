// User management calls (spec section 7, API.md "Users"; staff only): the paged list with search,
// one user, create and update. Changes refetch everything under ["users"], which includes the
// owner options of the event and team forms.
import type { User, UserCreateBody, UserPatchBody } from "@sah/domain";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, nextPageParam } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function userListQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.users.list(search),
    queryFn: ({ pageParam, signal }) => api.getPage<User>("users/", { search }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
  });
}

export function useUserList(search: string) {
  return useInfiniteQuery(userListQueryOptions(search));
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
