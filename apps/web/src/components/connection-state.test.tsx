// Where the state of the live connection shows (docs/decisions/032-offline-and-forms.md): the live
// auction page, the console and an owner's bid page of an event that exists, nowhere else.
import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, reply } from "../test/api-mock.ts";
import { mockDashboard } from "../test/dashboard.tsx";
import { FakeEventSource } from "../test/fake-event-source.ts";
import { counts, current, event, page, player, sessionUser, team } from "../test/fixtures.ts";
import { renderApp } from "../test/render.tsx";

const auctionApi = {
  "GET /api/auctions/transactions/current-player/": current,
  "GET /api/players/players-auction-status/": counts,
  "GET /api/teams/all/": [team],
  "GET /api/auctions/transactions/top-5/": [],
};

const connection = () => screen.queryByRole("status", { name: /^Connection:/ });

describe("the connection state", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("shows on the live auction page as what it is: Live updates on, then Reconnecting…", async () => {
    mockApi({ "GET /api/events/events/1/": event, ...auctionApi });
    renderApp("/view/1/auctions");
    await screen.findByRole("heading", { name: "Virat Singh" });
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByRole("status", { name: "Connection: Live updates on" })).toHaveTextContent("Live updates on");
    act(() => FakeEventSource.latest().fail());
    expect(await screen.findByRole("status", { name: "Connection: Reconnecting…" })).toHaveTextContent("Reconnecting…");
  });

  it("says Offline as soon as the browser goes offline, and Live updates on once it is back", async () => {
    mockApi({ "GET /api/events/events/1/": event, ...auctionApi });
    renderApp("/view/1/auctions");
    await screen.findByRole("heading", { name: "Virat Singh" });
    act(() => FakeEventSource.latest().open());
    await screen.findByRole("status", { name: "Connection: Live updates on" });
    act(() => window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("status", { name: "Connection: Offline" })).toHaveTextContent("Offline");
    act(() => window.dispatchEvent(new Event("online")));
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByRole("status", { name: "Connection: Live updates on" })).toHaveTextContent("Live updates on");
  });

  it("shows on an owner's bid page: a phone on venue Wi-Fi sees when its updates stop", async () => {
    sessionStorage.setItem("user", JSON.stringify(sessionUser));
    mockApi({
      "GET /api/events/events/1/": { ...event, bidding: "owners" },
      ...auctionApi,
      "GET /api/teams/all/": [{ ...team, owners: [sessionUser.id] }],
      "GET /api/auctions/bids/": [],
    });
    renderApp("/view/1/bid");
    await screen.findByText(`Bidding for ${team.name}`);
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByRole("status", { name: "Connection: Live updates on" })).toBeInTheDocument();
    act(() => FakeEventSource.latest().fail());
    expect(await screen.findByRole("status", { name: "Connection: Reconnecting…" })).toBeInTheDocument();
  });

  it("keeps the bid page's player and lot when a read fails after it loaded (the Wi-Fi drops)", async () => {
    sessionStorage.setItem("user", JSON.stringify(sessionUser));
    const routes: Record<string, unknown> = {
      "GET /api/events/events/1/": { ...event, bidding: "owners" },
      ...auctionApi,
      "GET /api/teams/all/": [{ ...team, owners: [sessionUser.id] }],
      "GET /api/auctions/bids/": [],
    };
    mockApi(routes);
    const { queryClient } = renderApp("/view/1/bid");
    await screen.findByText(`Bidding for ${team.name}`);
    await screen.findByText("Virat Singh");
    // Every read of the page has answered once (the page has loaded) before the Wi-Fi drops.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const down = () => {
      throw new TypeError("Failed to fetch");
    };
    for (const key of Object.keys(routes)) routes[key] = down;
    await act(() => queryClient.refetchQueries());
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .some((q) => q.state.status === "error"),
    ).toBe(true);
    expect(screen.getByText(`Bidding for ${team.name}`)).toBeInTheDocument();
    expect(screen.getByText("Virat Singh")).toBeInTheDocument();
    // Not the error view in the page's place (its Try again); the failed calls' "Network Error" alert
    // (docs/product.md section 8) may show beside the page, once per query and outage.
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("does not show on the other pages of an event", async () => {
    mockApi({ "GET /api/events/events/1/": event, "GET /api/players/": page([player]), "GET /api/events/skills/all/": [] });
    renderApp("/view/1/players");
    await screen.findByRole("list", { name: "Players" });
    act(() => FakeEventSource.latest().open());
    expect(connection()).not.toBeInTheDocument();
  });

  it("does not show for an event that does not exist, even on its auction page", async () => {
    mockApi({ "GET /api/events/events/999/": reply(404, { detail: "Not found." }) });
    renderApp("/view/999/auctions");
    expect(await screen.findByText("The requested resource was not found.")).toBeInTheDocument();
    act(() => FakeEventSource.latest().fail());
    expect(connection()).not.toBeInTheDocument();
  });

  it("shows on the auction console, not on the dashboard's other pages", async () => {
    mockDashboard(auctionApi);
    const { router } = renderApp("/dashboard/1/players", { user: sessionUser });
    await screen.findByRole("list", { name: "Players" });
    act(() => FakeEventSource.latest().open());
    expect(connection()).not.toBeInTheDocument();
    await act(() => router.navigate("/dashboard/1/auctions"));
    await waitFor(() => expect(connection()).toHaveTextContent("Live updates on"));
  });
});
