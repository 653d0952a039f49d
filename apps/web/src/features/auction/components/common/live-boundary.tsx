// The console and the sell page follow the event's live stream like the public auction page. The
// dashboard layout may already hold one stream for the event; a second is opened only if it does not.
import type { ReactNode } from "react";
import { PermissionGuard } from "../../../../components/permission-guard.tsx";
import { EventAmountStyle } from "../../../../lib/amount.tsx";
import { useEventId } from "../../../../lib/event-outlet.ts";
import { LiveEventProvider, useLiveStatus } from "../../../../lib/live.tsx";

export function LiveBoundary({ eventId, children }: { eventId: number; children: ReactNode }) {
  // "off" is also what the context says when no provider is above (its default value).
  const outer = useLiveStatus();
  if (outer !== "off") return children;
  return <LiveEventProvider eventId={eventId}>{children}</LiveEventProvider>;
}

/**
 * A managing page of the auction (console, sell page, audit log) for the route's event: live, behind
 * the event permission guard and its notice, its amounts in the event's style (docs/decisions/061).
 */
export function ManagerLivePage({ render }: { render: (eventId: number) => ReactNode }) {
  const eventId = useEventId();
  return (
    <LiveBoundary eventId={eventId}>
      <PermissionGuard verbose eventId={eventId}>
        <EventAmountStyle eventId={eventId}>{render(eventId)}</EventAmountStyle>
      </PermissionGuard>
    </LiveBoundary>
  );
}
