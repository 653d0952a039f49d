import { MSG } from "@sah/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ADD_ANOTHER_LABEL } from "../../../components/form/form-footer.tsx";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, renderAlone, sentForm, sentQuery } from "../../../test/dashboard.tsx";
import { FakeEventSource } from "../../../test/fake-event-source.ts";
import { sessionUser, sponsors } from "../../../test/fixtures.ts";
import { fill, renderApp } from "../../../test/render.tsx";
import { NEW_SPONSOR, SponsorForm } from "../components/sponsor-form.tsx";

async function openCreate(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "POST /api/events/sponsors/": reply(201, { ...sponsors[0], id: 9 }), ...overrides });
  const app = renderApp("/dashboard/1/settings/sponsors/create", { user: sessionUser });
  await screen.findByRole("heading", { name: "Add Sponsor" });
  return { ...api, ...app };
}

async function openEdit(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "PATCH /api/events/sponsors/1/": sponsors[0], ...overrides });
  const app = renderApp("/dashboard/1/settings/sponsors/1", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Alpha Corp" });
  return { ...api, ...app };
}

const text = (name: string) => screen.getByRole("textbox", { name });
const order = () => screen.getByRole("combobox", { name: /^Order/ });

describe("sponsor list (docs/product.md section 2 'Sponsors list')", () => {
  it("shows logo, name, category and order; Website Link is disabled without a link; cards open ./{id}", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/settings/sponsors", { user: sessionUser });
    const list = await screen.findByRole("list", { name: "Sponsors" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole("heading", { name: "Alpha Corp" })).toBeInTheDocument();
    expect(first.getByText("Title Sponsor")).toBeInTheDocument();
    expect(first.getByText("Order 1")).toBeInTheDocument();
    expect(first.getByRole("link", { name: /Alpha Corp/ })).toHaveAttribute("href", "/dashboard/1/settings/sponsors/1");
    expect(first.getByRole("link", { name: "Website Link" })).toHaveAttribute("href", "https://alpha.example");
    expect(within(cards[1]!).getByRole("button", { name: "Website Link" })).toHaveAttribute("aria-disabled", "true");
    const add = await screen.findByRole("link", { name: /Add Sponsor/ });
    expect(add).toHaveAttribute("href", "/dashboard/1/settings/sponsors/create");
    await user.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors/create"));
  });

  it("has no add button without permission", async () => {
    mockDashboard({}, { permitted: false });
    renderApp("/dashboard/1/settings/sponsors", { user: sessionUser });
    await screen.findByRole("list", { name: "Sponsors" });
    await waitFor(() => expect(screen.queryByRole("link", { name: /Add Sponsor/ })).not.toBeInTheDocument());
  });
});

