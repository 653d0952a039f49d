import { LIMITS } from "@sah/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_ITEMS } from "../../../components/infinite-list.tsx";
import { REQUEST_TIMEOUT_MS } from "../../../lib/api-client.ts";
import { ALERT_TEXT } from "../../../lib/api-errors.ts";
import { mockApi } from "../../../test/api-mock.ts";
import { event, page, player } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { readPlayerFilter } from "./player-list-page.tsx";

const unranked = {
  ...player,
  id: 12,
  name: "New Comer",
  grade: 1000,
  grade_name: "NA",
  status: 2,
  status_name: "Unsold",
  transaction_detail: null,
};

describe("player detail (docs/product.md sections 2 and 3)", () => {
  it("shows grade, skills joined by a middle dot, age, public details, status and sale", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2025, 5, 19) });
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/11/": player });
    renderApp("/view/1/players/11");
    const name = await screen.findByRole("heading", { name: "Virat Singh" });
    const card = name.closest(".MuiPaper-root") as HTMLElement;
    expect(within(card).getByText("A+")).toBeInTheDocument();
    expect(within(card).getByText("Batter · Wicket-keeper")).toBeInTheDocument();
    expect(within(card).getByText("29 years")).toBeInTheDocument();
    expect(within(card).getByText("Batting style")).toBeInTheDocument();
    expect(within(card).getByText("Right-handed")).toBeInTheDocument();
    expect(within(card).queryByText("Contact Number")).not.toBeInTheDocument();
    expect(within(card).queryByText("_secret")).not.toBeInTheDocument();
    expect(within(card).getByText("Sold").closest(".MuiChip-root")).toHaveClass("MuiChip-colorSuccess");
    expect(within(card).getByText("Sold to")).toBeInTheDocument();
    expect(within(card).getByText("Chennai Chargers")).toBeInTheDocument();
    expect(within(card).getByText("25,000 Points")).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("hides the grade line for grade 1000 (NA) and colours Unsold with error2", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/12/": unranked });
    renderApp("/view/1/players/12");
    const name = await screen.findByRole("heading", { name: "New Comer" });
    const card = name.closest(".MuiPaper-root") as HTMLElement;
    expect(within(card).queryByText(/Grade/)).not.toBeInTheDocument();
    expect(within(card).getByText("Unsold").closest(".MuiChip-root")).toHaveClass("MuiChip-colorError2");
  });

  it("sets the document title", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/11/": player });
    renderApp("/view/1/players/11");
    await screen.findByRole("heading", { name: "Virat Singh" });
    await waitFor(() => expect(document.title).toBe("Sports Auction House | Virat Singh · Premier Cricket League"));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Virat Singh in Premier Cricket League: Batter · Wicket-keeper.",
    );
  });
});

