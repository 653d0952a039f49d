// Add Team (/dashboard/{id}/teams/create; docs/product.md section 2): the team form, then the list.
import { NewItemFrame, useNewItemActions } from "../../../components/form/item-form-frame.tsx";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateTeam } from "../api/teams.ts";
import { NEW_TEAM, TeamForm } from "../components/team-form.tsx";

export function TeamCreatePage() {
  const eventId = useEventId();
  const create = useCreateTeam(eventId);
  const actions = useNewItemActions("Team", create.mutateAsync, paths.manage.teams.href(eventId));
  return (
    <NewItemFrame title="Add Team">
      <TeamForm defaultValues={NEW_TEAM} {...actions} />
    </NewItemFrame>
  );
}
