import type { User } from "@sah/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADD_ANOTHER_LABEL } from "../../../components/form/form-footer.tsx";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { page, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const staff = { ...sessionUser, is_staff: true };
const asha: User = {
  id: 7,
  name: "Asha Rao",
  email: "asha@example.com",
  is_staff: true,
  last_login: "2025-03-15T13:05:00.000Z",
  archived: false,
};
const ravi: User = { id: 9, name: "Ravi Kumar", email: "ravi@example.com", is_staff: false, last_login: null, archived: false };

function mockUsers(extra: Record<string, unknown> = {}) {
  return mockApi({
    "GET /api/users/check-staff/": { is_staff: true },
    "GET /api/users/": page([asha, ravi]),
    "GET /api/users/9/": ravi,
    ...extra,
  });
}

const body = async (calls: Request[], method: string, path: string) =>
  (await calls.find((c) => c.method === method && new URL(c.url).pathname === path)!.json()) as unknown;

describe("user list (docs/product.md section 2 'Users')", () => {
  it("shows name, email, Admin: Yes/No and last login, and searches", async () => {
    const { calls } = mockUsers();
    const { user } = renderApp("/users", { user: staff });
    const list = await screen.findByRole("list", { name: "Users" });
    const ashaCard = within(list).getByText("Asha Rao").closest("li") as HTMLElement;
    expect(within(ashaCard).getByText("asha@example.com")).toBeInTheDocument();
    expect(within(ashaCard).getByText("Admin: Yes")).toBeInTheDocument();
    expect(within(ashaCard).getByText(/Last login: 15 Mar 2025/)).toBeInTheDocument();
    const raviCard = within(list).getByText("Ravi Kumar").closest("li") as HTMLElement;
    expect(within(raviCard).getByText("Admin: No")).toBeInTheDocument();
    expect(within(raviCard).getByText("Last login: Never")).toBeInTheDocument();
    expect(within(raviCard).getByRole("link")).toHaveAttribute("href", "/users/9");
    expect(screen.getByRole("link", { name: "Add User" })).toHaveAttribute("href", "/users/create");

    await user.type(screen.getByRole("textbox", { name: "Search by name or email" }), "ravi{Enter}");
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get("search") === "ravi")).toBe(true));
  });

  it("is for staff only", async () => {
    mockApi({ "GET /api/users/check-staff/": { is_staff: false } });
    renderApp("/users", { user: sessionUser });
    expect(await screen.findByText("You do not have permission to perform this action.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add User" })).not.toBeInTheDocument();
  });
});

