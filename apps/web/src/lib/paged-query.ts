// The options of a paged list's query (docs/api.md "Conventions", paged lists): the first page from the
// path and its query, each next one from the previous page's `next` link. Every list reads this way.
import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import { api, nextPageParam, type Query } from "./api-client.ts";

type Options<K extends QueryKey> = { queryKey: K; path: string; query: Query; enabled?: boolean };

export function pagedQueryOptions<T, K extends QueryKey = QueryKey>({ queryKey, path, query, enabled = true }: Options<K>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.getPage<T>(path, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam<T>,
    enabled,
  });
}
