// A team in the dashboard (docs/product.md section 2 "Dashboard"): the public detail with an edit button
// (alt+e) to Edit Team, inside the event permission guard.
import EditIcon from "@mui/icons-material/Edit";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useParams } from "react-router";
import { ActionFab } from "../../../components/action-fab.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { HOTKEYS } from "../../../lib/shortcuts.ts";
import { useInviteOwner, useTeam } from "../api/teams.ts";
import { InviteOwnerDialog } from "../components/invite-owner-dialog.tsx";
import { TeamDetailPage } from "./team-detail-page.tsx";

export function ManageTeamDetailPage() {
  const eventId = useEventId();
  const teamId = routeId(useParams().teamId);
  const team = useTeam(eventId, teamId);
  const invite = useInviteOwner(eventId, teamId);
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <TeamDetailPage />
      <PermissionGuard>
        {/* Owners bid for their team when the event lets them (docs/api.md "Bidding by team owners"). */}
        <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite owner
          </Button>
        </Box>
        <InviteOwnerDialog
          open={inviting}
          teamName={team.data?.name ?? "the team"}
          onCancel={() => setInviting(false)}
          onSubmit={(body) => invite.mutateAsync(body)}
        />
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
