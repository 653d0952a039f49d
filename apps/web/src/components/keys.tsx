// A shortcut's keys as keyboard caps (ctrl + shift + e), in the shortcuts dialog and beside the actions
// they trigger. A file of its own: the pages that show keys do not load the dialog (decision 047).
import Box from "@mui/material/Box";
import { Fragment } from "react";
import { keyLabels } from "../lib/shortcuts.ts";

export function Keys({ keys }: { keys: string }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.5, flexWrap: "wrap" }} aria-label={keys}>
      {keyLabels(keys).map((k, i) => (
        <Fragment key={k}>
          {i > 0 && (
            <Box component="span" aria-hidden sx={{ color: "text.secondary" }}>
              +
            </Box>
          )}
          <Box
            component="kbd"
            sx={{
              px: 0.75,
              py: 0.125,
              minWidth: 24,
              textAlign: "center",
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
              borderBottomWidth: 2,
              bgcolor: "action.hover",
              fontFamily: "inherit",
              fontSize: "0.8rem",
              fontWeight: 700,
            }}
          >
            {k}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
