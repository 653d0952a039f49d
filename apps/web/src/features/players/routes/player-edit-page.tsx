// Edit Player (/dashboard/{id}/players/{playerId}/edit; docs/product.md section 2): the player form, with
// Delete (docs/decisions/034-archive-and-delete.md; the delete through lib/delete-item.ts).
import { useNavigate, useParams } from "react-router";
import { EditItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeletePlayer, usePlayer, useUpdatePlayer } from "../api/players.ts";
import { PlayerForm, playerFormValues } from "../components/player-form.tsx";

export function PlayerEditPage() {
  const eventId = useEventId();
  const playerId = routeId(useParams().playerId);
  const navigate = useNavigate();
  const player = usePlayer(eventId, playerId);
  const update = useUpdatePlayer(eventId, playerId);
  const remove = useDeletePlayer(eventId, playerId);
  const toDetail = () => void navigate(paths.manage.player.href(eventId, playerId));
  return (
    <EditItemFrame query={player} title={(p) => `Edit ${p?.name ?? "Player"}`}>
      {(p) => (
        <PlayerForm
          key={p.id}
          eventId={eventId}
          mode="edit"
          defaultValues={playerFormValues(p)}
          currentImage={p.image}
          onSave={(body) => update.mutateAsync(body)}
          onDone={() => {
            pushAlert({ severity: "success", text: "Player saved." });
            toDetail();
          }}
          onCancel={toDetail}
          onDelete={() => remove.mutateAsync()}
          onDeleted={() => {
            pushAlert({ severity: "success", text: "Player deleted." });
            void navigate(paths.manage.players.href(eventId));
          }}
        />
      )}
    </EditItemFrame>
  );
}
