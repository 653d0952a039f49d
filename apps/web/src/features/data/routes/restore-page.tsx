// Restore an event from a backup (/events/restore; staff, as creating an event is: docs/api.md
// "Organiser data"). Linked from Create Event.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import { FormCard } from "../../../components/form/form-card.tsx";
import { LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useStaffStatus } from "../../../lib/session.tsx";
import { RestoreForm } from "../components/restore-form.tsx";

export const RESTORE_STAFF_ONLY_TEXT =
  "Only admins can restore events. Ask an admin to restore the backup and add you as an owner.";

export function RestorePage() {
  const isStaff = useStaffStatus();
  return (
    <Box sx={{ width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 3 }, py: { mobile: 2, tablet: 3 } }}>
      <Seo title="Restore an event" description="Restore an event from a backup." />
      {isStaff === undefined ? (
        <LoadingView label="Checking access" />
      ) : !isStaff ? (
        <Alert severity="info" variant="outlined" sx={{ maxWidth: 820, mx: "auto" }}>
          <AlertTitle>Restore an event</AlertTitle>
          {RESTORE_STAFF_ONLY_TEXT}
        </Alert>
      ) : (
        <FormCard title="Restore an event from a backup" headingLevel="h1">
          <RestoreForm />
        </FormCard>
      )}
    </Box>
  );
}
