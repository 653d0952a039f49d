// A short form in a dialog (adjust a purse, re-auction, invite an owner): a title, a sentence of what
// it does, the fields, then Cancel and the action. While it submits the dialog stays open and Cancel
// is off; the form's own error panel and field errors show inside (components/form/form.tsx).
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form } from "./form.tsx";

type Props<TIn extends FieldValues, TOut> = {
  open: boolean;
  form: UseFormReturn<TIn, unknown, TOut>;
  title: ReactNode;
  /** The form's accessible name. */
  label: string;
  /** What the action does, above the fields. */
  intro: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  onSubmit: (values: TOut) => Promise<unknown>;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
  children: ReactNode;
};

export function FormDialog<TIn extends FieldValues, TOut>({
  open,
  form,
  title,
  label,
  intro,
  submitLabel,
  cancelLabel = "Cancel",
  onSubmit,
  onClose,
  children,
}: Props<TIn, TOut>) {
  const titleId = useId();
  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form form={form} aria-label={label} onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
