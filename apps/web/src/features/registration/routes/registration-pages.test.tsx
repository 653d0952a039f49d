// The registration pages (docs/product.md section 10 "Players register themselves"): the public form
// asks what the settings ask, sends them as multipart with the honeypot empty, shows a question's
// error under it, says when registration is closed; the queue approves by keyboard.
import { DEFAULT_REGISTRATION_FIELDS, REG_TEXT, type RegistrationSettings } from "@sah/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, sentForm } from "../../../test/dashboard.tsx";
import { sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const settings = (over: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  event: 1,
  open: true,
  enabled: true,
  closed_reason: null,
  closes_at: null,
  note: "Fee 200 at the ground",
  cap: null,
  fields: { ...DEFAULT_REGISTRATION_FIELDS, photo: "off", skills: "off" },
  questions: [{ label: "Batting hand", kind: "text", options: [], required: true }],
  ...over,
});

describe("the public registration form", () => {
  it("sends the fields and answers as multipart with the honeypot empty; a question's error shows under it", async () => {
    const api = mockDashboard({
      "GET /api/events/events/1/registration/": settings(),
      "POST /api/players/registrations/": reply(400, { "answers.0": [REG_TEXT.required] }),
    });
    const { user } = renderApp("/view/1/register");
    expect(await screen.findByText("Fee 200 at the ground")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Ravi Kumar");
    await user.type(screen.getByRole("textbox", { name: /^Phone/ }), "98450 11111");
    await user.click(screen.getByRole("button", { name: "Send registration" }));
    expect(await screen.findByText(REG_TEXT.required)).toBeInTheDocument();
    const sent = formEntries(sentForm(api.fetchMock, "POST", "/api/players/registrations/"));
    expect(sent).toMatchObject({ name: "Ravi Kumar", phone: "98450 11111", website: "", answers: JSON.stringify({}) });
    expect(screen.getByRole("textbox", { name: /^Batting hand/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("says when registration is closed and shows no form", async () => {
    mockDashboard({ "GET /api/events/events/1/registration/": settings({ open: false, closed_reason: "full" }) });
    renderApp("/view/1/register");
    expect(await screen.findByText(REG_TEXT.full)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send registration" })).not.toBeInTheDocument();
  });
});

describe("the organiser's queue", () => {
  it("approves the current registration with A", async () => {
    const row = {
      id: 5,
      event: 1,
      state: "pending",
      name: "Meera",
      date_of_birth: null,
      phone: "900",
      email: null,
      skills: [],
      answers: { "Batting hand": "Left" },
      photo: null,
      flags: ["duplicate_phone"],
      player: null,
      decided_at: null,
      reason: null,
      created_at: "2026-11-27T10:00:00Z",
    };
    const api = mockDashboard({
      "GET /api/players/registrations/": { count: 1, next: null, previous: null, results: [row] },
      "POST /api/players/registrations/5/approve/": reply(201, {}),
    });
    const { user } = renderApp("/dashboard/1/registrations", { user: sessionUser });
    expect(await screen.findByText("Same phone as another player or registration")).toBeInTheDocument();
    (await screen.findByTestId("registration-queue")).focus();
    await user.keyboard("a");
    await waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([req]) => String((req as Request).url ?? req).includes("/registrations/5/approve/")),
      ).toBe(true),
    );
    expect(await screen.findByText("Meera approved.")).toBeInTheDocument();
  });
});
