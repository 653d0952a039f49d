// "Undo last action" asks first and names what it will take back (the latest draw, re-auction or
// sale not yet undone, from the event's log). Errors stay in the dialog: "Nothing to undo." (400)
// or why the data no longer allows it (409).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { describeApiError, detailText } from "../../../../lib/api-errors.ts";

type Props = {
  open: boolean;
  /** e.g. "the sale of Arjun Sharma to Chennai Chargers for 5,000 pts"; null while the log is read again. */
  what: string | null;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

function errorText(error: unknown): string {
  const detail = typeof error === "object" && error !== null && "body" in error ? detailText(error.body) : null;
  return detail ?? describeApiError(error)?.text ?? "The action could not be undone.";
}

export function UndoDialog({ open, what, busy, error, onCancel, onConfirm }: Props) {
  // Undo has the focus from the start (Enter confirms) but acts only once the dialog has named what it
  // undoes: aria-disabled, not disabled, since a disabled button cannot hold the focus.
  const checking = what === null;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="undo-title" aria-describedby="undo-text">
      <DialogTitle id="undo-title">Undo last action?</DialogTitle>
      <DialogContent>
        <DialogContentText id="undo-text">
          {checking
            ? "Checking the latest action…"
            : `This will undo ${what}. Everyone following the auction sees the change at once.`}
        </DialogContentText>
        {Boolean(error) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            if (!checking) onConfirm();
          }}
          variant="contained"
          color="warning"
          loading={busy}
          aria-disabled={checking}
          sx={checking ? { opacity: 0.5 } : undefined}
          autoFocus
        >
          Undo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