describe("sponsor form: validation (docs/product.md section 5 'Sponsor')", () => {
  it("on submit only: Name is required, Category is required; a bad link is refused", async () => {
    const { user, calls } = await openCreate();
    await user.type(text("Website link (optional)"), "example.com");
    await user.tab();
    expect(screen.queryByText(MSG.invalidUrl)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Sponsor" }));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    expect(text("Category")).toHaveAccessibleDescription(MSG.categoryRequired);
    expect(text("Website link (optional)")).toHaveAccessibleDescription(MSG.invalidUrl);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("Order is required (an order that is not set)", async () => {
    mockDashboard();
    const onSave = vi.fn();
    const { user } = renderAlone(
      <SponsorForm
        mode="create"
        defaultValues={{ ...NEW_SPONSOR, name: "Acme", category: "Title", order: "" }}
        onSave={onSave}
        onDone={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Add Sponsor" }));
    expect(await screen.findByText(MSG.orderRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("orders run 1 to 24, default 1 (docs/product.md section 9)", async () => {
    const { user } = await openCreate();
    expect(order()).toHaveTextContent("1");
    await user.click(order());
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
  });
});

describe("sponsor form: what it sends", () => {
  it("create sends every field as multipart and goes back to the list", async () => {
    const { user, fetchMock, router } = await openCreate();
    await fill(user, text("Name"), "Acme Tools");
    await fill(user, text("Category"), "Associate Sponsor");
    await user.click(order());
    await user.click(await screen.findByRole("option", { name: "4" }));
    await fill(user, text("Website link (optional)"), "https://acme.example");
    await user.upload(screen.getByLabelText("Sponsor logo"), new File(["jpg"], "acme.jpg", { type: "image/jpeg" }));
    await user.click(screen.getByRole("button", { name: "Add Sponsor" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors"));
    const body = sentForm(fetchMock, "POST", "/api/events/sponsors/");
    expect(sentQuery(fetchMock, "POST", "/api/events/sponsors/").get("event_id")).toBe("1");
    const { logo, ...rest } = formEntries(body);
    expect(rest).toEqual({ name: "Acme Tools", category: "Associate Sponsor", order: "4", link: "https://acme.example" });
    expect((logo as File).name).toBe("acme.jpg");
  });

  it("Save and add another saves, says so, and starts a new sponsor with the defaults on the same page", async () => {
    const { user, fetchMock, router } = await openCreate();
    await fill(user, text("Name"), "Acme Tools");
    await fill(user, text("Category"), "Associate Sponsor");
    await user.click(order());
    await user.click(await screen.findByRole("option", { name: "4" }));
    await user.click(screen.getByRole("button", { name: ADD_ANOTHER_LABEL }));
    await waitFor(() => expect(text("Name")).toHaveValue(""));
    expect(formEntries(sentForm(fetchMock, "POST", "/api/events/sponsors/"))).toMatchObject({
      name: "Acme Tools",
      category: "Associate Sponsor",
      order: "4",
    });
    await waitFor(() => expect(screen.getByText("Sponsor added.")).toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors/create");
    expect(text("Category")).toHaveValue("");
    expect(order()).toHaveTextContent("1");
    await waitFor(() => expect(text("Name")).toHaveFocus());
    // The new entry is checked on submit again, not while it is typed.
    expect(screen.queryByText(MSG.nameRequired)).not.toBeInTheDocument();

    // The second one, with Enter: the usual save, back to the list.
    await user.type(text("Name"), "Beta Bank");
    await user.type(text("Category"), "Title Sponsor{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors"));
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "POST")).toHaveLength(2);
  });

  it("the edit form offers no Save and add another", async () => {
    await openEdit();
    expect(screen.getByRole("button", { name: "Save Sponsor" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ADD_ANOTHER_LABEL })).not.toBeInTheDocument();
  });

  it("create without a link or logo sends the default order 1 and an empty link", async () => {
    const { user, fetchMock } = await openCreate();
    await fill(user, text("Name"), "Acme Tools");
    await fill(user, text("Category"), "Associate Sponsor");
    await user.click(screen.getByRole("button", { name: "Add Sponsor" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "POST", "/api/events/sponsors/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "POST", "/api/events/sponsors/"))).toEqual({
      name: "Acme Tools",
      category: "Associate Sponsor",
      order: "1",
      link: "",
    });
  });

  it("edit sends only the changed fields and goes back to the list", async () => {
    const { user, fetchMock, router } = await openEdit();
    expect(text("Website link (optional)")).toHaveValue("https://alpha.example");
    await user.click(order());
    await user.click(await screen.findByRole("option", { name: "7" }));
    await user.click(screen.getByRole("button", { name: "Save Sponsor" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors"));
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/events/sponsors/1/"))).toEqual({ order: "7" });
  });

  it("delete asks first, then removes the sponsor and goes back to the list", async () => {
    const { user, calls, router } = await openEdit({ "DELETE /api/events/sponsors/1/": reply(204) });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this sponsor?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors"));
    const sent = calls.find((c) => c.method === "DELETE")!;
    expect(new URL(sent.url).pathname).toBe("/api/events/sponsors/1/");
    expect(new URL(sent.url).searchParams.get("event_id")).toBe("1");
  });

  it("delete: the live message of the delete does not refetch the deleted sponsor (no Not Found alert)", async () => {
    // The alert host is a lazy chunk: loaded first, so that an alert shows without a transform's wait.
    await import("../../../components/alert-host.tsx");
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    let deleted = false;
    let answerDelete: () => void = () => undefined;
    const { fetchMock, user, router } = await openEdit({
      "GET /api/events/sponsors/1/": () => (deleted ? reply(404, { detail: "Not found." }) : sponsors[0]),
    });
    const sent = () =>
      fetchMock.mock.calls.map(
        ([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}`,
      );
    const respond = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== "DELETE") return respond(input, init);
      deleted = true;
      // The server's live message overtakes the DELETE's own answer.
      act(() => FakeEventSource.latest().emit("message", { seq: 9, event: 1, topics: ["sponsors"] }));
      await new Promise<void>((resolve) => (answerDelete = resolve));
      return new Response(null, { status: 204 });
    });
    act(() => FakeEventSource.latest().open());
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent()).toContain("DELETE /api/events/sponsors/1/"));
    answerDelete();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/settings/sponsors"));
    await waitFor(() => expect(screen.getByText("Sponsor deleted.")).toBeInTheDocument());
    // Another notice after the page has moved on refetches the list, not the sponsor.
    await screen.findByRole("list", { name: "Sponsors" });
    act(() => FakeEventSource.latest().emit("message", { seq: 10, event: 1, topics: ["sponsors"] }));
    await waitFor(() => expect(sent().filter((c) => c === "GET /api/events/sponsors/")).toHaveLength(2));
    const afterwards = sent().slice(sent().indexOf("DELETE /api/events/sponsors/1/"));
    expect(afterwards).not.toContain("GET /api/events/sponsors/1/");
    expect(screen.queryByText("Not Found")).not.toBeInTheDocument();
  });
});
