// Edit Team (/dashboard/{id}/teams/{teamId}/edit; docs/product.md section 2): the team form, with Delete
// (docs/decisions/034-archive-and-delete.md; the delete through lib/delete-item.ts).
import { useNavigate, useParams } from "react-router";
import { EditItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteTeam, useTeam, useUpdateTeam } from "../api/teams.ts";
import { TeamForm, teamFormValues } from "../components/team-form.tsx";

export function TeamEditPage() {
  const eventId = useEventId();
  const teamId = routeId(useParams().teamId);
  const navigate = useNavigate();
  const team = useTeam(eventId, teamId);
  const update = useUpdateTeam(eventId, teamId);
  const remove = useDeleteTeam(eventId, teamId);
  const toDetail = () => void navigate(paths.manage.team.href(eventId, teamId));
  return (
    <EditItemFrame query={team} title={(t) => `Edit ${t?.name ?? "Team"}`}>
      {(t) => (
        <TeamForm
          key={t.id}
          mode="edit"
          defaultValues={teamFormValues(t)}
          currentLogo={t.logo}
          currentOwners={t.owners_details}
          onSave={(body) => update.mutateAsync(body)}
          onDone={() => {
            pushAlert({ severity: "success", text: "Team saved." });
            toDetail();
          }}
          onCancel={toDetail}
          onDelete={() => remove.mutateAsync()}
          onDeleted={() => {
            pushAlert({ severity: "success", text: "Team deleted." });
            void navigate(paths.manage.teams.href(eventId));
          }}
        />
      )}
    </EditItemFrame>
  );
}
