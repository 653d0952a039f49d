// The room's pages (docs/product.md section 10): the overlay's options and URL builder, the big
// screen's palettes (WCAG AAA contrast) and its live sold moment; layout at real viewport sizes is
// the browser journey's (e2e/room.e2e.ts).
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wordsFitFontSize } from "../../../lib/fit-text.ts";
import { mockApi } from "../../../test/api-mock.ts";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { FakeEventSource } from "../../../test/fake-event-source.ts";
import { counts, current, event, player, sessionUser, sponsors, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { ROOM_PALETTES } from "../components/common/room-look.ts";
import { OVERLAY_DEFAULTS, overlayQuery, parseOverlayOptions } from "../components/room/overlay-view.tsx";
import { BOARD_SENTENCE_MAX_TEAMS } from "../components/room/room.tsx";
import { SCALE_ERROR } from "./overlay-builder-page.tsx";

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("the room's palettes", () => {
  it.each(Object.entries(ROOM_PALETTES))("%s: every text colour is at least 7:1 on the background and on a panel", (_name, p) => {
    for (const fg of [p.fg, p.muted, p.accent]) {
      expect(contrast(fg, p.bg), `${fg} on ${p.bg}`).toBeGreaterThanOrEqual(7);
      expect(contrast(fg, p.panel), `${fg} on ${p.panel}`).toBeGreaterThanOrEqual(7);
    }
  });
});

describe("overlay options in the query string", () => {
  it("reads panels, position, theme and scale; anything unknown takes the default; the builder's query reads back", () => {
    expect(parseOverlayOptions(new URLSearchParams(""))).toEqual(OVERLAY_DEFAULTS);
    expect(parseOverlayOptions(new URLSearchParams("panels=sale,bid,nonsense&position=top&theme=light&scale=1.5"))).toEqual({
      panels: ["sale", "bid"],
      position: "top",
      theme: "light",
      scale: 1.5,
    });
    expect(parseOverlayOptions(new URLSearchParams("position=left&theme=neon&scale=9"))).toMatchObject({
      position: "bottom",
      theme: "dark",
      scale: 2,
    });
    expect(parseOverlayOptions(new URLSearchParams("scale=abc")).scale).toBe(1);
    expect(parseOverlayOptions(new URLSearchParams("panels=")).panels).toEqual([]);
    const options = { panels: ["player" as const], position: "top" as const, theme: "light" as const, scale: 0.7 };
    expect(parseOverlayOptions(new URLSearchParams(overlayQuery(options)))).toEqual(options);
  });
});

describe("the overlay URL builder (dashboard)", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("builds the URL from the options, refuses a scale out of range, and previews the overlay", async () => {
    window.__mediaWidth = 1440;
    mockDashboard({ "GET /api/auctions/transactions/current-player/": current, "GET /api/teams/all/": [team] });
    const { user } = renderApp("/dashboard/1/auctions/overlay", { user: sessionUser });
    const url = await screen.findByTestId("overlay-url");
    expect((url as HTMLTextAreaElement).value).toBe(
      "http://localhost:3000/view/1/overlay?panels=player%2Csale&position=bottom&theme=dark&scale=1",
    );
    const preview = screen.getByTestId("overlay-preview");
    expect(await within(preview).findByText("Virat Singh")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: /Player on the block/ }));
    await user.click(screen.getByRole("radio", { name: "Top" }));
    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect((url as HTMLTextAreaElement).value).toContain("panels=sale&position=top&theme=light");
    expect(within(preview).queryByText("Virat Singh")).not.toBeInTheDocument();

    const scale = screen.getByRole("spinbutton", { name: "Scale" });
    await user.clear(scale);
    await user.type(scale, "5");
    expect(screen.getByText(SCALE_ERROR)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy URL" })).toBeDisabled();
    await user.clear(scale);
    await user.type(scale, "1.5");
    expect(screen.queryByText(SCALE_ERROR)).not.toBeInTheDocument();
    expect((url as HTMLTextAreaElement).value).toContain("scale=1.5");

    await user.click(screen.getByRole("checkbox", { name: /Last sale/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one panel");
  });
});

/** The stream's message of a sale of the fixtures' player to their team for 25,000. */
const saleMessage = {
  seq: 4,
  event: 1,
  topics: ["players", "teams", "auction"],
  action: "sell",
  detail: {
    player: { id: player.id, name: player.name, image: player.image, grade_name: player.grade_name },
    status: 3,
    team: { id: team.id, name: team.name, logo: null },
    price: 25000,
  },
};

/** What the big screen reads: the fixtures' event with one team, the player on the block, the sponsors. */
const screenApi = {
  "GET /api/events/events/1/": event,
  "GET /api/auctions/transactions/current-player/": current,
  "GET /api/players/players-auction-status/": counts,
  "GET /api/teams/all/": [team],
  "GET /api/auctions/transactions/top-5/": [],
  "GET /api/events/sponsors/": sponsors,
};

describe("the overlay URL builder for an event whose owners bid", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("ticks Highest bid by default, and the box can still be unticked", async () => {
    window.__mediaWidth = 1440;
    mockDashboard({
      "GET /api/events/events/1/": { ...event, bidding: "owners" },
      "GET /api/auctions/transactions/current-player/": current,
    });
    const { user } = renderApp("/dashboard/1/auctions/overlay", { user: sessionUser });
    const bid = await screen.findByRole("checkbox", { name: /Highest bid/ });
    await waitFor(() => expect(bid).toBeChecked());
    const url = screen.getByTestId("overlay-url") as HTMLTextAreaElement;
    expect(url.value).toContain("panels=player%2Csale%2Cbid&");
    await user.click(bid);
    expect(bid).not.toBeChecked();
    expect(url.value).toContain("panels=player%2Csale&");
  });
});

describe("the big screen", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("shows the player, the teams, the sponsors and a QR code to the live page; a sale message brings the SOLD banner", async () => {
    mockApi(screenApi);
    renderApp("/view/1/screen");
    expect(await screen.findByTestId("screen-player-name")).toHaveTextContent("Virat Singh");
    // No site chrome: the top bar (with the brand) is not there.
    expect(screen.queryByText("Sports Auction House")).not.toBeInTheDocument();
    expect(await screen.findByText("Chennai Chargers")).toBeInTheDocument();
    expect(await screen.findByText("Alpha Corp")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "QR code: http://localhost:3000/view/1/auctions" })).toBeInTheDocument();
    expect(screen.getByText("Opening price")).toBeInTheDocument();

    act(() => FakeEventSource.latest().open(3));
    act(() => FakeEventSource.latest().emit("message", saleMessage));
    expect(await screen.findByTestId("sold-headline")).toHaveTextContent("SOLD to Chennai Chargers for 25,000 Points");
    expect(screen.getByTestId("screen-last-result")).toHaveTextContent("Virat Singh: SOLD to Chennai Chargers for 25,000 Points");
  });

  it("reloaded in the middle of the auction, shows the last result it had, not —", async () => {
    localStorage.clear();
    mockApi(screenApi);
    const before = renderApp("/view/1/screen");
    await screen.findByTestId("screen-player-name");
    act(() => FakeEventSource.latest().open(3));
    act(() => FakeEventSource.latest().emit("message", saleMessage));
    const sold = "Virat Singh: SOLD to Chennai Chargers for 25,000 Points";
    expect(await screen.findByText(sold)).toHaveAttribute("data-testid", "screen-last-result");
    before.unmount();

    // The reload: the next player is on the block.
    const next = { ...current.player, id: player.id + 1, name: "Rohit Das" };
    mockApi({ ...screenApi, "GET /api/auctions/transactions/current-player/": { status: 1, player: next } });
    renderApp("/view/1/screen");
    expect(await screen.findByTestId("screen-player-name")).toHaveTextContent("Rohit Das");
    expect(await screen.findByText(sold)).toHaveAttribute("data-testid", "screen-last-result");
  });

  it("sizes a name so that its longest word fits on a line: names break between words, not inside them", () => {
    const max = "min(7.5vh, 4.2vw)";
    expect(wordsFitFontSize("Virat Singh", max)).toBe(`min(${max}, calc(100cqi / 3.5))`);
    expect(wordsFitFontSize("Venkatanarasimha Rao", max)).toBe(`min(${max}, calc(100cqi / 11.2))`);
  });

  it("shows the sentence behind each team's max bid under its row, from the team's budget/", async () => {
    const other = { ...team, id: 4, name: "Mumbai Mavericks" };
    const budget = (maxBid: number) => ({
      max_bid: maxBid,
      funds_remaining: 40000,
      open_slots: 7,
      full: false,
      reserved: [{ kind: "min_players", reason: "", players: 6, price: 1000, amount: 6000 }],
    });
    mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/auctions/transactions/current-player/": current,
      "GET /api/players/players-auction-status/": counts,
      "GET /api/teams/all/": [team, other],
      "GET /api/teams/3/budget/": budget(34000),
      "GET /api/teams/4/budget/": budget(34000),
      "GET /api/auctions/transactions/top-5/": [],
      "GET /api/events/sponsors/": sponsors,
    });
    renderApp("/view/1/screen");
    const sentences = await screen.findAllByTestId("board-max-bid-sentence");
    expect(sentences.map((s) => s.textContent)).toEqual([
      "Max bid 34,000 = 40,000 left − 1,000 × 6 more players needed for the minimum of 11",
      "Max bid 34,000 = 40,000 left − 1,000 × 6 more players needed for the minimum of 11",
    ]);
  });

  it(`leaves the sentences out past ${BOARD_SENTENCE_MAX_TEAMS} teams, where the board has no room for a second line`, async () => {
    const many = Array.from({ length: BOARD_SENTENCE_MAX_TEAMS + 1 }, (_, i) => ({ ...team, id: 100 + i, name: `Team ${i}` }));
    const { calls } = mockApi({
      "GET /api/events/events/1/": event,
      "GET /api/auctions/transactions/current-player/": current,
      "GET /api/players/players-auction-status/": counts,
      "GET /api/teams/all/": many,
      "GET /api/auctions/transactions/top-5/": [],
      "GET /api/events/sponsors/": sponsors,
    });
    renderApp("/view/1/screen");
    expect(await screen.findByText("Team 8")).toBeInTheDocument();
    expect(screen.queryByTestId("board-max-bid-sentence")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/budget/"))).toEqual([]);
  });
});

describe("the broadcast overlay", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("names the buying team by its short label in the SOLD banner (the lower third is narrow)", async () => {
    mockApi(screenApi);
    renderApp("/view/1/overlay?panels=player,sale");
    await screen.findByTestId("overlay-player");
    act(() => FakeEventSource.latest().open(3));
    act(() => FakeEventSource.latest().emit("message", saleMessage));
    expect(await screen.findByTestId("sold-headline")).toHaveTextContent("SOLD to CC for 25,000 Points");
  });

  it("names the team by its short label in the last sale line of a recorded result", async () => {
    const sold = {
      status: 1,
      player: {
        ...current.player,
        status: 3,
        status_name: "Sold",
        transaction_detail: { team: team.id, team_name: team.name, price: 25000, funds_unit: "Points" },
      },
    };
    mockApi({ ...screenApi, "GET /api/auctions/transactions/current-player/": sold });
    renderApp("/view/1/overlay?panels=sale");
    expect(await screen.findByTestId("overlay-sale")).toHaveTextContent("Virat Singh: SOLD to CC for 25,000 Points");
  });
});
