// The windowed players list (docs/decisions/064-long-lists.md) with 600 players answered page by page:
// the page holds a bounded number of cards wherever it is scrolled, every card says its place in the
// whole list, a jump reads the page it lands on and no other (placeholder cards until it comes, a retry
// in their block when it fails), the focused block stays where it is, a filter change shows the first
// page of the new list without the rest, and a return from a player's page renders the cards where the
// window was. jsdom lays nothing out: every block keeps its estimated height (blockEstimate at the
// phone's width the tests give the window), which is what the window's arithmetic needs.
import { LIMITS, type Player } from "@sah/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invalidateTopics } from "../lib/live.tsx";
import { mockApi, reply } from "../test/api-mock.ts";
import { event, player } from "../test/fixtures.ts";
import { renderApp } from "../test/render.tsx";
import { blockEstimate, WINDOW_BLOCK, WINDOW_OVERSCAN } from "./windowed-list.tsx";

// React's startTransition, watched: the list's first frame (the overscan's block) must come as a
// transition, which React renders in slices (docs/decisions/047 "Start-up in short tasks").
const transitionsFrom = vi.hoisted(() => ({ stacks: [] as string[] }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof import("react")>();
  return {
    ...react,
    startTransition: (callback: () => void) => {
      transitionsFrom.stacks.push(new Error().stack ?? "");
      react.startTransition(callback);
    },
  };
});

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

/** The `page` (1-based) a call to GET players/ asked for. */
const pageOf = (req: Request) => Number(new URL(req.url).searchParams.get("page") ?? 1);

/** GET players/ by `page` and `page_size`, from `list` (the filtered list when `status` is sent). */
const pagedPlayers = (req: Request) => {
  const url = new URL(req.url);
  const n = pageOf(req);
  const size = Number(url.searchParams.get("page_size"));
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

/** A phone's width: the server's assumed first screen's too, so the estimate is the same before and after the start. */
const WIDTH = 390;
const BLOCK_ESTIMATE = blockEstimate(WIDTH);
/** The window's place where the block of the card at `position` starts (every block at its estimate). */
const blockTop = (position: number) => Math.floor((position - 1) / WINDOW_BLOCK) * BLOCK_ESTIMATE;
/** The pages GET players/ was asked for, in order. */
const pagesAsked = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === "/api/players/").map(pageOf);
/** The card at `position` with its player (not a placeholder). */
const loadedCard = (position: number) =>
  cards().find((c) => c.getAttribute("aria-posinset") === String(position) && !c.hasAttribute("aria-busy"));

