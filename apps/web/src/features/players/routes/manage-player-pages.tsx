// The players pages of the dashboard (spec section 2 "Dashboard"): the public list and detail with
// the managing controls, each inside the event permission guard: an add button (alt+a) to ./create
// on the list, the speed dial (Player ./edit, Auction ./sell) on the detail.
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { ActionFab } from "../../../components/action-fab.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { HOTKEYS } from "../../../lib/shortcuts.ts";
import { PlayerSpeedDial } from "../components/player-speed-dial.tsx";
import { PlayerDetailPage } from "./player-detail-page.tsx";
import { PlayerListPage } from "./player-list-page.tsx";

export function ManagePlayerListPage() {
  return (
    <>
      <PlayerListPage />
      <PermissionGuard>
        <ActionFab to="create" label="Add Player" icon={<PersonAddIcon sx={{ mr: 1 }} />} hotkey={HOTKEYS.add} />
      </PermissionGuard>
    </>
  );
}

export function ManagePlayerDetailPage() {
  return (
    <>
      <PlayerDetailPage />
      <PermissionGuard>
        <PlayerSpeedDial />
      </PermissionGuard>
    </>
  );
}
