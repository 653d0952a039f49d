// Edit Auction Details (/dashboard/{id}/settings/edit, behind the event permission guard; spec
// section 2): the event form; after an edit, the event's details. Staff also archive (or restore)
// the event here (docs/decisions/034-archive-and-delete.md).
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import { Link as RouterLink, useNavigate } from "react-router";
import { ArchiveButton } from "../../../components/archive-button.tsx";
import { EditItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { useEvent } from "../../../lib/event-queries.ts";
import { paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { useSetEventArchived, useUpdateEvent } from "../api/events.ts";
import { EventForm, eventFormValues } from "../components/event-form.tsx";

export function EditEventPage() {
  const eventId = useEventId();
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const update = useUpdateEvent(eventId);
  const toDetails = () => void navigate(paths.manage.detail.href(eventId));
  return (
    <EditItemFrame
      query={event}
      title={() => "Edit Auction Details"}
      footer={
        event.data && (
          <>
            <RegistrationPanel eventId={event.data.id} />
            <ArchiveEventPanel event={event.data} />
          </>
        )
      }
    >
      {(e) => (
        <EventForm
          key={e.id}
          mode="edit"
          defaultValues={eventFormValues(e)}
          currentLogo={e.logo}
          currentOwners={e.owners_details}
          eventId={e.id}
          onSave={(body) => update.mutateAsync(body)}
          onDone={() => {
            pushAlert({ severity: "success", text: "Auction details saved." });
            toDetails();
          }}
          onCancel={() => void navigate(paths.manage.settings.href(eventId))}
        />
      )}
    </EditItemFrame>
  );
}

/** The event's registration form: its own settings page (docs/product.md section 10 "Players register themselves"). */
function RegistrationPanel({ eventId }: { eventId: number }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 820, mx: "auto", mt: 3, p: { mobile: 2, tablet: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: "1.05rem" }}>
        Registration
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        Let players register themselves from a link or a QR poster, and approve them into the pool.
      </Typography>
      <Button component={RouterLink} to={paths.manage.registrationSettings.href(eventId)} variant="outlined">
        Registration settings
      </Button>
    </Paper>
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
          if (archived) void navigate(paths.archivedEvents.href());
        }}
      />
    </Paper>
  );
}
