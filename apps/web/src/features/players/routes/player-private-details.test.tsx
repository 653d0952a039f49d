// The private details on a player's page (docs/api.md "Players"): organisers see them in a section marked
// private; the public never does (and is never sent them).
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../test/api-mock.ts";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { player, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { PRIVATE_DETAILS_TITLE } from "../components/private-details.tsx";

const withPrivate = { ...player, email: "virat@example.com" };
const { "Contact Number": _phone, _secret, ...publicDetails } = player.details;
const asPublic = { ...player, email: undefined, details: publicDetails };

describe("player page: private details (docs/api.md 'Players')", () => {
  it("shows organisers the e-mail, Contact Number and _-keys in a section marked private", async () => {
    mockDashboard({ "GET /api/players/11/": withPrivate });
    renderApp("/dashboard/1/players/11", { user: sessionUser });
    const section = await screen.findByRole("region", { name: PRIVATE_DETAILS_TITLE });
    expect(within(section).getByText("virat@example.com")).toBeInTheDocument();
    expect(within(section).getByText("Contact Number")).toBeInTheDocument();
    expect(within(section).getByText("9999999999")).toBeInTheDocument();
    expect(within(section).getByText("_secret")).toBeInTheDocument();
    // Public details stay on the card, not in the private section.
    expect(within(section).queryByText("Right-handed")).not.toBeInTheDocument();
  });

  it("shows no private section without the event permission, even if private data were there", async () => {
    mockDashboard({ "GET /api/players/11/": withPrivate }, { permitted: false });
    renderApp("/view/1/players/11", { user: sessionUser });
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    await screen.findByText("Right-handed");
    expect(screen.queryByRole("region", { name: PRIVATE_DETAILS_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText("9999999999")).not.toBeInTheDocument();
  });

  it("shows the public no private section and asks no permission question", async () => {
    const { calls } = mockDashboard({
      "GET /api/players/11/": asPublic,
      "GET /api/events/events/1/check-permission/": reply(401, { detail: "Authentication credentials were not provided." }),
    });
    renderApp("/view/1/players/11");
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: PRIVATE_DETAILS_TITLE })).not.toBeInTheDocument();
    expect(calls.some((c) => new URL(c.url).pathname.endsWith("/check-permission/"))).toBe(false);
  });
});
