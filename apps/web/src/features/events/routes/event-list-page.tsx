// All Auctions (/events/all), Your Auctions (/events/for-you) and the dashboard home (/dashboard):
// search and infinite cards.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import { useSearchParams } from "react-router";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { paths } from "../../../lib/paths.ts";
import { type EventScope, useEventList } from "../api/events.ts";
import { EventCard } from "../components/event-card.tsx";

const TITLES: Record<EventScope, { title: string; description: string }> = {
  all: {
    title: "All Auctions",
    description: "Every sports player auction on Sports Auction House: follow teams, players and the live bidding.",
  },
  "for-you": { title: "Your Auctions", description: "The auctions you organise or own a team in." },
};

type ListProps = { scope: EventScope; heading?: { title: string; description: string }; cardTo?: (event: Event) => string };

function EventListPage({ scope, heading, cardTo }: ListProps) {
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
        renderItem={(event) => <EventCard event={event} to={cardTo?.(event)} />}
      />
    </>
  );
}

export function AllEventsPage() {
  return <EventListPage scope="all" />;
}

export function ForYouEventsPage() {
  return <EventListPage scope="for-you" />;
}

/** The dashboard home (/dashboard): the events recommended for the user, each opening its dashboard. */
export function DashboardHomePage() {
  return (
    <Box sx={{ width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 3 }, pb: 4 }}>
      <EventListPage
        scope="for-you"
        heading={{ title: "Dashboard", description: "Manage the auctions you organise or own a team in." }}
        cardTo={(event) => paths.dashboard(event.id)}
      />
    </Box>
  );
}
