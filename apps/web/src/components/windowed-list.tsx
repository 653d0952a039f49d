// A long paged list whose page keeps only the cards near the screen (docs/decisions/064-long-lists.md):
// the players list of an event of 600 or more players. Its first page (server-rendered and hydrated,
// docs/decisions/047) gives the list's `count`, so the whole list's height is known at once: the cards
// are cut into blocks of WINDOW_BLOCK (a whole number of rows in the 1-, 2- and 3-column grid, so every
// block is laid out by the same CSS grid as InfiniteList's and the columns line up);
// @tanstack/react-virtual keeps the blocks in and near the window, and spacers above and below (and
// beside a block kept for the focus) stand for the others, so the page's height and scroll bar are the
// whole list's. The list is read at random: a block whose page has not come shows placeholder cards of
// the same grid and asks for exactly that page (`?page=N`), so a jump to the end reads the last page and
// the blocks on the screen read theirs in parallel; a failed page shows a retry in its block. Every card is a `listitem` with `aria-setsize`
// (the list's whole count) and `aria-posinset` (a placeholder is `aria-busy`, named "Loading"); the
// block holding the focus stays rendered, and Tab from the last rendered card scrolls the next block in.
// The blocks' measured heights are kept per history entry, so a return (the browser's back) finds the
// page as tall as it was and the router's scroll restoration lands on the same card.

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { Paged } from "@sah/domain";
import { type InfiniteData, type UseInfiniteQueryResult, type UseQueryResult, useQueries } from "@tanstack/react-query";
import {
  defaultRangeExtractor,
  measureElement as measuredSize,
  type Range,
  useWindowVirtualizer,
  type VirtualItem,
} from "@tanstack/react-virtual";
import { type Key, type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { PageAccess } from "../lib/paged-query.ts";
import { BREAKPOINTS, SPACING } from "../lib/theme.ts";
import { CARD_COLUMNS, CARD_GAP, CARD_GRID, FIRST_SCREEN_ITEMS } from "./infinite-list.tsx";
import { EmptyView, EndMarker, ErrorView, LoadingView } from "./page-views.tsx";

/** Cards per block: 4 rows of the widest grid (3 columns), 6 of 2 columns, 12 of one. */
export const WINDOW_BLOCK = 12;
/** Blocks rendered beyond those on the screen, above and below. */
export const WINDOW_OVERSCAN = 1;
/** A placeholder card's height (px): about a player card's (188 with a line of skills, 162 without). */
export const PLACEHOLDER_HEIGHT = 180;

/**
 * A block's height before it is measured (px) at a window's width: its rows of the card grid
 * (CARD_COLUMNS) of about a card's height, each with the grid's gap: 12 rows on a phone, 4 on a laptop.
 * Near enough that the scroll bar hardly moves as the blocks are measured.
 */
export function blockEstimate(width: number): number {
  const wide = width >= BREAKPOINTS.laptop;
  const columns = wide ? CARD_COLUMNS.laptop : width >= BREAKPOINTS.tablet ? CARD_COLUMNS.tablet : CARD_COLUMNS.mobile;
  const gap = SPACING * (wide ? CARD_GAP.laptop : CARD_GAP.mobile);
  return Math.ceil(WINDOW_BLOCK / columns) * (PLACEHOLDER_HEIGHT + gap);
}
/** The window's height assumed where there is none yet (the server's rendering, and the hydration). */
const FIRST_RECT = { width: 390, height: 800 };

/** The measured blocks of each history entry's list (by location key and list), for the way back. */
const savedMeasurements = new Map<string, VirtualItem[]>();
const SAVED_MAX = 20;

type Props<T> = {
  /** The list's first page (an infinite query of one page: the server renders it, the browser hydrates it). */
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>, unknown>>;
  /** Any later page by its number. */
  pages: PageAccess<T>;
  renderItem: (item: T, place: { firstScreen: boolean }) => ReactNode;
  itemKey: (item: T) => Key;
  label: string;
  /** What the list shows (its filter): the saved heights are kept apart per value. */
  listKey: string;
  gridSx?: SxProps<Theme>;
};

export function WindowedList<T>({ query, pages, renderItem, itemKey, label, listKey, gridSx = CARD_GRID }: Props<T>) {
  const first = query.data?.pages[0];
  if (query.isPending) return <LoadingView />;
  if (!first) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!first.results.length) return <EmptyView />;
  return (
    <>
      <Blocks
        key={listKey}
        first={first}
        pages={pages}
        total={Math.max(first.count, first.results.length)}
        listKey={listKey}
        label={label}
        renderItem={renderItem}
        itemKey={itemKey}
        gridSx={gridSx}
      />
      <EndMarker />
    </>
  );
}

/** The numbers of the pages (1-based, `size` a page) that hold the cards of block `block`. */
export function pagesOfBlock(block: number, total: number, size: number): number[] {
  const from = block * WINDOW_BLOCK;
  const to = Math.min(from + WINDOW_BLOCK, total) - 1;
  const pages: number[] = [];
  for (let n = Math.floor(from / size) + 1; n <= Math.floor(to / size) + 1; n++) pages.push(n);
  return pages;
}

type BlocksProps<T> = Omit<Props<T>, "query"> & { first: Paged<T>; total: number };

