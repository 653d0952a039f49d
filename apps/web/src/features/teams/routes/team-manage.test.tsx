import { LIMITS, MSG } from "@sah/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_PERMISSION_TEXT } from "../../../components/permission-guard.tsx";
import { USER_SEARCH_HINT } from "../../../lib/user-options.ts";
import { reply } from "../../../test/api-mock.ts";
import { formEntries, mockDashboard, sentForm, sentQuery } from "../../../test/dashboard.tsx";
import { sessionUser, team } from "../../../test/fixtures.ts";
import { fill, renderApp } from "../../../test/render.tsx";

async function openCreate(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "POST /api/teams/": reply(201, { ...team, id: 4, name: "Delhi Dynamos" }), ...overrides });
  const app = renderApp("/dashboard/1/teams/create", { user: sessionUser });
  await screen.findByRole("heading", { name: "Add Team" });
  return { ...api, ...app };
}

async function openEdit(overrides: Record<string, unknown> = {}) {
  const api = mockDashboard({ "PATCH /api/teams/3/": { ...team, name: "Chennai Kings" }, ...overrides });
  const app = renderApp("/dashboard/1/teams/3/edit", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Chennai Chargers" });
  return { ...api, ...app };
}

const name = () => screen.getByRole("textbox", { name: "Name" });
const owners = () => screen.getByRole("combobox", { name: "Owners" });

describe("team form: validation (docs/product.md section 5 'Team')", () => {
  it("says nothing before submit; on submit: Name is required, Select Owners for the event", async () => {
    const { user, calls } = await openCreate();
    await user.click(name());
    await user.tab();
    expect(screen.queryByText(MSG.nameRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Team" }));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    expect(name()).toHaveAccessibleDescription(MSG.nameRequired);
    expect(screen.getByText(MSG.selectOwners)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a name of more than 200 characters is refused", async () => {
    const { user } = await openCreate();
    await user.click(name());
    await user.paste("y".repeat(201));
    await user.click(screen.getByRole("button", { name: "Add Team" }));
    expect(await screen.findByText(MSG.nameTooLong)).toBeInTheDocument();
  });

  it("lists every user as an owner option by e-mail to staff (docs/product.md section 3)", async () => {
    mockDashboard({}, { staff: true });
    const { user } = renderApp("/dashboard/1/teams/create", { user: { ...sessionUser, is_staff: true } });
    await screen.findByRole("heading", { name: "Add Team" });
    await user.click(owners());
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["admin@example.com", "ravi@example.com", "asha@example.com"]);
  });

  it(`an owner who is not staff searches users as they type (${LIMITS.userSearchMin}+ characters of a name, or a whole e-mail); chips read names`, async () => {
    const { user, calls } = await openCreate();
    const searches = () =>
      calls.filter((c) => new URL(c.url).pathname === "/api/users/all/").map((c) => new URL(c.url).searchParams.get("search"));
    await user.click(owners());
    expect(await screen.findByText(USER_SEARCH_HINT)).toBeInTheDocument();
    await user.type(owners(), "RA");
    expect(screen.getByText(USER_SEARCH_HINT)).toBeInTheDocument();
    // Never the whole list: nothing is asked before the search is long enough.
    expect(searches()).toEqual([]);
    await user.type(owners(), "v");
    // A name search lists names: the server sends no addresses to an owner who did not type them.
    const option = await screen.findByRole("option", { name: "Ravi Kumar" });
    expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(1);
    expect(searches()).toContain("RAv");
    await user.click(option);
    expect(await screen.findByRole("button", { name: "Ravi Kumar" })).toBeInTheDocument();
    // The chip stays while another search lists other users. Part of an address is never sent; the whole one finds its user.
    await user.type(owners(), "asha@exa");
    expect(screen.getByText(USER_SEARCH_HINT)).toBeInTheDocument();
    await user.type(owners(), "mple.com");
    await user.click(await screen.findByRole("option", { name: "asha@example.com" }));
    expect(searches().filter((s) => s?.includes("@"))).toEqual(["asha@example.com"]);
    expect(screen.getByRole("button", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Asha Rao" })).toBeInTheDocument();
    await user.type(owners(), "nobody");
    expect(await screen.findByText("No users match")).toBeInTheDocument();
  });
});

describe("team form: what it sends", () => {
  it("create sends name, owners as repeated keys and the logo as multipart, then goes to the list", async () => {
    const { user, fetchMock, router } = await openCreate();
    await fill(user, name(), "Delhi Dynamos");
    await fill(user, owners(), "ravi");
    await user.click(await screen.findByRole("option", { name: "Ravi Kumar" }));
    await fill(user, owners(), "asha");
    await user.click(await screen.findByRole("option", { name: "Asha Rao" }));
    await user.upload(screen.getByLabelText("Team logo"), new File(["gif"], "logo.gif", { type: "image/gif" }));
    await user.click(screen.getByRole("button", { name: "Add Team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/teams"));
    const body = sentForm(fetchMock, "POST", "/api/teams/");
    expect(sentQuery(fetchMock, "POST", "/api/teams/").get("event_id")).toBe("1");
    expect(body.get("name")).toBe("Delhi Dynamos");
    expect(body.getAll("owners")).toEqual(["2", "7"]);
    expect((body.get("logo") as File).name).toBe("logo.gif");
  });

  it("edit sends only the changed fields and goes back to the team", async () => {
    const { user, fetchMock, router } = await openEdit();
    // The saved owner shows by name (owners_details) before any search.
    expect(await screen.findByRole("button", { name: "Ravi Kumar" })).toBeInTheDocument();
    await user.clear(name());
    await fill(user, name(), "Chennai Kings");
    await user.click(screen.getByRole("button", { name: "Save Team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/teams/3"));
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/teams/3/"))).toEqual({ name: "Chennai Kings" });
  });

  it("edit of the owners sends the owners only", async () => {
    const { user, fetchMock } = await openEdit();
    await fill(user, owners(), "admin");
    await user.click(await screen.findByRole("option", { name: "Admin" }));
    expect(screen.getByRole("button", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Admin" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Team" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/teams/3/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/teams/3/"))).toEqual({ owners: ["2", "1"] });
  });

  it("removing the saved logo sends an empty logo, which clears it (docs/api.md)", async () => {
    const { user, fetchMock } = await openEdit({ "GET /api/teams/3/": { ...team, logo: "/media/teams/t.webp" } });
    expect(screen.getByRole("img", { name: "Team logo preview" })).toHaveAttribute("src", "/media/teams/t.webp");
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.queryByRole("img", { name: "Team logo preview" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Team" }));
    await waitFor(() => expect(() => sentForm(fetchMock, "PATCH", "/api/teams/3/")).not.toThrow());
    expect(formEntries(sentForm(fetchMock, "PATCH", "/api/teams/3/"))).toEqual({ logo: "" });
  });

  it("a server field error shows under its field", async () => {
    const { user } = await openCreate({ "POST /api/teams/": reply(400, { owners: [MSG.unknownOwner] }) });
    await fill(user, name(), "Delhi Dynamos");
    await fill(user, owners(), "ravi");
    await user.click(await screen.findByRole("option", { name: "Ravi Kumar" }));
    await user.click(screen.getByRole("button", { name: "Add Team" }));
    expect(await screen.findByText(MSG.unknownOwner)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("team pages: permission guard and shortcuts", () => {
  it("the team forms show the notice to a user who may not manage the event", async () => {
    mockDashboard({}, { permitted: false });
    const { router } = renderApp("/dashboard/1/teams/create", { user: sessionUser });
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    await router.navigate("/dashboard/1/teams/3/edit");
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();
  });

  it("list: cards open ./{teamId}; Add Team and alt+a open ./create", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/teams", { user: sessionUser });
    const list = await screen.findByRole("list", { name: "Teams" });
    expect(within(list).getByRole("link")).toHaveAttribute("href", "/dashboard/1/teams/3");
    expect(await screen.findByRole("link", { name: /Add Team/ })).toHaveAttribute("href", "/dashboard/1/teams/create");
    await user.keyboard("{Alt>}a{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/teams/create"));
  });

  it("detail: Edit Team and alt+e open ./edit; its players open the dashboard's player page", async () => {
    mockDashboard();
    const { user, router } = renderApp("/dashboard/1/teams/3", { user: sessionUser });
    const players = await screen.findByRole("list", { name: "Players of Chennai Chargers" });
    expect(within(players).getByRole("link")).toHaveAttribute("href", "/dashboard/1/players/11");
    expect(await screen.findByRole("link", { name: /Edit Team/ })).toHaveAttribute("href", "/dashboard/1/teams/3/edit");
    await user.keyboard("{Alt>}e{/Alt}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/teams/3/edit"));
  });

  it("no add or edit button without permission", async () => {
    mockDashboard({}, { permitted: false });
    const { router } = renderApp("/dashboard/1/teams/3", { user: sessionUser });
    await screen.findByRole("heading", { name: "Chennai Chargers" });
    await waitFor(() => expect(screen.queryByRole("link", { name: /Edit Team/ })).not.toBeInTheDocument());
    await router.navigate("/dashboard/1/teams");
    await screen.findByRole("list", { name: "Teams" });
    expect(screen.queryByRole("link", { name: /Add Team/ })).not.toBeInTheDocument();
  });
});
