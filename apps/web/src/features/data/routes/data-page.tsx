// Import and export (/dashboard/{id}/settings/data; docs/api.md "Imports and exports"), for the event's
// managers: the page says why it is empty to anyone else.
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { ExportPanel } from "../components/export-panel.tsx";
import { ImportWizard } from "../components/import-wizard.tsx";

export function DataPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  return (
    <>
      <Seo title={`Import and export · ${event?.name ?? "Event"}`} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Import and export
      </Typography>
      <PermissionGuard verbose>
        <Stack spacing={2}>
          <ImportWizard eventId={eventId} />
          <ExportPanel eventId={eventId} />
        </Stack>
      </PermissionGuard>
    </>
  );
}
