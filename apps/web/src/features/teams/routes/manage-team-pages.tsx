// The teams pages of the dashboard (spec section 2 "Dashboard"): the public list and detail with an
// add button (alt+a, ./create) and an edit button (alt+e, ./edit), inside the event permission guard.
import EditIcon from "@mui/icons-material/Edit";
import GroupAddIcon from "@mui/icons-material/GroupAdd";
import { ActionFab } from "../../../components/action-fab.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { HOTKEYS } from "../../../lib/shortcuts.ts";
import { TeamDetailPage } from "./team-detail-page.tsx";
import { TeamListPage } from "./team-list-page.tsx";

export function ManageTeamListPage() {
  return (
    <>
      <TeamListPage />
      <PermissionGuard>
        <ActionFab to="create" label="Add Team" icon={<GroupAddIcon sx={{ mr: 1 }} />} hotkey={HOTKEYS.add} />
      </PermissionGuard>
    </>
  );
}

export function ManageTeamDetailPage() {
  return (
    <>
      <TeamDetailPage />
      <PermissionGuard>
        <ActionFab to="edit" label="Edit Team" icon={<EditIcon sx={{ mr: 1 }} />} hotkey={HOTKEYS.edit} />
      </PermissionGuard>
    </>
  );
}
