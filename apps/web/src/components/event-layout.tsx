// The frame of an event's pages, public (/view/{eventId}) and dashboard (/dashboard/{eventId}): the
// header with the event's name and a back button, the section links (top bar on laptop width, bottom
// bar below), live updates for every page below it, and the event for those pages (EventOutletContext).
// The state of the live connection shows only on the area's live auction page of an event that exists
// (docs/decisions/032-offline-and-forms.md).
import Box from "@mui/material/Box";
import type { Event } from "@sah/domain";
import { type ReactNode, useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { AmountStyleProvider } from "../lib/amount.tsx";
import { type EventOutletContext, useEventId } from "../lib/event-outlet.ts";
import { useEvent } from "../lib/event-queries.ts";
import { LiveEventProvider } from "../lib/live.tsx";
import { isAt } from "../lib/paths.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { PageHeader } from "./page-header.tsx";
import { ErrorView } from "./page-views.tsx";
import { type SectionItem, SectionNav } from "./section-nav.tsx";

type Props = {
  sections: (eventId: number) => readonly SectionItem[];
  sectionsLabel: string;
  /** The area's live auction page, where the connection's state shows. */
  auctionsHref: (eventId: number) => string;
  backTo: string;
  overline?: string;
  /** Room under the page (the bottom navigation, floating buttons). */
  bottomPadding: { mobile: string; laptop: string | number };
  /** The header's actions, once the event is there; `showConnection`: on the live auction page. */
  actions: (event: Event, showConnection: boolean) => ReactNode;
};

export function EventLayout({ sections, sectionsLabel, auctionsHref, backTo, overline, bottomPadding, actions }: Props) {
  const eventId = useEventId();
  const event = useEvent(eventId);
  const items = useMemo(() => sections(eventId), [sections, eventId]);
  const context: EventOutletContext = { event: event.data };
  const { pathname } = useLocation();
  const showConnection = Boolean(event.data) && !event.isError && isAt(pathname, auctionsHref(eventId));
  if (!Number.isFinite(eventId)) return <NotFoundPage />;
  return (
    <LiveEventProvider eventId={eventId}>
      <AmountStyleProvider style={event.data?.amount_style}>
        <Box sx={{ width: "100%", maxWidth: 1440, mx: "auto", px: { mobile: 2, tablet: 3, laptop: 4 }, pb: bottomPadding }}>
          <PageHeader
            title={event.data?.name}
            overline={overline}
            backTo={backTo}
            actions={event.data ? actions(event.data, showConnection) : undefined}
          />
          {event.isError ? (
            <ErrorView error={event.error} onRetry={() => void event.refetch()} />
          ) : (
            <>
              <SectionNav items={items} label={sectionsLabel} />
              <Outlet context={context} />
            </>
          )}
        </Box>
      </AmountStyleProvider>
    </LiveEventProvider>
  );
}
