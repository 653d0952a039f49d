// Player reads (docs/product.md section 7, docs/api.md "Players"): the paged list with search and the
// status, grade and skill filters (repeated keys), one player, and the event's skills. The writes are
// in player-writes.ts, so the public pages do not load the mutation code.
import { LIMITS, type Player } from "@sah/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { playerQueryOptions, skillsQueryOptions } from "../../../lib/event-queries.ts";
import { useItemQuery } from "../../../lib/item-query.ts";
import { pagedQueryOptions } from "../../../lib/paged-query.ts";
import { type PlayerListFilter, queryKeys } from "../../../lib/query-keys.ts";

export function playerListQueryOptions(eventId: number, filter: PlayerListFilter) {
  const { search, statuses, grades, skills } = filter;
  return pagedQueryOptions<Player>({
    queryKey: queryKeys.event.playerList(eventId, filter),
    path: "players/",
    query: { event_id: eventId, page_size: LIMITS.playerListPageSize, search, status: statuses, grade: grades, skill: skills },
    enabled: Number.isFinite(eventId),
  });
}

export function usePlayerList(eventId: number, filter: PlayerListFilter) {
  return useInfiniteQuery(playerListQueryOptions(eventId, filter));
}

/** Not fetched while the player is being deleted, or once it is (lib/delete-item.ts). */
export function usePlayer(eventId: number, playerId: number) {
  return useItemQuery(playerQueryOptions(eventId, playerId));
}

export function useSkills(eventId: number) {
  return useQuery(skillsQueryOptions(eventId));
}
