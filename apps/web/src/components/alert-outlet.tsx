// Mounts the alert host on the first alert. Its chunk is tried again until it loads (an alert often
// says the server cannot be reached, when the chunk cannot be fetched either): the alerts wait in
// their queue meanwhile (docs/architecture.md "Resilience").
import { useState, useSyncExternalStore } from "react";
import { pendingAlertCount, subscribeAlerts } from "../lib/alerts.ts";
import { lazyPart } from "./lazy-part.tsx";

const AlertHost = lazyPart(
  () => import("./alert-host.tsx"),
  (m) => m.AlertHost,
);

export function AlertOutlet() {
  const pending = useSyncExternalStore(subscribeAlerts, pendingAlertCount, pendingAlertCount);
  const [mounted, setMounted] = useState(false);
  if (pending > 0 && !mounted) setMounted(true);
  if (!mounted) return null;
  return <AlertHost />;
}
