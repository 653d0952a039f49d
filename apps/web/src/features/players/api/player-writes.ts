// Player writes (docs/product.md section 7, docs/api.md "Players"): create and update (multipart),
// delete, and adding a skill to the event.
import type { Player, Skill } from "@sah/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { alertUnlessRefusal } from "../../../lib/api-errors.ts";
import { useDeleteItem } from "../../../lib/delete-item.ts";
import { invalidateTopics } from "../../../lib/live.tsx";
import { queryKeys, topicQueryKeys } from "../../../lib/query-keys.ts";
import { useUpdateItem } from "../../../lib/update-item.ts";

/** POST players/?event_id= (permission): multipart player fields, skills as repeated keys. */
export function createPlayer(eventId: number, body: FormData): Promise<Player> {
  return api.post<Player>("players/", body, { event_id: eventId });
}

/** PATCH players/{id}/?event_id=: multipart, only the changed fields. */
export function updatePlayer(eventId: number, playerId: number, body: FormData): Promise<Player> {
  return api.patch<Player>(`players/${playerId}/`, body, { event_id: eventId });
}

// What a player change makes stale, as the live message of the change would name it: the player
// lists and detail, the counters, team rosters, and the block if it is the player on it.
const PLAYER_TOPICS = ["players", "auction"] as const;

// Form errors show in the form (docs/product.md section 8), so these mutations raise no alert.
export function useCreatePlayer(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => createPlayer(eventId, body),
    meta: { alert: false },
    onSuccess: () => invalidateTopics(client, eventId, PLAYER_TOPICS),
  });
}

export function useUpdatePlayer(eventId: number, playerId: number) {
  const mutationFn = (body: FormData) => updatePlayer(eventId, playerId, body);
  return useUpdateItem(eventId, queryKeys.event.player(eventId, playerId), mutationFn, PLAYER_TOPICS);
}

/** DELETE players/{id}/?event_id= (permission); a player with a transaction is refused (400 {detail}). */
export function deletePlayer(eventId: number, playerId: number): Promise<void> {
  return api.delete<void>(`players/${playerId}/`, { event_id: eventId });
}

/**
 * The refusal shows in the confirm dialog, so only other failures alert. The deleted player is not
 * fetched again (lib/delete-item.ts): a refetch would answer 404 and alert "Not Found".
 */
export function useDeletePlayer(eventId: number, playerId: number) {
  return useDeleteItem({
    mutationFn: () => deletePlayer(eventId, playerId),
    itemKey: queryKeys.event.player(eventId, playerId),
    staleKeys: topicQueryKeys(eventId, PLAYER_TOPICS),
    meta: { onError: alertUnlessRefusal },
  });
}

/** POST events/skills/?event_id= (staff and owners) {name}. */
export function addSkill(eventId: number, name: string): Promise<Skill> {
  return api.post<Skill>("events/skills/", { name }, { event_id: eventId });
}

export function useAddSkill(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addSkill(eventId, name),
    meta: { alert: false },
    onSuccess: (skill) => {
      client.setQueryData<Skill[]>(queryKeys.event.skills(eventId), (old) =>
        [...(old ?? []).filter((s) => s.id !== skill.id), skill].sort((a, b) => a.name.localeCompare(b.name)),
      );
    },
  });
}
