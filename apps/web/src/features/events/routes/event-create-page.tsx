// Create Event (/events/create, staff only: docs/product.md sections 2 and 6): the event form; after creation
// the user goes to /events (docs/product.md section 2). Below it, the way to restore an event from a
// backup instead (docs/api.md "Backup and restore").
import RestoreIcon from "@mui/icons-material/Restore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useNavigate } from "react-router";
import { FormCard } from "../../../components/form/form-card.tsx";
import { StaffOnlyPage } from "../../../components/staff-only-page.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateEvent } from "../api/events.ts";
import { EventForm, NEW_EVENT } from "../components/event-form.tsx";

export const STAFF_ONLY_TEXT = "Only admins can create events. Ask an admin to create the event and add you as an owner.";

export function CreateEventPage() {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const toEvents = () => void navigate(paths.events.href());
  const notice = (
    <>
      {STAFF_ONLY_TEXT}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={paths.events.href()} variant="outlined" color="inherit" size="small">
          Your Auctions
        </Button>
      </Box>
    </>
  );
  return (
    <StaffOnlyPage title="Create Event" description="Create a new player auction." notice={notice}>
      <FormCard title="Create Event" headingLevel="h1">
        <EventForm
          mode="create"
          defaultValues={NEW_EVENT}
          onSave={async (body) => {
            await create.mutateAsync(body);
            pushAlert({ severity: "success", text: "Event created." });
          }}
          onDone={toEvents}
          onCancel={toEvents}
        />
      </FormCard>
      <Box sx={{ maxWidth: 820, mx: "auto", display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2">Have a backup of an event?</Typography>
        <Button component={RouterLink} to={paths.restoreEvent.href()} variant="outlined" size="small" startIcon={<RestoreIcon />}>
          Restore an event from a backup
        </Button>
      </Box>
    </StaffOnlyPage>
  );
}
