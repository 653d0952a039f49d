// The public event view (/view/{eventId}; the frame: components/event-layout.tsx): back to All Auctions, the
// public sections, and in the header the live connection's state (on the live auction page) and Share.
import Box from "@mui/material/Box";
import { EventLayout } from "../../../components/event-layout.tsx";
import { LiveIndicator } from "../../../components/live-indicator.tsx";
import { SECTION_NAV_CLEARANCE } from "../../../components/section-nav.tsx";
import { ShareButton } from "../../../components/share-button.tsx";
import { paths } from "../../../lib/paths.ts";
import { viewSections } from "../view-sections.tsx";

export function ViewLayout() {
  return (
    <EventLayout
      sections={viewSections}
      sectionsLabel="Event sections"
      auctionsHref={paths.view.auctions.href}
      backTo={paths.allEvents.href()}
      bottomPadding={SECTION_NAV_CLEARANCE}
      actions={(_event, showConnection) => (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
          {showConnection && <LiveIndicator />}
          <ShareButton />
        </Box>
      )}
    />
  );
}
