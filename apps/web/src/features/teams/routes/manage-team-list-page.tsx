// The teams list of the dashboard (docs/product.md section 2 "Dashboard"): the public list with an add button
// (alt+a) to Add Team, inside the event permission guard.
import GroupAddIcon from "@mui/icons-material/GroupAdd";
import { listWithAddItemFab } from "../../../components/action-fab.tsx";
import { paths } from "../../../lib/paths.ts";
import { TeamListPage } from "./team-list-page.tsx";

export const ManageTeamListPage = listWithAddItemFab(
  TeamListPage,
  paths.manage.teamCreate.href,
  "Add Team",
  <GroupAddIcon sx={{ mr: 1 }} />,
);
