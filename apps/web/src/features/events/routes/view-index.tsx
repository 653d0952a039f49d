// The index of an event: its sections as descriptive rows (docs/product.md section 2).
import { SectionCards } from "../../../components/section-cards.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { EventSeo } from "../components/event-seo.tsx";
import { viewSections } from "../view-sections.tsx";

export function ViewIndexPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  return (
    <>
      <EventSeo event={event} />
      <SectionCards items={viewSections(eventId).map((s) => ({ ...s, icon: s.bigIcon }))} />
    </>
  );
}
