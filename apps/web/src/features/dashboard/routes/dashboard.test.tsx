import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/api-mock.ts";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { event, page, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

describe("dashboard (docs/product.md section 2 'Dashboard')", () => {
  it("is guarded: logged out, it goes to login with next", async () => {
    mockDashboard();
    const { router } = renderApp("/dashboard/1/players");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/dashboard/1/players")}`);
  });

  it("shows a placeholder for the event name while it loads, then the name", async () => {
    let answer: () => void = () => undefined;
    const loaded = new Promise<void>((r) => {
      answer = r;
    });
    const { fetchMock } = mockDashboard();
    const respond = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes("/api/events/events/1/") && !String(input).includes("check-permission")) await loaded;
      return respond(input, init);
    });
    renderApp("/dashboard/1", { user: sessionUser });
    expect(await screen.findByRole("progressbar", { name: "Loading event name" })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole("heading", { name: "Premier Cricket League" })).toBeInTheDocument();
  });

  it("lists the five sections with descriptions and shortcuts", async () => {
    window.__mediaWidth = 1440;
    mockDashboard();
    renderApp("/dashboard/1", { user: sessionUser });
    const list = await screen.findByRole("list", { name: "Dashboard sections" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => [l.querySelector("h2")?.textContent, l.getAttribute("href")])).toEqual([
      ["Auction Details", "/dashboard/1/detail"],
      ["Teams List", "/dashboard/1/teams"],
      ["Players List", "/dashboard/1/players"],
      ["Live Auction", "/dashboard/1/auctions"],
      ["Auction Settings", "/dashboard/1/settings"],
    ]);
    expect(within(list).getByLabelText("alt+g")).toBeInTheDocument();
    // The top link bar on laptop width.
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Details", "Teams", "Players", "Auction", "Settings"]);
  });

  it("below laptop width the sections are a bottom navigation", async () => {
    window.__mediaWidth = 390;
    mockDashboard();
    renderApp("/dashboard/1/teams", { user: sessionUser });
    const nav = await screen.findByRole("navigation", { name: "Dashboard sections" });
    expect(nav.querySelector(".MuiBottomNavigation-root")).not.toBeNull();
    expect(within(nav).getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
  });

  it("alt+d, alt+t, alt+p, alt+b and alt+g open the sections", async () => {
    mockDashboard({ "GET /api/auctions/transactions/current-player/": { status: 3, player: null } });
    const { user, router } = renderApp("/dashboard/1", { user: sessionUser });
    await screen.findByRole("list", { name: "Dashboard sections" });
    for (const [key, path] of [
      ["t", "/dashboard/1/teams"],
      ["p", "/dashboard/1/players"],
      ["d", "/dashboard/1/detail"],
      ["g", "/dashboard/1/settings"],
      ["b", "/dashboard/1/auctions"],
    ] as const) {
      await user.keyboard(`{Alt>}${key}{/Alt}`);
      await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 15_000 });
    }
  }, 45_000);

  it("the dashboard home lists the user's events, each opening its dashboard", async () => {
    mockApi({
      "GET /api/users/check-staff/": { is_staff: false },
      "GET /api/events/events/for-you/": page([{ ...event, is_owner: false }]),
    });
    renderApp("/dashboard", { user: sessionUser });
    const list = await screen.findByRole("list", { name: "Dashboard" });
    expect(within(list).getByRole("link")).toHaveAttribute("href", "/dashboard/1");
  });
});
