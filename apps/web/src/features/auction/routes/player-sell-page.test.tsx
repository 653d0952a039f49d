import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { player, sessionUser, team } from "../../../test/fixtures.ts";
import { PlayerSellPage } from "./player-sell-page.tsx";

function renderSellPage() {
  sessionStorage.setItem("user", JSON.stringify(sessionUser));
  const router = createMemoryRouter(
    [
      { path: "/dashboard/:eventId/players/:playerId/sell", element: <PlayerSellPage /> },
      { path: "/dashboard/:eventId/players/:playerId", element: <p>Player page</p> },
    ],
    { initialEntries: ["/dashboard/1/players/11/sell"] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), router };
}

/** A player with no result yet: the page records it with sell-player. */
const available = { ...player, status: 0, status_name: "Available", transaction_detail: null };

describe("player sell page (docs/product.md sections 2 and 4)", () => {
  it("shows the player's name and image, sends suppress_player_check and goes back to the player", async () => {
    const { calls } = mockApi({
      "GET /api/events/events/1/check-permission/": { permitted: true },
      "GET /api/players/11/": available,
      "GET /api/teams/all/": [team],
      "POST /api/auctions/transactions/sell-player/": { ...player, status: 6 },
    });
    const { user, router } = renderSellPage();
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Virat Singh" })).toHaveAttribute("src", player.image);
    expect(screen.getByRole("switch", { name: /Correct an earlier result/ })).not.toBeChecked();
    await user.keyboard("{Shift>}i{/Shift}");
    await user.selectOptions(screen.getByLabelText("Team"), String(team.id));
    await user.type(screen.getByLabelText("Price"), "25000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
    const sent = calls.find((c) => c.method === "POST")!;
    expect(new URL(sent.url).searchParams.get("event_id")).toBe("1");
    expect(await sent.json()).toEqual({ player: 11, status: 6, team: 3, price: 25000, suppress_player_check: true });
  });

  it("stays with the server's field error under the price", async () => {
    mockApi({
      "GET /api/events/events/1/check-permission/": { permitted: true },
      "GET /api/players/11/": available,
      "GET /api/teams/all/": [team],
      "POST /api/auctions/transactions/sell-player/": reply(400, {
        price: ["A sold player's price must be at least the minimum player price of 1,000 Points."],
      }),
    });
    const { user, router } = renderSellPage();
    const price = await screen.findByLabelText("Price");
    await user.selectOptions(screen.getByLabelText("Status"), "3");
    await user.selectOptions(screen.getByLabelText("Team"), String(team.id));
    await user.type(price, "10");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText(/at least the minimum player price/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/1/players/11/sell");
  });

  it("a recorded result is changed only as a correction: the reason goes to corrections/ (docs/decisions/052)", async () => {
    const { calls } = mockApi({
      "GET /api/events/events/1/check-permission/": { permitted: true },
      "GET /api/players/11/": player,
      "GET /api/teams/all/": [team],
      "POST /api/auctions/corrections/": { ...player, transaction_detail: { ...player.transaction_detail!, price: 2500 } },
    });
    const { user, router } = renderSellPage();
    // A Sold player: the switch is on and cannot be turned off, and says why.
    const correcting = await screen.findByRole("switch", { name: /Correct an earlier result/ });
    expect(correcting).toBeChecked();
    expect(correcting).toBeDisabled();
    expect(correcting).toHaveAccessibleDescription(/Virat Singh is Sold: the result is recorded/);
    const price = await screen.findByLabelText("Price");
    await user.clear(price);
    await user.type(price, "2500");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Give a reason.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(screen.getByRole("textbox", { name: /Reason for the correction/ }), "One zero too many");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
    const sent = calls.find((c) => c.method === "POST")!;
    expect(new URL(sent.url).pathname).toBe("/api/auctions/corrections/");
    expect(await sent.json()).toEqual({ player: 11, status: 3, team: 3, price: 2500, reason: "One zero too many" });
  });
});
