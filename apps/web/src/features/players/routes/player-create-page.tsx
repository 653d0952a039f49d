// Add Player (/dashboard/{id}/players/create; docs/product.md section 2): the player form, then the list.
import { NewItemFrame, useNewItemActions } from "../../../components/form/item-form-frame.tsx";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreatePlayer } from "../api/player-writes.ts";
import { NEW_PLAYER, PlayerForm } from "../components/player-form.tsx";

export function PlayerCreatePage() {
  const eventId = useEventId();
  const create = useCreatePlayer(eventId);
  const actions = useNewItemActions("Player", create.mutateAsync, paths.manage.players.href(eventId));
  return (
    <NewItemFrame title="Add Player">
      <PlayerForm eventId={eventId} defaultValues={NEW_PLAYER} {...actions} />
    </NewItemFrame>
  );
}
