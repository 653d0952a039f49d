// The remove button at the end of a row of the event form's row editors (bidding steps, squad rules;
// docs/product.md section 3): a bin icon named for the row, aligned with the row's fields.
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import IconButton from "@mui/material/IconButton";

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ mt: 1, justifySelf: "start" }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}
