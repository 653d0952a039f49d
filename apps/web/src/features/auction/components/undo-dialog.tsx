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
import { useEffect, useRef } from "react";
import { describeApiError, detailText } from "../../../lib/api-errors.ts";

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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const ready = open && what !== null;
  // Undo waits, disabled, until it can say what it undoes; then it takes the focus, so Enter confirms.
  useEffect(() => {
    if (ready) confirmRef.current?.focus();
  }, [ready]);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="undo-title" aria-describedby="undo-text">
      <DialogTitle id="undo-title">Undo last action?</DialogTitle>
      <DialogContent>
        <DialogContentText id="undo-text">
          {what === null
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
        <Button onClick={onConfirm} variant="contained" color="warning" loading={busy} disabled={what === null} autoFocus>
          Undo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
