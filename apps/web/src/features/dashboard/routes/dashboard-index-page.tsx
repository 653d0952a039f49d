// The landing page of an event's dashboard (docs/product.md section 2): the five sections as cards with
// descriptions and shortcuts.
import { SectionCards } from "../../../components/section-cards.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { dashboardSections } from "../dashboard-sections.tsx";

export function DashboardIndexPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const items = dashboardSections(eventId).map((s) => ({ ...s, icon: s.bigIcon }));
  return (
    <>
      <Seo title={`Dashboard · ${event?.name ?? "Event"}`} />
      <SectionCards items={items} label="Dashboard sections" />
    </>
  );
}
