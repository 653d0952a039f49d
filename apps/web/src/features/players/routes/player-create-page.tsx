// Add Player (/dashboard/{id}/players/create; docs/product.md section 2): the player form, then the list.
import { newItemPage } from "../../../components/form/item-form-frame.tsx";
import { paths } from "../../../lib/paths.ts";
import { useCreatePlayer } from "../api/player-writes.ts";
import { NEW_PLAYER, PlayerForm } from "../components/player-form.tsx";

export const PlayerCreatePage = newItemPage("Player", useCreatePlayer, paths.manage.players.href, (actions, eventId) => (
  <PlayerForm eventId={eventId} defaultValues={NEW_PLAYER} {...actions} />
));
