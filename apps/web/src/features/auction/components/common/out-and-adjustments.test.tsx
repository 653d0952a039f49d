// A team out of the bidding and a team's adjustments, on every screen that shows purses
// (docs/decisions/062-phones-adjustments-out.md): the console's purses and the live page's team summary
// (tables and phone cards) and the big screen's board say "Out: … left, minimum …" or "Full" in place
// of a max bid; the summary lists each adjustment with its reason and the sum that adds up, the board
// marks the team's Left and puts its adjustments in a footnote.
import { BUDGET_TEXT, type Team } from "@sah/domain";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../../../../app/providers.tsx";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { team } from "../../../../test/fixtures.ts";
import { TeamPurses } from "../console/team-purses.tsx";
import { TeamSummary } from "../live/team-summary.tsx";
import { ADJUSTED_MARK, ScreenBoard } from "../room/room.tsx";
import { ROOM_PALETTES } from "./room-look.ts";

const renderWithProviders = (ui: ReactNode) =>
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      {ui}
    </AppProviders>,
  );

const MIN = 1000;
/** 500 left after a fine of 74,500: its max bid (0) is below the minimum price. */
const fined: Team = {
  ...team,
  id: 5,
  name: "Fined Falcons",
  funds_remaining: 500,
  max_bid: 0,
  adjustments_total: -74_500,
  adjustments: [{ id: 1, amount: -74_500, reason: "Salary cap breach" }],
};
const full: Team = { ...team, id: 6, name: "Full House", players_count: 15, players_remaining: 0, max_bid: 0 };
const open: Team = { ...team, id: 7, name: "Open Owls" };
const teams = [fined, full, open];

afterEach(() => {
  window.__mediaWidth = undefined;
});

describe.each([
  ["a table", 1440],
  ["phone cards", 390],
])("as %s", (_how, width) => {
  it("the console's purses say Out and Full in place of a max bid", () => {
    window.__mediaWidth = width;
    renderWithProviders(<TeamPurses teams={teams} minPrice={MIN} />);
    const purses = screen.getByRole(width > 800 ? "table" : "list", { name: "Team purses" });
    const row = (name: string) =>
      within(purses)
        .getByText(name)
        .closest(width > 800 ? "tr" : "li") as HTMLElement;
    const amount = (n: number) => (width > 800 ? n.toLocaleString("en-IN") : `${n.toLocaleString("en-IN")} Points`);
    expect(row("Fined Falcons")).toHaveTextContent(BUDGET_TEXT.out(amount(500), amount(MIN)));
    expect(row("Full House")).toHaveTextContent(BUDGET_TEXT.full);
    expect(row("Open Owls")).toHaveTextContent(amount(open.max_bid));
    expect(row("Open Owls")).not.toHaveTextContent("Out:");
  });

  it("the live page's team summary says Out and Full, and lists each adjustment with its reason and the sum", () => {
    window.__mediaWidth = width;
    renderWithProviders(<TeamSummary teams={teams} filter="" onFilter={() => {}} minPrice={MIN} />);
    const summary = screen.getByRole(width > 800 ? "table" : "list", { name: "Team summary" });
    const row = (name: string) =>
      within(summary)
        .getByText(name)
        .closest(width > 800 ? "tr" : "li") as HTMLElement;
    expect(row("Fined Falcons")).toHaveTextContent(BUDGET_TEXT.out("500 Points", "1,000 Points"));
    expect(row("Full House")).toHaveTextContent(BUDGET_TEXT.full);
    const adjustments = within(row("Fined Falcons")).getByRole("list", { name: BUDGET_TEXT.adjustments });
    expect(adjustments).toHaveTextContent("Penalty −74,500 Points: Salary cap breach");
    // 1,00,000 purse: 24,500 spent + 74,500 in adjustments + 500 left.
    expect(within(row("Fined Falcons")).getByTestId("purse-sum")).toHaveTextContent(
      "Spent 25,000 Points + adjustments 74,500 Points + left 500 Points = purse 1,00,000 Points",
    );
    expect(within(row("Open Owls")).queryByTestId("purse-adjustments")).toBeNull();
  });
});

describe("the big screen's board", () => {
  it("marks a team out or full in the Max bid column, and footnotes the adjustments with their reasons", () => {
    render(<ScreenBoard teams={teams} highlight={null} palette={ROOM_PALETTES.dark} minPrice={MIN} />);
    const board = screen.getByRole("table");
    const row = (name: string) => within(board).getByText(name).closest("tr") as HTMLElement;
    expect(row("Fined Falcons")).toHaveTextContent(BUDGET_TEXT.out("500", "1,000"));
    expect(row("Fined Falcons")).toHaveTextContent(`500${ADJUSTED_MARK}`);
    expect(row("Full House")).toHaveTextContent(BUDGET_TEXT.full);
    expect(row("Open Owls")).toHaveTextContent("68,000");
    const footnote = screen.getByRole("list", { name: "Adjustments" });
    expect(footnote).toHaveTextContent(`${ADJUSTED_MARK} Fined Falcons: Penalty −74,500: Salary cap breach`);
    expect(within(footnote).getAllByRole("listitem")).toHaveLength(1);
  });
});
