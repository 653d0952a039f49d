// Restore an event from a backup (/events/restore; staff, as creating an event is: docs/api.md
// "Backup and restore"). Linked from Create Event.
import { FormCard } from "../../../components/form/form-card.tsx";
import { StaffOnlyPage } from "../../../components/staff-only-page.tsx";
import { RestoreForm } from "../components/restore-form.tsx";

export const RESTORE_STAFF_ONLY_TEXT =
  "Only admins can restore events. Ask an admin to restore the backup and add you as an owner.";

export function RestorePage() {
  return (
    <StaffOnlyPage title="Restore an event" description="Restore an event from a backup." notice={RESTORE_STAFF_ONLY_TEXT}>
      <FormCard title="Restore an event from a backup" headingLevel="h1">
        <RestoreForm />
      </FormCard>
    </StaffOnlyPage>
  );
}
