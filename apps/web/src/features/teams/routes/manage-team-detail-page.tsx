// A team in the dashboard (docs/product.md section 2 "Dashboard"): the public detail with an edit button
// (alt+e) to Edit Team, inside the event permission guard.
import EditIcon from "@mui/icons-material/Edit";
import { useParams } from "react-router";
import { ActionFab } from "../../../components/action-fab.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { HOTKEYS } from "../../../lib/shortcuts.ts";
import { TeamDetailPage } from "./team-detail-page.tsx";

export function ManageTeamDetailPage() {
  const eventId = useEventId();
  const teamId = routeId(useParams().teamId);
  return (
    <>
      <TeamDetailPage />
      <PermissionGuard>
        <ActionFab
          to={paths.manage.teamEdit.href(eventId, teamId)}
          label="Edit Team"
          icon={<EditIcon sx={{ mr: 1 }} />}
          hotkey={HOTKEYS.edit}
        />
      </PermissionGuard>
    </>
  );
}
