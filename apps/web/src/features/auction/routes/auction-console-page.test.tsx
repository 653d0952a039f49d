import type { AuctionLogEntry, CurrentPlayer, Player } from "@sah/domain";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { counts, current, event, logEntry, page, player, sessionUser, team } from "../../../test/fixtures.ts";
import { AuctionConsolePage } from "./auction-console-page.tsx";

const other = { ...team, id: 4, name: "Mumbai Mavericks", max_bid: 30000, funds_remaining: 40000 };
const next: Player = { ...player, id: 12, name: "Rohit Das", status: 1, status_name: "Auctioning", transaction_detail: null };
const sold: Player = { ...current.player!, status: 3, status_name: "Sold", transaction_detail: player.transaction_detail };

const asha = { id: 7, name: "Asha Rao" };
const entry = (seq: number, action: string, data: unknown, extra: Partial<AuctionLogEntry> = {}) =>
  logEntry(seq, action, data, { actor: asha, user: asha, topics: ["auction"], created_at: "2025-03-15T13:05:00.000Z", ...extra });

const draw = entry(1, "auction.draw", { players: [{ id: 11, from: 0, to: 1 }], added: [], removed: [], block: null });
const sale = entry(2, "auction.sell", {
  players: [{ id: 11, from: 1, to: 3 }],
  added: [{ id: 1, player: 11, team: 3, price: 25000 }],
  removed: [],
  block: null,
});

function mock(cp: CurrentPlayer | (() => CurrentPlayer), extra: Record<string, unknown> = {}, log = [sale, draw]) {
  return mockApi({
    "GET /api/events/events/1/": event,
    "GET /api/events/events/1/check-permission/": { permitted: true },
    "GET /api/auctions/transactions/current-player/": typeof cp === "function" ? () => cp() : cp,
    "GET /api/players/players-auction-status/": counts,
    "GET /api/teams/all/": [team, other],
    "GET /api/auctions/transactions/top-5/": [],
    "GET /api/auctions/log/": page(log),
    "GET /api/players/11/": player,
    "GET /api/players/12/": next,
    ...extra,
  });
}

function renderConsole() {
  sessionStorage.setItem("user", JSON.stringify(sessionUser));
  const router = createMemoryRouter([{ path: "/dashboard/:eventId/auctions", element: <AuctionConsolePage /> }], {
    initialEntries: ["/dashboard/1/auctions"],
  });
  const client = createQueryClient();
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), router, client };
}

const posts = (calls: Request[], path: string) => calls.filter((c) => c.method === "POST" && c.url.includes(path));

