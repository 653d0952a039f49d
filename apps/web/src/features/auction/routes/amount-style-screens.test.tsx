// The event's amount style on the screens that run the auction (docs/decisions/061): the console (the
// recorded headline, the player on the block, the purses, the sell form, the lot panel), the owner's bid
// page and the event panel say a 2 crore price "₹2 Cr" in the short style, never "2,00,00,000"; the
// sell form echoes the full amount as it is typed, with the short one beside it. Where space is short
// (the broadcast overlay, the live page's team cards under 600 px) a team is named by its short label,
// its full name the accessible name and the title.
import type { Bid, CurrentPlayer, Event, Player, Team, TeamBudget } from "@sah/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { AmountStyleProvider } from "../../../lib/amount.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { mockApi } from "../../../test/api-mock.ts";
import { counts, event, page, player, sessionUser, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { EventDetailsPanel } from "../../events/components/event-details-panel.tsx";
import { TeamSummary } from "../components/live/team-summary.tsx";
import { OverlayView, parseOverlayOptions } from "../components/room/overlay-view.tsx";
import { AuctionConsolePage } from "./auction-console-page.tsx";

/** An amount of a crore or more written out in full (Indian grouping): what the short style never shows. */
const FULL_CRORE = /\d,\d{2},\d{2},\d{3}/;

const CRORE = 1_00_00_000;
const LAKH = 1_00_000;

const shortEvent: Event = {
  ...event,
  funds_unit: "INR",
  amount_style: "short",
  funds_per_team: 120 * CRORE,
  min_player_price: 30 * LAKH,
  bidding: "owners",
  bid_steps: [{ below: null, step: 10 * LAKH }],
};
/** The session user's team: ₹2.3 Cr left, a max bid of ₹2 Cr. */
const chargers: Team = {
  ...team,
  owners: [sessionUser.id],
  funds_unit: "INR",
  total_funds: 120 * CRORE,
  funds_remaining: 230 * LAKH,
  max_bid: 2 * CRORE,
};
const mavericks: Team = {
  ...team,
  id: 4,
  name: "Mumbai Mavericks",
  short_name: "MM",
  owners: [9],
  funds_unit: "INR",
  total_funds: 120 * CRORE,
  funds_remaining: 50 * CRORE,
  max_bid: 45 * CRORE,
};
const teams = [chargers, mavericks];

const onBlock: Player = { ...player, base_price: 150 * LAKH, status: 1, status_name: "Auctioning", transaction_detail: null };
const lot: CurrentPlayer["lot"] = {
  highest: { bid: 9, team: mavericks.id, team_name: mavericks.name, amount: 2 * CRORE },
  deadline: null,
  paused: true,
  server_time: "2025-03-15T13:05:00.000Z",
  match: null,
};
const auctioning: CurrentPlayer = { status: 1, player: onBlock, lot };
const bids: Bid[] = [
  {
    id: 9,
    player: onBlock.id,
    team: mavericks.id,
    team_name: mavericks.name,
    amount: 2 * CRORE,
    at: "2025-03-15T13:05:00.000Z",
    deadline: null,
  },
];
const budget: TeamBudget = {
  max_bid: 2 * CRORE,
  funds_remaining: 230 * LAKH,
  open_slots: 11,
  full: false,
  reserved: [{ kind: "min_players", reason: "", players: 1, price: 30 * LAKH, amount: 30 * LAKH }],
};

function mockEvent(cp: CurrentPlayer) {
  return mockApi({
    "GET /api/events/events/1/": shortEvent,
    "GET /api/events/events/1/check-permission/": { permitted: true },
    "GET /api/auctions/transactions/current-player/": cp,
    "GET /api/players/players-auction-status/": counts,
    "GET /api/teams/all/": teams,
    "GET /api/teams/3/budget/": budget,
    "GET /api/auctions/transactions/top-5/": [],
    "GET /api/auctions/log/": page([]),
    "GET /api/auctions/bids/": bids,
    "GET /api/players/11/": cp.player,
  });
}

/** The console on its own, as its own page wraps it (ManagerLivePage reads the event's style). */
function renderConsole() {
  sessionStorage.setItem("user", JSON.stringify(sessionUser));
  const router = createMemoryRouter([{ path: "/dashboard/:eventId/auctions", element: <AuctionConsolePage /> }], {
    initialEntries: ["/dashboard/1/auctions"],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

/** Rendered in the short style, as the event layout provides it. */
const inShortStyle = (ui: ReactNode) =>
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <AmountStyleProvider style="short">{ui}</AmountStyleProvider>
    </AppProviders>,
  );

describe("the console in the short style", () => {
  it("says the base price, the purses, the sell form's purse and the lot in crore; the price echo keeps the full amount", async () => {
    window.__mediaWidth = 1440;
    mockEvent(auctioning);
    const user = renderConsole();
    const bidding = await screen.findByRole("region", { name: "Bidding" });
    expect(within(bidding).getByRole("button", { name: /Sell to Mumbai Mavericks for ₹2 Cr/ })).toBeInTheDocument();
    const bidList = await within(bidding).findByRole("list", { name: "Bids" });
    expect(bidList).toHaveTextContent("₹2 Cr — Mumbai Mavericks");
    expect(within(bidList).getByTitle("2,00,00,000 INR")).toHaveTextContent("₹2 Cr");
    expect(bidding.textContent).not.toMatch(FULL_CRORE);

    expect(screen.getByText("Base price").parentElement).toHaveTextContent("Base price ₹1.5 Cr");
    const purses = screen.getByRole("table", { name: "Team purses" });
    const row = (name: string) => within(purses).getByText(name).closest("tr") as HTMLElement;
    expect(row("Chennai Chargers")).toHaveTextContent("₹2.3 Cr");
    expect(row("Chennai Chargers")).toHaveTextContent("₹2 Cr");
    expect(row("Mumbai Mavericks")).toHaveTextContent("₹50 Cr");
    expect(purses.textContent).not.toMatch(FULL_CRORE);

    // The sell form: the chosen team's purse in crore; the price as typed, in full and short.
    const form = screen.getByRole("form", { name: "Sell player" });
    await user.selectOptions(within(form).getByLabelText("Status"), "3");
    await user.selectOptions(within(form).getByLabelText("Team"), String(chargers.id));
    const purse = await within(form).findByTestId("max-bid-sentence");
    expect(purse.parentElement).toHaveTextContent("₹2.3 Cr");
    expect(purse).toHaveTextContent("Max bid ₹2 Cr = ₹2.3 Cr left − ₹30 L ×");
    expect(purse.parentElement?.textContent).not.toMatch(FULL_CRORE);
    const price = within(form).getByLabelText("Price");
    await user.clear(price);
    await user.type(price, "20000000");
    expect(within(form).getByText("= 2,00,00,000 INR (₹2 Cr)")).toBeInTheDocument();
  });

  it("says a recorded sale's headline in crore", async () => {
    window.__mediaWidth = 1440;
    const sold: Player = {
      ...onBlock,
      status: 3,
      status_name: "Sold",
      transaction_detail: { team: chargers.id, team_name: chargers.name, price: 2 * CRORE, funds_unit: "INR" },
    };
    mockEvent({ status: 1, player: sold });
    renderConsole();
    const result = await screen.findByTestId("recorded-result");
    expect(result).toHaveTextContent("SOLD to Chennai Chargers for ₹2 Cr");
    expect(result.textContent).not.toMatch(FULL_CRORE);
  });
});

describe("the owner's bid page in the short style", () => {
  it("says the highest bid, the next bid, the purse left and the max bid in crore", async () => {
    mockEvent(auctioning);
    renderApp("/view/1/bid", { user: sessionUser });
    const highest = await screen.findByTestId("bid-highest");
    expect(highest).toHaveTextContent("₹2 Cr");
    expect(within(highest).getByTitle("2,00,00,000 INR")).toBeInTheDocument();
    expect(screen.getByTestId("bid-button")).toHaveTextContent("Bid ₹2.1 Cr");
    const maxBid = await screen.findByTestId("bid-max-bid");
    expect(maxBid).toHaveTextContent("Max bid ₹2 Cr = ₹2.3 Cr left − ₹30 L ×");
    expect(maxBid.previousElementSibling).toHaveTextContent("Chennai Chargers: ₹2.3 Cr left");
    expect(screen.getByRole("main").textContent).not.toMatch(FULL_CRORE);
  });
});

describe("the event panel in the short style", () => {
  it("says the funds per team and the minimum price in crore and lakh, the full amount on hover", () => {
    inShortStyle(<EventDetailsPanel event={shortEvent} />);
    expect(screen.getByTitle("1,20,00,00,000 INR")).toHaveTextContent("₹120 Cr");
    expect(screen.getByTitle("30,00,000 INR")).toHaveTextContent("₹30 L");
  });
});

describe("short team names where space is short", () => {
  it("the overlay names the highest bidder by its short label, its full name the accessible name and title", () => {
    inShortStyle(
      <OverlayView
        options={parseOverlayOptions(new URLSearchParams("panels=player,bid"))}
        current={auctioning}
        event={shortEvent}
        lastSale={null}
        moment={null}
        teams={teams}
      />,
    );
    const panel = screen.getByTestId("overlay-bid");
    expect(panel).toHaveTextContent("₹2 Cr");
    const name = within(panel).getByTitle("Mumbai Mavericks");
    expect(within(name).getByText("MM")).toHaveAttribute("aria-hidden", "true");
    // A screen reader hears the name: the label is hidden from it, the name is there (visually hidden).
    expect(within(name).getByText("Mumbai Mavericks")).not.toHaveAttribute("aria-hidden");
    expect(panel.textContent).not.toMatch(FULL_CRORE);
  });

  it.each([
    [390, "CC", "MM"],
    [700, "Chennai Chargers", "Mumbai Mavericks"],
  ])("the live page's team cards at %i px show %s and %s", (width, first, second) => {
    window.__mediaWidth = width;
    inShortStyle(<TeamSummary teams={teams} filter="" onFilter={() => {}} minPrice={shortEvent.min_player_price} />);
    const names = screen.getAllByTestId("team-summary-name");
    expect(names.map((n) => n.querySelector("[aria-hidden]")?.textContent ?? n.textContent)).toEqual([first, second]);
    if (first === "CC") expect(names[0]).toContainElement(screen.getByTitle("Chennai Chargers"));
    expect(screen.getByRole("list", { name: "Team summary" }).textContent).not.toMatch(FULL_CRORE);
  });
});
