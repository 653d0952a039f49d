// A team's figures have one name on every screen (components/team-figures.ts): the console's purses,
// the live page's team summary and the team page say "Open slots", as the max bid's sentence does.
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../../app/providers.tsx";
import { TEAM_FIGURE, TEAM_TABLE_FIGURES } from "../../../../components/team-figures.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { team } from "../../../../test/fixtures.ts";
import { TeamStats } from "../../../teams/components/team-stats.tsx";
import { TeamPurses } from "../console/team-purses.tsx";
import { TeamSummary } from "../live/team-summary.tsx";

const renderWithProviders = (ui: ReactNode) =>
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      {ui}
    </AppProviders>,
  );

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((h) => h.textContent);

describe("a team's figures", () => {
  it("the purses and the team summary head their tables alike", () => {
    window.__mediaWidth = 1440;
    renderWithProviders(
      <>
        <TeamPurses teams={[team]} />
        <TeamSummary teams={[team]} filter="" onFilter={() => {}} />
      </>,
    );
    expect(headers(screen.getByRole("table", { name: "Team purses" }))).toEqual(["Team", ...TEAM_TABLE_FIGURES]);
    expect(headers(screen.getByRole("table", { name: "Team summary" }))).toEqual(["Team", ...TEAM_TABLE_FIGURES]);
  });

  it("the team page names its open slots as the tables do", () => {
    renderWithProviders(<TeamStats team={team} />);
    expect(screen.getByText(TEAM_FIGURE.openSlots).nextElementSibling).toHaveTextContent(String(team.players_remaining));
  });
});
