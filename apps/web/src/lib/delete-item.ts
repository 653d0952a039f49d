// Deleting the item a page shows (a sponsor, a team, a player: docs/decisions/032-offline-and-forms.md).
// The page's own query of the item must not be fetched again once the delete has started: the
// server would answer 404 and the spec's "Not Found" alert (section 8) would follow the success
// alert. Such a fetch can come from the delete's own live message (docs/api.md "Live updates"), which
// may arrive before the DELETE's answer, or from a window focus. So:
// - the item's query is off while a delete of it runs or has succeeded (`unlessDeleted`, asked at
//   the moment a fetch is considered, so no render has to happen first); the delete mutation is
//   forgotten as soon as its page is gone (gcTime 0), so a later visit to the item's URL asks again
//   and learns that it is gone;
// - the delete cancels a fetch of the item already running, and marks the item stale without
//   fetching it: the page keeps what it showed until it has moved on;
// - the lists named in `staleKeys` are refetched.
import { type MutationMeta, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteMutationKey } from "./item-query.ts";

type Options = {
  mutationFn: () => Promise<unknown>;
  /** The item's own query (its detail), whose hook uses `unlessDeleted`. */
  itemKey: QueryKey;
  /** What the delete makes stale (the lists that held the item). */
  staleKeys: readonly QueryKey[];
  /** The mutation's meta; without it a failure raises the spec's alert (section 8). */
  meta?: MutationMeta;
};

/** A delete mutation of the item a page shows. A failure raises the spec's alert (section 8) unless `meta` says otherwise. */
export function useDeleteItem({ mutationFn, itemKey, staleKeys, meta }: Options) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: deleteMutationKey(itemKey),
    mutationFn,
    meta,
    gcTime: 0,
    onMutate: () => client.cancelQueries({ queryKey: itemKey, exact: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: itemKey, exact: true, refetchType: "none" });
      await Promise.all(staleKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
