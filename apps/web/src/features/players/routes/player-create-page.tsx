// Add Player (/dashboard/{id}/players/create; docs/product.md section 2): the player form, then the list.
import { useNavigate } from "react-router";
import { NewItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreatePlayer } from "../api/players.ts";
import { NEW_PLAYER, PlayerForm } from "../components/player-form.tsx";

export function PlayerCreatePage() {
  const eventId = useEventId();
  const navigate = useNavigate();
  const create = useCreatePlayer(eventId);
  const toList = () => void navigate(paths.manage.players.href(eventId));
  return (
    <NewItemFrame title="Add Player">
      <PlayerForm
        eventId={eventId}
        mode="create"
        defaultValues={NEW_PLAYER}
        onSave={async (body) => {
          await create.mutateAsync(body);
          pushAlert({ severity: "success", text: "Player added." });
        }}
        onDone={toList}
        onCancel={toList}
      />
    </NewItemFrame>
  );
}
