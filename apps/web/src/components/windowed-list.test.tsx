// The windowed players list (docs/decisions/064-long-lists.md) with 600 players answered page by page:
// the page holds a bounded number of cards wherever it is scrolled, every card says its place in the
// whole list, a filter change shows the first page of the new list without the rest, and a return from a
// player's page renders the cards where the window was. jsdom lays nothing out: every block keeps its
// estimated height (BLOCK_ESTIMATE), which is what the window's arithmetic needs.
import { LIMITS, type Player } from "@sah/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../test/api-mock.ts";
import { event, player } from "../test/fixtures.ts";
import { renderApp } from "../test/render.tsx";
import { BLOCK_ESTIMATE, WINDOW_BLOCK, WINDOW_OVERSCAN } from "./windowed-list.tsx";

const TOTAL = 600;
const SIZE = LIMITS.playerListPageSize;
const many: Player[] = Array.from({ length: TOTAL }, (_, i) => ({
  ...player,
  id: 1000 + i,
  name: `Player ${i + 1}`,
  image: null,
  transaction_detail: null,
  status: 0,
  status_name: "Available",
}));

/**
 * GET players/ by `page`, from `list` (the filtered list when `status` is sent), `size` a page (by
 * default the asked `page_size`; a larger one spares jsdom the slow renders of fifty pages).
 */
const pagedPlayers = (pageSize?: number) => (req: Request) => {
  const url = new URL(req.url);
  const n = Number(url.searchParams.get("page") ?? 1);
  const size = pageSize ?? Number(url.searchParams.get("page_size"));
  const list = url.searchParams.getAll("status").length ? many.slice(0, 30).map((p) => ({ ...p, name: `Sold ${p.name}` })) : many;
  const results = list.slice((n - 1) * size, n * size);
  const next = n * size < list.length ? `http://localhost${url.pathname}?${withPage(url.searchParams, n + 1)}` : null;
  return { count: list.length, next, previous: null, results };
};

function withPage(params: URLSearchParams, n: number): string {
  const next = new URLSearchParams(params);
  next.set("page", String(n));
  return next.toString();
}

/** The window as the browser would scroll it: scrollY, then the scroll event. */
function moveWindow(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event("scroll"));
}
const scrollWindowTo = (y: number) => act(() => moveWindow(y));

const cards = () => within(screen.getByRole("list", { name: "Players" })).getAllByRole("listitem");
const positions = () => cards().map((c) => Number(c.getAttribute("aria-posinset")));
/** The most cards the window holds at jsdom's 768 px: the blocks on the screen and one each side. */
const MOST = (2 + 2 * WINDOW_OVERSCAN) * WINDOW_BLOCK;

/** Scrolls to where the card at `position` is; the list loads the pages before it on the way. */
async function scrollUntil(position: number) {
  const y = Math.floor((position - 1) / WINDOW_BLOCK) * BLOCK_ESTIMATE;
  scrollWindowTo(y);
  await waitFor(
    () => {
      // The list's first mount puts the window where it found it: scrolled again until it stays.
      if (window.scrollY !== y) moveWindow(y);
      expect(positions()).toContain(position);
    },
    { timeout: 15_000 },
  );
}

describe("the windowed players list (docs/decisions/064-long-lists.md)", () => {
  beforeEach(() => {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
  });
  afterEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it("keeps the page's cards bounded with 600 players, each card placed in the whole list, down to the last", async () => {
    const { calls } = mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": pagedPlayers(200) });
    renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    expect(cards().length).toBeLessThanOrEqual(MOST);
    expect(cards()[0]).toHaveAttribute("aria-setsize", String(TOTAL));
    expect(positions()).toEqual(positions().map((_, i) => i + 1));
    await scrollUntil(TOTAL);
    expect(screen.getByRole("heading", { name: `Player ${TOTAL}` })).toBeInTheDocument();
    expect(cards().length).toBeLessThanOrEqual(MOST);
    // The first cards are gone from the page; the last ones are in order, each with its place.
    expect(screen.queryByRole("heading", { name: "Player 1" })).not.toBeInTheDocument();
    const shown = positions();
    expect(shown).toEqual(shown.map((_, i) => shown[0]! + i));
    expect(screen.getByText("Done")).toBeInTheDocument();
    // Every page was asked for once, in order.
    const pages = calls
      .filter((c) => new URL(c.url).pathname === "/api/players/")
      .map((c) => new URL(c.url).searchParams.get("page") ?? "1");
    expect(pages).toEqual(["1", "2", "3"]);
  }, 60_000);

  it("shows a filter's first results from its first page, without the rest of the list", async () => {
    const { calls } = mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": pagedPlayers() });
    const { user } = renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    await scrollUntil(3 * SIZE);
    // Back up to the filters, above the list.
    scrollWindowTo(0);
    const before = calls.length;
    await user.click(within(screen.getByRole("group", { name: "Filter by status" })).getByRole("button", { name: "Sold" }));
    await screen.findByRole("heading", { name: "Sold Player 1" });
    expect(cards()[0]).toHaveAttribute("aria-setsize", "30");
    expect(cards()[0]).toHaveAttribute("aria-posinset", "1");
    const filtered = calls.slice(before).map((c) => new URL(c.url).searchParams);
    expect(filtered[0]?.getAll("status")).toEqual(["3"]);
    expect(filtered[0]?.get("page")).toBeNull();
    // The old list's pages are not asked for again, and the new one loads only what the window needs.
    expect(filtered.every((p) => p.getAll("status").length === 1)).toBe(true);
    expect(filtered.length).toBeLessThan(30 / SIZE + 1);
  }, 60_000);

  it("renders the same cards after a player's page and the way back (the router restores the scroll)", async () => {
    // The router's scroll restoration calls scrollTo: the window moves there and says so.
    window.scrollTo = ((a: number | ScrollToOptions, y?: number) =>
      moveWindow(typeof a === "number" ? (y ?? 0) : (a.top ?? window.scrollY))) as typeof window.scrollTo;
    mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/players/": pagedPlayers(300),
      "GET /api/players/1299/": many[299],
    });
    const { user, router } = renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    await scrollUntil(300);
    const y = window.scrollY;
    expect(y).toBeGreaterThan(0);
    const link = within(cards().find((c) => c.getAttribute("aria-posinset") === "300")!).getByRole("link");
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/1/players/1299"), { timeout: 15_000 });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/1/players"));
    await screen.findByRole("heading", { name: "Player 300" });
    expect(window.scrollY).toBe(y);
    expect(screen.queryByRole("heading", { name: "Player 1" })).not.toBeInTheDocument();
    expect(cards().length).toBeLessThanOrEqual(MOST);
  }, 60_000);
});
