// "Duplicate for next season" (docs/api.md "Duplicate an event"; docs/product.md
// section 10): staff name the new event (it starts as "<name> (copy)"); teams, players, sponsors and
// settings come along, purses full and every player Available. The server's errors show in the form.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { DUPLICATE_MSG, DuplicateEventBody, type Event } from "@sah/domain";
import { FormTextField } from "../../../components/form/fields.tsx";
import { Form, useSchemaForm } from "../../../components/form/form.tsx";

type Props = {
  open: boolean;
  eventName: string;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<Event>;
  /** After the new event exists (e.g. go to its dashboard). */
  onDone: (event: Event) => void;
};

export function DuplicateEventDialog({ open, eventName, onCancel, onSubmit, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="duplicate-title" fullWidth maxWidth="sm">
      {/* Mounted while open, so the name starts from the event's each time. */}
      {open && <DuplicateForm eventName={eventName} onCancel={onCancel} onSubmit={onSubmit} onDone={onDone} />}
    </Dialog>
  );
}

function DuplicateForm({ eventName, onCancel, onSubmit, onDone }: Omit<Props, "open">) {
  const form = useSchemaForm(DuplicateEventBody, { name: DUPLICATE_MSG.defaultName(eventName) });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} aria-label="Duplicate for next season" onSubmit={async (v) => onDone(await onSubmit(v.name))}>
      <DialogTitle id="duplicate-title">Duplicate for next season</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A new event with this one&apos;s settings, owners, skills, sponsors, teams and players. Purses start full, every player
          is Available again, and no sale or log entry is copied. Images are copied too.
        </DialogContentText>
        <FormTextField control={form.control} name="name" label="Name of the new event" required autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          Duplicate
        </Button>
      </DialogActions>
    </Form>
  );
}
