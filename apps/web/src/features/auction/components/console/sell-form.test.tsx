import { budgetOf, MSG, type Player, RTM_TEXT, SALE_TEXT, type Team } from "@sah/domain";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, type Mock, vi } from "vitest";
import { AppProviders } from "../../../../app/providers.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { mockApi } from "../../../../test/api-mock.ts";
import { current, player, team } from "../../../../test/fixtures.ts";
import { SellForm, type SellIntent, STATUS_HOTKEYS } from "./sell-form.tsx";

const onBlock = current.player!;
const other: Team = { ...team, id: 4, name: "Mumbai Mavericks", funds_remaining: 40000, max_bid: 30000, players_remaining: 9 };
const teams = [team, other];
/** 15 of 15 players: no free slot, so a max bid of 0. */
const full: Team = { ...team, id: 5, name: "Bengaluru Blasters", players_count: 15, players_remaining: 0, max_bid: 0 };

type Options = {
  from?: "block" | "player";
  subject?: Player;
  onSubmit?: Mock<(payload: unknown, intent: SellIntent) => Promise<unknown>>;
  teamList?: Team[];
  openingPrice?: number;
};

function renderForm({
  from = "block",
  subject = onBlock,
  onSubmit = vi.fn(async (_payload: unknown, _intent: SellIntent): Promise<unknown> => undefined),
  teamList = teams,
  openingPrice,
}: Options = {}) {
  // Each team's budget/ as the server computes it (the sentence under the purse).
  mockApi(
    Object.fromEntries(
      teamList.map((t) => [
        `GET /api/teams/${t.id}/budget/`,
        budgetOf({
          totalFunds: t.total_funds,
          spent: t.total_funds - t.funds_remaining,
          playersCount: t.players_count,
          minPlayers: t.min_players,
          maxPlayers: t.max_players,
          minPlayerPrice: 1000,
        }),
      ]),
    ),
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <SellForm
        player={subject}
        teams={teamList}
        unit="Points"
        from={from}
        onSubmit={onSubmit}
        withNext={from === "block"}
        openingPrice={openingPrice}
      />
    </AppProviders>,
  );
  return { ...view, onSubmit, user: userEvent.setup({ delay: null }) };
}

const status = () => screen.getByLabelText("Status") as HTMLSelectElement;
const teamField = () => screen.getByLabelText("Team") as HTMLSelectElement;
const price = () => screen.getByLabelText("Price") as HTMLInputElement;

