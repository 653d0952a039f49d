// Saving the item a page edits (a team, a player) from its form: form errors show in the form
// (docs/product.md section 8), so the mutation raises no alert; the answer becomes the item's query
// data at once, and what the change makes stale is refetched, as its live message would name it.

import type { LiveTopic } from "@sah/domain";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateTopics } from "./live.tsx";

export function useUpdateItem<T>(
  eventId: number,
  itemKey: QueryKey,
  mutationFn: (body: FormData) => Promise<T>,
  topics: readonly LiveTopic[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { alert: false },
    onSuccess: (item: T) => {
      client.setQueryData(itemKey, item);
      return invalidateTopics(client, eventId, topics);
    },
  });
}
