import type { MyTeam } from "@sah/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHORTCUT_GROUPS } from "../../lib/shortcuts.ts";
import { mockApi, reply } from "../../test/api-mock.ts";
import { sessionUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render.tsx";

const staff = { ...sessionUser, name: "Meera Iyer Shah", is_staff: true };

function api(isStaff: boolean, myTeams: MyTeam[] = []) {
  return mockApi({
    "GET /api/users/check-staff/": { is_staff: isStaff },
    "GET /api/users/my-teams/": myTeams,
    "POST /api/users/logout/": reply(204),
  });
}

const owner = { ...sessionUser, name: "Ravi Owner" };
const league = { id: 5, name: "City League", date: "2026-12-01", bidding: "owners" as const };
const cup = { id: 3, name: "Winter Cup", date: "2026-01-20", bidding: "auctioneer" as const };
const TEAMS: MyTeam[] = [
  { id: 9, name: "Royal Strikers", logo: null, event: league },
  { id: 10, name: "Night Owls", logo: null, event: league },
  { id: 4, name: "Old Boys", logo: null, event: cup },
];

async function openDrawer(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Open menu" }));
  return screen.findByRole("presentation");
}

describe("top bar on wide screens (docs/product.md section 2)", () => {
  it("shows All Auctions and Login to a visitor, the brand leading home", async () => {
    window.__mediaWidth = 1440;
    api(false);
    renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["All Auctions", "Login"]);
    // The name holds the brand it shows (label-content-name-mismatch, docs/decisions/043-accessibility.md).
    expect(screen.getByRole("link", { name: "Sports Auction House: home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: /Account of/ })).not.toBeInTheDocument();
  });

  it("shows staff links and an avatar menu with initials to staff", async () => {
    window.__mediaWidth = 1440;
    api(true);
    const { user } = renderApp("/", { user: staff });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole("link")
          .map((l) => l.textContent),
      ).toEqual(["All Auctions", "Your Auctions", "Create Event", "User Management"]),
    );
    const avatar = screen.getByRole("button", { name: "Account of Meera Iyer Shah" });
    expect(avatar).toHaveTextContent("MI");
    await user.click(avatar);
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Create Event", "User Management", "Update Password", "Logout"]);
  });

  it("highlights the link whose target starts the current path", async () => {
    window.__mediaWidth = 1440;
    mockApi({ "GET /api/events/events/": { count: 0, next: null, previous: null, results: [] } });
    renderApp("/events/all?search=x");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "All Auctions" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Login" })).not.toHaveAttribute("aria-current");
  });

  it("opens the Keyboard Shortcuts dialog listing every shortcut of section 9", async () => {
    window.__mediaWidth = 1440;
    api(false);
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Shortcuts" }));
    const dialog = await screen.findByRole("dialog", { name: "Keyboard Shortcuts" });
    const keys = SHORTCUT_GROUPS.flatMap((g) => g.items.map((i) => i.keys));
    expect(keys).toEqual(
      expect.arrayContaining([
        "ctrl+shift+e",
        "ctrl+shift+s",
        "alt+a",
        "alt+e",
        "alt+s",
        "alt+p",
        "alt+t",
        "alt+d",
        "alt+b",
        "shift+a",
        "shift+b",
        "shift+u",
        "shift+s",
        "shift+r",
        "shift+x",
        "shift+i",
      ]),
    );
    for (const k of keys) expect(within(dialog).getByLabelText(k)).toBeInTheDocument();
  });
});

describe("My team (docs/product.md section 10)", () => {
  it("on wide screens: a menu of the owner's team page and, where owners bid, the event's bid page", async () => {
    window.__mediaWidth = 1440;
    api(false, [TEAMS[0]!]);
    const { user, router } = renderApp("/", { user: owner });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await user.click(await within(nav).findByRole("button", { name: "My team" }));
    const menu = await screen.findByRole("menu", { name: "My team" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((i) => [i.textContent, i.getAttribute("href")])).toEqual([
      ["Royal StrikersCity League", "/view/5/teams/9"],
      ["Bid nowCity League", "/view/5/bid"],
    ]);
    // The keyboard path: the menu opens on its first entry; the arrow moves to the bid page.
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/5/bid"));
  });

  it("lists every team of an owner of several, newest event first, one bid page per event where owners bid", async () => {
    window.__mediaWidth = 1440;
    api(false, TEAMS);
    const { user, router } = renderApp("/", { user: owner });
    await user.click(await screen.findByRole("button", { name: "My teams" }));
    const menu = await screen.findByRole("menu", { name: "My teams" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.getAttribute("href")),
    ).toEqual(["/view/5/teams/9", "/view/5/teams/10", "/view/5/bid", "/view/3/teams/4"]);
    await user.click(within(menu).getByRole("menuitem", { name: /^Old Boys/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/3/teams/4"));
  });

  it("is absent for a user who owns no team, and for a visitor", async () => {
    window.__mediaWidth = 1440;
    const { calls } = api(false, []);
    renderApp("/", { user: owner });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/api/users/my-teams/"))).toBe(true));
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Your Auctions" })).toBeInTheDocument());
    expect(within(nav).queryByRole("button", { name: /My team/ })).not.toBeInTheDocument();
  });

  it("in the drawer below laptop width: a My team section with the same links", async () => {
    api(false, [TEAMS[0]!]);
    const { user } = renderApp("/", { user: owner });
    // The drawer reads the teams the top bar has fetched.
    await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument());
    const drawer = await openDrawer(user);
    const section = await within(drawer).findByRole("navigation", { name: "My team" });
    expect(
      within(section)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/view/5/teams/9", "/view/5/bid"]);
  });
});

describe("drawer below laptop width (docs/product.md section 2)", () => {
  it("greets a visitor with the brand and offers Login and Keyboard Shortcuts", async () => {
    api(false);
    const { user } = renderApp("/");
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText("Sports Auction House")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "All Auctions" })).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Keyboard Shortcuts" })).toBeInTheDocument();
    expect(within(drawer).queryByText("User Settings")).not.toBeInTheDocument();
  });

  it("greets a user by name, with staff links and User Settings; Logout ends the session", async () => {
    const { calls } = api(true);
    const { user, router } = renderApp("/events/create", { user: staff });
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText("Hi Meera Iyer Shah,")).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole("link", { name: "Create Event" })).toBeInTheDocument());
    expect(within(drawer).getByRole("link", { name: "User Management" })).toBeInTheDocument();
    expect(within(drawer).getByText("User Settings")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "Update Password" })).toHaveAttribute("href", "/auth/change-password");
    expect(within(drawer).queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.some((c) => c.url.endsWith("/api/users/logout/"))).toBe(true);
    expect(sessionStorage.getItem("user")).toBeNull();
  });
});
