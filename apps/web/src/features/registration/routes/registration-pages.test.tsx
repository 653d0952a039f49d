// The registration pages (docs/product.md section 10 "Players register themselves"): the public form
// asks what the settings ask, sends them as multipart with the honeypot empty, shows a question's
// error under it, says when registration is closed; the queue approves by keyboard; the poster's
// "Download PNG" fetches the server's PNG with the token and saves it, or says why not.
import { DEFAULT_REGISTRATION_FIELDS, REG_TEXT, type RegistrationSettings } from "@sah/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ALERT_TEXT } from "../../../lib/api-errors.ts";
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

describe("the QR poster", () => {
  const posterUrl = "/api/events/events/1/registration/poster.png";

  it("downloads the server's PNG with the session's token and offers it under the server's name", async () => {
    const api = mockDashboard({
      "GET /api/events/events/1/registration/": settings(),
      [`GET ${posterUrl}`]: () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          status: 200,
          headers: { "content-type": "image/png", "content-disposition": 'attachment; filename="cup-poster.png"' },
        }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:poster";
    });
    URL.revokeObjectURL = vi.fn();
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute("href") ?? "" });
    });
    const { user } = renderApp("/dashboard/1/registrations/poster", { user: sessionUser });
    await user.click(await screen.findByRole("button", { name: "Download PNG" }));
    await waitFor(() => expect(saved).toEqual([{ name: "cup-poster.png", href: "blob:poster" }]));
    const call = api.calls.find((c) => new URL(c.url).pathname === posterUrl);
    expect(call?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(created[0]?.type).toBe("image/png");
    expect(screen.getByRole("button", { name: "Download PNG" })).toBeEnabled();
    click.mockRestore();
  });

  it("shows the error when the PNG cannot be made", async () => {
    mockDashboard({
      "GET /api/events/events/1/registration/": settings(),
      [`GET ${posterUrl}`]: reply(403, { detail: "You do not have permission to perform this action." }),
    });
    const { user } = renderApp("/dashboard/1/registrations/poster", { user: sessionUser });
    await user.click(await screen.findByRole("button", { name: "Download PNG" }));
    expect(await screen.findByText(ALERT_TEXT.forbidden)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PNG" })).toBeEnabled();
  });
});