describe("sell form (docs/product.md sections 4, 5 and 9)", () => {
  it("starts at Auctioning with no team and no price on the console", () => {
    renderForm();
    expect(status().value).toBe("1");
    expect(teamField().value).toBe("");
    expect(price().value).toBe("");
    expect(teamField()).toBeDisabled();
    expect(price()).toBeDisabled();
  });

  it.each([3, 4, 6])("status %i needs a team and a price (checked on submit, nothing sent)", async (code) => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), String(code));
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Team is required")).toBeInTheDocument();
    expect(screen.getByText("Price is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends player, status, team and price for a sale", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    await user.type(price(), "25000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 25000 }, "sell");
  });

  it("drops team and price for the other statuses", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    await user.type(price(), "25000");
    for (const code of [2, 0, 5]) {
      await user.selectOptions(status(), String(code));
      await user.click(screen.getByRole("button", { name: "Sell Player" }));
      await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ player: onBlock.id, status: code }, "sell"));
    }
  });

  it("sends suppress_player_check from the player page, starting from where the player stands", async () => {
    const { user, onSubmit } = renderForm({ from: "player", subject: player });
    expect(status().value).toBe("3");
    expect(teamField().value).toBe("3");
    expect(price().value).toBe("25000");
    expect(screen.queryByRole("button", { name: "Sell Player + Next Player" })).not.toBeInTheDocument();
    await user.selectOptions(status(), "4");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { player: player.id, status: 4, team: 3, price: 25000, suppress_player_check: true },
        "sell",
      ),
    );
  });

  it("does not send suppress_player_check from the console", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "2");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty("suppress_player_check");
  });

  it("shows the chosen team's funds remaining and max bid", async () => {
    const { user } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(other.id));
    expect(teamField()).toHaveAccessibleDescription(/Funds left 40,000 Points/);
    expect(teamField()).toHaveAccessibleDescription(/Max bid 30,000 Points/);
  });

  it("refuses a price above the team's max bid before sending, naming the max bid", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(other.id));
    await user.type(price(), "30001");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Price must be at most this team's max bid of 30,000 Points.")).toBeInTheDocument();
    expect(price()).toHaveAccessibleDescription("Price must be at most this team's max bid of 30,000 Points.");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(price());
    await user.type(price(), "30000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("leaves a re-sale to the team that holds the player to the server", async () => {
    const rich = { ...player, transaction_detail: { ...player.transaction_detail!, team: other.id } };
    const { user, onSubmit } = renderForm({ from: "player", subject: rich });
    await user.clear(price());
    await user.type(price(), "50000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("explains the chosen team's max bid (docs/api.md, budget/)", async () => {
    const { user } = renderForm({ teamList: [team, full] });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    expect(
      await screen.findByText("Max bid 69,000 = 75,000 left − 1,000 × 6 more players needed for the minimum of 11"),
    ).toBeInTheDocument();
    await user.selectOptions(teamField(), String(full.id));
    expect(await screen.findByText("Max bid 0: Bengaluru Blasters is full (15 of 15 players)")).toBeInTheDocument();
  });

  it("shows the server's field errors under their fields and a detail above the form", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { team: [SALE_TEXT.teamFull("Chennai Chargers", 15, 15)] }))
      .mockRejectedValueOnce(new ApiError(400, { detail: "This player is not the one on the block." }));
    const { user } = renderForm({ onSubmit });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    await user.type(price(), "2000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Chennai Chargers is full (15 of 15 players)")).toBeInTheDocument();
    expect(teamField()).toHaveAccessibleDescription("Chennai Chargers is full (15 of 15 players)");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This player is not the one on the block.");
  });

  it.each(STATUS_HOTKEYS.map((h) => [h.keys, h.status, h.label] as const))("%s picks status %i (%s)", async (keys, code) => {
    const { user } = renderForm({ from: "player", subject: { ...player, status: code === 1 ? 0 : 1 } });
    const letter = keys.split("+")[1]!;
    await user.keyboard(`{Shift>}${letter}{/Shift}`);
    expect(status().value).toBe(String(code));
  });

  it("is run by the keyboard: T goes to the team, Enter sells, Ctrl+Enter sells and draws the next", async () => {
    const { user, onSubmit } = renderForm();
    await user.keyboard("t");
    expect(teamField()).not.toHaveFocus(); // Auctioning takes no team
    await user.keyboard("{Shift>}s{/Shift}");
    await user.keyboard("t");
    expect(teamField()).toHaveFocus();
    await user.selectOptions(teamField(), String(team.id));
    await user.keyboard("{Escape}");
    expect(teamField()).not.toHaveFocus();
    await user.keyboard("p");
    expect(price()).toHaveFocus();
    await user.keyboard("1500{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 1500 }, "sell"),
    );
    await waitFor(() => expect(price()).not.toHaveFocus());
    await user.keyboard("{Shift>}u{/Shift}{Control>}{Enter}{/Control}");
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ player: onBlock.id, status: 2 }, "next"));
  });

  it("cannot be sent twice while a sale is on its way", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await user.selectOptions(status(), "2");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(screen.getByRole("button", { name: /Sell Player \+ Next Player/ })).toBeDisabled());
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: /Sell Player \+ Next Player/ })).toBeEnabled());
  });
});

