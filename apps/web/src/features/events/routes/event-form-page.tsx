// Create Event (/events/create, staff only: spec sections 2 and 6) and Edit Auction Details
// (/dashboard/{id}/settings/edit, behind the event permission guard): one form. After creation the
// user goes to /events (spec section 2); after an edit, to the event's details. Staff also archive
// (or restore) the event here (docs/decisions/034-archive-and-delete.md).
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import { Link as RouterLink, useNavigate } from "react-router";
import { ArchiveButton } from "../../../components/archive-button.tsx";
import { FormCard } from "../../../components/form/form-card.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { useCreateEvent, useEvent, useSetEventArchived, useUpdateEvent } from "../api/events.ts";
import { EventForm, eventFormValues, NEW_EVENT } from "../components/event-form.tsx";

export const STAFF_ONLY_TEXT = "Only admins can create events. Ask an admin to create the event and add you as an owner.";

export function CreateEventPage() {
  const isStaff = useStaffStatus();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const toEvents = () => void navigate(paths.events);
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
            <Button component={RouterLink} to={paths.events} variant="outlined" color="inherit" size="small">
              Your Auctions
            </Button>
          </Box>
        </Alert>
      ) : (
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
      )}
    </Box>
  );
}

export function EditEventPage() {
  const eventId = useEventId();
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const update = useUpdateEvent(eventId);
  const toDetails = () => void navigate(paths.manage.detail(eventId));
  return (
    <>
      <Seo title={`Edit Auction Details · ${event.data?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        {event.isPending ? (
          <LoadingView />
        ) : event.isError ? (
          <ErrorView error={event.error} onRetry={() => void event.refetch()} />
        ) : (
          <FormCard title="Edit Auction Details">
            <EventForm
              key={event.data.id}
              mode="edit"
              defaultValues={eventFormValues(event.data)}
              currentLogo={event.data.logo}
              currentOwners={event.data.owners_details}
              onSave={(body) => update.mutateAsync(body)}
              onDone={() => {
                pushAlert({ severity: "success", text: "Auction details saved." });
                toDetails();
              }}
              onCancel={() => void navigate(paths.manage.settings(eventId))}
            />
          </FormCard>
        )}
        {event.data && <ArchiveEventPanel event={event.data} />}
      </PermissionGuard>
    </>
  );
}

/** Staff only: archive the event (hidden from every list, data kept) or restore it. */
function ArchiveEventPanel({ event }: { event: Event }) {
  const isStaff = useStaffStatus();
  const navigate = useNavigate();
  const setArchived = useSetEventArchived(event.id);
  if (!isStaff) return null;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 820, mx: "auto", mt: 3, p: { mobile: 2, tablet: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: "1.05rem" }}>
        {event.archived ? "This event is archived" : "Archive"}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {event.archived
          ? "It is hidden from every list and its pages are gone for everyone but admins."
          : "Hide this event from every list and its pages from everyone but admins. Nothing is deleted."}
      </Typography>
      <ArchiveButton
        kind="event"
        name={event.name}
        archived={event.archived}
        onChange={(archived) => setArchived.mutateAsync(archived)}
        onDone={(archived) => {
          pushAlert({ severity: "success", text: archived ? "Event archived." : "Event restored." });
          if (archived) void navigate(paths.archivedEvents);
        }}
      />
    </Paper>
  );
}
