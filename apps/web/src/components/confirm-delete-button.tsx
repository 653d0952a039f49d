// Delete, after a confirmation (docs/decisions/034-archive-and-delete.md). A refusal the server
// explains (400 {detail}: a team with players, a player with a sale) is shown in the dialog as it
// came, and the dialog stays open; any other failure raises the usual alert (docs/product.md section 8).
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { refusalDetail } from "../lib/api-errors.ts";
import { ConfirmActionButton } from "./confirm-action-button.tsx";

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
  return (
    <ConfirmActionButton
      label="Delete"
      icon={<DeleteOutlineIcon />}
      color="error"
      title={title}
      text={text}
      destructive
      run={onDelete}
      refusalOf={refusalDetail}
      onDone={onDeleted}
      disabled={disabled}
    />
  );
}