describe("live auction console: the auction's states (docs/product.md section 4)", () => {
  it("status 3: preparation, with Start player selection, which draws and shows the first player", async () => {
    let cp: CurrentPlayer = { status: 3, player: null };
    const { calls } = mock(() => cp, {
      "POST /api/auctions/transactions/next-player/": () => {
        cp = current;
        return current;
      },
    });
    const { user } = renderConsole();
    expect(await screen.findByRole("heading", { name: "Ready to start" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Sell player" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Start player selection/ }));
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    expect(posts(calls, "next-player")).toHaveLength(1);
  });

  it("status 4: unsold players remain, with Re-auction", async () => {
    let cp: CurrentPlayer = { status: 4, player: null };
    const { calls } = mock(() => cp, {
      "POST /api/auctions/transactions/re-auction/": () => {
        cp = { status: 3, player: null };
        return cp;
      },
    });
    const { user } = renderConsole();
    expect(await screen.findByRole("heading", { name: "Unsold players remain" })).toBeInTheDocument();
    expect(await screen.findByText(/the 2 unsold players back in the draw/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Re-auction/ }));
    expect(await screen.findByRole("heading", { name: "Ready to start" })).toBeInTheDocument();
    expect(posts(calls, "re-auction")).toHaveLength(1);
  });

  it("status 4 with every team full: says so and offers to conclude, not Re-auction; N draws nothing", async () => {
    const full = (t: typeof team) => ({ ...t, players_count: t.max_players, players_remaining: 0, max_bid: 0 });
    const { calls } = mock({ status: 4, player: null }, { "GET /api/teams/all/": [full(team), full(other)] });
    const { user } = renderConsole();
    expect(await screen.findByRole("heading", { name: "Every team is full" })).toBeInTheDocument();
    expect(screen.getByText(/the 2 unsold players cannot be bought/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Conclude: export the results/ })).toHaveAttribute(
      "href",
      "/dashboard/1/settings/data",
    );
    expect(screen.queryByRole("button", { name: /Re-auction|Second round/ })).not.toBeInTheDocument();
    await user.keyboard("n");
    expect(posts(calls, "re-auction")).toHaveLength(0);
    expect(posts(calls, "next-player")).toHaveLength(0);
  });

  it("status 2: the concluded panel, no sell form and no draw", async () => {
    mock({ status: 2, player: null });
    renderConsole();
    expect(await screen.findByRole("heading", { name: "Auction concluded" })).toBeInTheDocument();
    // Both teams ended with 4 of at least 11 players: the panel says so, and so do the purses.
    const short = await screen.findByRole("list", { name: "2 teams are short of players" });
    expect(
      within(short)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Chennai Chargers needs 7 more (4 of at least 11)", "Mumbai Mavericks needs 7 more (4 of at least 11)"]);
    expect(within(screen.getByRole("list", { name: "Team purses" })).getAllByText("needs 7 more")).toHaveLength(2);
    expect(screen.queryByRole("form", { name: "Sell player" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Start player selection|Re-auction|Next Player/ })).not.toBeInTheDocument();
  });

  it("status 1: the player on the block, the sell form at Auctioning, the counts and the team purses", async () => {
    mock(current);
    renderConsole();
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    expect(screen.getByText("On the block")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Sell player" });
    expect(within(form).getByLabelText("Status")).toHaveValue("1");
    expect(within(form).getByLabelText("Team")).toHaveValue("");
    expect(within(form).getByLabelText("Price")).toHaveValue("");
    const countsList = screen.getByRole("list", { name: "Player status counts" });
    expect(within(countsList).getByText("Available").previousSibling).toHaveTextContent("30");
    const purses = await screen.findByRole("list", { name: "Team purses" });
    expect(within(purses).getByText("Mumbai Mavericks")).toBeInTheDocument();
    expect(within(purses).getByText("30,000 Points")).toBeInTheDocument();
  });

  it("without the event permission it says so and shows no controls", async () => {
    mockApi({
      "GET /api/events/events/1/check-permission/": reply(403, { detail: "You do not have permission to perform this action." }),
    });
    renderConsole();
    expect(await screen.findByText("You do not have permission to manage this event.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Sell player" })).not.toBeInTheDocument();
  });
});

describe("live auction console: selling (docs/product.md section 4)", () => {
  it("Sell Player + Next Player records the sale, then draws the next player and shows it", async () => {
    let cp: CurrentPlayer = current;
    const { calls } = mock(() => cp, {
      "POST /api/auctions/transactions/sell-player/": () => {
        cp = { status: 1, player: sold };
        return sold;
      },
      "POST /api/auctions/transactions/next-player/": () => {
        cp = { status: 1, player: next };
        return cp;
      },
    });
    const { user } = renderConsole();
    const form = await screen.findByRole("form", { name: "Sell player" });
    await user.selectOptions(within(form).getByLabelText("Status"), "3");
    await user.selectOptions(within(form).getByLabelText("Team"), "3");
    // Sold starts from the opening price (the event's minimum); the auctioneer types over it.
    expect(within(form).getByLabelText("Price")).toHaveValue("1000");
    await user.clear(within(form).getByLabelText("Price"));
    await user.type(within(form).getByLabelText("Price"), "25000");
    await user.click(within(form).getByRole("button", { name: "Sell Player + Next Player" }));
    expect(await screen.findByRole("heading", { name: "Rohit Das" })).toBeInTheDocument();
    expect(await posts(calls, "sell-player")[0]!.json()).toEqual({ player: 11, status: 3, team: 3, price: 25000 });
    expect(posts(calls, "next-player")).toHaveLength(1);
    // The new player's form starts afresh.
    expect(within(screen.getByRole("form", { name: "Sell player" })).getByLabelText("Status")).toHaveValue("1");
  });

  it("Sell Player keeps the player shown with the sale; N then draws the next player", async () => {
    let cp: CurrentPlayer = current;
    const { calls } = mock(() => cp, {
      "POST /api/auctions/transactions/sell-player/": () => {
        cp = { status: 1, player: { ...current.player!, status: 2, status_name: "Unsold" } };
        return cp.player;
      },
      "POST /api/auctions/transactions/next-player/": () => {
        cp = { status: 1, player: next };
        return cp;
      },
    });
    const { user } = renderConsole();
    await screen.findByRole("form", { name: "Sell player" });
    await user.keyboard("n");
    expect(posts(calls, "next-player")).toHaveLength(0); // the player on the block is not recorded yet
    await user.keyboard("{Shift>}u{/Shift}{Enter}");
    expect(await screen.findByText("Recorded")).toBeInTheDocument();
    expect(posts(calls, "next-player")).toHaveLength(0);
    expect(await posts(calls, "sell-player")[0]!.json()).toEqual({ player: 11, status: 2 });
    // Recorded: the result and the way to correct it, no form that could record it again.
    expect(screen.queryByRole("form", { name: "Sell player" })).not.toBeInTheDocument();
    expect(screen.getByTestId("recorded-result")).toHaveTextContent("UNSOLD");
    expect(screen.getByRole("link", { name: "Correct this result…" })).toHaveAttribute("href", "/dashboard/1/players/11/sell");
    await user.keyboard("{Shift>}s{/Shift}p{Enter}");
    expect(posts(calls, "sell-player")).toHaveLength(1);
    await user.keyboard("n");
    expect(await screen.findByRole("heading", { name: "Rohit Das" })).toBeInTheDocument();
    expect(posts(calls, "next-player")).toHaveLength(1);
  });

  it("N pressed while the sale is still being answered draws once it has gone through, once", async () => {
    let cp: CurrentPlayer = current;
    let answerSale: () => void = () => undefined;
    const { calls } = mock(() => cp, {
      "POST /api/auctions/transactions/sell-player/": () =>
        new Promise((resolve) => {
          answerSale = () => {
            cp = { status: 1, player: { ...current.player!, status: 2, status_name: "Unsold" } };
            resolve(cp.player);
          };
        }),
      "POST /api/auctions/transactions/next-player/": () => {
        cp = { status: 1, player: next };
        return cp;
      },
    });
    const { user } = renderConsole();
    await screen.findByRole("form", { name: "Sell player" });
    await user.keyboard("{Shift>}u{/Shift}{Enter}");
    await waitFor(() => expect(posts(calls, "sell-player")).toHaveLength(1));
    await user.keyboard("n");
    expect(posts(calls, "next-player")).toHaveLength(0);
    answerSale();
    expect(await screen.findByRole("heading", { name: "Rohit Das" })).toBeInTheDocument();
    expect(posts(calls, "next-player")).toHaveLength(1);
  });
});

/**
 * From now on the reads the console refetches after an action never answer: what it shows then can
 * only come from the action's own answer. Returns the reads asked for since.
 */
function hangReads(fetchMock: ReturnType<typeof mockApi>["fetchMock"]): string[] {
  const answer = fetchMock.getMockImplementation()!;
  const asked: string[] = [];
  fetchMock.mockImplementation((input, init) => {
    if ((init?.method ?? "GET") === "GET") {
      asked.push(new URL(String(input), "http://localhost").pathname);
      return new Promise<Response>(() => undefined);
    }
    return answer(input, init);
  });
  return asked;
}

describe("live auction console: the answer of its own action shows at once (decision 033)", () => {
  it("after Sell the block, the counters and the purse show the sale before any refetch answers", async () => {
    const { fetchMock } = mock(current, { "POST /api/auctions/transactions/sell-player/": sold });
    const { user } = renderConsole();
    const form = await screen.findByRole("form", { name: "Sell player" });
    const countsList = screen.getByRole("list", { name: "Player status counts" });
    const tile = (label: string) => within(countsList).getByText(label).previousSibling;
    await waitFor(() => expect(tile("Sold")).toHaveTextContent("4"));
    const purses = await screen.findByRole("list", { name: "Team purses" });
    expect(within(purses).getByText("4 players · 11 open slots · 75,000 Points left")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Undo last action" })).toBeEnabled());

    const asked = hangReads(fetchMock);
    await user.selectOptions(within(form).getByLabelText("Status"), "3");
    await user.selectOptions(within(form).getByLabelText("Team"), "3");
    await user.clear(within(form).getByLabelText("Price"));
    await user.type(within(form).getByLabelText("Price"), "25000");
    await user.click(within(form).getByRole("button", { name: "Sell Player" }));

    expect(await screen.findByText("Recorded")).toBeInTheDocument();
    const block = screen.getByRole("region", { name: "Current player" });
    expect(within(block).getByRole("status")).toHaveTextContent("Chennai Chargers · 25,000 Points");
    expect(tile("Sold")).toHaveTextContent("5");
    expect(tile("Auctioning")).toHaveTextContent("0");
    expect(tile("Available")).toHaveTextContent("30");
    // 100,000 − 50,000 spent, 5 of 15 players; max bid keeps (11 − 5 − 1) × 1,000 for the minimum.
    expect(within(purses).getByText("5 players · 10 open slots · 50,000 Points left")).toBeInTheDocument();
    expect(within(purses).getByText("45,000 Points")).toBeInTheDocument();
    // And it reconciles: the console asked the server again (those answers are still pending).
    expect(asked).toEqual(
      expect.arrayContaining([
        "/api/auctions/transactions/current-player/",
        "/api/players/players-auction-status/",
        "/api/teams/all/",
      ]),
    );
  });

  it("Undo right after a sale waits for the log before naming what it will undo", async () => {
    const { fetchMock } = mock(current, { "POST /api/auctions/transactions/sell-player/": sold });
    const { user } = renderConsole();
    const form = await screen.findByRole("form", { name: "Sell player" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Undo last action" })).toBeEnabled());

    hangReads(fetchMock);
    await user.selectOptions(within(form).getByLabelText("Status"), "3");
    await user.selectOptions(within(form).getByLabelText("Team"), "3");
    await user.click(within(form).getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Recorded")).toBeInTheDocument();

    // The log on screen predates the sale: the dialog must not name the older action as the one undone.
    await user.click(screen.getByRole("button", { name: "Undo last action" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo last action?" });
    expect(dialog).toHaveTextContent("Checking the latest action…");
    expect(within(dialog).getByRole("button", { name: "Undo" })).toHaveAttribute("aria-disabled", "true");
  });

  it("after Sell + Next the drawn player and the counters show before any refetch answers", async () => {
    const { fetchMock } = mock(current, {
      "POST /api/auctions/transactions/sell-player/": sold,
      "POST /api/auctions/transactions/next-player/": { status: 1, player: next },
    });
    const { user } = renderConsole();
    const form = await screen.findByRole("form", { name: "Sell player" });
    const countsList = screen.getByRole("list", { name: "Player status counts" });
    const tile = (label: string) => within(countsList).getByText(label).previousSibling;
    await waitFor(() => expect(tile("Sold")).toHaveTextContent("4"));
    await screen.findByRole("list", { name: "Team purses" });

    hangReads(fetchMock);
    await user.selectOptions(within(form).getByLabelText("Status"), "3");
    await user.selectOptions(within(form).getByLabelText("Team"), "3");
    await user.click(within(form).getByRole("button", { name: "Sell Player + Next Player" }));

    expect(await screen.findByRole("heading", { name: "Rohit Das" })).toBeInTheDocument();
    expect(tile("Sold")).toHaveTextContent("5");
    expect(tile("Auctioning")).toHaveTextContent("1");
    expect(tile("Available")).toHaveTextContent("29");
  });
});

describe("live auction console: undo", () => {
  it("asks first, naming the latest action, and undoes only when confirmed", async () => {
    const { calls } = mock(
      { status: 1, player: sold },
      { "POST /api/auctions/transactions/undo/": { seq: 3, undo_of: 2, action: "auction.sell", ...current } },
    );
    const { user } = renderConsole();
    await screen.findByRole("heading", { name: "Virat Singh" });
    const undo = await screen.findByRole("button", { name: "Undo last action" });
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    const dialog = await screen.findByRole("dialog", { name: "Undo last action?" });
    await waitFor(() =>
      expect(dialog).toHaveTextContent("This will undo the sale of Virat Singh to Chennai Chargers for 25,000 Points."),
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(calls, "undo")).toHaveLength(0);

    await user.keyboard("{Control>}z{/Control}");
    const again = await screen.findByRole("dialog", { name: "Undo last action?" });
    await user.click(within(again).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(calls, "undo")).toHaveLength(1);
  });

  it("a confirm while the log is read again waits for the read: it undoes the action named, or names a newer one and asks again", async () => {
    let readLog: () => unknown = () => page([sale, draw]);
    const { calls } = mock(
      { status: 1, player: sold },
      {
        "POST /api/auctions/transactions/undo/": { seq: 4, undo_of: 2, action: "auction.sell", ...current },
        "GET /api/auctions/log/": () => readLog(),
      },
    );
    const { user, client } = renderConsole();
    await screen.findByRole("heading", { name: "Virat Singh" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Undo last action" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Undo last action" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo last action?" });
    const named = "This will undo the sale of Virat Singh to Chennai Chargers for 25,000 Points.";
    await waitFor(() => expect(dialog).toHaveTextContent(named));

    // A live message's re-read starts and has not answered: the dialog keeps naming the sale.
    let answer: (value: unknown) => void = () => undefined;
    readLog = () => new Promise((resolve) => (answer = resolve));
    void client.refetchQueries({ queryKey: queryKeys.event.auctionLog(1) });
    await user.click(within(dialog).getByRole("button", { name: "Undo" }));
    expect(dialog).toHaveTextContent(named);
    expect(posts(calls, "undo")).toHaveLength(0);
    // A newer action (Rohit Das drawn) arrives with it: nothing is undone, the dialog names the draw.
    const newer = entry(3, "auction.draw", { players: [{ id: 12, from: 0, to: 1 }], added: [], removed: [], block: null });
    answer(page([newer, sale, draw]));
    await waitFor(() => expect(dialog).toHaveTextContent("This will undo the draw of Rohit Das."));
    expect(posts(calls, "undo")).toHaveLength(0);

    // The same again, and this time the re-read names the same action: the confirm is carried out.
    readLog = () => new Promise((resolve) => (answer = resolve));
    void client.refetchQueries({ queryKey: queryKeys.event.auctionLog(1) });
    await user.click(within(dialog).getByRole("button", { name: "Undo" }));
    expect(posts(calls, "undo")).toHaveLength(0);
    answer(page([newer, sale, draw]));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(calls, "undo")).toHaveLength(1);
  });

  it("names a draw, and keeps the server's refusal in the dialog", async () => {
    mock(
      current,
      {
        "POST /api/auctions/transactions/undo/": reply(409, { detail: "This action cannot be undone: team 4 has been deleted." }),
      },
      [draw, entry(0, "players.update", {})],
    );
    const { user } = renderConsole();
    await screen.findByRole("heading", { name: "Virat Singh" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Undo last action" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Undo last action" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo last action?" });
    await waitFor(() => expect(dialog).toHaveTextContent("This will undo the draw of Virat Singh."));
    await user.click(within(dialog).getByRole("button", { name: "Undo" }));
    expect(await within(dialog).findByText("This action cannot be undone: team 4 has been deleted.")).toBeInTheDocument();
  });

  it("is not offered when there is nothing to undo", async () => {
    mock({ status: 3, player: null }, {}, [entry(1, "auction.draw", {}, { undone: true })]);
    renderConsole();
    await screen.findByRole("heading", { name: "Ready to start" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Undo last action" })).toBeDisabled());
  });
});

describe("live auction console: owners' bidding", () => {
  it("withdrawing names the bid shown when the dialog opened (docs/api.md: a second withdrawal of it is 409)", {
    timeout: 90_000,
  }, async () => {
    const lot = {
      highest: { bid: 41, team: 4, team_name: "Mumbai Mavericks", amount: 4500 },
      deadline: new Date(Date.now() + 60_000).toISOString(),
      paused: false,
      server_time: new Date().toISOString(),
    };
    const { calls } = mock(
      { ...current, lot },
      {
        "GET /api/events/events/1/": { ...event, bidding: "owners" },
        "GET /api/auctions/bids/": [],
        "POST /api/auctions/bids/withdraw/": { highest: null },
      },
    );
    const { user } = renderConsole();
    await user.click(await screen.findByRole("button", { name: /Withdraw highest/ }));
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "Pressed by mistake");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(posts(calls, "bids/withdraw")).toHaveLength(1));
    expect(await posts(calls, "bids/withdraw")[0]!.json()).toEqual({ reason: "Pressed by mistake", bid: 41 });
  });
});
