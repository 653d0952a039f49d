// Mounts the alert host on the first alert.
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { pendingAlertCount, subscribeAlerts } from "../lib/alerts.ts";

const AlertHost = lazy(() => import("./alert-host.tsx").then((m) => ({ default: m.AlertHost })));

export function AlertOutlet() {
  const pending = useSyncExternalStore(subscribeAlerts, pendingAlertCount, pendingAlertCount);
  const [mounted, setMounted] = useState(false);
  if (pending > 0 && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AlertHost />
    </Suspense>
  );
}
