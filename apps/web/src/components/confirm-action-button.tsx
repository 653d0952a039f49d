// A button whose action runs after a confirmation (delete, archive, restore). A refusal the server
// explains is shown in the dialog as it came, and the dialog stays open; any other failure closes it
// and raises the usual alert (docs/product.md section 8; docs/decisions/034-archive-and-delete.md).
import Button from "@mui/material/Button";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";

type Props = {
  label: string;
  icon: ReactNode;
  color: "primary" | "warning" | "error";
  /** The dialog's question, e.g. "Delete this team?". */
  title: string;
  /** What will happen, e.g. "Chennai Chargers will be removed from the event." */
  text: string;
  destructive: boolean;
  /** The action; what it throws is given to `refusalOf`. */
  run: () => Promise<unknown>;
  /** The server's explanation of a refusal, shown in the dialog; null: not a refusal. */
  refusalOf: (error: unknown) => string | null;
  /** After the action succeeded (e.g. leave the page). */
  onDone?: () => void;
  disabled?: boolean;
};

export function ConfirmActionButton({ label, icon, color, title, text, destructive, run, refusalOf, onDone, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <>
      <Button color={color} startIcon={icon} onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        text={text}
        confirmLabel={label}
        destructive={destructive}
        pending={pending}
        error={refusal}
        onCancel={close}
        onConfirm={async () => {
          setPending(true);
          setRefusal(null);
          try {
            await run();
            setOpen(false);
            onDone?.();
          } catch (error) {
            const text = refusalOf(error);
            if (text) setRefusal(text);
            else close();
          } finally {
            setPending(false);
          }
        }}
      />
    </>
  );
}
