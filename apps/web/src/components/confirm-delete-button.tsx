// Delete, after a confirmation (docs/decisions/034-archive-and-delete.md). A refusal the server
// explains (400 {detail}: a team with players, a player with a sale) is shown in the dialog as it
// came, and the dialog stays open; any other failure raises the usual alert (docs/product.md section 8).
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import { refusalDetail } from "../lib/api-errors.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

type Props = {
  /** The dialog's question, e.g. "Delete this team?". */
  title: string;
  /** What will go, e.g. "Chennai Chargers will be removed from the event." */
  text: string;
  /** Sends the delete; a thrown refusal is shown in the dialog. */
  onDelete: () => Promise<unknown>;
  /** After a successful delete (leave the page). */
  onDeleted: () => void;
  disabled?: boolean;
};

export function ConfirmDeleteButton({ title, text, onDelete, onDeleted, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        text={text}
        confirmLabel="Delete"
        destructive
        pending={pending}
        error={refusal}
        onCancel={close}
        onConfirm={async () => {
          setPending(true);
          setRefusal(null);
          try {
            await onDelete();
            setOpen(false);
            onDeleted();
          } catch (error) {
            const detail = refusalDetail(error);
            if (detail) setRefusal(detail);
            else close();
          } finally {
            setPending(false);
          }
        }}
      />
    </>
  );
}
