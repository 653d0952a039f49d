// An event's dashboard (/dashboard/{eventId}, docs/product.md section 2): header with the event name (a
// placeholder while loading) and a back button, the five section links (top bar on laptop width,
// bottom bar below), live updates for every page below it. The pages are the public ones plus the
// managing controls, which sit behind the event permission guard. The state of the live connection
// shows only on the auction console of an event that exists (docs/decisions/032-offline-and-forms.md).
import Box from "@mui/material/Box";
import { useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { LiveIndicator } from "../../../components/live-indicator.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { ErrorView } from "../../../components/page-views.tsx";
import { SectionNav } from "../../../components/section-nav.tsx";
import { dashboardSections } from "../../../features/dashboard/dashboard-sections.tsx";
import { useEvent } from "../../../features/events/api/events.ts";
import { type EventOutletContext, useEventId } from "../../../lib/event-outlet.ts";
import { LiveEventProvider } from "../../../lib/live.tsx";
import { isAt, paths } from "../../../lib/paths.ts";
import { NotFoundPage } from "../not-found.tsx";

/** Room under the page for the bottom navigation (below laptop width) and the floating buttons. */
const FAB_CLEARANCE = { mobile: "152px", laptop: "112px" } as const;

export function DashboardLayout() {
  const eventId = useEventId();
  const event = useEvent(eventId);
  const sections = useMemo(() => dashboardSections(eventId), [eventId]);
  const context: EventOutletContext = { event: event.data };
  const { pathname } = useLocation();
  const showConnection = Boolean(event.data) && !event.isError && isAt(pathname, paths.manage.auctions.href(eventId));
  if (!Number.isFinite(eventId)) return <NotFoundPage />;
  return (
    <LiveEventProvider eventId={eventId}>
      <Box
        sx={{
          width: "100%",
          maxWidth: 1440,
          mx: "auto",
          px: { mobile: 2, tablet: 3, laptop: 4 },
          pb: { mobile: FAB_CLEARANCE.mobile, laptop: FAB_CLEARANCE.laptop },
        }}
      >
        <PageHeader
          title={event.data?.name}
          overline="Dashboard"
          backTo={paths.dashboardHome.href()}
          actions={showConnection ? <LiveIndicator /> : undefined}
        />
        {event.isError ? (
          <ErrorView error={event.error} onRetry={() => void event.refetch()} />
        ) : (
          <>
            <SectionNav items={sections} label="Dashboard sections" />
            <Outlet context={context} />
          </>
        )}
      </Box>
    </LiveEventProvider>
  );
}
