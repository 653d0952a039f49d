// Deleting a team from its edit form (docs/decisions/034-archive-and-delete.md; docs/api.md "Teams"): a
// confirmation first; the server's refusal shown in the dialog as it comes; after a delete the list,
// without a refetch of the deleted team (which would answer 404 and alert "Not Found").
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply } from "../../../test/api-mock.ts";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

async function openEdit(overrides: Record<string, unknown>) {
  const api = mockDashboard(overrides);
  const app = renderApp("/dashboard/1/teams/3/edit", { user: sessionUser });
  await screen.findByRole("heading", { name: "Edit Chennai Chargers" });
  return { ...api, ...app };
}

const pathOf = (c: Request) => new URL(c.url).pathname + new URL(c.url).search;

describe("delete a team", () => {
  it("asks first, deletes, goes to the list and does not refetch the deleted team", async () => {
    const { user, calls, router } = await openEdit({ "DELETE /api/teams/3/": reply(204) });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this team?" });
    expect(dialog).toHaveTextContent("Chennai Chargers");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/1/teams"));
    const deleted = calls.findIndex((c) => c.method === "DELETE");
    expect(pathOf(calls[deleted])).toBe("/api/teams/3/?event_id=1");
    expect(await screen.findByText("Team deleted.")).toBeInTheDocument();
    expect(calls.slice(deleted + 1).some((c) => new URL(c.url).pathname === "/api/teams/3/")).toBe(false);
    expect(screen.queryByText("The requested resource was not found.")).not.toBeInTheDocument();
  });

  it("shows the refusal of a team with players in the dialog, as the server wrote it", async () => {
    const refusal = "A team with players cannot be deleted.";
    const { user, router } = await openEdit({ "DELETE /api/teams/3/": reply(400, { detail: refusal }) });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this team?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(router.state.location.pathname).toBe("/dashboard/1/teams/3/edit");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
