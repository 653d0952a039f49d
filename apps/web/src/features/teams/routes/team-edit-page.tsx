// Edit Team (/dashboard/{id}/teams/{teamId}/edit; docs/product.md section 2): the team form, with Delete
// (docs/decisions/034-archive-and-delete.md; the delete through lib/delete-item.ts).
import { editItemPage } from "../../../components/form/item-form-frame.tsx";
import { paths } from "../../../lib/paths.ts";
import { useDeleteTeam, useTeam, useUpdateTeam } from "../api/teams.ts";
import { TeamForm, teamFormValues } from "../components/team-form.tsx";

export const TeamEditPage = editItemPage({
  noun: "Team",
  param: "teamId",
  useItem: useTeam,
  useUpdate: useUpdateTeam,
  useDelete: useDeleteTeam,
  back: paths.manage.team.href,
  list: paths.manage.teams.href,
  form: (t, actions) => (
    <TeamForm key={t.id} defaultValues={teamFormValues(t)} currentLogo={t.logo} currentOwners={t.owners_details} {...actions} />
  ),
});
