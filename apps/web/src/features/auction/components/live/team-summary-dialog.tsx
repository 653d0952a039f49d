// The live auction page's team summary full screen (docs/product.md section 2; the hotkey in section 9),
// loaded when first opened (auction-page.tsx).
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import type { ComponentProps } from "react";
import { TeamSummary } from "./team-summary.tsx";

type Props = Omit<ComponentProps<typeof TeamSummary>, "large"> & {
  open: boolean;
  onClose: () => void;
  eventName: string | undefined;
};

export function TeamSummaryDialog({ open, onClose, eventName, ...summary }: Props) {
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="summary-dialog-title">
      <DialogTitle
        id="summary-dialog-title"
        sx={{ display: "flex", alignItems: "center", gap: 1, fontSize: "clamp(1.3rem, 2.4vw, 2.2rem)" }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          Team summary{eventName ? ` · ${eventName}` : ""}
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <TeamSummary {...summary} large />
      </DialogContent>
    </Dialog>
  );
}
