// The teams list of the dashboard (docs/product.md section 2 "Dashboard"): the public list with an add button
// (alt+a) to Add Team, inside the event permission guard.
import GroupAddIcon from "@mui/icons-material/GroupAdd";
import { AddItemFab } from "../../../components/action-fab.tsx";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { TeamListPage } from "./team-list-page.tsx";

export function ManageTeamListPage() {
  const eventId = useEventId();
  return (
    <>
      <TeamListPage />
      <AddItemFab to={paths.manage.teamCreate.href(eventId)} label="Add Team" icon={<GroupAddIcon sx={{ mr: 1 }} />} />
    </>
  );
}
