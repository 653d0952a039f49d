// An event list page's body: its title, a search box and the infinite cards of one list (spec
// section 2 "Event lists"); All Auctions, Your Auctions, Archived Auctions and the dashboard home.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { BRAND, type Event } from "@sah/domain";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { type EventScope, useEventList } from "../api/events.ts";
import { EventCard } from "./event-card.tsx";

const TITLES: Record<EventScope, { title: string; description: string }> = {
  all: {
    title: "All Auctions",
    description: `Every sports player auction on ${BRAND}: follow teams, players and the live bidding.`,
  },
  "for-you": { title: "Your Auctions", description: "The auctions you organise or own a team in." },
  archived: { title: "Archived Auctions", description: "Auctions hidden from every list. Restore one to list it again." },
};

type ListProps = {
  scope: EventScope;
  heading?: { title: string; description: string };
  cardTo?: (event: Event) => string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** Replaces the plain card (e.g. a card with a Restore button). */
  renderItem?: (event: Event, place: { firstScreen: boolean }) => ReactNode;
};

export function EventList({ scope, heading, cardTo, actions, renderItem }: ListProps) {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const query = useEventList(scope, search);
  const { title, description } = heading ?? TITLES[scope];
  return (
    <>
      <Seo title={title} description={description} />
      <Box
        sx={{
          display: "flex",
          flexDirection: { mobile: "column", tablet: "row" },
          alignItems: { mobile: "stretch", tablet: "center" },
          gap: 2,
          py: { mobile: 2, tablet: 3 },
        }}
      >
        <Typography variant="h4" component="h1" sx={{ flex: 1, fontSize: { mobile: "1.6rem", tablet: "2rem" } }}>
          {title}
        </Typography>
        {actions}
        <Box sx={{ width: { mobile: "100%", tablet: 360 }, display: "flex" }}>
          <SearchBox
            key={search}
            value={search}
            onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })}
          />
        </Box>
      </Box>
      <InfiniteList
        query={query}
        label={title}
        itemKey={(e) => e.id}
        renderItem={
          renderItem ?? ((event, { firstScreen }) => <EventCard event={event} to={cardTo?.(event)} priority={firstScreen} />)
        }
      />
    </>
  );
}
