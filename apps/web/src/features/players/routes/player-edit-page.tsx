// Edit Player (/dashboard/{id}/players/{playerId}/edit; docs/product.md section 2): the player form, with
// Delete (docs/decisions/034-archive-and-delete.md; the delete through lib/delete-item.ts).
import { editItemPage } from "../../../components/form/item-form-frame.tsx";
import { paths } from "../../../lib/paths.ts";
import { useDeletePlayer, useUpdatePlayer } from "../api/player-writes.ts";
import { usePlayer } from "../api/players.ts";
import { PlayerForm, playerFormValues } from "../components/player-form.tsx";

export const PlayerEditPage = editItemPage({
  noun: "Player",
  param: "playerId",
  useItem: usePlayer,
  useUpdate: useUpdatePlayer,
  useDelete: useDeletePlayer,
  back: paths.manage.player.href,
  list: paths.manage.players.href,
  form: (p, actions, eventId) => (
    <PlayerForm key={p.id} eventId={eventId} defaultValues={playerFormValues(p)} currentImage={p.image} {...actions} />
  ),
});
