// Archiving and restoring users (docs/decisions/034-archive-and-delete.md, docs/api.md "Archive"): staff
// only, with a confirmation; not one's own account; an Archived list to restore from.
import type { User } from "@sah/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { page, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const staff = { ...sessionUser, is_staff: true };
const ravi: User = { id: 9, name: "Ravi Kumar", email: "ravi@example.com", is_staff: false, last_login: null, archived: false };
const me: User = { id: staff.id, name: staff.name, email: staff.email, is_staff: true, last_login: null, archived: false };

const bodyOf = async (calls: Request[], method: string, path: string) =>
  (await calls.find((c) => c.method === method && new URL(c.url).pathname === path)!.json()) as unknown;

describe("archive a user", () => {
  it("asks first, sends archived: true, then goes back to the list", async () => {
    const { calls } = mockApi({
      "GET /api/users/check-staff/": { is_staff: true },
      "GET /api/users/": page([ravi]),
      "GET /api/users/9/": ravi,
      "PATCH /api/users/9/": { ...ravi, archived: true },
    });
    const { user, router } = renderApp("/users/9", { user: staff });
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive this user?" });
    expect(dialog).toHaveTextContent("Ravi Kumar will be logged out");
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users"));
    expect(await bodyOf(calls, "PATCH", "/api/users/9/")).toEqual({ archived: true });
    expect(await screen.findByText("User archived.")).toBeInTheDocument();
  });

  it("offers no Archive on one's own account, and shows the server's refusal in the dialog", async () => {
    mockApi({ "GET /api/users/check-staff/": { is_staff: true }, [`GET /api/users/${me.id}/`]: me });
    renderApp(`/users/${me.id}`, { user: staff });
    expect(await screen.findByRole("button", { name: "Update User" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
  });

  it("shows a refusal as the server wrote it and stays on the page", async () => {
    const text = "You cannot archive your own account.";
    mockApi({
      "GET /api/users/check-staff/": { is_staff: true },
      "GET /api/users/9/": ravi,
      "PATCH /api/users/9/": reply(400, { archived: [text] }),
    });
    const { user, router } = renderApp("/users/9", { user: staff });
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive this user?" });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe("/users/9");
  });

  it("lists the archived users under Archived, and staff restore one", async () => {
    const archived = { ...ravi, archived: true };
    const { calls } = mockApi({
      "GET /api/users/check-staff/": { is_staff: true },
      "GET /api/users/": (req: Request) => page(new URL(req.url).searchParams.get("archived") === "1" ? [archived] : []),
      "GET /api/users/9/": archived,
      "PATCH /api/users/9/": ravi,
    });
    const { user, router } = renderApp("/users", { user: staff });
    await user.click(await screen.findByRole("button", { name: "Archived" }));
    const list = await screen.findByRole("list", { name: "Archived users" });
    const card = (await within(list).findByText("Ravi Kumar")).closest("li") as HTMLElement;
    expect(within(card).getByText("Archived")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?archived=1");
    await user.click(within(card).getByRole("link"));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore this user?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/users"));
    expect(await bodyOf(calls, "PATCH", "/api/users/9/")).toEqual({ archived: false });
  });
});
