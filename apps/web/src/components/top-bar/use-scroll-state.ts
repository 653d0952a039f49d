// How far the page is scrolled, for the top bar (docs/product.md section 2 "Top bar and navigation"):
// opaque past OPAQUE_AFTER_PX, hidden while scrolling down past HIDE_AFTER_PX and shown again on the
// way up (the rule of MUI's useScrollTrigger, which this replaces). The position is read in a scroll
// listener and once in the first frame after mounting, never while rendering: reading it while React
// hydrates made the browser lay the page out in the middle of hydration's longest task, about 25 ms on a
// simulated phone (docs/decisions/047 "Start-up in short tasks"). A server-rendered page starts at the top.
import { useEffect, useState } from "react";

/** Top bar turns opaque after 20 px of scroll (docs/product.md section 9). */
export const OPAQUE_AFTER_PX = 20;
/** Scrolling down past this hides the top bar; scrolling up shows it. */
export const HIDE_AFTER_PX = 100;

export type ScrollState = { scrolled: boolean; hidden: boolean };

const TOP: ScrollState = { scrolled: false, hidden: false };

export function useScrollState(): ScrollState {
  const [state, setState] = useState(TOP);
  useEffect(() => {
    let previous: number | undefined;
    const read = () => {
      const y = window.scrollY;
      const hidden = !(previous !== undefined && y < previous) && y > HIDE_AFTER_PX;
      previous = y;
      const scrolled = y > OPAQUE_AFTER_PX;
      setState((s) => (s.hidden === hidden && s.scrolled === scrolled ? s : { scrolled, hidden }));
    };
    const frame = requestAnimationFrame(read);
    window.addEventListener("scroll", read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", read);
    };
  }, []);
  return state;
}
