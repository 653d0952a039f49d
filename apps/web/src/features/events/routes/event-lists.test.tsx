import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { event, page, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const owned = { ...event, id: 2, name: "Owned Cup", is_owner: true };

describe("event lists (docs/product.md section 2 'Event lists')", () => {
  it("shows cards with name, location and date; owners go to the dashboard, others to the view", async () => {
    mockApi({ "GET /api/events/events/": page([event, owned]) });
    renderApp("/events/all");
    const list = await screen.findByRole("list", { name: "All Auctions" });
    const cards = within(list).getAllByRole("link");
    expect(cards[0]).toHaveAttribute("href", "/view/1");
    expect(cards[0]).toHaveTextContent("Premier Cricket League");
    expect(cards[0]).toHaveTextContent("Bengaluru");
    expect(cards[0]).toHaveTextContent("15 Mar 2025");
    expect(cards[1]).toHaveAttribute("href", "/dashboard/2");
    expect(screen.getByText("Done")).toBeInTheDocument();
    // Plain links (components/card-link.tsx): no ButtonBase to hydrate in a list of cards.
    expect(list.querySelector(".MuiButtonBase-root")).toBeNull();
    expect(cards[0].tagName).toBe("A");
  });

  it("shows No Data for an empty list", async () => {
    mockApi({ "GET /api/events/events/": page([]) });
    renderApp("/events/all");
    expect(await screen.findByText("No Data")).toBeInTheDocument();
  });

  it("shows the error view when the list cannot load", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/events/events/": reply(500, { detail: "Internal server error." }) });
    renderApp("/events/all");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getAllByText("Something went wrong on our server. Please try again later.").length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalled();
  });

  it("searches on Enter, passing the text as-is", async () => {
    const { calls } = mockApi({ "GET /api/events/events/": page([event]) });
    const { user } = renderApp("/events/all");
    await screen.findByRole("list", { name: "All Auctions" });
    await user.type(screen.getByPlaceholderText("Search by name"), "Cup 50%{Enter}");
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get("search") === "Cup 50%")).toBe(true));
  });

  it("loads the next page with the next link's query once scrolled past 80 %", async () => {
    const second = { ...event, id: 3, name: "Second Page Cup" };
    const { calls } = mockApi({
      "GET /api/events/events/?search=": page([event], "http://api.internal/api/events/events/?page=2&search="),
      "GET /api/events/events/?page=2&search=": page([second]),
    });
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 1000 });
    window.innerHeight = 500;
    renderApp("/events/all");
    await screen.findByText("Premier Cricket League");
    expect(screen.queryByText("Done")).not.toBeInTheDocument();
    window.scrollY = 350;
    fireEvent.scroll(window);
    expect(await screen.findByText("Second Page Cup")).toBeInTheDocument();
    expect(await screen.findByText("Done")).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url).search)).toContain("?page=2&search=");
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 0 });
    window.scrollY = 0;
  });

  it("a first page shorter than the screen loads the next by itself, measured in a frame, not in React's commit", async () => {
    const second = { ...event, id: 3, name: "Second Page Cup" };
    mockApi({
      "GET /api/events/events/?search=": page([event], "http://api.internal/api/events/events/?page=2&search="),
      "GET /api/events/events/?page=2&search=": page([second]),
    });
    // The page's height read outside an animation frame would make the browser lay the page out inside
    // the task that rendered it (docs/decisions/047 "Start-up in short tasks").
    let inFrame = false;
    let readOutsideFrame = 0;
    const raf = window.requestAnimationFrame.bind(window);
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) =>
      raf((time) => {
        inFrame = true;
        try {
          callback(time);
        } finally {
          inFrame = false;
        }
      }),
    );
    Object.defineProperty(document.documentElement, "scrollHeight", {
      configurable: true,
      get: () => {
        if (!inFrame) readOutsideFrame += 1;
        return 400;
      },
    });
    window.innerHeight = 500;
    try {
      renderApp("/events/all");
      expect(await screen.findByText("Second Page Cup")).toBeInTheDocument();
      expect(readOutsideFrame).toBe(0);
    } finally {
      Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 0 });
      vi.restoreAllMocks();
    }
  });

  it("Your Auctions lists the caller's events", async () => {
    mockApi({ "GET /api/events/events/for-you/": page([owned]), "GET /api/users/check-staff/": { is_staff: false } });
    renderApp("/events/for-you", { user: sessionUser });
    const list = await screen.findByRole("list", { name: "Your Auctions" });
    expect(within(list).getByRole("link")).toHaveAttribute("href", "/dashboard/2");
  });

  it("shows the tab bar below laptop width to logged-in users", async () => {
    mockApi({ "GET /api/events/events/": page([]), "GET /api/users/check-staff/": { is_staff: false } });
    renderApp("/events/all", { user: sessionUser });
    const tabs = await screen.findByRole("tablist", { name: "Event lists" });
    expect(within(tabs).getByRole("tab", { name: "Event For You" })).toHaveAttribute("href", "/events/for-you");
    expect(within(tabs).getByRole("tab", { name: "All Events" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows no tab bar to visitors, nor on wide screens", async () => {
    mockApi({ "GET /api/events/events/": page([]), "GET /api/users/check-staff/": { is_staff: false } });
    renderApp("/events/all");
    await screen.findByText("No Data");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("shows no tab bar on laptop width", async () => {
    window.__mediaWidth = 1440;
    mockApi({ "GET /api/events/events/": page([]), "GET /api/users/check-staff/": { is_staff: false } });
    renderApp("/events/all", { user: sessionUser });
    await screen.findByText("No Data");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });
});
