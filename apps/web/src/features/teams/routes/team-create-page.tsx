// Add Team (/dashboard/{id}/teams/create; docs/product.md section 2): the team form, then the list.
import { useNavigate } from "react-router";
import { NewItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateTeam } from "../api/teams.ts";
import { NEW_TEAM, TeamForm } from "../components/team-form.tsx";

export function TeamCreatePage() {
  const eventId = useEventId();
  const navigate = useNavigate();
  const create = useCreateTeam(eventId);
  const toList = () => void navigate(paths.manage.teams.href(eventId));
  return (
    <NewItemFrame title="Add Team">
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
    </NewItemFrame>
  );
}
