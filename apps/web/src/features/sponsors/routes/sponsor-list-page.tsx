// Sponsors in the dashboard settings (/dashboard/{id}/settings/sponsors; docs/product.md section 2): the cards,
// each to its edit form with what the sponsor got so far, its report and its private link
// (docs/decisions/072-sponsor-report.md), and an add button (alt+a) to the new sponsor's form.
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { AddItemFab } from "../../../components/action-fab.tsx";
import { CARD_GRID } from "../../../components/infinite-list.tsx";
import { EmptyView, ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { useSponsors } from "../../../lib/event-queries.ts";
import { paths } from "../../../lib/paths.ts";
import { SponsorCard } from "../components/sponsor-card.tsx";
import { SponsorExposurePanel } from "../components/sponsor-exposure-panel.tsx";

export function SponsorListPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const sponsors = useSponsors(eventId);
  return (
    <>
      <Seo title={`Sponsors · ${event?.name ?? "Event"}`} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Sponsors
      </Typography>
      {sponsors.isPending ? (
        <LoadingView />
      ) : sponsors.isError ? (
        <ErrorView error={sponsors.error} onRetry={() => void sponsors.refetch()} />
      ) : sponsors.data.length === 0 ? (
        <EmptyView />
      ) : (
        <Box
          component="ul"
          aria-label="Sponsors"
          sx={[{ listStyle: "none", p: 0, m: 0 }, ...(Array.isArray(CARD_GRID) ? CARD_GRID : [CARD_GRID])]}
        >
          {sponsors.data.map((s) => (
            <Box component="li" key={s.id} sx={{ minWidth: 0 }}>
              <SponsorCard sponsor={s} to={paths.manage.sponsor.href(eventId, s.id)}>
                <SponsorExposurePanel eventId={eventId} sponsor={s} />
              </SponsorCard>
            </Box>
          ))}
        </Box>
      )}
      <AddItemFab to={paths.manage.sponsorCreate.href(eventId)} label="Add Sponsor" icon={<AddIcon sx={{ mr: 1 }} />} />
    </>
  );
}
