// The bidding settings in the event form (docs/api.md "Bidding by team owners"; docs/product.md
// section 10): the mode, the ladder of bid steps, the clock's seconds and auto-sell; each cell's error
// in its cell, the server's under its field.
import { BID_MSG, BIDDING_LIMITS } from "@sah/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, sentForm } from "../../../test/dashboard.tsx";
import { event, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { ladderSentence } from "../components/bidding-editor.tsx";

async function openEdit(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "PATCH /api/events/events/1/": event, ...overrides });
  const app = renderApp("/dashboard/1/settings/edit", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Auction Details" });
  return { ...api, ...app };
}
const rung = (name: string) => screen.getByRole("group", { name });
const cell = (group: string, name: "Below" | "Add") => within(rung(group)).getByRole("spinbutton", { name });
const fill = (group: string, name: "Below" | "Add", value: string) => fireEvent.change(cell(group, name), { target: { value } });
const number = (name: string) => screen.getByRole("spinbutton", { name });
const save = () => screen.getByRole("button", { name: "Save Auction Details" });
const patched = (fetchMock: Parameters<typeof sentForm>[0]) => formEntries(sentForm(fetchMock, "PATCH", "/api/events/events/1/"));

describe("bidding settings in the event form", () => {
  it("shows the event's settings: auctioneer mode, its ladder as rows, the seconds and auto-sell", async () => {
    await openEdit();
    expect(screen.getByRole("switch", { name: "Team owners bid from their phones" })).not.toBeChecked();
    expect(cell("Step 1", "Below")).toHaveValue(10_000);
    expect(cell("Step 1", "Add")).toHaveValue(500);
    expect(cell("Step 2", "Below")).toHaveValue(50_000);
    expect(cell("Step 2", "Add")).toHaveValue(1_000);
    expect(cell("Then", "Add")).toHaveValue(2_500);
    expect(within(rung("Then")).queryByRole("spinbutton", { name: "Below" })).not.toBeInTheDocument();
    expect(screen.getByText(/Each bid adds \+500 below 10,000, \+1,000 below 50,000, then \+2,500\./)).toBeInTheDocument();
    expect(number("Seconds for the first bid")).toHaveValue(30);
    expect(number("Seconds after each bid")).toHaveValue(15);
    expect(screen.getByRole("checkbox", { name: /Sell to the highest bid when the clock runs out/ })).toBeChecked();
  });

  it("turns owners' bidding on, adds a step before the last and sends only what changed, the ladder as JSON", async () => {
    const { user, fetchMock, router } = await openEdit();
    await user.click(screen.getByRole("switch", { name: "Team owners bid from their phones" }));
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    // The new rung is the third; the open "then" rung stays last.
    fill("Step 3", "Below", "100000");
    fill("Step 3", "Add", "2500");
    fill("Then", "Add", "5000");
    fireEvent.change(number("Seconds after each bid"), { target: { value: "8" } });
    await user.click(screen.getByRole("checkbox", { name: /Sell to the highest bid/ }));
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/detail"));
    const sent = patched(fetchMock);
    expect({ ...sent, bid_steps: JSON.parse(String(sent.bid_steps)) }).toEqual({
      bidding: "owners",
      bid_steps: [
        { below: 10_000, step: 500 },
        { below: 50_000, step: 1_000 },
        { below: 100_000, step: 2_500 },
        { below: null, step: 5_000 },
      ],
      bid_seconds: "8",
      auto_sell: "false",
    });
  });

  it("removes a step: the ladder sent has the rest", async () => {
    const { user, fetchMock } = await openEdit();
    await user.click(screen.getByRole("button", { name: "Remove step 1" }));
    expect(cell("Step 1", "Below")).toHaveValue(50_000);
    await user.click(save());
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/events/events/1/")).not.toThrow());
    expect(JSON.parse(String(patched(fetchMock).bid_steps))).toEqual([
      { below: 50_000, step: 1_000 },
      { below: null, step: 2_500 },
    ]);
  });

  it("shows each error in its cell and sends nothing: a blank bound, a bound not above the one before, a step of 0, seconds out of range", async () => {
    const { user, fetchMock } = await openEdit();
    fill("Step 1", "Below", "");
    fill("Step 2", "Add", "0");
    fireEvent.change(number("Seconds for the first bid"), { target: { value: String(BIDDING_LIMITS.secondsMax + 1) } });
    await user.click(save());
    expect(await screen.findByText(BID_MSG.belowAmount)).toBeInTheDocument();
    expect(cell("Step 1", "Below")).toHaveAccessibleDescription(BID_MSG.belowAmount);
    expect(cell("Step 2", "Add")).toHaveAccessibleDescription(BID_MSG.stepPositive);
    expect(number("Seconds for the first bid")).toHaveAccessibleDescription(BID_MSG.secondsRange);
    // The cells fixed but the bounds out of order: the second rung's bound is at fault.
    fill("Step 1", "Below", "60000");
    fill("Step 2", "Add", "1000");
    fireEvent.change(number("Seconds for the first bid"), { target: { value: "30" } });
    await user.click(save());
    await waitFor(() => expect(cell("Step 2", "Below")).toHaveAccessibleDescription(BID_MSG.stepsAscending));
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PATCH")).toBe(false);
  });

  it("shows the server's refusals under their fields: the ladder under the table, the seconds under theirs", async () => {
    const { user } = await openEdit({
      "PATCH /api/events/events/1/": reply(400, { bid_steps: [BID_MSG.stepsTooMany], bid_seconds: [BID_MSG.secondsRange] }),
    });
    fill("Then", "Add", "3000");
    fireEvent.change(number("Seconds after each bid"), { target: { value: "20" } });
    await user.click(save());
    expect(await screen.findByText(BID_MSG.stepsTooMany)).toBeInTheDocument();
    expect(number("Seconds after each bid")).toHaveAccessibleDescription(BID_MSG.secondsRange);
  });
});

describe("ladderSentence", () => {
  it.each([
    [[{ below: null, step: 100 }], "Each bid adds +100."],
    [
      [
        { below: 1_000, step: 50 },
        { below: null, step: 100 },
      ],
      "Each bid adds +50 below 1,000, then +100.",
    ],
    [[{ below: "", step: 50 } as const, { below: null, step: 100 }], null],
    [[{ below: null, step: "" } as const], null],
  ])("%j → %s", (rows, sentence) => {
    expect(ladderSentence(rows)).toBe(sentence);
  });
});
