// The writes of an event's rows that the server declares once (apps/server/src/routes/event-row-writes.ts):
// create and update of a player or a team (multipart) at `{resource}/` and `{resource}/{id}/`, and its
// delete, all with `?event_id=` (docs/api.md "Players", "Teams"). Form errors show in the form
// (docs/product.md section 8), so create and update raise no alert; a refused delete shows in the
// confirm dialog, so only other failures alert.
import type { LiveTopic } from "@sah/domain";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { alertUnlessRefusal } from "./api-errors.ts";
import { useDeleteItem } from "./delete-item.ts";
import { invalidateTopics } from "./live.tsx";
import { topicQueryKeys } from "./query-keys.ts";
import { useUpdateItem } from "./update-item.ts";

type Row = {
  resource: "players" | "teams";
  /** The query key of one row (its detail). */
  rowKey: (eventId: number, id: number) => QueryKey;
  /** What a new row makes stale, as the live message of the change would name it. */
  created: readonly LiveTopic[];
  /** What a change or a delete of a row makes stale. */
  changed: readonly LiveTopic[];
};

export function eventRowWrites<T>({ resource, rowKey, created, changed }: Row) {
  return {
    useCreate(eventId: number) {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: FormData) => api.post<T>(`${resource}/`, body, { event_id: eventId }),
        meta: { alert: false },
        onSuccess: () => invalidateTopics(client, eventId, created),
      });
    },
    /** PATCH: only the changed fields. */
    useUpdate(eventId: number, id: number) {
      const mutationFn = (body: FormData) => api.patch<T>(`${resource}/${id}/`, body, { event_id: eventId });
      return useUpdateItem(eventId, rowKey(eventId, id), mutationFn, changed);
    },
    /** The deleted row is not fetched again (lib/delete-item.ts): a refetch would answer 404 and alert "Not Found". */
    useDelete(eventId: number, id: number) {
      return useDeleteItem({
        mutationFn: () => api.delete<void>(`${resource}/${id}/`, { event_id: eventId }),
        itemKey: rowKey(eventId, id),
        staleKeys: topicQueryKeys(eventId, changed),
        meta: { onError: alertUnlessRefusal },
      });
    },
  };
}
