// The landing page of an event's dashboard (docs/product.md section 2): the five sections as cards with
// descriptions and shortcuts; for staff, "Duplicate for next season" (docs/product.md section 10).
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SectionCard, SectionCards } from "../../../components/section-cards.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useEventPermission } from "../../../lib/permission.ts";
import { useIsStaff } from "../../../lib/session.tsx";
import { useDuplicateEvent } from "../api/duplicate-event.ts";
import { usePendingRegistrations } from "../api/pending-registrations.ts";
import { DuplicateEventDialog } from "../components/duplicate-event-dialog.tsx";
import { dashboardSections } from "../dashboard-sections.tsx";

export function DashboardIndexPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const items = dashboardSections(eventId).map((s) => ({ ...s, icon: s.bigIcon }));
  // Only staff create events, so only staff duplicate one (docs/decisions/045-draw-control-and-duplicate.md).
  const isStaff = useIsStaff();
  const duplicate = useDuplicateEvent(eventId);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Seo title={`Dashboard · ${event?.name ?? "Event"}`} />
      <SectionCards items={items} label="Dashboard sections">
        <RegistrationsCard eventId={eventId} />
      </SectionCards>
      {isStaff && event && (
        <>
          <Box sx={{ mt: 3, display: "flex", justifyContent: "flex-end" }}>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setOpen(true)}>
              Duplicate for next season
            </Button>
          </Box>
          <DuplicateEventDialog
            open={open}
            eventName={event.name}
            onCancel={() => setOpen(false)}
            onSubmit={(name) => duplicate.mutateAsync(name)}
            onDone={(copy) => {
              setOpen(false);
              void navigate(paths.manage.root.href(copy.id));
            }}
          />
        </>
      )}
    </>
  );
}

/** "Registrations" with the number waiting (docs/product.md section 10), for the event's managers. */
function RegistrationsCard({ eventId }: { eventId: number }) {
  const { permitted } = useEventPermission(eventId);
  const waiting = usePendingRegistrations(eventId, permitted === true);
  if (permitted !== true) return null;
  return (
    <li>
      <SectionCard
        item={{
          title: waiting ? `Registrations (${waiting} waiting)` : "Registrations",
          description: "Players who registered themselves: approve them into the pool or reject them; the QR poster.",
          to: paths.manage.registrations.href(eventId),
          icon: (
            <Badge badgeContent={waiting ?? 0} color="error" max={999}>
              <HowToRegIcon fontSize="large" />
            </Badge>
          ),
        }}
      />
    </li>
  );
}
