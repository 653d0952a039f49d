import { MSG, RULE_TEXT } from "@sah/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_PERMISSION_TEXT } from "../../../components/permission-guard.tsx";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, sentForm } from "../../../test/dashboard.tsx";
import { event, page, sessionUser } from "../../../test/fixtures.ts";
import { fill, renderApp } from "../../../test/render.tsx";
import { STAFF_ONLY_TEXT } from "./event-create-page.tsx";

const staffUser = { ...sessionUser, is_staff: true };

async function openCreate(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard(
    {
      "POST /api/events/events/": reply(201, { ...event, id: 2, name: "Summer Cup" }),
      "GET /api/events/events/for-you/": page([event]),
      ...overrides,
    },
    { staff: true },
  );
  const app = renderApp("/events/create", { user: staffUser });
  await screen.findByRole("heading", { name: "Create Event" });
  return { ...api, ...app };
}

async function openEdit(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "PATCH /api/events/events/1/": { ...event, location: "Mysuru" }, ...overrides });
  const app = renderApp("/dashboard/1/settings/edit", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Auction Details" });
  return { ...api, ...app };
}

const text = (name: string) => screen.getByRole("textbox", { name });
const number = (name: string) => screen.getByRole("spinbutton", { name });
const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("event form: validation (docs/product.md section 5 'Event')", () => {
  it("on submit, every required field says so in the spec's words", async () => {
    const { user, calls } = await openCreate();
    await user.click(text("Name"));
    await user.tab();
    expect(screen.queryByText(MSG.nameRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    for (const message of [
      MSG.dateRequired,
      MSG.locationRequired,
      MSG.maxPlayersRequired,
      MSG.fundsPerTeamRequired,
      MSG.fundsUnitRequired,
      MSG.typeRequired,
      MSG.startTimeRequired,
      MSG.endTimeRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    // min_players and min_player_price share one text in the spec ("Minimum players is required").
    expect(number("Min. players per team")).toHaveAccessibleDescription(MSG.minPlayersRequired);
    expect(number("Min. price per player")).toHaveAccessibleDescription(MSG.minPlayerPriceRequired);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("refuses fewer maximum than minimum players", async () => {
    const { user } = await openCreate();
    await user.type(number("Min. players per team"), "11");
    await user.type(number("Max. players per team"), "9");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    // The cross-field rule runs once the fields themselves are valid.
    await fill(user, text("Name"), "Summer Cup");
    await fill(user, text("Location"), "Mysuru");
    set(/^Date/, "2026-05-01");
    set(/^Start time/, "18:00");
    set(/^End time/, "22:00");
    await fill(user, number("Funds per team"), "100000");
    await fill(user, text("Funds unit"), "Points");
    await fill(user, number("Min. price per player"), "500");
    await user.click(screen.getByRole("combobox", { name: /^Type/ }));
    await user.click(await screen.findByRole("option", { name: "Cricket" }));
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText(MSG.maxBelowMin)).toBeInTheDocument();
  });
});

describe("event form: settings no team can meet (docs/decisions/053-base-price-floor.md)", () => {
  it("funds below the minimum squad at the minimum price, and an end before the start: errors that say why, nothing sent", async () => {
    const { user, calls } = await openEdit();
    await user.clear(number("Min. price per player"));
    // 11 players at 10,000 need 1,10,000 of the 1,00,000 per team.
    await fill(user, number("Min. price per player"), "10000");
    set(/^End time/, "17:00");
    await user.click(screen.getByRole("button", { name: "Save Auction Details" }));
    const funds = RULE_TEXT.fundsBelowSquad(11, 10_000, "Points");
    expect(await screen.findByText(funds)).toBeInTheDocument();
    expect(number("Funds per team")).toHaveAccessibleDescription(funds);
    expect(screen.getByLabelText(/^End time/)).toHaveAccessibleDescription(RULE_TEXT.endBeforeStart("18:00"));
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });
});

describe("event create (/events/create, staff only)", () => {
  it("sends every field as multipart, owners as repeated keys, then goes to /events", async () => {
    const { user, fetchMock, router } = await openCreate();
    await user.type(text("Name"), "Summer Cup");
    await user.click(screen.getByRole("combobox", { name: /^Type/ }));
    await user.click(await screen.findByRole("option", { name: "Football" }));
    await fill(user, text("Location"), "Mysuru");
    set(/^Date/, "2026-05-01");
    set(/^Start time/, "18:00");
    set(/^End time/, "22:30");
    await fill(user, number("Funds per team"), "100000");
    await fill(user, text("Funds unit"), "Points");
    await fill(user, number("Min. price per player"), "500");
    await fill(user, number("Min. players per team"), "11");
    await fill(user, number("Max. players per team"), "15");
    await user.click(screen.getByRole("combobox", { name: "Owners" }));
    await user.click(await screen.findByRole("option", { name: "ravi@example.com" }));
    await user.click(screen.getByRole("combobox", { name: "Owners" }));
    await user.click(await screen.findByRole("option", { name: "asha@example.com" }));
    await user.upload(screen.getByLabelText("Event logo"), new File(["png"], "cup.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Create Event" }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/events/));
    const { logo, ...rest } = formEntries(sentForm(fetchMock, "POST", "/api/events/events/"));
    expect(rest).toEqual({
      name: "Summer Cup",
      type: "2",
      location: "Mysuru",
      date: "2026-05-01",
      start_time: "18:00",
      end_time: "22:30",
      funds_per_team: "100000",
      funds_unit: "Points",
      min_player_price: "500",
      min_players: "11",
      max_players: "15",
      owners: ["2", "7"],
      // The bidding settings' defaults (docs/api.md "Bidding by team owners"), sent as they stand: the
      // ladder fitted to the purse of 100,000 and the minimum of 500 (domain defaultBidSteps).
      bidding: "auctioneer",
      bid_steps: JSON.stringify([
        { below: 2_000, step: 100 },
        { below: null, step: 200 },
      ]),
      first_bid_seconds: "30",
      bid_seconds: "15",
      auto_sell: "true",
      amount_style: "full",
      rtm_cards: "0",
      rtm_seconds: "15",
    });
    expect((logo as File).name).toBe("cup.png");
  });

  it("tells a user who is not staff that only admins create events, and shows no form", async () => {
    mockDashboard({}, { staff: false });
    renderApp("/events/create", { user: sessionUser });
    expect(await screen.findByText(STAFF_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("is guarded: logged out, it goes to login", async () => {
    mockDashboard();
    const { router } = renderApp("/events/create");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
  });
});

describe("event create: the bid ladder fitted to the purse (docs/decisions/059-many-sets.md)", () => {
  const then = () => within(screen.getByRole("group", { name: "Then" })).getByRole("spinbutton", { name: "Add" });

  it("follows the purse and the minimum price as they are typed, until a rung is edited", async () => {
    await openCreate();
    fireEvent.change(number("Funds per team"), { target: { value: "1200000000" } });
    fireEvent.change(number("Min. price per player"), { target: { value: "3000000" } });
    expect(await screen.findByText(/Each bid adds \+5,00,000 below 1,00,00,000, .*then \+25,00,000\./)).toBeInTheDocument();
    fireEvent.change(then(), { target: { value: "3000000" } });
    fireEvent.change(number("Funds per team"), { target: { value: "100000" } });
    await waitFor(() => expect(number("Funds per team")).toHaveValue(100000));
    expect(then()).toHaveValue(3_000_000);
  });
});

describe("event edit (dashboard settings)", () => {
  it("starts from the event and sends only the changed fields, then shows the details", async () => {
    const { user, fetchMock, router } = await openEdit();
    expect(text("Name")).toHaveValue(event.name);
    expect(number("Funds per team")).toHaveValue(event.funds_per_team);
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^Type/ })).toHaveTextContent("Cricket"));
    // The saved owner shows by name (owners_details), though an owner who is not staff cannot list users.
    expect(await screen.findByRole("button", { name: "Admin" })).toBeInTheDocument();
    await user.clear(text("Location"));
    await fill(user, text("Location"), "Mysuru");
    await user.clear(number("Max. players per team"));
    await user.type(number("Max. players per team"), "16");
    await user.click(screen.getByRole("button", { name: "Save Auction Details" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/detail"));
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/events/events/1/"))).toEqual({
      location: "Mysuru",
      max_players: "16",
    });
  });

  it("removing every owner sends one empty owners value (an empty list)", async () => {
    const { user, fetchMock } = await openEdit();
    const chip = await screen.findByRole("button", { name: "Admin" });
    await user.click(within(chip).getByTestId("CancelIcon"));
    await user.click(screen.getByRole("button", { name: "Save Auction Details" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/events/events/1/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/events/events/1/"))).toEqual({ owners: "" });
  });

  it("a server error for a field shows under it; one without a field in the panel", async () => {
    const { user } = await openEdit({
      "PATCH /api/events/events/1/": reply(400, { max_players: [MSG.maxBelowMin], detail: "Some teams hold more players." }),
    });
    await user.clear(number("Max. players per team"));
    await user.type(number("Max. players per team"), "12");
    await user.click(screen.getByRole("button", { name: "Save Auction Details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Some teams hold more players.");
    expect(number("Max. players per team")).toHaveAccessibleDescription(MSG.maxBelowMin);
  });

  it("shows the notice instead of the form without permission", async () => {
    mockDashboard({}, { permitted: false });
    renderApp("/dashboard/1/settings/edit", { user: sessionUser });
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});

describe("settings landing (docs/product.md section 2)", () => {
  it("has Edit Auction Details (./edit) and Sponsors List (./sponsors)", async () => {
    mockDashboard();
    renderApp("/dashboard/1/settings", { user: sessionUser });
    const edit = await screen.findByRole("link", { name: /Edit Auction Details/ });
    expect(edit).toHaveAttribute("href", "/dashboard/1/settings/edit");
    expect(screen.getByRole("link", { name: /Sponsors List/ })).toHaveAttribute("href", "/dashboard/1/settings/sponsors");
  });

  it("hides Edit Auction Details without permission", async () => {
    mockDashboard({}, { permitted: false });
    renderApp("/dashboard/1/settings", { user: sessionUser });
    await screen.findByRole("link", { name: /Sponsors List/ });
    await waitFor(() => expect(screen.queryByRole("link", { name: /Edit Auction Details/ })).not.toBeInTheDocument());
  });
});
