// Add Team (./create) and Edit Team (./{teamId}/edit) in the dashboard: one form (spec section 2),
// behind the event permission guard with its notice (section 6).
import { useNavigate, useParams } from "react-router";
import { FormCard } from "../../../components/form/form-card.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId, useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateTeam, useDeleteTeam, useTeam, useUpdateTeam } from "../api/teams.ts";
import { NEW_TEAM, TeamForm, teamFormValues } from "../components/team-form.tsx";

export function TeamCreatePage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const navigate = useNavigate();
  const create = useCreateTeam(eventId);
  const toList = () => void navigate(paths.manage.teams(eventId));
  return (
    <>
      <Seo title={`Add Team · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        <FormCard title="Add Team">
          <TeamForm
            mode="create"
            defaultValues={NEW_TEAM}
            onSave={async (body) => {
              await create.mutateAsync(body);
              pushAlert({ severity: "success", text: "Team added." });
            }}
            onDone={toList}
            onCancel={toList}
          />
        </FormCard>
      </PermissionGuard>
    </>
  );
}

export function TeamEditPage() {
  const eventId = useEventId();
  const teamId = routeId(useParams().teamId);
  const event = useOutletEvent();
  const navigate = useNavigate();
  const team = useTeam(eventId, teamId);
  const update = useUpdateTeam(eventId, teamId);
  const remove = useDeleteTeam(eventId, teamId);
  const toDetail = () => void navigate(paths.manage.team(eventId, teamId));
  return (
    <>
      <Seo title={`Edit ${team.data?.name ?? "Team"} · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        {team.isPending ? (
          <LoadingView />
        ) : team.isError ? (
          <ErrorView error={team.error} onRetry={() => void team.refetch()} />
        ) : (
          <FormCard title={`Edit ${team.data.name}`}>
            <TeamForm
              key={team.data.id}
              mode="edit"
              defaultValues={teamFormValues(team.data)}
              currentLogo={team.data.logo}
              currentOwners={team.data.owners_details}
              onSave={(body) => update.mutateAsync(body)}
              onDone={() => {
                pushAlert({ severity: "success", text: "Team saved." });
                toDetail();
              }}
              onCancel={toDetail}
              onDelete={() => remove.mutateAsync()}
              onDeleted={() => {
                pushAlert({ severity: "success", text: "Team deleted." });
                void navigate(paths.manage.teams(eventId));
              }}
            />
          </FormCard>
        )}
      </PermissionGuard>
    </>
  );
}
