// The players list of the dashboard (docs/product.md section 2 "Dashboard"): the public list with an add
// button (alt+a) to Add Player, inside the event permission guard.
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { AddItemFab } from "../../../components/action-fab.tsx";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { PlayerListPage } from "./player-list-page.tsx";

export function ManagePlayerListPage() {
  const eventId = useEventId();
  return (
    <>
      <PlayerListPage />
      <AddItemFab to={paths.manage.playerCreate.href(eventId)} label="Add Player" icon={<PersonAddIcon sx={{ mr: 1 }} />} />
    </>
  );
}
