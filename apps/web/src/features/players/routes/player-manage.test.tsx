import { MSG, RULE_TEXT } from "@sah/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NO_PERMISSION_TEXT } from "../../../components/permission-guard.tsx";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, renderAlone, sentForm, sentQuery } from "../../../test/dashboard.tsx";
import { player, sessionUser } from "../../../test/fixtures.ts";
import { fill, renderApp } from "../../../test/render.tsx";
import { NEW_PLAYER, PlayerForm } from "../components/player-form.tsx";

const created = { ...player, id: 12, name: "Rohit Verma" };

async function openCreate(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "POST /api/players/": reply(201, created), ...overrides });
  const app = renderApp("/dashboard/1/players/create", { user: sessionUser });
  await screen.findByRole("heading", { name: "Add Player" });
  return { ...api, ...app };
}

async function openEdit(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "PATCH /api/players/11/": { ...player, name: "Virat S." }, ...overrides });
  const app = renderApp("/dashboard/1/players/11/edit", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Virat Singh" });
  return { ...api, ...app };
}

const submit = () => screen.getByRole("button", { name: "Add Player" });
const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
/** A detail row's name: an autocomplete that suggests "Contact Number". */
const keyField = (row: number) => screen.getByRole("combobox", { name: `Detail ${row} name` });

