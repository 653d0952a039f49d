// The audit page (docs/api.md "The log"; docs/product.md section 10): every entry with
// who, what, why and before → after (a second round's and a player edit's base prices included, and
// how a draw was asked for), its filters sent to the server, and the link of the log's CSV export.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { logEntry, page, player, sessionUser, team } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const rohit = { ...player, id: 12, name: "Rohit Das", status: 0, status_name: "Available", transaction_detail: null };
const asha = { id: 7, name: "Asha Rao" };
const none = { removed: [], added: [], block: null };
const log = [
  logEntry(
    4,
    "auction.re-auction",
    {
      ...none,
      players: [
        { id: 11, from: 2, to: 0 },
        { id: 12, from: 2, to: 0 },
      ],
      base_price_percent: 50,
      base_prices: [
        { id: 11, from: 1000, to: 500 },
        { id: 12, from: null, to: 5 },
      ],
    },
    { user: asha },
  ),
  logEntry(3, "player.update", { player: 11, fields: ["basePrice"], base_price: { from: 2000, to: 1000 } }, { user: asha }),
  logEntry(2, "auction.draw", { ...none, players: [{ id: 12, from: 0, to: 1 }], asked: { player: 12 } }, { user: asha }),
  logEntry(
    1,
    "auction.correction",
    {
      players: [],
      removed: [{ id: 1, player: 11, team: 3, price: 50000, created_at: "" }],
      added: [{ id: 2, player: 11, team: 3, price: 5000, created_at: "" }],
      block: null,
    },
    { user: asha, reason: "One zero too many" },
  ),
];

function renderAudit() {
  const api = mockDashboard({
    "GET /api/teams/all/": [team],
    "GET /api/players/": page([player, rohit]),
    "GET /api/auctions/log/": page(log),
  });
  return { ...api, ...renderApp("/dashboard/1/audit", { user: sessionUser }) };
}

const rowOf = async (text: string) => {
  const table = await screen.findByRole("table", { name: "Audit log" });
  return within((await within(table).findByRole("cell", { name: text })).closest("tr") as HTMLElement);
};

describe("the audit page", () => {
  it("shows a second round's base prices before → after beside each player's status", async () => {
    renderAudit();
    const row = await rowOf("Re-auction: 2 unsold players back to Available at 50% of their base price");
    expect(row.getByRole("cell", { name: "Asha Rao" })).toBeInTheDocument();
    expect(
      row.getByRole("cell", {
        name: "Virat Singh: Unsold → Available, base price 1,000 Points → 500 Points; Rohit Das: Unsold → Available, base price the event minimum → 5 Points",
      }),
    ).toBeInTheDocument();
  });

  it("shows a player edit's base price, a chosen draw, and a correction with its reason", async () => {
    renderAudit();
    const edit = await rowOf("Virat Singh: base price 2,000 Points → 1,000 Points");
    expect(edit.getByRole("cell", { name: "player.update" })).toBeInTheDocument();
    expect(await rowOf("Rohit Das drawn, chosen by name")).toBeTruthy();
    const fix = await rowOf("Corrected: Virat Singh sold to Chennai Chargers for 5,000 Points");
    expect(fix.getByRole("cell", { name: "One zero too many" })).toBeInTheDocument();
    expect(fix.getByRole("cell", { name: "Chennai Chargers 50,000 Points → Chennai Chargers 5,000 Points" })).toBeInTheDocument();
  });

  it("asks the server for a filtered log, and links the CSV export in the browser's time zone", async () => {
    const { calls, user } = renderAudit();
    await rowOf("Rohit Das drawn, chosen by name");
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/events/events/1/export/?what=log&format=csv&tz=${encodeURIComponent(zone)}`,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Team" }), String(team.id));
    await user.selectOptions(screen.getByRole("combobox", { name: "Player" }), "12");
    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "auction.draw");
    await waitFor(() => {
      const asked = calls
        .filter((c) => new URL(c.url).pathname === "/api/auctions/log/")
        .map((c) => Object.fromEntries(new URL(c.url).searchParams));
      expect(asked.at(-1)).toMatchObject({ team: "3", player: "12", action: "auction.draw", page: "1" });
    });
  });
});
