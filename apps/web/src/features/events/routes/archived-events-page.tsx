// Archived Auctions (/events/archived; staff only, docs/decisions/034-archive-and-delete.md): each
// archived event with Restore.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Event } from "@sah/domain";
import { Link as RouterLink } from "react-router";
import { ArchiveButton } from "../../../components/archive-button.tsx";
import { LoadingView } from "../../../components/page-views.tsx";
import { ALERT_TEXT } from "../../../lib/api-errors.ts";
import { paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { useSetEventArchived } from "../api/events.ts";
import { EventCard } from "../components/event-card.tsx";
import { EventList } from "../components/event-list.tsx";

/** One archived event: its card (to its dashboard, which staff may still open) and Restore. */
function ArchivedEventItem({ event }: { event: Event }) {
  const restore = useSetEventArchived(event.id);
  return (
    <Stack spacing={1} sx={{ height: "100%" }}>
      <EventCard event={event} to={paths.manage.root.href(event.id)} />
      <Box>
        <ArchiveButton kind="event" name={event.name} archived onChange={(archived) => restore.mutateAsync(archived)} />
      </Box>
    </Stack>
  );
}

/** Staff only (the API answers 403 to anyone else): the archived events, each with Restore. */
export function ArchivedEventsPage() {
  const isStaff = useStaffStatus();
  if (isStaff === undefined) return <LoadingView label="Checking access" />;
  if (!isStaff) {
    return (
      <Alert severity="error" variant="outlined" sx={{ my: 3 }}>
        {ALERT_TEXT.forbidden}
      </Alert>
    );
  }
  return (
    <EventList
      scope="archived"
      actions={
        <Button component={RouterLink} to={paths.allEvents.href()} color="inherit">
          All Auctions
        </Button>
      }
      renderItem={(event) => <ArchivedEventItem event={event} />}
    />
  );
}