function Blocks<T>({ first, pages, total, listKey, label, renderItem, itemKey, gridSx = CARD_GRID }: BlocksProps<T>) {
  const location = useLocation();
  const saveKey = `${location.key}\n${listKey}`;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The first render (the server's, and the hydration that must match it) shows only the blocks on the
  // assumed first screen; the overscan comes after, in a task of its own (docs/decisions/047).
  const [started, setStarted] = useState(false);
  const focused = useRef<number | null>(null);
  // The server's and the hydration's estimate is the assumed first screen's; the window's own from the
  // next frame on (the blocks not yet measured take it at the next measurement).
  const width = useRef(FIRST_RECT.width);
  const blockCount = Math.ceil(total / WINDOW_BLOCK);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const f = focused.current;
    if (f !== null && f < range.count && !indexes.includes(f)) indexes.push(f);
    return indexes.sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: blockCount,
    estimateSize: () => blockEstimate(width.current),
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
      if (!entry) return instance.itemSizeCache.get(instance.indexFromElement(element)) ?? blockEstimate(width.current);
      return measuredSize(element, entry, instance) || blockEstimate(width.current);
    },
  });

  // Where the list starts in the page (the search and filters above it may change height), measured
  // in the next frame, where the page is laid out anyway. Both updates as a transition: the first one
  // renders the overscan's block of cards, which as an ordinary update was one task of about 130 ms
  // after the hydration on a simulated phone; a transition renders it in slices between which the
  // browser answers input (docs/decisions/047 "Start-up in short tasks").
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      width.current = window.innerWidth;
      const el = listRef.current;
      // From the document's top, whatever is scrolled (both rectangles move together).
      const top = el ? el.getBoundingClientRect().top - document.documentElement.getBoundingClientRect().top : null;
      startTransition(() => {
        setStarted(true);
        if (top !== null) setScrollMargin((old) => (Math.abs(top - old) >= 1 ? top : old));
      });
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
  // The pages the rendered blocks need beyond the first, each asked for once and all at once; a page
  // no block needs any more is let go (its read cancelled when it is still on the way).
  const needed = [...new Set(shown.flatMap((b) => pagesOfBlock(b.index, total, pages.size)))].filter((n) => n > 1);
  const results = useQueries({ queries: needed.map((n) => pages.options(n)) });
  const pageResults = new Map<number, UseQueryResult<Paged<T>>>(needed.map((n, i) => [n, results[i]!]));

  const last = shown[shown.length - 1];
  const before = shown.length ? shown[0]!.start - scrollMargin : 0;
  const after = shown.length ? virtualizer.getTotalSize() - (last!.end - scrollMargin) : 0;
  const grid = Array.isArray(gridSx) ? gridSx : [gridSx];

  return (
    <Box
      ref={listRef}
      role="list"
      aria-label={label}
      sx={{ display: "flex", flexDirection: "column", gap: 0 }}
      // The spacers change with every scroll and measurement: an inline style, not a class that Emotion
      // would make and insert for each value (docs/decisions/047: hydration inserts no style).
      style={{ paddingTop: Math.max(0, before), paddingBottom: Math.max(0, after) }}
    >
      {shown.map((block, at) => {
        // A block kept for the focus, far from the others: the blocks between stand as its top margin.
        const gap = at > 0 ? block.start - shown[at - 1]!.end : 0;
        const from = block.index * WINDOW_BLOCK;
        const size = Math.min(WINDOW_BLOCK, total - from);
        const place = (i: number) => ({ role: "listitem", "aria-setsize": total, "aria-posinset": from + i + 1 });
        const read = pagesOfBlock(block.index, total, pages.size).map((n) =>
          n === 1 ? { n, data: first, failed: null } : { n, data: pageResults.get(n)?.data, failed: pageResults.get(n) },
        );
        const failed = read.filter((r) => !r.data && r.failed?.isError).map((r) => r.failed!);
        let content: ReactNode;
        if (failed.length) {
          content = (
            <Box
              {...place(0)}
              sx={{ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, py: 2 }}
            >
              <Typography color="text.secondary">
                {label} {from + 1}–{from + size} could not be loaded.
              </Typography>
              <Button variant="outlined" size="small" onClick={() => failed.forEach((q) => void q.refetch())}>
                Try again
              </Button>
            </Box>
          );
        } else if (read.every((r) => r.data)) {
          const byPage = new Map(read.map((r) => [r.n, r.data!.results]));
          content = Array.from({ length: size }, (_, i) => {
            const index = from + i;
            const item = byPage.get(Math.floor(index / pages.size) + 1)?.[index % pages.size];
            // A page shorter than the first page's count promised (the list changed between the reads).
            if (item === undefined) return null;
            return (
              <Box key={itemKey(item)} {...place(i)} sx={{ minWidth: 0 }}>
                {renderItem(item, { firstScreen: index < FIRST_SCREEN_ITEMS })}
              </Box>
            );
          });
        } else {
          // Keyed by their place in the list, which is what they stand for.
          content = Array.from({ length: size }, (_, i) => from + i).map((index) => (
            <Box key={`loading-${index}`} {...place(index - from)} aria-busy="true" aria-label="Loading" sx={{ minWidth: 0 }}>
              <Skeleton variant="rounded" height={PLACEHOLDER_HEIGHT} />
            </Box>
          ));
        }
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
            style={gap > 0 ? { marginTop: gap } : undefined}
          >
            {content}
          </Box>
        );
      })}
    </Box>
  );
}
