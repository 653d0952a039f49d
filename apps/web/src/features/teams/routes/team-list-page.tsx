// Teams of an event: a searchable list; each card links to its team (docs/product.md section 2).
import Box from "@mui/material/Box";
import { useSearchParams } from "react-router";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { useEventArea } from "../../../lib/paths.ts";
import { useTeamList } from "../api/teams.ts";
import { TeamCard } from "../components/team-card.tsx";

export function TeamListPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const area = useEventArea();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const query = useTeamList(eventId, search);
  return (
    <>
      <Seo
        title={`Teams · ${event?.name ?? "Event"}`}
        description={event ? `Teams of ${event.name}, with their funds and players.` : undefined}
      />
      <Box sx={{ display: "flex", mb: 3, maxWidth: { tablet: 420 } }}>
        <SearchBox key={search} value={search} onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })} />
      </Box>
      <InfiniteList
        query={query}
        label="Teams"
        itemKey={(t) => t.id}
        // The same list serves the public view and the dashboard (docs/product.md section 2): links stay in it.
        renderItem={(team) => <TeamCard team={team} to={area.team.href(eventId, team.id)} />}
      />
    </>
  );
}
