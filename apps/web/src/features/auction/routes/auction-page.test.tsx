import type { CurrentPlayer, TopTransaction } from "@sah/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/api-mock.ts";
import { counts, current, event, player, team } from "../../../test/fixtures.ts";
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

describe("live auction page (docs/product.md sections 2 and 4)", () => {
  it("shows the counters, the player on the block, the top sales and the team summary", async () => {
    window.__mediaWidth = 1440;
    mock(current, top);
    renderApp("/view/1/auctions");
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    const countsList = screen.getByRole("list", { name: "Player status counts" });
    expect(within(countsList).getByText("Available").previousSibling).toHaveTextContent("30");
    expect(within(countsList).getByText("Total").previousSibling).toHaveTextContent("40");
    expect(screen.getByText(/^Base price/)).toBeInTheDocument();
    expect(await screen.findByText("Top 2 buys")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Team summary" });
    const row = within(table).getByText("Chennai Chargers").closest("tr") as HTMLElement;
    expect(within(row).getByText("75,000 Points")).toBeInTheDocument();
    expect(within(row).getAllByText("68,000 Points")).toHaveLength(1);
  });

  it.each([
    [
      "Sold",
      { status: 3, status_name: "Sold", transaction_detail: player.transaction_detail },
      "SOLD to Chennai Chargers for 25,000 Points",
    ],
    [
      "Retained",
      { status: 4, status_name: "Retained", transaction_detail: player.transaction_detail },
      "RETAINED by Chennai Chargers for 25,000 Points",
    ],
    ["Unsold", { status: 2, status_name: "Unsold", transaction_detail: null }, "UNSOLD"],
  ])('the result is the headline, not "On the block": %s', async (_name, result, headline) => {
    mock({ status: 1, player: { ...current.player!, ...result } });
    renderApp("/view/1/auctions");
    const region = await screen.findByRole("region", { name: "Current player" });
    expect(await within(region).findByRole("heading", { name: headline })).toBeInTheDocument();
    expect(within(region).queryByText("On the block")).not.toBeInTheDocument();
    // The headline comes first in the panel, above the player's card.
    const headings = within(region).getAllByRole("heading");
    expect(headings[0]).toHaveTextContent(headline);
    expect(headings[1]).toHaveTextContent("Virat Singh");
  });

  it('while the player is Auctioning the heading is "On the block"', async () => {
    mock(current);
    renderApp("/view/1/auctions");
    const region = await screen.findByRole("region", { name: "Current player" });
    expect(await within(region).findByRole("heading", { name: "On the block" })).toBeInTheDocument();
    expect(within(region).queryByRole("heading", { name: /^(SOLD|UNSOLD)/ })).not.toBeInTheDocument();
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

  it("the concluded panel lists the teams short of players; the summary says what each needs", async () => {
    window.__mediaWidth = 1440;
    const complete = { ...other, players_count: 11, players_remaining: 4 };
    mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/auctions/transactions/current-player/": { status: 2, player: null },
      "GET /api/players/players-auction-status/": counts,
      "GET /api/teams/all/": [team, complete],
      "GET /api/auctions/transactions/top-5/": [],
    });
    renderApp("/view/1/auctions");
    const panel = within(await screen.findByRole("region", { name: "Current player" }));
    expect(await panel.findByRole("heading", { name: "Auction concluded" })).toBeInTheDocument();
    const short = await panel.findByRole("list", { name: "1 team is short of players" });
    expect(
      within(short)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Chennai Chargers needs 7 more (4 of at least 11)"]);
    const table = screen.getByRole("table", { name: "Team summary" });
    const row = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    expect(within(row("Chennai Chargers")).getByText("needs 7 more")).toBeInTheDocument();
    expect(within(row("Mumbai Mavericks")).queryByText(/needs/)).not.toBeInTheDocument();
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
