// The Keyboard Shortcuts dialog (docs/product.md section 2 "Top bar"; the list is section 9).
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { Fragment } from "react";
import { SHORTCUT_GROUPS } from "../lib/shortcuts.ts";
import { Keys } from "./keys.tsx";

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shortcuts-title" scroll="paper">
      <DialogTitle id="shortcuts-title" sx={{ pr: 6 }}>
        Keyboard Shortcuts
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {SHORTCUT_GROUPS.map((group) => (
          <Box key={group.title} component="section" sx={{ mb: 2.5, "&:last-of-type": { mb: 0 } }}>
            <Typography variant="overline" color="primary" component="h3">
              {group.title}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(120px, auto) 1fr", rowGap: 1, columnGap: 2 }}
            >
              {group.items.map((item) => (
                <Fragment key={item.keys}>
                  <Box component="dt">
                    <Keys keys={item.keys} />
                  </Box>
                  <Box component="dd" sx={{ m: 0, alignSelf: "center" }}>
                    {item.action}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
