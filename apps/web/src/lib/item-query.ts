// The query of the item a page shows, off while the item is being or has been deleted
// (lib/delete-item.ts says why). Apart from the delete mutation, so a page that only reads (the public
// player page) does not load the mutation code.
import { type QueryClient, type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";

export function deleteMutationKey(itemKey: QueryKey): QueryKey {
  return ["delete", ...itemKey];
}

/** Is a delete of this item running, or done, on a page still open? */
export function isDeleted(client: QueryClient, itemKey: QueryKey): boolean {
  return client
    .getMutationCache()
    .findAll({ mutationKey: deleteMutationKey(itemKey), exact: true })
    .some((m) => m.state.status === "pending" || m.state.status === "success");
}

/** `enabled` of an item's query: as given, and off while the item is being or has been deleted. */
export function unlessDeleted(client: QueryClient, itemKey: QueryKey, enabled: boolean): () => boolean {
  return () => enabled && !isDeleted(client, itemKey);
}

/** The query of the item a page shows: not fetched while the item is being deleted, or once it is. */
export function useItemQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const client = useQueryClient();
  return useQuery({ ...options, enabled: unlessDeleted(client, options.queryKey, options.enabled === true) });
}
