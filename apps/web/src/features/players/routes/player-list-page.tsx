// Players of an event (spec section 2): search, a Settings button that shows or hides the status
// filter and counts active filters (badge max 99, section 9), infinite-scrolling cards.

import TuneIcon from "@mui/icons-material/Tune";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import { PLAYER_STATUS_CODES } from "@sah/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { usePlayerList } from "../api/players.ts";
import { PlayerListCard } from "../components/player-list-card.tsx";
import { StatusFilter } from "../components/status-filter.tsx";

export const FILTER_BADGE_MAX = 99;

export function readStatuses(params: URLSearchParams): number[] {
  const codes = params
    .getAll("status")
    .map(Number)
    .filter((n) => (PLAYER_STATUS_CODES as number[]).includes(n));
  return [...new Set(codes)].sort((a, b) => a - b);
}

export function PlayerListPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const [params, setParams] = useSearchParams();
  const [showFilters, setShowFilters] = useState(true);
  const search = params.get("search") ?? "";
  const statuses = readStatuses(params);
  const query = usePlayerList(eventId, search, statuses);

  const update = (nextSearch: string, nextStatuses: number[]) => {
    const next = new URLSearchParams();
    if (nextSearch) next.set("search", nextSearch);
    for (const s of nextStatuses) next.append("status", String(s));
    setParams(next, { replace: true });
  };

  return (
    <>
      <Seo
        title={`Players · ${event?.name ?? "Event"}`}
        description={event ? `Players of ${event.name}: grades, skills and auction status.` : undefined}
      />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", mb: 2, maxWidth: { tablet: 480 } }}>
        <SearchBox key={search} value={search} onSearch={(text) => update(text, statuses)} />
        <IconButton
          aria-label="Settings"
          title={showFilters ? "Hide filters" : "Show filters"}
          aria-expanded={showFilters}
          aria-controls="player-filters"
          onClick={() => setShowFilters((s) => !s)}
        >
          <Badge badgeContent={statuses.length} max={FILTER_BADGE_MAX} color="primary">
            <TuneIcon />
          </Badge>
        </IconButton>
      </Box>
      <Collapse in={showFilters} id="player-filters">
        <Box sx={{ mb: 3 }}>
          <StatusFilter selected={statuses} onChange={(next) => update(search, next)} />
        </Box>
      </Collapse>
      <InfiniteList
        query={query}
        label="Players"
        itemKey={(p) => p.id}
        // ./{playerId}: the same list serves the public view and the dashboard (spec section 2).
        renderItem={(player) => <PlayerListCard player={player} to={String(player.id)} />}
      />
    </>
  );
}
