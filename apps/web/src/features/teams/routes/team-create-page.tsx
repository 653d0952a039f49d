// Add Team (/dashboard/{id}/teams/create; docs/product.md section 2): the team form, then the list.
import { newItemPage } from "../../../components/form/item-form-frame.tsx";
import { paths } from "../../../lib/paths.ts";
import { useCreateTeam } from "../api/teams.ts";
import { NEW_TEAM, TeamForm } from "../components/team-form.tsx";

export const TeamCreatePage = newItemPage("Team", useCreateTeam, paths.manage.teams.href, (actions) => (
  <TeamForm defaultValues={NEW_TEAM} {...actions} />
));
