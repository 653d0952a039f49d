// Why the phone's bid button is disabled (docs/api.md "Bidding by team owners"): the same refusals
// the server makes, in its words, before the owner taps.
import { BID_MSG, BUDGET_TEXT, budgetOf, type CurrentPlayer, RTM_MSG, RTM_TEXT, SALE_TEXT } from "@sah/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { FakeEventSource } from "../../../test/fake-event-source.ts";
import { current, event, player, sessionUser, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { bidBlocker } from "./bid-page.tsx";

const owners = { ...event, bidding: "owners" as const };
const deadline = new Date(Date.now() + 60_000).toISOString();
const onBlock = (lot: Partial<NonNullable<CurrentPlayer["lot"]>> = {}): CurrentPlayer => ({
  ...current,
  player: current.player ? { ...current.player, status: 1 } : null,
  lot: { highest: null, deadline, paused: false, server_time: new Date().toISOString(), ...lot },
});

describe("bidBlocker", () => {
  it.each<[string, Parameters<typeof bidBlocker>[0], string | null]>([
    ["the next bid may go", { event: owners, current: onBlock(), team, next: 1_000, seconds: 30 }, null],
    ["auctioneer mode", { event, current: onBlock(), team, next: 1_000, seconds: 30 }, BID_MSG.modeAuctioneer],
    [
      "nobody on the block",
      { event: owners, current: { ...onBlock(), player: null }, team, next: 1_000, seconds: 30 },
      "Waiting for the next player on the block.",
    ],
    [
      "paused",
      { event: owners, current: onBlock({ paused: true, deadline: null }), team, next: 1_000, seconds: null },
      BID_MSG.paused,
    ],
    ["the clock ran out", { event: owners, current: onBlock(), team, next: 1_000, seconds: 0 }, BID_MSG.closed],
    [
      "the team leads",
      {
        event: owners,
        current: onBlock({ highest: { bid: 1, team: team.id, team_name: team.name, amount: 1_000 } }),
        team,
        next: 1_500,
        seconds: 9,
      },
      BID_MSG.leading,
    ],
    [
      "the team is full",
      { event: owners, current: onBlock(), team: { ...team, players_count: 15 }, next: 1_000, seconds: 9 },
      SALE_TEXT.teamFull(team.name, 15, 15),
    ],
    [
      "over the max bid",
      { event: owners, current: onBlock(), team, next: 68_500, seconds: 9 },
      SALE_TEXT.aboveMaxBid(68_000, "Points"),
    ],
  ])("%s", (_name, input, reason) => {
    expect(bidBlocker(input)).toBe(reason);
  });
});

describe("the bid page once the player's result is recorded", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("shows the sale (by the clock or typed) as the room sees it, and the team's purse", async () => {
    const mine = { ...team, owners: [sessionUser.id] };
    mockApi({
      "GET /api/events/events/1/": owners,
      // The fixture's player is Sold to Chennai Chargers for 25,000.
      "GET /api/auctions/transactions/current-player/": {
        status: 1,
        player,
        lot: { highest: null, deadline: null, paused: false, server_time: new Date().toISOString() },
      },
      "GET /api/teams/all/": [mine],
      "GET /api/auctions/bids/": [],
    });
    renderApp("/view/1/bid", { user: sessionUser });
    expect(await screen.findByTestId("bid-result")).toHaveTextContent("SOLD to Chennai Chargers for 25,000 Points");
    expect(screen.getByText(/Chennai Chargers: 75,000 Points left/)).toBeInTheDocument();
    expect(screen.getByTestId("bid-blocker")).toHaveTextContent("Waiting for the next player on the block.");
    // No amount and no lot once the result is in: the lot ended with the sale.
    expect(screen.getByTestId("bid-button")).toHaveTextContent(/^Bid$/);
    expect(screen.getByTestId("bid-button")).toBeDisabled();
    expect(screen.queryByTestId("bid-lot")).not.toBeInTheDocument();
  });
});

describe("the owner's phone page", () => {
  it("explains the team's max bid with the sentence behind it, from the team's budget/ (docs/api.md)", async () => {
    mockDashboard({
      "GET /api/events/events/1/": owners,
      "GET /api/auctions/transactions/current-player/": onBlock(),
      "GET /api/teams/all/": [team],
      "GET /api/auctions/bids/": [],
      "GET /api/teams/3/budget/": budgetOf({
        totalFunds: team.total_funds,
        spent: team.total_funds - team.funds_remaining,
        playersCount: team.players_count,
        minPlayers: team.min_players,
        maxPlayers: team.max_players,
        minPlayerPrice: 1000,
      }),
    });
    // The team's owner (fixtures: owners [2]).
    renderApp("/view/1/bid", { user: { ...sessionUser, id: 2 } });
    const line = await screen.findByTestId("bid-max-bid");
    await expect
      .poll(() => line.textContent)
      .toBe("Max bid 69,000 = 75,000 left − 1,000 × 6 more players needed for the minimum of 11");
  });
});

