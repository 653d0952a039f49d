// Users as owner options (spec section 3 "User": label = email, value = id) from GET users/all/,
// which answers staff and event owners. Shared by the team and event forms. Cached 1 hour, kept
// 24 hours (spec section 9: the query client's defaults).
import type { UserOption } from "@sah/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

export type Option = { label: string; value: number };

export function toUserOptions(users: readonly UserOption[]): Option[] {
  return users.map((u) => ({ label: u.email, value: u.id }));
}

export function userOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.userOptions,
    queryFn: async ({ signal }) => toUserOptions(await api.get<UserOption[]>("users/all/", undefined, signal)),
  });
}

export function useUserOptions() {
  return useQuery(userOptionsQueryOptions());
}
