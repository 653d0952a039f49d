// Edit Player (/dashboard/{id}/players/{playerId}/edit; docs/product.md section 2): the player form, with
// Delete (docs/decisions/034-archive-and-delete.md; the delete through lib/delete-item.ts).
import { useParams } from "react-router";
import { EditItemFrame, useEditItemActions } from "../../../components/form/item-form-frame.tsx";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeletePlayer, useUpdatePlayer } from "../api/player-writes.ts";
import { usePlayer } from "../api/players.ts";
import { PlayerForm, playerFormValues } from "../components/player-form.tsx";

export function PlayerEditPage() {
  const eventId = useEventId();
  const playerId = routeId(useParams().playerId);
  const player = usePlayer(eventId, playerId);
  const update = useUpdatePlayer(eventId, playerId);
  const remove = useDeletePlayer(eventId, playerId);
  const actions = useEditItemActions("Player", {
    save: update.mutateAsync,
    remove: () => remove.mutateAsync(),
    back: paths.manage.player.href(eventId, playerId),
    list: paths.manage.players.href(eventId),
  });
  return (
    <EditItemFrame query={player} title={(p) => `Edit ${p?.name ?? "Player"}`}>
      {(p) => <PlayerForm key={p.id} eventId={eventId} defaultValues={playerFormValues(p)} currentImage={p.image} {...actions} />}
    </EditItemFrame>
  );
}
