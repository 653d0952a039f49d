import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/api-mock.ts";
import { eventViewAnswers, player } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

function mockEvent() {
  return mockApi(eventViewAnswers);
}

describe("public event view shortcuts (docs/product.md section 9)", () => {
  it("alt+d, alt+t, alt+p and alt+b open Details, Teams, Players and Auction", async () => {
    mockEvent();
    const { user, router } = renderApp("/view/1");
    expect(await screen.findByRole("heading", { name: "Premier Cricket League" })).toBeInTheDocument();
    await screen.findByText("Teams List");

    await user.keyboard("{Alt>}t{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/1/teams"));
    expect(await screen.findByRole("heading", { name: "Chennai Chargers" })).toBeInTheDocument();

    await user.keyboard("{Alt>}p{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/1/players"));
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();

    await user.keyboard("{Alt>}b{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/1/auctions"));
    expect(await screen.findByText("On the block")).toBeInTheDocument();

    await user.keyboard("{Alt>}d{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/view/1/detail"));
    expect(await screen.findByText("Funds per team")).toBeInTheDocument();
  });

  it("ctrl+shift+e opens the player's image full screen", async () => {
    mockEvent();
    const { user } = renderApp("/view/1/players/11");
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.keyboard("{Control>}{Shift>}e{/Shift}{/Control}");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("img")).toHaveAttribute("src", player.image);
  });

  it("ctrl+shift+s opens the team summary full screen on the auction page", async () => {
    mockEvent();
    const { user } = renderApp("/view/1/auctions");
    expect(await screen.findByText("On the block")).toBeInTheDocument();
    await user.keyboard("{Control>}{Shift>}s{/Shift}{/Control}");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Team summary");
    expect(dialog).toHaveTextContent("Chennai Chargers");
  });
});
