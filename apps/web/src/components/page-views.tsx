// The states of a list or page load (docs/product.md section 8): loading, error view, "No Data", "Done".
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import InboxIcon from "@mui/icons-material/Inbox";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { describeApiError } from "../lib/api-errors.ts";

const center = {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 1.5,
  py: 6,
  px: 2,
  textAlign: "center",
} as const;

export function LoadingView({ label = "Loading" }: { label?: string }) {
  return (
    <Box sx={center} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function ErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const alert = describeApiError(error);
  return (
    <Box sx={center} role="alert">
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6">{alert?.title ?? "Something went wrong"}</Typography>
      <Typography color="text.secondary">{alert?.text ?? "The page could not be loaded."}</Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}

export function EmptyView({ text = "No Data" }: { text?: string }) {
  return (
    <Box sx={center}>
      <InboxIcon sx={{ fontSize: 48, color: "text.disabled" }} />
      <Typography color="text.secondary" variant="h6">
        {text}
      </Typography>
    </Box>
  );
}

export function EndMarker() {
  return (
    <Divider sx={{ my: 3, color: "text.secondary", typography: "overline" }} aria-label="End of the list">
      Done
    </Divider>
  );
}

export function LoadingMore() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 3 }}>
      <CircularProgress size={28} aria-label="Loading more" />
    </Box>
  );
}
