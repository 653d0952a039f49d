// A row of the event form's row editors (bidding steps, squad rules; docs/product.md section 3): a group
// named for the row, its fields on a grid, and the remove button at its end, a bin icon named for the
// row and aligned with the row's fields.
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

type Props = {
  /** The row's name for assistive technology ("Rule 2", "Step 1"). */
  label: string;
  /** The grid's columns, by breakpoint. */
  columns: { mobile: string; tablet: string };
  sx?: SxProps<Theme>;
  children: ReactNode;
};

export function EditorRow({ label, columns, sx, children }: Props) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={[{ display: "grid", gap: 1.5, alignItems: "start", gridTemplateColumns: columns }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ mt: 1, justifySelf: "start" }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}
