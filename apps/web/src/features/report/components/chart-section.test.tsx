// A report table's scrolling box (docs/decisions/066-report-and-exposure.md): on a phone a wide table
// scrolls sideways, so its box is a named region the keyboard reaches (scrollable-region-focusable),
// and "Show data" opens it under the chart.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChartSection, DataTableView } from "./chart-section.tsx";

const table = { columns: ["Team", "Spent"], rows: [["Chennai Chargers", "69,000 pts"]] } as const;

describe("DataTableView", () => {
  it("is a named region in the tab order holding the table", () => {
    render(<DataTableView table={table} caption="Spend per team" />);
    const region = screen.getByRole("region", { name: "Spend per team: figures" });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole("columnheader", { name: "Team" })).toBeTruthy();
  });
});

describe("ChartSection", () => {
  it("shows its figures' region behind Show data", () => {
    render(
      <ChartSection title="Top 10 buys" description="The highest prices." table={table}>
        <svg />
      </ChartSection>,
    );
    expect(screen.queryByRole("region", { name: "Top 10 buys: figures" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show data" }));
    expect(screen.getByRole("region", { name: "Top 10 buys: figures" }).tabIndex).toBe(0);
    expect(screen.getByRole("button", { name: "Hide data" }).getAttribute("aria-expanded")).toBe("true");
  });
});
