// Create Event (/events/create, staff only: docs/product.md sections 2 and 6): the event form; after creation
// the user goes to /events (docs/product.md section 2). Below it, the way to restore an event from a
// backup instead (docs/api.md "Organiser data").
import RestoreIcon from "@mui/icons-material/Restore";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useNavigate } from "react-router";
import { FormCard } from "../../../components/form/form-card.tsx";
import { LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { useCreateEvent } from "../api/events.ts";
import { EventForm, NEW_EVENT } from "../components/event-form.tsx";

export const STAFF_ONLY_TEXT = "Only admins can create events. Ask an admin to create the event and add you as an owner.";

export function CreateEventPage() {
  const isStaff = useStaffStatus();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const toEvents = () => void navigate(paths.events.href());
  return (
    <Box sx={{ width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 3 }, py: { mobile: 2, tablet: 3 } }}>
      <Seo title="Create Event" description="Create a new player auction." />
      {isStaff === undefined ? (
        <LoadingView label="Checking access" />
      ) : !isStaff ? (
        <Alert severity="info" variant="outlined" sx={{ maxWidth: 820, mx: "auto" }}>
          <AlertTitle>Create Event</AlertTitle>
          {STAFF_ONLY_TEXT}
          <Box sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to={paths.events.href()} variant="outlined" color="inherit" size="small">
              Your Auctions
            </Button>
          </Box>
        </Alert>
      ) : (
        <>
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
            <Button
              component={RouterLink}
              to={paths.restoreEvent.href()}
              variant="outlined"
              size="small"
              startIcon={<RestoreIcon />}
            >
              Restore an event from a backup
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
