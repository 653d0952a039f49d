// Alerts on screen. Callers push alerts here; the component that shows them (and notistack with it)
// is loaded on the first alert, so the first page load does not pay for it.
export type AppAlert = { id: number; severity: "error" | "warning" | "success" | "info"; title?: string; text: string };

type Listener = () => void;
let queue: AppAlert[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

export function pushAlert(alert: Omit<AppAlert, "id">): void {
  queue = [...queue, { ...alert, id: nextId++ }];
  for (const l of listeners) l();
}

/** Takes the waiting alerts (the alert host shows them). */
export function takeAlerts(): AppAlert[] {
  const taken = queue;
  queue = [];
  return taken;
}

export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingAlertCount(): number {
  return queue.length;
}
