// Edit Team (/dashboard/{id}/teams/{teamId}/edit; docs/product.md section 2): the team form, with Delete
// (docs/decisions/034-archive-and-delete.md; the delete through lib/delete-item.ts).
import { useParams } from "react-router";
import { EditItemFrame, useEditItemActions } from "../../../components/form/item-form-frame.tsx";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteTeam, useTeam, useUpdateTeam } from "../api/teams.ts";
import { TeamForm, teamFormValues } from "../components/team-form.tsx";

export function TeamEditPage() {
  const eventId = useEventId();
  const teamId = routeId(useParams().teamId);
  const team = useTeam(eventId, teamId);
  const update = useUpdateTeam(eventId, teamId);
  const remove = useDeleteTeam(eventId, teamId);
  const actions = useEditItemActions("Team", {
    save: update.mutateAsync,
    remove: () => remove.mutateAsync(),
    back: paths.manage.team.href(eventId, teamId),
    list: paths.manage.teams.href(eventId),
  });
  return (
    <EditItemFrame query={team} title={(t) => `Edit ${t?.name ?? "Team"}`}>
      {(t) => (
        <TeamForm
          key={t.id}
          defaultValues={teamFormValues(t)}
          currentLogo={t.logo}
          currentOwners={t.owners_details}
          {...actions}
        />
      )}
    </EditItemFrame>
  );
}
