// Archiving and restoring events (docs/decisions/034-archive-and-delete.md, docs/api.md "Archive"): staff
// only, on Edit Auction Details, with a confirmation; the Archived Auctions list restores.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { event, page, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const staff = { ...sessionUser, is_staff: true };
const bodyOf = async (calls: Request[], method: string, path: string) =>
  (await calls.find((c) => c.method === method && new URL(c.url).pathname === path)!.json()) as unknown;

describe("archive an event", () => {
  it("staff archive it from Edit Auction Details after a confirmation, then see the Archived list", async () => {
    const { calls } = mockDashboard(
      {
        "PATCH /api/events/events/1/": { ...event, archived: true },
        "GET /api/events/events/": (req: Request) =>
          page(new URL(req.url).searchParams.get("archived") === "1" ? [{ ...event, archived: true }] : []),
      },
      { staff: true },
    );
    const { user, router } = renderApp("/dashboard/1/settings/edit", { user: staff });
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive this event?" });
    expect(dialog).toHaveTextContent("Premier Cricket League will be hidden from every list");
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/events/archived"));
    expect(await bodyOf(calls, "PATCH", "/api/events/events/1/")).toEqual({ archived: true });
    const list = await screen.findByRole("list", { name: "Archived Auctions" });
    expect(await within(list).findByText("Premier Cricket League")).toBeInTheDocument();
  });

  it("an owner who is not staff has no Archive button", async () => {
    mockDashboard({}, { staff: false });
    renderApp("/dashboard/1/settings/edit", { user: sessionUser });
    expect(await screen.findByRole("heading", { name: "Edit Auction Details" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save Auction Details" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
  });

  it("staff restore an archived event from the Archived list; All Auctions links to it for staff only", async () => {
    const archived = { ...event, archived: true };
    const { calls } = mockDashboard(
      {
        "GET /api/events/events/": (req: Request) =>
          page(new URL(req.url).searchParams.get("archived") === "1" ? [archived] : [event]),
        "PATCH /api/events/events/1/": event,
      },
      { staff: true },
    );
    const { user } = renderApp("/events/all", { user: staff });
    await user.click(await screen.findByRole("link", { name: "Archived" }));
    const list = await screen.findByRole("list", { name: "Archived Auctions" });
    await user.click(await within(list).findByRole("button", { name: "Restore" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore this event?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(async () => expect(await bodyOf(calls, "PATCH", "/api/events/events/1/")).toEqual({ archived: false }));
    const archivedQuery = calls.find((c) => new URL(c.url).searchParams.get("archived") === "1");
    expect(new URL(archivedQuery!.url).pathname).toBe("/api/events/events/");
  });

  it("non-staff see no Archived link and the Archived page refuses them", async () => {
    mockDashboard({ "GET /api/events/events/": page([event]) }, { staff: false });
    const { router } = renderApp("/events/all", { user: sessionUser });
    expect(await screen.findByText("Premier Cricket League")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Archived" })).not.toBeInTheDocument();
    await router.navigate("/events/archived");
    expect(await screen.findByText("You do not have permission to perform this action.")).toBeInTheDocument();
  });
});
