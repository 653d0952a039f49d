// Shows the queued alerts (lib/alerts.ts) with notistack: dismissible, the same text never twice
// at once (a dead server polled every 5 s must not stack alerts).
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { subscribeAlerts, takeAlerts } from "../lib/alerts.ts";
import { ApiAlertSnackbar } from "./api-alert-snackbar.tsx";

function Drain() {
  useEffect(() => {
    const drain = () => {
      for (const a of takeAlerts()) {
        enqueueSnackbar(a.text, {
          variant: "apiAlert",
          title: a.title ?? "",
          severity: a.severity,
          preventDuplicate: true,
          autoHideDuration: a.severity === "success" ? 4000 : 6000,
        });
      }
    };
    drain();
    return subscribeAlerts(drain);
  }, []);
  return null;
}

export function AlertHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      Components={{ apiAlert: ApiAlertSnackbar }}
    >
      <Drain />
    </SnackbarProvider>
  );
}
