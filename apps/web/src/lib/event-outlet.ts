// The event pages (/view/{eventId}/...) share the event loaded by their layout through the outlet
// context, so a teams or players page can name the event without importing the events feature.
import type { Event } from "@sah/domain";
import { useOutletContext, useParams } from "react-router";

export type EventOutletContext = { event: Event | undefined };

/** The :eventId route parameter as a number (NaN when absent or malformed). */
export function useEventId(): number {
  return routeId(useParams().eventId);
}

export function routeId(value: string | undefined): number {
  return value && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

export function useOutletEvent(): Event | undefined {
  return useOutletContext<EventOutletContext | undefined>()?.event;
}
