// The public event view (/view/{eventId}): header with the event name and a back button, the
// section links, live updates for every page below it. The state of the live connection shows only
// on the live auction page of an event that exists (docs/decisions/032-offline-and-forms.md).
import Box from "@mui/material/Box";
import { useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { LiveIndicator } from "../../../components/live-indicator.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { ErrorView } from "../../../components/page-views.tsx";
import { SECTION_NAV_CLEARANCE, SectionNav } from "../../../components/section-nav.tsx";
import { ShareButton } from "../../../components/share-button.tsx";
import { useEvent } from "../../../features/events/api/events.ts";
import { type EventOutletContext, useEventId } from "../../../lib/event-outlet.ts";
import { LiveEventProvider } from "../../../lib/live.tsx";
import { isAt, paths } from "../../../lib/paths.ts";
import { NotFoundPage } from "../not-found.tsx";
import { viewSections } from "./view-sections.tsx";

export function ViewLayout() {
  const eventId = useEventId();
  const event = useEvent(eventId);
  const sections = useMemo(() => viewSections(eventId), [eventId]);
  const context: EventOutletContext = { event: event.data };
  const { pathname } = useLocation();
  const showConnection = Boolean(event.data) && !event.isError && isAt(pathname, paths.view.auctions.href(eventId));
  if (!Number.isFinite(eventId)) return <NotFoundPage />;
  return (
    <LiveEventProvider eventId={eventId}>
      <Box sx={{ width: "100%", maxWidth: 1440, mx: "auto", px: { mobile: 2, tablet: 3, laptop: 4 }, pb: SECTION_NAV_CLEARANCE }}>
        <PageHeader
          title={event.data?.name}
          backTo={paths.allEvents.href()}
          actions={
            event.data ? (
              <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
                {showConnection && <LiveIndicator />}
                <ShareButton />
              </Box>
            ) : undefined
          }
        />
        {event.isError ? (
          <ErrorView error={event.error} onRetry={() => void event.refetch()} />
        ) : (
          <>
            <SectionNav items={sections} label="Event sections" />
            <Outlet context={context} />
          </>
        )}
      </Box>
    </LiveEventProvider>
  );
}
