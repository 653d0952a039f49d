// A room page of the route's event that runs on its own, without the view's layout (the big screen,
// the broadcast overlay: docs/product.md section 10 "The room"): it follows the event live, and a
// malformed event id is the not-found page.
import type { ReactNode } from "react";
import { NotFoundPage } from "../../../../components/not-found-page.tsx";
import { ScreenBoundary } from "../../../../components/screen-boundary.tsx";
import { EventAmountStyle } from "../../../../lib/amount.tsx";
import { useEventId } from "../../../../lib/event-outlet.ts";
import { LiveEventProvider } from "../../../../lib/live.tsx";

/** `pending`: what shows while the screen recovers from an error (ScreenBoundary's), in the screen's own look. */
export function LiveRoomPage({ render, pending }: { render: (eventId: number) => ReactNode; pending?: ReactNode }) {
  const eventId = useEventId();
  if (!Number.isFinite(eventId)) return <NotFoundPage />;
  // The boundary is inside the provider: while the screen recovers, its stream stays open.
  return (
    <LiveEventProvider eventId={eventId}>
      <ScreenBoundary pending={pending}>
        <EventAmountStyle eventId={eventId}>{render(eventId)}</EventAmountStyle>
      </ScreenBoundary>
    </LiveEventProvider>
  );
}
