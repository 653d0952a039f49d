// A room page of the route's event that runs on its own, without the view's layout (the big screen,
// the broadcast overlay: docs/product.md section 10 "The room"): it follows the event live, and a
// malformed event id is the not-found page.
import type { ReactNode } from "react";
import { useEventId } from "../../../lib/event-outlet.ts";
import { LiveEventProvider } from "../../../lib/live.tsx";
import { NotFoundPage } from "../not-found.tsx";

export function LiveRoomPage({ render }: { render: (eventId: number) => ReactNode }) {
  const eventId = useEventId();
  if (!Number.isFinite(eventId)) return <NotFoundPage />;
  return <LiveEventProvider eventId={eventId}>{render(eventId)}</LiveEventProvider>;
}
