// The squad rules' editor in Edit Auction Details (docs/api.md "Squad quotas"; decision 044).
import { QUOTA_MSG, quotaRowMessage } from "@sah/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, sentForm } from "../../../test/dashboard.tsx";
import { event, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const saved = { ...event, quotas: [{ kind: "grade" as const, id: 10, min: null, max: 2 }] };

async function openEdit(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "GET /api/events/events/1/": saved, "PATCH /api/events/events/1/": saved, ...overrides });
  const app = renderApp("/dashboard/1/settings/edit", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Auction Details" });
  return { ...api, ...app };
}
const rule = (n: number) => screen.getByRole("group", { name: `Rule ${n}` });
const cell = (n: number, name: "Min" | "Max") => within(rule(n)).getByRole("spinbutton", { name });
const fill = (n: number, name: "Min" | "Max", value: string) => fireEvent.change(cell(n, name), { target: { value } });
const save = () => screen.getByRole("button", { name: "Save Auction Details" });

describe("squad rules editor", () => {
  it("shows the saved rules and sends the edited list as one JSON field", { timeout: 60_000 }, async () => {
    const { user, fetchMock, router } = await openEdit();
    await waitFor(() => expect(within(rule(1)).getByRole("combobox", { name: /^Grade/ })).toHaveTextContent("A+"));
    expect(within(rule(1)).getByRole("spinbutton", { name: "Max" })).toHaveValue(2);
    await user.click(screen.getByRole("button", { name: "Add a rule" }));
    await user.click(within(rule(2)).getByRole("combobox", { name: /^Kind/ }));
    await user.click(await screen.findByRole("option", { name: "Skill" }));
    await user.click(within(rule(2)).getByRole("combobox", { name: /^Skill/ }));
    await user.click(await screen.findByRole("option", { name: "Wicket-keeper" }));
    fill(2, "Min", "1");
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/detail"));
    const sent = formEntries(sentForm(fetchMock, "PATCH", "/api/events/events/1/"));
    expect(JSON.parse(String(sent.quotas))).toEqual([
      { kind: "grade", id: 10, min: null, max: 2 },
      { kind: "skill", id: 2, min: 1, max: null },
    ]);
  });

  it("removing the last rule sends an empty list", async () => {
    const { user, fetchMock } = await openEdit();
    await user.click(await screen.findByRole("button", { name: "Remove rule 1" }));
    await user.click(save());
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/events/events/1/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/events/events/1/"))).toEqual({ quotas: "" });
  });

  it("shows each cell's error and sends nothing: min above max, above the squad, a duplicate, nothing chosen", {
    timeout: 60_000,
  }, async () => {
    const { user, fetchMock } = await openEdit();
    await screen.findByRole("group", { name: "Rule 1" });
    fill(1, "Min", "3");
    await user.click(screen.getByRole("button", { name: "Add a rule" }));
    fill(2, "Max", "1");
    await user.click(save());
    expect(await within(rule(1)).findByText(quotaRowMessage(0, QUOTA_MSG.minAboveMax))).toBeInTheDocument();
    expect(within(rule(2)).getByText(quotaRowMessage(1, QUOTA_MSG.unknownGrade))).toBeInTheDocument();
    // Rule 1 fixed, rule 2 names A+ again: a duplicate.
    fill(1, "Min", "");
    await user.click(within(rule(2)).getByRole("combobox", { name: /^Grade/ }));
    await user.click(await screen.findByRole("option", { name: "A+" }));
    await user.click(save());
    expect(await within(rule(2)).findByText(quotaRowMessage(1, QUOTA_MSG.duplicate))).toBeInTheDocument();
    // One rule left, its minimum above the event's 15 players (checked once the rules themselves are valid).
    await user.click(screen.getByRole("button", { name: "Remove rule 2" }));
    fill(1, "Min", "16");
    fill(1, "Max", "");
    await user.click(save());
    expect(await within(rule(1)).findByText(quotaRowMessage(0, QUOTA_MSG.minAboveSquad(15)))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PATCH")).toBe(false);
  });

  it("shows the server's refusal under the table", async () => {
    const refusal = quotaRowMessage(0, QUOTA_MSG.unknownSkill);
    const { user } = await openEdit({ "PATCH /api/events/events/1/": reply(400, { quotas: [refusal] }) });
    await screen.findByRole("group", { name: "Rule 1" });
    fill(1, "Max", "3");
    await user.click(save());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
