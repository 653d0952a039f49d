// Infinite scrolling of the lists (docs/product.md section 9): the next page loads once the window is
// scrolled past 80 % of the page; scroll events are looked at no more than every 150 ms.
import { useEffect, useRef } from "react";

export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

type Options = {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  /** Changes when the list grows; a page too short to scroll asks for more by itself. */
  itemCount: number;
};

export function isPastThreshold(): boolean {
  const doc = document.documentElement;
  const scrollable = doc.scrollHeight;
  if (scrollable <= 0) return false;
  return (window.scrollY + window.innerHeight) / scrollable >= SCROLL_THRESHOLD;
}

export function useInfiniteScroll({ hasNextPage, isFetching, fetchNextPage, itemCount }: Options): void {
  const state = useRef({ hasNextPage, isFetching, fetchNextPage });
  state.current = { hasNextPage, isFetching, fetchNextPage };

  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const s = state.current;
      if (s.hasNextPage && !s.isFetching && isPastThreshold()) s.fetchNextPage();
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else if (!trailing)
        trailing = setTimeout(() => {
          trailing = undefined;
          check();
        }, wait);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      clearTimeout(trailing);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  // A first page shorter than the screen cannot be scrolled: keep loading while it is. Measured in the
  // next frame, where the page is laid out anyway: measured here, right after React's commit (a
  // hydration's included), it made the browser lay the page out inside that task (docs/decisions/047
  // "Start-up in short tasks").
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked whenever the list grows
  useEffect(() => {
    if (!hasNextPage || isFetching) return;
    const frame = requestAnimationFrame(() => {
      const s = state.current;
      if (s.hasNextPage && !s.isFetching && isPastThreshold()) s.fetchNextPage();
    });
    return () => cancelAnimationFrame(frame);
  }, [itemCount, hasNextPage, isFetching]);
}
