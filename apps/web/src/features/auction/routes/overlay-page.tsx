// The broadcast overlay /view/{id}/overlay (docs/product.md section 10 "The room"): a transparent
// page for an OBS browser source, with a lower third (the player on the block, the last sale, the
// highest bid once bidding exists) and the sold moment. Options in the query string
// (features/auction/components/room/overlay-view.tsx); the dashboard builds the URL.
import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import { useSearchParams } from "react-router";
import { Seo } from "../../../components/seo.tsx";
import { SponsorSlot } from "../../../components/sponsor-slot.tsx";
import { useTeamLabels } from "../../../components/team-short-name.tsx";
import { useEvent, useSponsors } from "../../../lib/event-queries.ts";
import { useCurrentPlayer, useTeamSummary } from "../api/auction.ts";
import { useLastResult, useShownBehindMoment, useSoldMoment } from "../components/common/sold-moment.tsx";
import { LiveRoomPage } from "../components/room/live-room-page.tsx";
import { OverlayView, parseOverlayOptions } from "../components/room/overlay-view.tsx";

/** The video shows through everywhere the lower third is not (CssBaseline paints the body otherwise). */
const transparentPage = (
  <GlobalStyles styles={{ "html, body, #root": { background: "transparent !important", overflow: "hidden" } }} />
);

export function OverlayPage() {
  // While the overlay recovers from an error the broadcast shows the video alone, not a page or a notice.
  return <LiveRoomPage render={(eventId) => <Overlay eventId={eventId} />} pending={transparentPage} />;
}

function Overlay({ eventId }: { eventId: number }) {
  const [params] = useSearchParams();
  const options = parseOverlayOptions(params);
  const event = useEvent(eventId);
  const sponsors = useSponsors(eventId);
  const current = useCurrentPlayer(eventId);
  const teams = useTeamSummary(eventId);
  // The lower third is narrow: its sold banner and last sale name teams by their short labels.
  const labels = useTeamLabels(teams.data);
  const { moment, last } = useSoldMoment(eventId, { fundsUnit: event.data?.funds_unit ?? "", teamLabels: labels });
  // Sell + Next: the next player enters once the sold moment is over.
  const shown = useShownBehindMoment(current.data, moment);
  const lastSale = useLastResult(eventId, last, shown?.player ?? null, labels);
  return (
    <>
      <Seo title={`Overlay · ${event.data?.name ?? "Event"}`} />
      {transparentPage}
      <Box component="main" aria-label="Broadcast overlay" sx={{ position: "fixed", inset: 0 }}>
        <OverlayView
          options={options}
          current={shown}
          event={event.data}
          lastSale={lastSale}
          moment={moment}
          teams={teams.data}
        />
        <Box sx={{ position: "fixed", right: "2vw", top: "2vh" }}>
          <SponsorSlot
            eventId={eventId}
            kind="overlay"
            sponsors={sponsors.data ?? []}
            soldMoment={moment?.kind === "sold" ? moment.key : null}
          />
        </Box>
      </Box>
    </>
  );
}
