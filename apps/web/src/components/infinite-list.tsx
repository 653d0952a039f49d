// A paged list that loads on scroll (docs/product.md sections 2 and 9) with its states: loading, error view,
// "No Data", loaded, and the "Done" marker once there is no next page.

import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Paged } from "@sah/domain";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Key, ReactNode } from "react";
import { useInfiniteScroll } from "../lib/use-infinite-scroll.ts";
import { EmptyView, EndMarker, ErrorView, LoadingMore, LoadingView } from "./page-views.tsx";

type Props<T> = {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>, unknown>>;
  /** `firstScreen`: the item is among those a first screen shows (its image loads at once, first). */
  renderItem: (item: T, place: { firstScreen: boolean }) => ReactNode;
  itemKey: (item: T) => Key;
  label: string;
  gridSx?: SxProps<Theme>;
};

/** The card grid's columns and gap (in spacing units of 8 px) from each breakpoint up. */
export const CARD_COLUMNS = { mobile: 1, tablet: 2, laptop: 3 } as const;
export const CARD_GAP = { mobile: 2, laptop: 3 } as const;

export const CARD_GRID: SxProps<Theme> = {
  display: "grid",
  gap: CARD_GAP,
  gridTemplateColumns: {
    mobile: "1fr",
    tablet: `repeat(${CARD_COLUMNS.tablet}, minmax(0, 1fr))`,
    laptop: `repeat(${CARD_COLUMNS.laptop}, minmax(0, 1fr))`,
  },
};

/** The items of a page's first screen: a row of the widest grid (a phone shows one or two). */
export const FIRST_SCREEN_ITEMS = 3;

export function InfiniteList<T>({ query, renderItem, itemKey, label, gridSx = CARD_GRID }: Props<T>) {
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  useInfiniteScroll({
    hasNextPage: query.hasNextPage,
    isFetching: query.isFetching,
    fetchNextPage: () => void query.fetchNextPage(),
    itemCount: items.length,
  });

  if (query.isPending) return <LoadingView />;
  if (query.isError && !items.length) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!items.length) return <EmptyView />;
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={[{ listStyle: "none", p: 0, m: 0 }, ...(Array.isArray(gridSx) ? gridSx : [gridSx])]}
      >
        {items.map((item, index) => (
          <Box component="li" key={itemKey(item)} sx={{ minWidth: 0 }}>
            {renderItem(item, { firstScreen: index < FIRST_SCREEN_ITEMS })}
          </Box>
        ))}
      </Box>
      {query.isFetchingNextPage && <LoadingMore />}
      {query.isFetchNextPageError && <ErrorView error={query.error} onRetry={() => void query.fetchNextPage()} />}
      {!query.hasNextPage && <EndMarker />}
    </>
  );
}