/** Scrolls to where the card at `position` is, and waits until it is there (placeholder or card). */
async function scrollUntil(position: number) {
  const y = blockTop(position);
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

describe("a block's estimated height", () => {
  it("is its rows of the card grid at the width: 12 rows on a phone, 6 on a tablet, 4 on a laptop", () => {
    expect(blockEstimate(390)).toBe(12 * (180 + 16));
    expect(blockEstimate(768)).toBe(6 * (180 + 16));
    expect(blockEstimate(1440)).toBe(4 * (180 + 24));
  });
});

describe("the windowed players list (docs/decisions/064-long-lists.md)", () => {
  beforeEach(() => {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
    Object.defineProperty(window, "innerWidth", { value: WIDTH, configurable: true, writable: true });
  });
  afterEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    Object.defineProperty(window, "innerWidth", { value: 1024, configurable: true, writable: true });
  });

  it("keeps the page's cards bounded with 600 players, each card placed in the whole list; a jump to the end reads the last page only", async () => {
    const { calls } = mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": pagedPlayers });
    const { queryClient } = renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    expect(cards().length).toBeLessThanOrEqual(MOST);
    expect(cards()[0]).toHaveAttribute("aria-setsize", String(TOTAL));
    expect(positions()).toEqual(positions().map((_, i) => i + 1));
    // The whole list's height is known from the first page's count: the end is one scroll away.
    await scrollUntil(TOTAL);
    expect(await screen.findByRole("heading", { name: `Player ${TOTAL}` })).toBeInTheDocument();
    expect(cards().length).toBeLessThanOrEqual(MOST);
    // The first cards are gone from the page; the last ones are in order, each with its place.
    expect(screen.queryByRole("heading", { name: "Player 1" })).not.toBeInTheDocument();
    const shown = positions();
    expect(shown).toEqual(shown.map((_, i) => shown[0]! + i));
    expect(shown[shown.length - 1]).toBe(TOTAL);
    expect(screen.getByText("Done")).toBeInTheDocument();
    // The first page, then the last: not the eleven between.
    const last = Math.ceil(TOTAL / SIZE);
    expect(pagesAsked(calls)).toEqual([1, last]);
    // A live message naming the players refreshes the pages the list holds, the first and the last.
    await act(() => invalidateTopics(queryClient, 1, ["players"]));
    expect(pagesAsked(calls).sort((a, b) => a - b)).toEqual([1, 1, last, last]);
  }, 60_000);

  it("shows placeholder cards in a block whose page is on its way, reads the pages on the screen together, then shows their cards", async () => {
    const answers = new Map<number, () => void>();
    const { calls } = mockApi({
      "GET /api/events/events/1/": event,
      // Every page after the first waits until the test answers it.
      "GET /api/players/": (req: Request) =>
        pageOf(req) === 1 ? pagedPlayers(req) : new Promise((done) => answers.set(pageOf(req), () => done(pagedPlayers(req)))),
    });
    renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    // Where page 6 ends and page 7 starts: a block of each on the screen.
    const edge = 6 * SIZE;
    const y = blockTop(edge) + BLOCK_ESTIMATE / 2;
    scrollWindowTo(y);
    await waitFor(() => {
      if (window.scrollY !== y) moveWindow(y);
      expect(positions()).toEqual(expect.arrayContaining([edge, edge + 1]));
    });
    const placeholders = screen.getAllByRole("listitem", { name: "Loading" });
    expect(placeholders.length).toBe(cards().length);
    expect(placeholders[0]).toHaveAttribute("aria-busy", "true");
    expect(placeholders[0]).toHaveAttribute("aria-setsize", String(TOTAL));
    // Both pages asked for before either answered, each once.
    await waitFor(() => expect([...answers.keys()].sort()).toEqual([6, 7]));
    expect(pagesAsked(calls)).toEqual([1, 6, 7]);
    await act(async () => answers.get(7)!());
    await screen.findByRole("heading", { name: `Player ${edge + 1}` });
    expect(loadedCard(edge)).toBeUndefined();
    await act(async () => answers.get(6)!());
    await screen.findByRole("heading", { name: `Player ${edge}` });
    expect(screen.queryAllByRole("listitem", { name: "Loading" })).toEqual([]);
    expect(pagesAsked(calls)).toEqual([1, 6, 7]);
  }, 60_000);

  it("shows a failed page as a retry in its block, the rest of the list in place; Try again reads it", async () => {
    let failures = 1;
    const { calls } = mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/players/": (req: Request) =>
        pageOf(req) === 13 && failures-- > 0 ? reply(500, { detail: "Down." }) : pagedPlayers(req),
    });
    const { user } = renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    await scrollUntil(TOTAL);
    // Both blocks on the screen (577–588 and 589–600) are on page 13: each says so, with its retry.
    const retries = await screen.findAllByRole("button", { name: "Try again" });
    expect(retries.length).toBe(2);
    expect(screen.getByText("Players 577–588 could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("Players 589–600 could not be loaded.")).toBeInTheDocument();
    // The list is still there: its place in the whole list, and its end.
    expect(screen.getByRole("list", { name: "Players" })).toBeInTheDocument();
    expect(screen.getByText("Done")).toBeInTheDocument();
    await user.click(retries[1]!);
    expect(await screen.findByRole("heading", { name: `Player ${TOTAL}` })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(pagesAsked(calls)).toEqual([1, 13, 13]);
  }, 60_000);

  it("keeps the block holding the focus in the page wherever the window is, the blocks between standing as its distance", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": pagedPlayers });
    renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    act(() => within(cards()[0]!).getByRole("link").focus());
    await scrollUntil(300);
    await screen.findByRole("heading", { name: "Player 300" });
    // The focused card is still there, its block first; the next block shown sits where the window
    // puts it: the blocks between (every one at its estimate in jsdom) are its top margin.
    expect(positions().slice(0, WINDOW_BLOCK)).toEqual(Array.from({ length: WINDOW_BLOCK }, (_, i) => i + 1));
    expect(document.activeElement?.closest('[role="listitem"]')).toHaveAttribute("aria-posinset", "1");
    const next = cards()[WINDOW_BLOCK]!.parentElement!;
    const blocksBetween = Number(next.getAttribute("data-index")) - 1;
    expect(blocksBetween).toBeGreaterThan(0);
    expect(next.style.marginTop).toBe(`${blocksBetween * BLOCK_ESTIMATE}px`);
  }, 60_000);

  it("shows a filter's first results from its first page, without the rest of the list", async () => {
    const { calls } = mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": pagedPlayers });
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
      "GET /api/players/": pagedPlayers,
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

  it("renders the overscan's block after the first frame as a transition, not as one long task", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": pagedPlayers });
    transitionsFrom.stacks = [];
    renderApp("/view/1/players");
    await screen.findByRole("heading", { name: "Player 1" }, { timeout: 15_000 });
    // The first screen is one block at the phone's width; the overscan adds the next one.
    await waitFor(() => expect(positions()).toContain(WINDOW_BLOCK + 1), { timeout: 15_000 });
    expect(transitionsFrom.stacks.some((stack) => stack.includes("windowed-list"))).toBe(true);
  }, 60_000);
});
