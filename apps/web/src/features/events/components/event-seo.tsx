// Event page metadata (docs/product.md section 1): auction type, name, date and location.
import type { Event } from "@sah/domain";
import { Seo } from "../../../components/seo.tsx";
import { formatDate } from "../../../lib/format.ts";

export function eventDescription(event: Event): string {
  return `${event.type_name} auction: ${event.name}, ${formatDate(event.date)}, ${event.location}.`;
}

export function EventSeo({ event, page }: { event: Event | undefined; page?: string }) {
  const name = event?.name ?? "Event";
  return (
    <Seo
      title={page ? `${page} · ${name}` : name}
      description={event ? eventDescription(event) : undefined}
      image={event?.logo}
      type="article"
    />
  );
}
