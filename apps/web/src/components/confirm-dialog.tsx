// A yes/no question before something that cannot be taken back (leaving unsaved changes, deleting).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  destructive?: boolean;
  /** Why the action was refused (the server's text, as it came); shown in the dialog. */
  error?: string | null;
};

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  pending,
  destructive,
  error,
}: Props) {
  const id = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1, "& > :not(style) ~ :not(style)": { ml: 0 } }}>
        <Button onClick={onCancel} disabled={pending} autoFocus sx={{ whiteSpace: "nowrap" }}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? "error" : "primary"}
          loading={pending}
          sx={{ whiteSpace: "nowrap" }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
