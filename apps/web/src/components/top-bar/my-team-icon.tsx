// The icon of a "My team" entry (the wide menu and the drawer): a team's page, or an event's bid page.
import GavelIcon from "@mui/icons-material/Gavel";
import GroupsIcon from "@mui/icons-material/Groups";
import type { MyTeamLink } from "../../lib/my-teams.ts";

export function MyTeamIcon({ kind }: { kind: MyTeamLink["kind"] }) {
  return kind === "bid" ? <GavelIcon fontSize="small" /> : <GroupsIcon fontSize="small" />;
}
