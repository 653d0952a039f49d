// The event permission guard (docs/product.md section 6): every add, edit and sell control of an event sits
// inside it. It renders its content only when GET check-permission/ succeeds; otherwise nothing, or
// in verbose mode (form pages) an error alert saying why the page is empty.
import Alert from "@mui/material/Alert";
import type { ReactNode } from "react";
import { isApiError } from "../lib/api-client.ts";
import { describeApiError } from "../lib/api-errors.ts";
import { useEventId } from "../lib/event-outlet.ts";
import { useEventPermission } from "../lib/permission.ts";
import { LoadingView } from "./page-views.tsx";

/** Our wording: the spec shows the verbose notice without its text (section 6). */
export const NO_PERMISSION_TEXT = "You do not have permission to manage this event.";

type Props = {
  children: ReactNode;
  /** Show a notice instead of nothing when the check fails (and a spinner while it runs). */
  verbose?: boolean;
  /** Defaults to the :eventId of the route. */
  eventId?: number;
};

function refusalText(error: unknown): string {
  // 401 and 403 are the answer "no"; anything else (offline, server error) says what went wrong.
  if (!isApiError(error) || error.status === 401 || error.status === 403) return NO_PERMISSION_TEXT;
  return describeApiError(error)?.text ?? NO_PERMISSION_TEXT;
}

export function PermissionGuard({ children, verbose = false, eventId }: Props) {
  const routeEventId = useEventId();
  const { permitted, error } = useEventPermission(eventId ?? routeEventId);
  if (permitted === true) return children;
  if (!verbose) return null;
  if (permitted === undefined) return <LoadingView label="Checking permission" />;
  return (
    <Alert severity="error" variant="outlined" sx={{ my: 2 }}>
      {refusalText(error)}
    </Alert>
  );
}
