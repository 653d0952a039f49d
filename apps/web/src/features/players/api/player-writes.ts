// Player writes (docs/product.md section 7, docs/api.md "Players"): create and update (multipart),
// delete, and adding a skill to the event.
import type { Player, Skill } from "@sah/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { eventRowWrites } from "../../../lib/event-row-writes.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

// What a player change makes stale, as the live message of the change would name it: the player
// lists and detail, the counters, team rosters, and the block if it is the player on it.
const PLAYER_TOPICS = ["players", "auction"] as const;

const playerWrites = eventRowWrites<Player>({
  resource: "players",
  rowKey: queryKeys.event.player,
  created: PLAYER_TOPICS,
  changed: PLAYER_TOPICS,
});

/** POST players/?event_id= (permission): multipart player fields, skills as repeated keys. */
export const useCreatePlayer = playerWrites.useCreate;
export const useUpdatePlayer = playerWrites.useUpdate;
/** DELETE players/{id}/; a player with a transaction is refused (400 {detail}). */
export const useDeletePlayer = playerWrites.useDelete;

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
