// Add Player (./create) and Edit Player (./{playerId}/edit) in the dashboard: one form (spec
// section 2), behind the event permission guard with its notice (section 6).
import { useNavigate, useParams } from "react-router";
import { FormCard } from "../../../components/form/form-card.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId, useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreatePlayer, useDeletePlayer, usePlayer, useUpdatePlayer } from "../api/players.ts";
import { NEW_PLAYER, PlayerForm, playerFormValues } from "../components/player-form.tsx";

export function PlayerCreatePage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const navigate = useNavigate();
  const create = useCreatePlayer(eventId);
  const toList = () => void navigate(paths.manage.players(eventId));
  return (
    <>
      <Seo title={`Add Player · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        <FormCard title="Add Player">
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
        </FormCard>
      </PermissionGuard>
    </>
  );
}

export function PlayerEditPage() {
  const eventId = useEventId();
  const playerId = routeId(useParams().playerId);
  const event = useOutletEvent();
  const navigate = useNavigate();
  const player = usePlayer(eventId, playerId);
  const update = useUpdatePlayer(eventId, playerId);
  const remove = useDeletePlayer(eventId, playerId);
  const toDetail = () => void navigate(paths.manage.player(eventId, playerId));
  return (
    <>
      <Seo title={`Edit ${player.data?.name ?? "Player"} · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        {player.isPending ? (
          <LoadingView />
        ) : player.isError ? (
          <ErrorView error={player.error} onRetry={() => void player.refetch()} />
        ) : (
          <FormCard title={`Edit ${player.data.name}`}>
            <PlayerForm
              key={player.data.id}
              eventId={eventId}
              mode="edit"
              defaultValues={playerFormValues(player.data)}
              currentImage={player.data.image}
              onSave={(body) => update.mutateAsync(body)}
              onDone={() => {
                pushAlert({ severity: "success", text: "Player saved." });
                toDetail();
              }}
              onCancel={toDetail}
              onDelete={() => remove.mutateAsync()}
              onDeleted={() => {
                pushAlert({ severity: "success", text: "Player deleted." });
                void navigate(paths.manage.players(eventId));
              }}
            />
          </FormCard>
        )}
      </PermissionGuard>
    </>
  );
}
