// The options of a paged list's query (docs/api.md "Conventions", paged lists): the first page from the
// path and its query, each next one from the previous page's `next` link. Every list reads this way.
// A long windowed list also reads any page by its number (`pageAccess`, docs/decisions/064-long-lists.md).
import { infiniteQueryOptions, type QueryKey, queryOptions } from "@tanstack/react-query";
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

/**
 * Any page of a list by its number (`?page=N`, 1-based, `size` a page): how a windowed list reads the
 * pages after its first, which stays `pagedQueryOptions`' (server-rendered and hydrated). Each page's
 * key is the list's key and its number, so whatever refreshes the list (a prefix of its key: a live
 * message's group, a write's topics) refreshes its pages too. A failed page raises no alert: its place
 * in the list shows the error and a retry.
 */
export type PageAccess<T> = { size: number; options: (page: number) => ReturnType<typeof pageQueryOptions<T>> };

function pageQueryOptions<T>({ queryKey, path, query, enabled = true }: Options<QueryKey>, size: number, page: number) {
  return queryOptions({
    queryKey: [...queryKey, "page", page] as const,
    queryFn: ({ signal }) => api.getPage<T>(path, { ...query, page_size: size, page }, null, signal),
    enabled,
    meta: { alert: false },
  });
}

/** The first page's infinite query (`first`) and the list's other pages by number (`pages`), `size` a page. */
export function pageAccessOptions<T, K extends QueryKey = QueryKey>(options: Options<K>, size: number) {
  const withSize = { ...options, query: { ...options.query, page_size: size } };
  const pages: PageAccess<T> = { size, options: (page) => pageQueryOptions<T>(withSize, size, page) };
  return { first: pagedQueryOptions<T, K>(withSize), pages };
}
