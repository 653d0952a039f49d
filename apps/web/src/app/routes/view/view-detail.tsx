// Auction Details: the rotating sponsor carousel above the event details panel (docs/product.md section 2).
import Stack from "@mui/material/Stack";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { SponsorCarousel } from "../../../components/sponsor-carousel.tsx";
import { EventDetailsPanel } from "../../../features/events/components/event-details-panel.tsx";
import { useSponsors } from "../../../features/sponsors/api/sponsors.ts";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { EventSeo } from "./event-seo.tsx";

export function ViewDetailPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const sponsors = useSponsors(eventId);
  return (
    <Stack spacing={3}>
      <EventSeo event={event} page="Auction Details" />
      {sponsors.isError && <ErrorView error={sponsors.error} onRetry={() => void sponsors.refetch()} />}
      {sponsors.data && sponsors.data.length > 0 && <SponsorCarousel sponsors={sponsors.data} />}
      {event ? <EventDetailsPanel event={event} /> : <LoadingView />}
    </Stack>
  );
}
