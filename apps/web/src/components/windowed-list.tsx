// A long paged list whose page keeps only the cards near the screen (docs/decisions/064-long-lists.md):
// the players list of an event of 600 or more players. The loaded cards are cut into blocks of
// WINDOW_BLOCK (a whole number of rows in the 1-, 2- and 3-column grid, so every block is laid out by
// the same CSS grid as InfiniteList's and the columns line up); @tanstack/react-virtual keeps the blocks
// in and near the window, and spacers above and below stand for the others, so the page's height and
// scroll bar are the whole loaded list's. The next page is asked for as soon as the last loaded block
// comes near the screen. Every card is a `listitem` with `aria-setsize` (the list's whole count) and
// `aria-posinset`; the block holding the focus stays rendered, and Tab from the last rendered card
// scrolls the next block in. The blocks' measured heights are kept per history entry, so a return
// (the browser's back) finds the page as tall as it was and the router's scroll restoration lands on the
// same card.

import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Paged } from "@sah/domain";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import {
  defaultRangeExtractor,
  measureElement as measuredSize,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
} from "@tanstack/react-virtual";
import { type Key, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CARD_GRID, FIRST_SCREEN_ITEMS } from "./infinite-list.tsx";
import { EmptyView, EndMarker, ErrorView, LoadingMore, LoadingView } from "./page-views.tsx";

/** Cards per block: 4 rows of the widest grid (3 columns), 6 of 2 columns, 12 of one. */
export const WINDOW_BLOCK = 12;
/** A block's height before it is measured (px): about 12 phone cards, or 4 rows of wide ones. */
export const BLOCK_ESTIMATE = 1400;
/** Blocks rendered beyond those on the screen, above and below. */
export const WINDOW_OVERSCAN = 1;
/** The window's height assumed where there is none yet (the server's rendering, and the hydration). */
const FIRST_RECT = { width: 390, height: 800 };

/** The measured blocks of each history entry's list (by location key and list), for the way back. */
const savedMeasurements = new Map<string, VirtualItem[]>();
const SAVED_MAX = 20;

type Props<T> = {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>, unknown>>;
  renderItem: (item: T, place: { firstScreen: boolean }) => ReactNode;
  itemKey: (item: T) => Key;
  label: string;
  /** What the list shows (its filter): the saved heights are kept apart per value. */
  listKey: string;
  gridSx?: SxProps<Theme>;
};

export function WindowedList<T>({ query, renderItem, itemKey, label, listKey, gridSx = CARD_GRID }: Props<T>) {
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  const total = Math.max(query.data?.pages[0]?.count ?? items.length, items.length);
  if (query.isPending) return <LoadingView />;
  if (query.isError && !items.length) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!items.length) return <EmptyView />;
  return (
    <>
      <Blocks
        key={listKey}
        items={items}
        total={total}
        listKey={listKey}
        label={label}
        renderItem={renderItem}
        itemKey={itemKey}
        gridSx={gridSx}
        loadMore={query.hasNextPage && !query.isFetching ? () => void query.fetchNextPage() : undefined}
      />
      {query.isFetchingNextPage && <LoadingMore />}
      {query.isFetchNextPageError && <ErrorView error={query.error} onRetry={() => void query.fetchNextPage()} />}
      {!query.hasNextPage && <EndMarker />}
    </>
  );
}

type BlocksProps<T> = Omit<Props<T>, "query"> & { items: T[]; total: number; loadMore?: () => void };

function Blocks<T>({ items, total, listKey, label, renderItem, itemKey, gridSx = CARD_GRID, loadMore }: BlocksProps<T>) {
  const location = useLocation();
  const saveKey = `${location.key}\n${listKey}`;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The first render (the server's, and the hydration that must match it) shows only the blocks on the
  // assumed first screen; the overscan comes after, in a task of its own (docs/decisions/047).
  const [started, setStarted] = useState(false);
  const focused = useRef<number | null>(null);
  const blockCount = Math.ceil(items.length / WINDOW_BLOCK);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const f = focused.current;
    if (f !== null && f < range.count && !indexes.includes(f)) indexes.push(f);
    return indexes.sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: blockCount,
    estimateSize: () => BLOCK_ESTIMATE,
    overscan: started ? WINDOW_OVERSCAN : 0,
    scrollMargin,
    initialRect: FIRST_RECT,
    initialMeasurementsCache: savedMeasurements.get(saveKey),
    rangeExtractor,
    // Sizes come from the ResizeObserver's entries, which the browser gives after its own layout: a
    // block just mounted keeps the size it had (or the estimate) instead of being measured at once,
    // which would make the browser lay the page out inside React's commit (a hydration's included).
    // A block not laid out (jsdom, a hidden page) keeps its estimate rather than collapsing to nothing.
    measureElement: (element, entry, instance) => {
      if (!entry) return instance.itemSizeCache.get(instance.indexFromElement(element)) ?? BLOCK_ESTIMATE;
      return measuredSize(element, entry, instance) || BLOCK_ESTIMATE;
    },
  });

  // Where the list starts in the page (the search and filters above it may change height), measured
  // in the next frame, where the page is laid out anyway.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setStarted(true);
      const el = listRef.current;
      if (!el) return;
      // From the document's top, whatever is scrolled (both rectangles move together).
      const top = el.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top;
      setScrollMargin((old) => (Math.abs(top - old) >= 1 ? top : old));
    });
    return () => cancelAnimationFrame(frame);
  });

  // Keep the measured heights for a return to this history entry.
  useEffect(
    () => () => {
      savedMeasurements.delete(saveKey);
      // What the virtualizer reads back from an initial cache is each measured key's size.
      const sizes = [...virtualizer.itemSizeCache].map(([key, size]) => ({
        key,
        index: Number(key),
        size,
        start: 0,
        end: size,
        lane: 0,
      }));
      savedMeasurements.set(saveKey, sizes);
      if (savedMeasurements.size > SAVED_MAX) savedMeasurements.delete(savedMeasurements.keys().next().value as string);
    },
    [saveKey, virtualizer],
  );

  const shown = virtualizer.getVirtualItems();
  const last = shown[shown.length - 1];
  // The next page as soon as the last loaded block is on or near the screen.
  useEffect(() => {
    if (loadMore && last && last.index >= blockCount - 1) loadMore();
  }, [loadMore, last, blockCount]);

  const before = shown.length ? shown[0]!.start - scrollMargin : 0;
  const after = shown.length ? virtualizer.getTotalSize() - (last!.end - scrollMargin) : 0;
  const grid = Array.isArray(gridSx) ? gridSx : [gridSx];

  return (
    <Box
      ref={listRef}
      role="list"
      aria-label={label}
      sx={{ display: "flex", flexDirection: "column", gap: 0, pt: `${Math.max(0, before)}px`, pb: `${Math.max(0, after)}px` }}
    >
      {shown.map((block) => {
        const first = block.index * WINDOW_BLOCK;
        const blockItems = items.slice(first, first + WINDOW_BLOCK);
        return (
          <Box
            key={block.key}
            role="none"
            data-index={block.index}
            ref={virtualizer.measureElement}
            onFocus={() => {
              focused.current = block.index;
            }}
            // Each block's own bottom gap is the grid's, so the rows stay evenly spaced across blocks.
            sx={[...grid, { pb: { mobile: 2, laptop: 3 } }]}
          >
            {blockItems.map((item, i) => (
              <Box key={itemKey(item)} role="listitem" aria-setsize={total} aria-posinset={first + i + 1} sx={{ minWidth: 0 }}>
                {renderItem(item, { firstScreen: first + i < FIRST_SCREEN_ITEMS })}
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
