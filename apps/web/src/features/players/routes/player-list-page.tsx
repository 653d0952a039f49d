// Players of an event (docs/product.md section 2): search, a Settings button that shows or hides the filters
// (status chips, grade and skill selects; docs/api.md "Players") and counts the active ones (badge max
// 99, section 9), cards in a window that keeps only those near the screen in the page and reads any
// page of the list as the window reaches it (components/windowed-list.tsx; docs/decisions/064-long-lists.md). Every filter lives in the query
// string, so a filtered list can be shared and a change starts the list again from its first page.

import TuneIcon from "@mui/icons-material/Tune";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import { GRADE_CODES, GRADES, PLAYER_STATUS_CODES } from "@sah/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { SearchBox } from "../../../components/search-box.tsx";
import { Seo } from "../../../components/seo.tsx";
import { WindowedList } from "../../../components/windowed-list.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { useEventArea } from "../../../lib/paths.ts";
import type { PlayerListFilter } from "../../../lib/query-keys.ts";
import { usePlayerList, useSkills } from "../api/players.ts";
import { CodeFilter } from "../components/code-filter.tsx";
import { PlayerListCard } from "../components/player-list-card.tsx";
import { StatusFilter } from "../components/status-filter.tsx";

export const FILTER_BADGE_MAX = 99;

const GRADE_OPTIONS = GRADES.map((g) => ({ value: g.code, label: g.name }));

/** The distinct whole numbers of a repeated query key, sorted; with `allowed`, only those. */
function readCodes(params: URLSearchParams, key: string, allowed?: readonly number[]): number[] {
  const codes = params
    .getAll(key)
    .filter((v) => /^\d+$/.test(v))
    .map(Number)
    .filter((n) => !allowed || allowed.includes(n));
  return [...new Set(codes)].sort((a, b) => a - b);
}

export function readStatuses(params: URLSearchParams): number[] {
  return readCodes(params, "status", PLAYER_STATUS_CODES);
}

/** The list's filter from the query string (`search`, and repeated `status`, `grade`, `skill`). */
export function readPlayerFilter(params: URLSearchParams): PlayerListFilter {
  return {
    search: params.get("search") ?? "",
    statuses: readStatuses(params),
    grades: readCodes(params, "grade", GRADE_CODES),
    skills: readCodes(params, "skill"),
  };
}

function filterParams({ search, statuses, grades, skills }: PlayerListFilter): URLSearchParams {
  const next = new URLSearchParams();
  if (search) next.set("search", search);
  for (const s of statuses) next.append("status", String(s));
  for (const g of grades) next.append("grade", String(g));
  for (const k of skills) next.append("skill", String(k));
  return next;
}

export function PlayerListPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const area = useEventArea();
  const [params, setParams] = useSearchParams();
  const [showFilters, setShowFilters] = useState(true);
  const filter = readPlayerFilter(params);
  const { search, statuses, grades, skills } = filter;
  const { query, pages } = usePlayerList(eventId, filter);
  const skillList = useSkills(eventId);
  const activeFilters = statuses.length + grades.length + skills.length;
  // The button's name carries what its badge shows (docs/decisions/043-accessibility.md).
  const badgeText = activeFilters > FILTER_BADGE_MAX ? `${FILTER_BADGE_MAX}+` : String(activeFilters);

  const update = (change: Partial<PlayerListFilter>) => setParams(filterParams({ ...filter, ...change }), { replace: true });

  return (
    <>
      <Seo
        title={`Players · ${event?.name ?? "Event"}`}
        description={event ? `Players of ${event.name}: grades, skills and auction status.` : undefined}
      />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", mb: 2, maxWidth: { tablet: 480 } }}>
        <SearchBox key={search} value={search} onSearch={(text) => update({ search: text })} />
        <IconButton
          aria-label={`Settings: ${badgeText} active filters`}
          title={showFilters ? "Hide filters" : "Show filters"}
          aria-expanded={showFilters}
          aria-controls="player-filters"
          onClick={() => setShowFilters((s) => !s)}
        >
          <Badge badgeContent={activeFilters} max={FILTER_BADGE_MAX} color="primary">
            <TuneIcon />
          </Badge>
        </IconButton>
      </Box>
      <Collapse in={showFilters} id="player-filters">
        <Box sx={{ mb: 3, display: "flex", flexDirection: "column", gap: 2 }}>
          <StatusFilter selected={statuses} onChange={(next) => update({ statuses: next })} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
            <CodeFilter label="Grade" options={GRADE_OPTIONS} selected={grades} onChange={(next) => update({ grades: next })} />
            <CodeFilter
              label="Skill"
              options={(skillList.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              selected={skills}
              onChange={(next) => update({ skills: next })}
              // Disabled only when the event has no skills: while they load, the select stays usable.
              disabled={skillList.isSuccess && skillList.data.length === 0}
            />
          </Box>
        </Box>
      </Collapse>
      <WindowedList
        query={query}
        pages={pages}
        label="Players"
        listKey={filterParams(filter).toString()}
        itemKey={(p) => p.id}
        // The same list serves the public view and the dashboard (docs/product.md section 2): links stay in it.
        renderItem={(player, { firstScreen }) => (
          <PlayerListCard player={player} to={area.player.href(eventId, player.id)} priority={firstScreen} />
        )}
      />
    </>
  );
}