describe('sell form: full teams (docs/api.md "Budget rule")', () => {
  it("lists full teams last, marked full", () => {
    renderForm({ teamList: [full, team, other] });
    const options = within(teamField())
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["– Choose a team –", "Chennai Chargers", "Mumbai Mavericks", "Bengaluru Blasters (full)"]);
  });

  it("refuses a full team as full, not with its max bid of 0, and sends nothing", async () => {
    const { user, onSubmit } = renderForm({ teamList: [full, team] });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(full.id));
    await user.type(price(), "2000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Bengaluru Blasters is full (15 of 15 players)")).toBeInTheDocument();
    expect(teamField()).toHaveAccessibleDescription("Bengaluru Blasters is full (15 of 15 players)");
    expect(screen.queryByText(/max bid of 0/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("does not call the team that holds the player full for its re-sale", () => {
    renderForm({
      from: "player",
      subject: { ...player, transaction_detail: { ...player.transaction_detail!, team: full.id } },
      teamList: [full, team],
    });
    expect(within(teamField()).getByRole("option", { name: "Bengaluru Blasters" })).toBeInTheDocument();
  });
});

describe("sell form: price entry (docs/decisions/033)", () => {
  it.each([
    ["25k", 25000, "= 25,000 Points"],
    ["2.5k", 2500, "= 2,500 Points"],
    ["0.5L", 50000, "= 50,000 Points"],
  ])("takes %s, shows it back as the full number and sends %i", async (text, value, echo) => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    await user.type(price(), text);
    expect(screen.getByText(echo)).toBeInTheDocument();
    expect(price()).toHaveAccessibleDescription(echo);
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: value }, "sell"),
    );
  });

  it("judges a shorthand against the max bid as the number it stands for", async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(other.id));
    await user.type(price(), "1.5L");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText("Price must be at most this team's max bid of 30,000 Points.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(["25x", "2.5", "1.2345k"])("an unreadable price (%s) is the field's error; nothing is sent", async (text) => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    await user.type(price(), text);
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    expect(await screen.findByText(MSG.invalidPrice)).toBeInTheDocument();
    expect(price()).toHaveAccessibleDescription(MSG.invalidPrice);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a Sold entry starts from the opening price, so Enter alone sells at it", async () => {
    const { user, onSubmit } = renderForm({ openingPrice: 1000 });
    await user.keyboard("{Shift>}s{/Shift}");
    expect(price().value).toBe("1000");
    await user.keyboard("t");
    await user.selectOptions(teamField(), String(team.id));
    await user.keyboard("{Escape}{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 1000 }, "sell"),
    );
  });

  it("Enter in the team picker confirms the team and moves to the price: only the sell action sells", async () => {
    const { user, onSubmit } = renderForm({ openingPrice: 1000 });
    await user.keyboard("{Shift>}s{/Shift}t");
    await user.selectOptions(teamField(), String(team.id));
    await user.keyboard("{Enter}");
    expect(price()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Enter in the status picker goes on to the team, and sends nothing either.
    status().focus();
    await user.keyboard("{Enter}");
    expect(teamField()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard("{Escape}p30k{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 30000 }, "sell"),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("P selects the opening price, so a typed price replaces it", async () => {
    const { user, onSubmit } = renderForm({ openingPrice: 1000 });
    await user.selectOptions(status(), "3");
    expect(price().value).toBe("1000");
    await user.selectOptions(teamField(), String(team.id));
    await user.keyboard("{Escape}p");
    expect(price()).toHaveFocus();
    await user.keyboard("25k{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 25000 }, "sell"),
    );
  });

  it("Tab from the team into the price selects the opening price, so a typed price replaces it", async () => {
    const { user, onSubmit } = renderForm({ openingPrice: 1000 });
    await user.keyboard("{Shift>}s{/Shift}t");
    await user.selectOptions(teamField(), String(team.id));
    await user.tab();
    expect(price()).toHaveFocus();
    await user.keyboard("150{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 150 }, "sell"),
    );
  });

  it("a click into the price selects the opening price too, so a typed price replaces it", async () => {
    const { user, onSubmit } = renderForm({ openingPrice: 1000 });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(team.id));
    await user.click(price());
    await user.keyboard("2.5k{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: team.id, price: 2500 }, "sell"),
    );
  });
});

describe('sell form: right to match (docs/api.md "Right to match")', () => {
  const previous: Team = { ...team, rtm_cards_left: 1 };
  const returning: Player = { ...onBlock, previous_team: previous.id, previous_team_name: previous.name };

  it("offers the previous team a match when another team is chosen, by button or keyboard, and sells to it at the same price with rtm", async () => {
    const { user, onSubmit } = renderForm({ subject: returning, teamList: [previous, other] });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(other.id));
    await user.type(price(), "25000");
    const offer = screen.getByRole("button", { name: RTM_TEXT.offer(previous.name) });
    offer.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: previous.id, price: 25000, rtm: true }, "sell");
  });

  it("a plain sale after the offer is shown is no match", async () => {
    const { user, onSubmit } = renderForm({ subject: returning, teamList: [previous, other] });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(other.id));
    await user.type(price(), "25000");
    await user.click(screen.getByRole("button", { name: "Sell Player" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ player: onBlock.id, status: 3, team: other.id, price: 25000 }, "sell");
  });

  it("no offer when the previous team is the one chosen, has no card left, or the player has none; none on a correction", async () => {
    const cases: Options[] = [
      { subject: returning, teamList: [{ ...previous, rtm_cards_left: 0 }, other] },
      { subject: onBlock, teamList: [previous, other] },
      { subject: returning, teamList: [previous, other], from: "player" },
    ];
    for (const options of cases) {
      const { user, unmount } = renderForm(options);
      await user.selectOptions(status(), "3");
      await user.selectOptions(teamField(), String(other.id));
      expect(screen.queryByRole("button", { name: /Right to match/ })).toBeNull();
      unmount();
    }
    const { user } = renderForm({ subject: returning, teamList: [previous, other] });
    await user.selectOptions(status(), "3");
    await user.selectOptions(teamField(), String(previous.id));
    expect(screen.queryByRole("button", { name: /Right to match/ })).toBeNull();
  });
});