describe("player form: validation (docs/product.md section 5 'Player')", () => {
  it("says nothing before submit, even after typing and leaving a field", async () => {
    const { user } = await openCreate();
    await user.type(field("Email (optional)"), "not-an-email");
    await user.click(field("Name"));
    await user.tab();
    expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.nameRequired)).not.toBeInTheDocument();
  });

  it("on submit: Name is required, Date is required, Enter a valid Email ID", async () => {
    const { user, calls } = await openCreate();
    await fill(user, field("Email (optional)"), "not-an-email");
    await user.click(submit());
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    expect(field("Name")).toHaveAccessibleDescription(MSG.nameRequired);
    expect(screen.getByText(MSG.dateRequired)).toBeInTheDocument();
    expect(field("Email (optional)")).toHaveAccessibleDescription(MSG.emailInvalid);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a name of more than 200 characters is refused", async () => {
    const { user } = await openCreate();
    fireEvent.change(field("Name"), { target: { value: "x".repeat(201) } });
    await user.click(submit());
    expect(await screen.findByText(MSG.nameTooLong)).toBeInTheDocument();
  });

  it("details: a value without a name and a name listed twice are errors under the row's name", async () => {
    const { user, calls } = await openCreate();
    fireEvent.change(field("Name"), { target: { value: "Rohit Verma" } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Add detail" }));
    fireEvent.change(field("Detail 1 value"), { target: { value: "Pune" } });
    fireEvent.change(keyField(2), { target: { value: "Town" } });
    fireEvent.change(keyField(3), { target: { value: " Town " } });
    await user.click(submit());
    expect(await screen.findByText(MSG.detailKeyRequired)).toBeInTheDocument();
    expect(keyField(1)).toHaveAccessibleDescription(MSG.detailKeyRequired);
    expect(keyField(3)).toHaveAccessibleDescription(MSG.detailKeyDuplicate);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a base price below the event's minimum is refused under the field, with the minimum (decision 053)", async () => {
    const { user, calls } = await openCreate();
    fireEvent.change(field("Name"), { target: { value: "Rohit Verma" } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    // The event fixture's minimum is 1,000 Points.
    await waitFor(() => expect(field("Base price")).toHaveAccessibleDescription(/at least 1,000 Points/));
    await user.type(field("Base price"), "999");
    await user.click(submit());
    const text = RULE_TEXT.basePriceBelowMin(1000, "Points");
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field("Base price")).toHaveAccessibleDescription(text);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("Grade is required (a player without a grade code)", async () => {
    const onSave = vi.fn();
    mockDashboard();
    const { user } = renderAlone(
      <PlayerForm
        eventId={1}
        mode="create"
        defaultValues={{ ...NEW_PLAYER, name: "A", date_of_birth: "2000-01-01", grade: "" }}
        onSave={onSave}
        onDone={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Add Player" }));
    expect(await screen.findByText(MSG.gradeRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("starts with the spec's defaults: grade NA (1000), no skills, no details", async () => {
    await openCreate();
    expect(screen.getByRole("combobox", { name: /^Grade/ })).toHaveTextContent("NA");
    expect(screen.queryByRole("textbox", { name: /^Detail \d/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add detail" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Batter/ })).not.toBeInTheDocument();
  });

  it("offers the spec's grade codes in the auction's order", async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole("combobox", { name: /^Grade/ }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "A+",
      "A",
      "A-",
      "B+",
      "B",
      "B-",
      "C+",
      "C",
      "C-",
      "D+",
      "D",
      "D-",
      "E+",
      "E",
      "E-",
      "F+",
      "F",
      "F-",
      "NA",
    ]);
  });
});

describe("player form: what it sends (docs/product.md sections 5 and 7)", () => {
  it("create sends every field as multipart, skills as repeated keys, then goes back to the list", async () => {
    const { user, fetchMock, router } = await openCreate();
    await user.type(field("Name"), "  Rohit Verma ");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    await user.click(screen.getByRole("combobox", { name: /^Grade/ }));
    await user.click(await screen.findByRole("option", { name: "A+" }));
    await user.click(screen.getByRole("combobox", { name: "Skills" }));
    await user.click(await screen.findByRole("option", { name: "Batter" }));
    await user.click(screen.getByRole("combobox", { name: "Skills" }));
    await user.click(await screen.findByRole("option", { name: "Bowler" }));
    await fill(user, field("Email (optional)"), "rohit@example.com");
    await fill(user, field("Base price"), "5000");
    // Rows: add three, remove the middle one; the suggestion fills in the private Contact Number.
    await user.click(screen.getByRole("button", { name: "Add detail" }));
    fireEvent.change(keyField(1), { target: { value: "Town" } });
    fireEvent.change(field("Detail 1 value"), { target: { value: "Pune" } });
    await user.click(screen.getByRole("button", { name: "Add detail" }));
    fireEvent.change(keyField(2), { target: { value: "Nickname" } });
    await user.click(screen.getByRole("button", { name: "Add detail" }));
    fireEvent.change(keyField(3), { target: { value: "Cont" } });
    await user.click(await screen.findByRole("option", { name: "Contact Number" }));
    expect(keyField(3)).toHaveValue("Contact Number");
    expect(screen.getByText("Private")).toBeInTheDocument();
    fireEvent.change(field("Detail 3 value"), { target: { value: "98450 12345" } });
    await user.click(screen.getByRole("button", { name: "Remove detail 2" }));
    expect(keyField(2)).toHaveValue("Contact Number");
    const image = new File(["png-bytes"], "rohit.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Player image"), image);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players"));
    const body = sentForm(fetchMock, "POST", "/api/players/");
    expect(sentQuery(fetchMock, "POST", "/api/players/").get("event_id")).toBe("1");
    expect(body.getAll("skills")).toEqual(["1", "3"]);
    const { image: sentImage, ...rest } = formEntries(body);
    expect(rest).toEqual({
      base_price: "5000",
      set: "",
      name: "Rohit Verma",
      date_of_birth: "1999-04-30",
      grade: "10",
      skills: ["1", "3"],
      email: "rohit@example.com",
      ref: "",
      previous_team: "",
      details: '{"Town":"Pune","Contact Number":"98450 12345"}',
    });
    expect(sentImage).toBeInstanceOf(File);
    expect((sentImage as File).name).toBe("rohit.png");
  });

  it("create with the defaults sends grade 1000, no base price, an empty skills list, empty email and {} details", async () => {
    const { user, fetchMock } = await openCreate();
    await fill(user, field("Name"), "New Comer");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "2001-01-02" } });
    await user.click(submit());
    await waitFor(() => expect(() => sentForm(fetchMock, "POST", "/api/players/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "POST", "/api/players/"))).toEqual({
      name: "New Comer",
      date_of_birth: "2001-01-02",
      grade: "1000",
      base_price: "",
      set: "",
      skills: "",
      email: "",
      ref: "",
      previous_team: "",
      details: "{}",
    });
  });

  it("edit of a player imported without a date of birth saves without making one up", async () => {
    const { user, fetchMock } = await openEdit({ "GET /api/players/11/": { ...player, date_of_birth: null } });
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue("");
    await user.clear(field("Name"));
    await fill(user, field("Name"), "Virat S.");
    await user.click(screen.getByRole("button", { name: "Save Player" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/players/11/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/players/11/"))).toEqual({ name: "Virat S." });
    expect(screen.queryByText(MSG.dateRequired)).not.toBeInTheDocument();
  });

  it("edit sends only the changed fields and goes back to the player", async () => {
    const { user, fetchMock, router } = await openEdit();
    expect(field("Name")).toHaveValue("Virat Singh");
    expect(field("Email (optional)")).toHaveValue("virat@example.com");
    await user.clear(field("Name"));
    await fill(user, field("Name"), "Virat S.");
    await user.click(screen.getByRole("button", { name: "Save Player" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/players/11/"))).toEqual({ name: "Virat S." });
    expect(sentQuery(fetchMock, "PATCH", "/api/players/11/").get("event_id")).toBe("1");
  });

  it("edit shows the details as rows and sends the whole new details object when one is removed", async () => {
    const { user, fetchMock } = await openEdit();
    // The fixture's details, in order: Batting style, Contact Number, _secret, Team.
    expect(keyField(1)).toHaveValue("Batting style");
    expect(field("Detail 1 value")).toHaveValue("Right-handed");
    expect(keyField(2)).toHaveValue("Contact Number");
    await user.click(screen.getByRole("button", { name: "Remove detail 4" }));
    await user.click(screen.getByRole("button", { name: "Save Player" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/players/11/")).not.toThrow());
    const sent = formEntries(sentForm(fetchMock, "PATCH", "/api/players/11/"));
    expect(Object.keys(sent)).toEqual(["details"]);
    expect(JSON.parse(sent.details as string)).toEqual({
      "Batting style": "Right-handed",
      "Contact Number": "9999999999",
      _secret: "x",
    });
  });

  it("edit of the skills sends the whole new list, and nothing else", async () => {
    const { user, fetchMock } = await openEdit();
    const chip = await screen.findByRole("button", { name: "Wicket-keeper" });
    await user.click(within(chip).getByTestId("CancelIcon"));
    await user.click(screen.getByRole("button", { name: "Save Player" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/players/11/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/players/11/"))).toEqual({ skills: "1" });
  });

  it("edit with nothing changed sends nothing and goes back", async () => {
    const { user, calls, router } = await openEdit();
    await user.click(screen.getByRole("button", { name: "Save Player" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("server field errors show under their fields, the rest in the panel above the form", async () => {
    const { user } = await openCreate({
      "POST /api/players/": reply(400, { name: ["This name is taken."], detail: "Check the form." }),
    });
    await fill(user, field("Name"), "Rohit");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    await user.click(submit());
    expect(await screen.findByText("This name is taken.")).toBeInTheDocument();
    expect(field("Name")).toHaveAccessibleDescription("This name is taken.");
    expect(screen.getByRole("alert")).toHaveTextContent("Check the form.");
  });

  it("a refused save (403) says so in the panel", async () => {
    const { user, router } = await openCreate({
      "POST /api/players/": reply(403, { detail: "You do not have permission to perform this action." }),
    });
    await fill(user, field("Name"), "Rohit");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
    expect(router.state.location.pathname).toBe("/dashboard/1/players/create");
  });

  it("shows the save in progress and sends it once, however often it is submitted", async () => {
    const { user, fetchMock, router } = await openCreate();
    const answer = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "POST") await gate;
      return answer(input, init);
    });
    await fill(user, field("Name"), "Rohit");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    const form = screen.getByRole("form", { name: "Add Player" });
    fireEvent.submit(form);
    await waitFor(() => expect(submit()).toBeDisabled());
    fireEvent.submit(form);
    fireEvent.submit(form);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players"));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });
});

describe("player form: image and skills", () => {
  it("accepts image files only", async () => {
    await openCreate();
    const input = screen.getByLabelText("Player image");
    expect(input).toHaveAttribute("accept", "image/*");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(MSG.notAnImage)).toBeInTheDocument();
    expect(screen.getByText("No image")).toBeInTheDocument();
  });

  it("previews the picked image", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }));
    const { user } = await openCreate();
    await user.upload(screen.getByLabelText("Player image"), new File(["x"], "me.webp", { type: "image/webp" }));
    expect(await screen.findByRole("img", { name: "Player image preview" })).toHaveAttribute("src", "blob:preview");
  });

  it("a permitted user adds a new skill to the event, and it is selected", async () => {
    const { user, calls, fetchMock } = await openCreate({ "POST /api/events/skills/": reply(201, { id: 9, name: "Spinner" }) });
    await user.type(screen.getByRole("combobox", { name: "Skills" }), "Spinner");
    await user.click(await screen.findByRole("option", { name: 'Add skill "Spinner"' }));
    expect(await screen.findByRole("button", { name: "Spinner" })).toBeInTheDocument();
    const add = calls.find((c) => c.method === "POST" && c.url.includes("/api/events/skills/"))!;
    expect(new URL(add.url).searchParams.get("event_id")).toBe("1");
    expect(await add.json()).toEqual({ name: "Spinner" });
    await fill(user, field("Name"), "Rohit");
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: "1999-04-30" } });
    await user.click(submit());
    await waitFor(() => expect(() => sentForm(fetchMock, "POST", "/api/players/")).not.toThrow());
    expect(sentForm(fetchMock, "POST", "/api/players/").getAll("skills")).toEqual(["9"]);
  });
});

describe("player pages: permission guard and shortcuts (docs/product.md sections 6 and 9)", () => {
  it("the create form shows the notice, not the form, to a user who may not manage the event", async () => {
    mockDashboard({}, { permitted: false });
    renderApp("/dashboard/1/players/create", { user: sessionUser });
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("the list has an add button (alt+a) for permitted users; cards open ./{playerId}", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/players", { user: sessionUser });
    const list = await screen.findByRole("list", { name: "Players" });
    expect(within(list).getAllByRole("link")[0]).toHaveAttribute("href", "/dashboard/1/players/11");
    expect(await screen.findByRole("link", { name: /Add Player/ })).toHaveAttribute("href", "/dashboard/1/players/create");
    await user.keyboard("{Alt>}a{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/create"));
  });

  it("the list has no add button, and alt+a does nothing, without permission", async () => {
    mockDashboard({}, { permitted: false });
    const { user, router } = renderApp("/dashboard/1/players", { user: sessionUser });
    await screen.findByRole("list", { name: "Players" });
    await waitFor(() => expect(screen.queryByRole("link", { name: /Add Player/ })).not.toBeInTheDocument());
    await user.keyboard("{Alt>}a{/Alt}");
    expect(router.state.location.pathname).toBe("/dashboard/1/players");
  });

  it("the speed dial shows Player (./edit) and Auction (./sell), 30 ms apart", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/players/11", { user: sessionUser });
    await screen.findByRole("heading", { name: "Virat Singh" });
    const dial = await screen.findByRole("button", { name: "Manage player" });
    // Pointing opens it, and the click that follows keeps it open.
    await user.click(dial);
    await waitFor(() => expect(dial).toHaveAttribute("aria-expanded", "true"));
    const edit = await screen.findByRole("menuitem", { name: /^Player/ });
    const sell = screen.getByRole("menuitem", { name: /^Auction/ });
    expect(edit).toHaveAttribute("aria-keyshortcuts", "Alt+E");
    expect(sell).toHaveAttribute("aria-keyshortcuts", "Alt+S");
    // 30 ms per item (docs/product.md section 2).
    expect(edit.style.transitionDelay).toBe("0ms");
    expect(sell.style.transitionDelay).toBe("30ms");
    // (user-event refuses to move the pointer off the dial: MUI's dial root has pointer-events none.)
    fireEvent.click(edit);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11/edit"));
  });

  it("a tap on the speed dial opens it and a second one closes it", async () => {
    mockDashboard();
    renderApp("/dashboard/1/players/11", { user: sessionUser });
    const dial = await screen.findByRole("button", { name: "Manage player" });
    fireEvent.click(dial);
    await waitFor(() => expect(dial).toHaveAttribute("aria-expanded", "true"));
    fireEvent.click(dial);
    await waitFor(() => expect(dial).toHaveAttribute("aria-expanded", "false"));
  });

  it("alt+e opens the player's edit form", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/players/11", { user: sessionUser });
    await screen.findByRole("button", { name: "Manage player" });
    await user.keyboard("{Alt>}e{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11/edit"));
  });

  it("alt+s opens the player's sell page", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/players/11", { user: sessionUser });
    await screen.findByRole("button", { name: "Manage player" });
    await user.keyboard("{Alt>}s{/Alt}");
    // The sell page is another chunk, transformed on its first visit in a test run.
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11/sell"), {
      timeout: 30_000,
    });
  }, 45_000);

  it("no speed dial, and alt+e / alt+s do nothing, without permission", async () => {
    mockDashboard({}, { permitted: false });
    const { user, router } = renderApp("/dashboard/1/players/11", { user: sessionUser });
    await screen.findByRole("heading", { name: "Virat Singh" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Manage player" })).not.toBeInTheDocument());
    await user.keyboard("{Alt>}e{/Alt}");
    await user.keyboard("{Alt>}s{/Alt}");
    expect(router.state.location.pathname).toBe("/dashboard/1/players/11");
  });
});

describe("unsaved changes (docs/product.md section 5)", () => {
  it("leaving an edited form asks first; Keep editing stays, Discard leaves", async () => {
    const { user, router } = await openEdit();
    await user.type(field("Name"), " Jr");
    await user.click(screen.getByRole("button", { name: "Back" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard unsaved changes?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/dashboard/1/players/11/edit");
    expect(field("Name")).toHaveValue("Virat Singh Jr");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const again = await screen.findByRole("dialog", { name: "Discard unsaved changes?" });
    await user.click(within(again).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
  });

  it("an untouched form leaves without asking", async () => {
    const { user, router } = await openEdit();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closing or reloading the tab with changes gets the browser's prompt", async () => {
    const { user } = await openEdit();
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(field("Name"), "!");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("a successful save leaves without asking", async () => {
    const { user, router } = await openEdit();
    await user.type(field("Name"), "!");
    await user.click(screen.getByRole("button", { name: "Save Player" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players/11"));
    expect(screen.queryByRole("dialog", { name: "Discard unsaved changes?" })).not.toBeInTheDocument();
  });
});

describe("delete a player (docs/decisions/034-archive-and-delete.md)", () => {
  it("asks first; after the delete goes to the list without refetching the deleted player", async () => {
    const { user, calls, router } = await openEdit({ "DELETE /api/players/11/": reply(204) });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this player?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/players"));
    const deletes = calls.filter((c) => c.method === "DELETE");
    expect(deletes.map((c) => new URL(c.url).pathname + new URL(c.url).search)).toEqual(["/api/players/11/?event_id=1"]);
    await screen.findByRole("list", { name: /players/i });
    const after = calls.slice(calls.indexOf(deletes[0]) + 1);
    expect(after.some((c) => new URL(c.url).pathname === "/api/players/11/")).toBe(false);
    expect(screen.queryByText("The requested resource was not found.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog as it comes, and stays", async () => {
    const refusal = "A player with a transaction cannot be deleted.";
    const { user, router } = await openEdit({ "DELETE /api/players/11/": reply(400, { detail: refusal }) });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this player?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(router.state.location.pathname).toBe("/dashboard/1/players/11/edit");
    // Shown once, in the dialog: no second alert elsewhere.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });
});