describe("a team out of the bidding on the owner's phone (decision 062)", () => {
  it.each([
    // 500 left with a max bid of 0 under a minimum price of 1,000: every sale would be refused.
    ["out", { ...team, funds_remaining: 500, max_bid: 0 }, BUDGET_TEXT.out("500 Points", "1,000 Points")],
    ["full", { ...team, players_count: 15, players_remaining: 0, max_bid: 0 }, BUDGET_TEXT.full],
  ])("%s: says why in place of a max bid", async (_name, mine, text) => {
    mockDashboard({
      "GET /api/events/events/1/": { ...owners, min_player_price: 1000 },
      "GET /api/auctions/transactions/current-player/": onBlock(),
      "GET /api/teams/all/": [mine],
      "GET /api/auctions/bids/": [],
      "GET /api/teams/3/budget/": budgetOf({
        totalFunds: mine.total_funds,
        spent: mine.total_funds - mine.funds_remaining,
        playersCount: mine.players_count,
        minPlayers: mine.min_players,
        maxPlayers: mine.max_players,
        minPlayerPrice: 1000,
      }),
    });
    renderApp("/view/1/bid", { user: { ...sessionUser, id: 2 } });
    const line = await screen.findByTestId("bid-max-bid");
    expect(line).toHaveTextContent(text);
    expect(line).not.toHaveTextContent("Max bid");
  });
});

describe("a refused bid on the owner's phone", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("is cleared when the next lot opens (docs/product.md, bidding by team owners)", async () => {
    let onTheBlock = onBlock();
    const next = { ...player, id: 12, name: "Rohit Rao", status: 1, transaction_detail: null };
    mockDashboard({
      "GET /api/events/events/1/": owners,
      "GET /api/auctions/transactions/current-player/": () => onTheBlock,
      "GET /api/teams/all/": [team],
      "GET /api/auctions/bids/": [],
      "POST /api/auctions/bids/": reply(409, { detail: BID_MSG.notNext(1_500), highest: null }),
    });
    renderApp("/view/1/bid", { user: { ...sessionUser, id: 2 } });
    const button = await screen.findByTestId("bid-button");
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    act(() => FakeEventSource.latest().open(20));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(await screen.findByTestId("bid-refused")).toHaveTextContent(BID_MSG.notNext(1_500));

    // The auctioneer draws the next player: the refusal was about the last lot.
    onTheBlock = { ...onBlock(), player: next };
    act(() =>
      FakeEventSource.latest().emit("message", {
        seq: 21,
        event: 1,
        topics: ["auction"],
        action: "draw",
        detail: { player: { id: next.id, name: next.name, image: null, grade_name: next.grade_name } },
      }),
    );
    await screen.findByText("Rohit Rao");
    expect(screen.queryByTestId("bid-refused")).not.toBeInTheDocument();
  });
});

describe('right to match on the owner\'s phone (docs/api.md "Right to match")', () => {
  const winner = { bid: 9, team: 4, team_name: "Mumbai Mavericks", amount: 18_000 };
  const matching = onBlock({ highest: winner, match: { team: team.id, team_name: team.name } });

  it("bidding has closed while the previous team decides", () => {
    expect(bidBlocker({ event: owners, current: matching, team, next: 19_000, seconds: 10 })).toBe(RTM_MSG.matching(team.name));
  });

  it("the previous team's owner is asked 'Match at …?' and a tap on Match sends the answer", async () => {
    let answered: unknown = null;
    mockDashboard({
      "GET /api/events/events/1/": owners,
      "GET /api/auctions/transactions/current-player/": matching,
      "GET /api/teams/all/": [{ ...team, rtm_cards_left: 1 }],
      "GET /api/auctions/bids/": [],
      "POST /api/auctions/bids/match/": async (req: Request) => {
        answered = await req.json();
        return { outcome: "sold" };
      },
    });
    renderApp("/view/1/bid", { user: { ...sessionUser, id: 2 } });
    const offer = await screen.findByTestId("match-offer");
    expect(offer).toHaveTextContent(RTM_TEXT.matchAt("18,000 Points"));
    await userEvent.setup().click(within(offer).getByRole("button", { name: "Match" }));
    await waitFor(() => expect(answered).toEqual({ match: true }));
  });
});
