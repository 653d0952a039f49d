import type { CurrentPlayer, TopTransaction } from "@sah/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/api-mock.ts";
import { counts, current, event, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const top: TopTransaction[] = [
  { id: 1, player_name: "Virat Singh", team_name: "Chennai Chargers", price: 25000, funds_unit: "Points" },
  { id: 2, player_name: "Rohit Das", team_name: "Mumbai Mavericks", price: 18000, funds_unit: "Points" },
];
const other = { ...team, id: 4, name: "Mumbai Mavericks" };

function mock(cp: CurrentPlayer, top5: TopTransaction[] = []) {
  return mockApi({
    "GET /api/events/events/1/": event,
    "GET /api/auctions/transactions/current-player/": cp,
    "GET /api/players/players-auction-status/": counts,
    "GET /api/teams/all/": [team, other],
    "GET /api/auctions/transactions/top-5/": top5,
  });
}

describe("live auction page (spec sections 2 and 4)", () => {
  it("shows the counters, the player on the block, the top sales and the team summary", async () => {
    window.__mediaWidth = 1440;
    mock(current, top);
    renderApp("/view/1/auctions");
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    const countsList = screen.getByRole("list", { name: "Player status counts" });
    expect(within(countsList).getByText("Available").previousSibling).toHaveTextContent("30");
    expect(within(countsList).getByText("Total").previousSibling).toHaveTextContent("40");
    expect(screen.getByText("Base price")).toBeInTheDocument();
    expect(await screen.findByText("Top 2 buys")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Team summary" });
    const row = within(table).getByText("Chennai Chargers").closest("tr") as HTMLElement;
    expect(within(row).getByText("75,000 Points")).toBeInTheDocument();
    expect(within(row).getAllByText("68,000 Points")).toHaveLength(1);
  });

  it("hides the top sales when there are none", async () => {
    mock(current, []);
    renderApp("/view/1/auctions");
    await screen.findByRole("heading", { name: "Virat Singh" });
    expect(screen.queryByText(/buys$/)).not.toBeInTheDocument();
  });

  it.each([
    [2, "Auction concluded"],
    [3, "Getting ready"],
    [4, "Unsold players remain"],
  ])("status %i has its own panel", async (status, title) => {
    mock({ status, player: null });
    renderApp("/view/1/auctions");
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
  });

  it("filters the team summary by name on the client", async () => {
    window.__mediaWidth = 1440;
    const { calls } = mock(current);
    const { user } = renderApp("/view/1/auctions");
    const table = await screen.findByRole("table", { name: "Team summary" });
    const before = calls.length;
    await user.type(screen.getByRole("textbox", { name: "Filter teams by name" }), "mum");
    await waitFor(() => expect(within(table).queryByText("Chennai Chargers")).not.toBeInTheDocument());
    expect(within(table).getByText("Mumbai Mavericks")).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it("refreshes on demand", async () => {
    const { calls } = mock(current);
    const { user } = renderApp("/view/1/auctions");
    await screen.findByRole("heading", { name: "Virat Singh" });
    const before = calls.filter((c) => c.url.includes("current-player")).length;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes("current-player")).length).toBe(before + 1));
  });
});
