// An event's dashboard (/dashboard/{eventId}, docs/product.md section 2; the frame: components/event-layout.tsx):
// "Dashboard" over the event's name, back to the dashboard home, the five section links, and the live
// connection's state on the auction console. The pages are the public ones plus the managing
// controls, which sit behind the event permission guard.

import { EventLayout } from "../../../components/event-layout.tsx";
import { LiveIndicator } from "../../../components/live-indicator.tsx";
import { paths } from "../../../lib/paths.ts";
import { dashboardSections } from "../dashboard-sections.tsx";

/** Room under the page for the bottom navigation (below laptop width) and the floating buttons. */
const FAB_CLEARANCE = { mobile: "152px", laptop: "112px" } as const;

export function DashboardLayout() {
  return (
    <EventLayout
      sections={dashboardSections}
      sectionsLabel="Dashboard sections"
      auctionsHref={paths.manage.auctions.href}
      backTo={paths.dashboardHome.href()}
      overline="Dashboard"
      bottomPadding={FAB_CLEARANCE}
      actions={(_event, showConnection) => (showConnection ? <LiveIndicator /> : undefined)}
    />
  );
}
