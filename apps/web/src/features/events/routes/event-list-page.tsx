// All Auctions (/events/all), Your Auctions (/events/for-you), the dashboard home (/dashboard) and,
// for staff, Archived Auctions (/events/archived, each with Restore): search and infinite cards.
import ArchiveIcon from "@mui/icons-material/ArchiveOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import type { ReactNode } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ArchiveButton } from "../../../components/archive-button.tsx";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { LoadingView } from "../../../components/page-views.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { ALERT_TEXT } from "../../../lib/api-errors.ts";
import { paths } from "../../../lib/paths.ts";
import { useStaffStatus } from "../../../lib/session.tsx";
import { type EventScope, useEventList, useSetEventArchived } from "../api/events.ts";
import { EventCard } from "../components/event-card.tsx";

const TITLES: Record<EventScope, { title: string; description: string }> = {
  all: {
    title: "All Auctions",
    description: "Every sports player auction on Sports Auction House: follow teams, players and the live bidding.",
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
  renderItem?: (event: Event) => ReactNode;
};

function EventListPage({ scope, heading, cardTo, actions, renderItem }: ListProps) {
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
        renderItem={renderItem ?? ((event) => <EventCard event={event} to={cardTo?.(event)} />)}
      />
    </>
  );
}

export function AllEventsPage() {
  const isStaff = useStaffStatus();
  return (
    <EventListPage
      scope="all"
      actions={
        isStaff && (
          <Button component={RouterLink} to={paths.archivedEvents} startIcon={<ArchiveIcon />} color="inherit">
            Archived
          </Button>
        )
      }
    />
  );
}

/** One archived event: its card (to its dashboard, which staff may still open) and Restore. */
function ArchivedEventItem({ event }: { event: Event }) {
  const restore = useSetEventArchived(event.id);
  return (
    <Stack spacing={1} sx={{ height: "100%" }}>
      <EventCard event={event} to={paths.dashboard(event.id)} />
      <Box>
        <ArchiveButton kind="event" name={event.name} archived onChange={(archived) => restore.mutateAsync(archived)} />
      </Box>
    </Stack>
  );
}

/** Staff only (the API answers 403 to anyone else): the archived events, each with Restore. */
export function ArchivedEventsPage() {
  const isStaff = useStaffStatus();
  if (isStaff === undefined) return <LoadingView label="Checking access" />;
  if (!isStaff) {
    return (
      <Alert severity="error" variant="outlined" sx={{ my: 3 }}>
        {ALERT_TEXT.forbidden}
      </Alert>
    );
  }
  return (
    <EventListPage
      scope="archived"
      actions={
        <Button component={RouterLink} to={paths.allEvents} color="inherit">
          All Auctions
        </Button>
      }
      renderItem={(event) => <ArchivedEventItem event={event} />}
    />
  );
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
