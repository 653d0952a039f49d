// The team page explains its max bid with the sentence behind it, from the team's budget/, and lists
// the squad rules it still has to meet (docs/api.md "Squad quotas"; docs/product.md
// section 10).
import type { Team, TeamBudget } from "@sah/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { page, player, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const needy: Team = {
  ...team,
  max_bid: 67000,
  quota_needs: [{ kind: "skill", id: 2, missing: 1, text: "Needs 1 Wicket-keeper" }],
};
const budget: TeamBudget = {
  max_bid: 67000,
  funds_remaining: 75000,
  open_slots: 11,
  full: false,
  reserved: [
    {
      kind: "min_players",
      reason: "6 more players to reach the minimum squad of 11, at least 1,000 each",
      players: 6,
      price: 1000,
      amount: 6000,
    },
    {
      kind: "quota",
      reason: "1 more player for the squad rules (1 Wicket-keeper), at least 1,000 each",
      players: 1,
      price: 1000,
      amount: 1000,
    },
  ],
};

describe("the team page", () => {
  it("shows the max bid's sentence, minimum squad and squad rules reserves included, and the needs", async () => {
    const { calls } = mockDashboard({
      "GET /api/teams/3/": needy,
      "GET /api/teams/3/budget/": budget,
      "GET /api/players/": page([player]),
    });
    renderApp("/view/1/teams/3");
    expect(
      await screen.findByText(
        "Max bid 67,000 = 75,000 left − 1,000 × 6 more players needed for the minimum of 11 − 1,000 × 1 required player",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Squad rules still to meet" })).toHaveTextContent("Needs 1 Wicket-keeper");
    expect(calls.some((c) => new URL(c.url).pathname === "/api/teams/3/budget/")).toBe(true);
  });

  it("shows what it spent and each adjustment with its reason, so that the money adds up (decision 062)", async () => {
    const fined: Team = {
      ...team,
      funds_remaining: 60_000,
      adjustments_total: -15_000,
      adjustments: [
        { id: 1, amount: -20_000, reason: "Slow over-rate in three matches" },
        { id: 2, amount: 5_000, reason: "Fair play award" },
      ],
    };
    mockDashboard({
      "GET /api/teams/3/": fined,
      "GET /api/teams/3/budget/": budget,
      "GET /api/players/": page([player]),
    });
    renderApp("/view/1/teams/3");
    const adjustments = await screen.findByRole("list", { name: "Adjustments" });
    expect(adjustments).toHaveTextContent("Penalty −20,000 Points: Slow over-rate in three matches");
    expect(adjustments).toHaveTextContent("Bonus +5,000 Points: Fair play award");
    expect(screen.getByText("Spent").nextElementSibling).toHaveTextContent("25,000 Points");
    // 25,000 spent + 15,000 in adjustments + 60,000 left = the 1,00,000 purse.
    expect(screen.getByTestId("purse-sum")).toHaveTextContent(
      "Spent 25,000 Points + adjustments 15,000 Points + left 60,000 Points = purse 1,00,000 Points",
    );
  });
});
