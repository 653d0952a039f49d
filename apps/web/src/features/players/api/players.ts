// Player reads (docs/product.md section 7, docs/api.md "Players"): the paged list with search and the
// status, grade and skill filters (repeated keys), its first page an infinite query (server-rendered)
// and any other page by number (the windowed list, docs/decisions/064-long-lists.md), one player, and
// the event's skills. The writes are
// in player-writes.ts, so the public pages do not load the mutation code.
import { LIMITS, type Player } from "@sah/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { playerQueryOptions, skillsQueryOptions } from "../../../lib/event-queries.ts";
import { useItemQuery } from "../../../lib/item-query.ts";
import { pageAccessOptions } from "../../../lib/paged-query.ts";
import { type PlayerListFilter, queryKeys } from "../../../lib/query-keys.ts";

export function playerListQueryOptions(eventId: number, filter: PlayerListFilter) {
  const { search, statuses, grades, skills } = filter;
  return pageAccessOptions<Player>(
    {
      queryKey: queryKeys.event.playerList(eventId, filter),
      path: "players/",
      query: { event_id: eventId, search, status: statuses, grade: grades, skill: skills },
      enabled: Number.isFinite(eventId),
    },
    LIMITS.playerListPageSize,
  );
}

/** The list's first page (`query`) and the way to read its other pages (`pages`). */
export function usePlayerList(eventId: number, filter: PlayerListFilter) {
  const { first, pages } = playerListQueryOptions(eventId, filter);
  return { query: useInfiniteQuery(first), pages };
}

/** Not fetched while the player is being deleted, or once it is (lib/delete-item.ts). */
export function usePlayer(eventId: number, playerId: number) {
  return useItemQuery(playerQueryOptions(eventId, playerId));
}

export function useSkills(eventId: number) {
  return useQuery(skillsQueryOptions(eventId));
}