describe("Create User (docs/product.md sections 2 and 5)", () => {
  it("checks on submit: Name is required, Email ID is Required, Password is Required", async () => {
    const { calls } = mockUsers();
    const { user } = renderApp("/users/create", { user: staff });
    expect(await screen.findByRole("heading", { name: "Create User" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Is Admin?" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email ID is Required")).toBeInTheDocument();
    expect(screen.getByText("Password is Required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Enter a valid Email ID")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("sends name, email, password and is_staff, then goes back to a refreshed list", async () => {
    let created = false;
    const priya: User = {
      id: 11,
      name: "Priya Nair",
      email: "priya@example.com",
      is_staff: true,
      last_login: null,
      archived: false,
    };
    const { calls } = mockUsers({
      "GET /api/users/": () => page(created ? [asha, ravi, priya] : [asha, ravi]),
      "POST /api/users/": () => {
        created = true;
        return priya;
      },
    });
    const { user, router } = renderApp("/users", { user: staff });
    await screen.findByRole("list", { name: "Users" });
    await user.click(screen.getByRole("link", { name: "Add User" }));
    await user.type(await screen.findByLabelText("Name"), "Priya Nair");
    await user.type(screen.getByLabelText("Email"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass-1");
    await user.click(screen.getByRole("checkbox", { name: "Is Admin?" }));
    await user.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users"));
    expect(await screen.findByText("Priya Nair")).toBeInTheDocument();
    expect(await body(calls, "POST", "/api/users/")).toEqual({
      name: "Priya Nair",
      email: "priya@example.com",
      password: "secret-pass-1",
      is_staff: true,
    });
  });

  it("Save and add another creates the user, says so and starts a blank form on the same page", async () => {
    const priya: User = {
      id: 11,
      name: "Priya Nair",
      email: "priya@example.com",
      is_staff: false,
      last_login: null,
      archived: false,
    };
    const { calls } = mockUsers({ "POST /api/users/": reply(201, priya) });
    const { user, router } = renderApp("/users/create", { user: staff });
    await user.type(await screen.findByLabelText("Name"), "Priya Nair");
    await user.type(screen.getByLabelText("Email"), "priya@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass-1");
    await user.click(screen.getByRole("checkbox", { name: "Is Admin?" }));
    await user.click(screen.getByRole("button", { name: ADD_ANOTHER_LABEL }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
    expect(await body(calls, "POST", "/api/users/")).toEqual({
      name: "Priya Nair",
      email: "priya@example.com",
      password: "secret-pass-1",
      is_staff: true,
    });
    await waitFor(() => expect(screen.getByText("User created.")).toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/users/create");
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Is Admin?" })).not.toBeChecked();
  });

  it("shows a field error under its field and other API errors at the top; never sends twice", async () => {
    let answer: unknown = reply(400, { email: ["A user with this email already exists."] });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, fetchMock } = mockUsers({ "POST /api/users/": () => answer });
    const respond = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "POST") await gate;
      return respond(input, init);
    });
    const { user } = renderApp("/users/create", { user: staff });
    await user.type(await screen.findByLabelText("Name"), "Priya Nair");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass-1");
    await user.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Create User" })).toBeDisabled());
    fireEvent.click(screen.getByRole("button", { name: "Create User" }));
    release();
    expect(await screen.findByText("A user with this email already exists.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("A user with this email already exists.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);

    answer = reply(400, { detail: "Too many users." });
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many users.");
  });
});

describe("Edit User (docs/product.md sections 2 and 5)", () => {
  it('says "Loading..." while fetching, then shows the form: email disabled, no password', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = mockUsers();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes("/api/users/9/")) await gate;
      return answer(input, init);
    });
    renderApp("/users/9", { user: staff });
    expect(await screen.findByRole("heading", { name: "Edit User" })).toBeInTheDocument();
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    release();
    expect(await screen.findByLabelText("Name")).toHaveValue("Ravi Kumar");
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByLabelText("Email")).toHaveValue("ravi@example.com");
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Is Admin?" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Update User" })).toBeInTheDocument();
  });

  it("shows an error display when the user cannot be loaded", async () => {
    mockUsers({ "GET /api/users/9/": reply(404, { detail: "Not found." }) });
    renderApp("/users/9", { user: staff });
    expect(await screen.findByText("The requested resource was not found.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update User" })).not.toBeInTheDocument();
  });

  it("sends only the changed fields, then goes back to the list", async () => {
    const { calls } = mockUsers({ "PATCH /api/users/9/": { ...ravi, is_staff: true } });
    const { user, router } = renderApp("/users/9", { user: staff });
    await user.click(await screen.findByRole("checkbox", { name: "Is Admin?" }));
    await user.click(screen.getByRole("button", { name: "Update User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users"));
    expect(await body(calls, "PATCH", "/api/users/9/")).toEqual({ is_staff: true });
  });

  it("requires a name (only name and is_staff are checked)", async () => {
    const { calls } = mockUsers();
    const { user } = renderApp("/users/9", { user: staff });
    await user.clear(await screen.findByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Update User" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("sends nothing when nothing changed, and shows the server's refusal at the top", async () => {
    const { calls } = mockUsers({ "PATCH /api/users/9/": reply(400, { detail: "You cannot remove your own admin rights." }) });
    const { user, router } = renderApp("/users/9", { user: staff });
    await user.click(await screen.findByRole("checkbox", { name: "Is Admin?" }));
    await user.click(screen.getByRole("button", { name: "Update User" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You cannot remove your own admin rights.");
    expect(router.state.location.pathname).toBe("/users/9");
    await user.click(screen.getByRole("checkbox", { name: "Is Admin?" }));
    await user.click(screen.getByRole("button", { name: "Update User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users"));
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
  });
});
