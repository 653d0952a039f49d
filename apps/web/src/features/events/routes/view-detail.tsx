// Auction Details: the rotating sponsor carousel above the event details panel (docs/product.md section 2).
import Stack from "@mui/material/Stack";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { SponsorCarousel } from "../../../components/sponsor-carousel.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { useSponsors } from "../../../lib/event-queries.ts";
import { EventDetailsPanel } from "../components/event-details-panel.tsx";
import { EventSeo } from "../components/event-seo.tsx";

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
