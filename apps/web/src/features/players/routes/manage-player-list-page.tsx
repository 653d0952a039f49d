// The players list of the dashboard (docs/product.md section 2 "Dashboard"): the public list with an add
// button (alt+a) to Add Player, inside the event permission guard.
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { listWithAddItemFab } from "../../../components/action-fab.tsx";
import { paths } from "../../../lib/paths.ts";
import { PlayerListPage } from "./player-list-page.tsx";

export const ManagePlayerListPage = listWithAddItemFab(
  PlayerListPage,
  paths.manage.playerCreate.href,
  "Add Player",
  <PersonAddIcon sx={{ mr: 1 }} />,
);
