// Live screens apply an auction action from the message at once (docs/api.md "Live messages"):
// the refetch the message triggers is held here, so what shows comes from the message alone.
import type { LiveEvent } from "@sah/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/api-mock.ts";
import { FakeEventSource } from "../../../test/fake-event-source.ts";
import { counts, current, event, player, sessionUser, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { HIGHLIGHT_MS, SOLD_MOMENT_MS } from "../components/common/sold-moment.tsx";

const other = { ...team, id: 4, name: "Mumbai Mavericks", logo: "/media/teams/mm.webp" };
const livePlayer = { id: player.id, name: player.name, image: player.image, grade_name: player.grade_name };

function mock() {
  return mockApi({
    "GET /api/events/events/1/": event,
    "GET /api/auctions/transactions/current-player/": current,
    "GET /api/players/players-auction-status/": counts,
    "GET /api/teams/all/": [team, other],
    "GET /api/auctions/transactions/top-5/": [],
  });
}

/** From here on every request waits forever: only the message can change the page. */
function holdRefetches() {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
}

let seq = 10;
function emit(live: LiveEvent, topics = ["players", "teams", "auction"]) {
  act(() => FakeEventSource.latest().emit("message", { seq: ++seq, event: 1, topics, ...live }));
}

const sale = (teamRef: typeof other, price: number): LiveEvent => ({
  action: "sell",
  detail: { player: livePlayer, status: 3, team: { id: teamRef.id, name: teamRef.name, logo: teamRef.logo }, price },
});

async function openPage() {
  window.__mediaWidth = 1440;
  mock();
  renderApp("/view/1/auctions");
  await screen.findByRole("heading", { name: "Virat Singh" });
  await screen.findByRole("table", { name: "Team summary" });
  act(() => FakeEventSource.latest().open(seq));
  holdRefetches();
}

describe("the public live page applies live messages at once", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it("a sale: the SOLD banner with the team, the headline, the buying team's purse; then the highlight", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openPage();
    emit(sale(other, 25000));
    const banner = await screen.findByTestId("sold-banner");
    expect(banner).toHaveAttribute("data-kind", "sold");
    expect(within(banner).getByTestId("sold-headline")).toHaveTextContent("SOLD to Mumbai Mavericks for 25,000 Points");
    expect(within(banner).getByRole("img", { name: "Mumbai Mavericks" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Current player" });
    expect(within(region).getByRole("heading", { name: "SOLD to Mumbai Mavericks for 25,000 Points" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Team summary" });
    const row = within(table).getByText("Mumbai Mavericks").closest("tr") as HTMLElement;
    // 75,000 left before, 25,000 spent now.
    expect(within(row).getByText("50,000 Points")).toBeInTheDocument();
    expect(row).not.toHaveAttribute("data-highlight");

    act(() => vi.advanceTimersByTime(SOLD_MOMENT_MS));
    expect(screen.queryByTestId("sold-banner")).not.toBeInTheDocument();
    expect(row).toHaveAttribute("data-highlight", "true");
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(row).not.toHaveAttribute("data-highlight");
  });

  it("Unsold: a quieter banner, no team", async () => {
    await openPage();
    emit({ action: "sell", detail: { player: livePlayer, status: 2, team: null, price: null } });
    const banner = await screen.findByTestId("sold-banner");
    expect(banner).toHaveAttribute("data-kind", "unsold");
    expect(within(banner).getByTestId("sold-headline")).toHaveTextContent("UNSOLD");
  });

  it("an undo of that sale ends the banner at once", async () => {
    await openPage();
    emit(sale(other, 25000));
    await screen.findByTestId("sold-banner");
    emit({ action: "undo", detail: { undone: "sell", player: livePlayer } });
    await waitFor(() => expect(screen.queryByTestId("sold-banner")).not.toBeInTheDocument());
  });

  it("a draw: the new player is on the block before any refetch answers", async () => {
    await openPage();
    emit({ action: "draw", detail: { player: { id: 12, name: "Rohit Das", image: null, grade_name: "A" }, base_price: 5000 } }, [
      "players",
      "auction",
    ]);
    expect(await screen.findByRole("heading", { name: "Rohit Das" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Current player" });
    expect(within(region).getByRole("heading", { name: "On the block" })).toBeInTheDocument();
    // The message's base price: the opening price is the player's before any refetch (decision 053).
    expect(region).toHaveTextContent("Base price 5,000 Points");
  });

  it("a bid: the highest bid and its bidder show before any refetch answers", async () => {
    window.__mediaWidth = 1440;
    const deadline = new Date(Date.now() + 60_000).toISOString();
    const lot = { highest: null, deadline, paused: false, server_time: new Date().toISOString() };
    mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/auctions/transactions/current-player/": { ...current, lot },
      "GET /api/players/players-auction-status/": counts,
      "GET /api/teams/all/": [team, other],
      "GET /api/auctions/transactions/top-5/": [],
    });
    renderApp("/view/1/auctions");
    await screen.findByText("No bid yet");
    act(() => FakeEventSource.latest().open(seq));
    holdRefetches();
    emit(
      { action: "bid", detail: { bid: 1, player: livePlayer, team: { id: other.id, name: other.name }, amount: 1500, deadline } },
      ["auction"],
    );
    expect(await screen.findByText(/^Highest bid 1,500 .* — Mumbai Mavericks$/)).toBeInTheDocument();
  });

  it("a message whose detail is malformed only refetches", async () => {
    await openPage();
    emit({ action: "sell", detail: { player: livePlayer } } as unknown as LiveEvent);
    expect(screen.queryByTestId("sold-banner")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "On the block" })).toBeInTheDocument();
  });
});

describe("the bid page tells the team whose bid was withdrawn why (docs/product.md section 10)", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("shows 'Your bid of 4,500 pts was withdrawn: <reason>' on that team's phone only", async () => {
    window.__mediaWidth = 390;
    sessionStorage.setItem("user", JSON.stringify(sessionUser));
    const mine = { ...team, owners: [sessionUser.id] };
    const lot = {
      highest: { bid: 41, team: mine.id, team_name: mine.name, amount: 4500 },
      deadline: new Date(Date.now() + 60_000).toISOString(),
      paused: false,
      server_time: new Date().toISOString(),
    };
    mockApi({
      "GET /api/events/events/1/": { ...event, bidding: "owners" },
      "GET /api/auctions/transactions/current-player/": { ...current, lot },
      "GET /api/teams/all/": [mine, other],
      "GET /api/auctions/bids/": [],
    });
    renderApp("/view/1/bid");
    await screen.findByText(`Bidding for ${mine.name}`);
    act(() => FakeEventSource.latest().open(seq));
    const withdrawn = (teamId: number, reason: string): LiveEvent => ({
      action: "clock",
      detail: { deadline: lot.deadline, paused: false, withdrawn: { bid: 41, team: teamId, amount: 4500, reason } },
    });
    emit(withdrawn(other.id, "Not yours"), ["auction"]);
    emit(withdrawn(mine.id, "Pressed by mistake"), ["auction"]);
    expect(await screen.findByTestId("outbid-banner")).toHaveTextContent(
      `Your bid of 4,500 ${event.funds_unit} was withdrawn: Pressed by mistake`,
    );
    expect(screen.queryByText(/Not yours/)).not.toBeInTheDocument();
  });
});
