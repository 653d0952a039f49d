import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HIDE_AFTER_PX, OPAQUE_AFTER_PX, useScrollState } from "./use-scroll-state.ts";

let y = 0;
let reads = 0;
const scrollTo = (to: number) =>
  act(() => {
    y = to;
    window.dispatchEvent(new Event("scroll"));
  });

describe("the top bar's scroll state", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is read after the first frame, never while rendering, and follows the scroll", async () => {
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => {
      reads += 1;
      return y;
    });
    y = 300;
    reads = 0;
    const { result } = renderHook(() => useScrollState());
    // Rendered (and hydrated) as at the top, without asking the browser for the position.
    expect(result.current).toEqual({ scrolled: false, hidden: false });
    expect(reads).toBe(0);
    // The first frame reads where a reload left the page.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(reads).toBe(1);
    expect(result.current).toEqual({ scrolled: true, hidden: true });
    // Up: shown, still opaque. Down again past the threshold: hidden.
    scrollTo(250);
    expect(result.current).toEqual({ scrolled: true, hidden: false });
    scrollTo(260);
    expect(result.current).toEqual({ scrolled: true, hidden: true });
    // Near the top: shown and transparent; down but not past the thresholds: still shown.
    scrollTo(OPAQUE_AFTER_PX);
    expect(result.current).toEqual({ scrolled: false, hidden: false });
    scrollTo(HIDE_AFTER_PX);
    expect(result.current).toEqual({ scrolled: true, hidden: false });
    scrollTo(HIDE_AFTER_PX + 1);
    expect(result.current).toEqual({ scrolled: true, hidden: true });
  });
});