describe("players list (docs/product.md section 2 'Players')", () => {
  it("loads the photos of the first screen at once, first; the others when scrolled to", async () => {
    const players = Array.from({ length: FIRST_SCREEN_ITEMS + 2 }, (_, i) => ({ ...player, id: 100 + i, name: `Player ${i}` }));
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": page(players) });
    renderApp("/view/1/players");
    const list = await screen.findByRole("list", { name: "Players" });
    const photos = within(list).getAllByRole("img");
    expect(photos.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ...Array.from({ length: FIRST_SCREEN_ITEMS }, () => [null, "high"]),
      ["lazy", null],
      ["lazy", null],
    ]);
  });

  it("shows each photo's small copy, offering both sizes for the card's width (docs/decisions/050-photo-sizes.md)", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": page([player]) });
    renderApp("/view/1/players");
    const list = await screen.findByRole("list", { name: "Players" });
    const photo = within(list).getByRole("img", { name: "Virat Singh" });
    expect(photo).toHaveAttribute("src", "/media/players/virat.s.webp");
    expect(photo).toHaveAttribute("srcset", "/media/players/virat.s.webp 300w, /media/players/virat.webp 1024w");
    expect(photo).toHaveAttribute("sizes", "(min-width: 768px) 150px, 96px");
    expect(photo).toHaveAttribute("width", "96");
    expect(photo).toHaveAttribute("height", "96");
  });

  it("filters by several statuses at once, counting them on the Settings badge", async () => {
    const { calls } = mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": page([player, unranked]) });
    const { user, router } = renderApp("/view/1/players");
    const list = await screen.findByRole("list", { name: "Players" });
    expect(within(list).getAllByRole("link")[0]).toHaveAttribute("href", "/view/1/players/11");
    const filters = screen.getByRole("group", { name: "Filter by status" });
    expect(
      within(filters)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Available", "Auctioning", "Unsold", "Sold", "Retained", "Suspended", "Icon"]);
    await user.click(within(filters).getByRole("button", { name: "Sold" }));
    await user.click(within(filters).getByRole("button", { name: "Available" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=0&status=3"));
    expect(within(filters).getByRole("button", { name: "Sold" })).toHaveAttribute("aria-pressed", "true");
    // The button's name carries the count its badge shows.
    const settings = screen.getByRole("button", { name: "Settings: 2 active filters" });
    expect(within(settings).getByText("2")).toBeInTheDocument();
    await waitFor(() => {
      const last = new URL(calls.at(-1)!.url);
      expect(last.searchParams.getAll("status")).toEqual(["0", "3"]);
      expect(last.searchParams.get("event_id")).toBe("1");
      expect(last.searchParams.get("page_size")).toBe(String(LIMITS.playerListPageSize));
    });
    // Four blocks of the windowed list a page, filtered or not (decision 064).
    const first = calls.find((c) => new URL(c.url).pathname === "/api/players/");
    expect(new URL(first!.url).searchParams.get("page_size")).toBe("48");
  });

  it("filters by grade and skill from the keyboard: the query string, the call and the badge follow", async () => {
    const { calls } = mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/players/": page([player, unranked]),
      "GET /api/events/skills/all/": [
        { id: 1, name: "Batter" },
        { id: 3, name: "Bowler" },
      ],
    });
    const { user, router } = renderApp("/view/1/players?status=3");
    await screen.findByRole("list", { name: "Players" });
    const grade = screen.getByRole("combobox", { name: "Grade" });
    grade.focus();
    await user.keyboard("{Enter}");
    const grades = await screen.findByRole("listbox");
    await user.click(within(grades).getByRole("option", { name: "A+" }));
    await user.click(within(grades).getByRole("option", { name: "B" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.search).toBe("?status=3&grade=10&grade=30"));
    const skill = screen.getByRole("combobox", { name: "Skill" });
    skill.focus();
    await user.keyboard("{ArrowDown}");
    await user.click(await within(await screen.findByRole("listbox")).findByRole("option", { name: "Bowler" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.search).toBe("?status=3&grade=10&grade=30&skill=3"));
    expect(within(screen.getByRole("button", { name: "Settings: 4 active filters" })).getByText("4")).toBeInTheDocument();
    await waitFor(() => {
      const last = new URL(calls.filter((c) => new URL(c.url).pathname === "/api/players/").at(-1)!.url);
      expect(last.searchParams.getAll("grade")).toEqual(["10", "30"]);
      expect(last.searchParams.getAll("skill")).toEqual(["3"]);
      expect(last.searchParams.getAll("status")).toEqual(["3"]);
      // A changed filter starts the list again: the first page, not a next link.
      expect(last.searchParams.get("page")).toBeNull();
    });
  });

  it("disables the Skill filter only when the event has no skills, not while they load", async () => {
    let answerSkills: (skills: { id: number; name: string }[]) => void = () => undefined;
    const skills = new Promise<{ id: number; name: string }[]>((resolve) => {
      answerSkills = resolve;
    });
    mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/players/": page([player]),
      "GET /api/events/skills/all/": () => skills,
    });
    renderApp("/view/1/players");
    await screen.findByRole("list", { name: "Players" });
    const skill = screen.getByRole("combobox", { name: "Skill" });
    expect(skill).not.toHaveAttribute("aria-disabled");
    answerSkills([]);
    await waitFor(() => expect(skill).toHaveAttribute("aria-disabled", "true"));
  });

  it("reads grade and skill from the query string and ignores values that are not codes", () => {
    expect(readPlayerFilter(new URLSearchParams("grade=15&grade=11&grade=x&skill=4&skill=4&skill=-2&search=ab"))).toEqual({
      search: "ab",
      statuses: [],
      grades: [15],
      skills: [4],
    });
  });

  it("the Settings button hides and shows the filters", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": page([player]) });
    const { user } = renderApp("/view/1/players");
    const settings = await screen.findByRole("button", { name: "Settings: 0 active filters" });
    expect(settings).toHaveAttribute("aria-expanded", "true");
    await user.click(settings);
    expect(settings).toHaveAttribute("aria-expanded", "false");
  });
});

describe("players list without a connection (docs/product.md section 8 'Network Error')", () => {
  // The alert host is a lazy chunk: loaded here, its first transform does not count against a wait.
  beforeAll(() => import("../../../components/alert-host.tsx"));

  /** The snackbar alert (the error view repeats the text, without the filled look). */
  const networkAlert = async () => {
    await waitFor(() => {
      const snackbars = screen.getAllByRole("alert").filter((a) => a.classList.contains("MuiAlert-filled"));
      expect(snackbars.map((a) => a.textContent)).toEqual([`Network Error${ALERT_TEXT.network}`]);
    });
  };

  it("a search while the browser is offline ends the spinner and raises the Network Error alert", async () => {
    const { fetchMock } = mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/players/": page([player]),
      "GET /api/events/skills/all/": [],
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!navigator.onLine) throw new TypeError("Failed to fetch");
      return answer(input, init);
    });
    const { user } = renderApp("/view/1/players");
    await screen.findByRole("list", { name: "Players" });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    try {
      await user.type(screen.getByRole("textbox", { name: "Search by name" }), "virat{Enter}");
      await networkAlert();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
      window.dispatchEvent(new Event("online"));
    }
  });

  it("a search that gets no answer ends as a Network Error after the timeout", async () => {
    // Fake timers that also move with real time, so React and TanStack Query run as usual; the
    // 30-second timeout itself is advanced by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchMock } = mockApi({
        "GET /api/events/events/1/": event,
        "GET /api/players/": page([player]),
        "GET /api/events/skills/all/": [],
      });
      const answer = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation((input, init) => {
        if (!String(input).includes("search=")) return answer(input, init);
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        });
      });
      renderApp("/view/1/players?search=virat");
      await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes("search=virat"))).toBe(true));
      expect(screen.getByRole("progressbar")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
      await networkAlert();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
