import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventPermissionQueryOptions } from "../lib/permission.ts";
import { mockApi, reply } from "../test/api-mock.ts";
import { renderAlone } from "../test/dashboard.tsx";
import { NO_PERMISSION_TEXT, PermissionGuard } from "./permission-guard.tsx";

const CHECK = "GET /api/events/events/5/check-permission/";
const CHECK_KEY = eventPermissionQueryOptions(5).queryKey;

function renderGuard(verbose = false) {
  return renderAlone(
    <PermissionGuard verbose={verbose}>
      <button type="button">Add Player</button>
    </PermissionGuard>,
    { path: "/dashboard/:eventId", at: "/dashboard/5" },
  );
}

describe("event permission guard (docs/product.md section 6)", () => {
  it("shows its content when the check succeeds (200 {permitted: true})", async () => {
    const { calls } = mockApi({ [CHECK]: { permitted: true } });
    renderGuard();
    expect(await screen.findByRole("button", { name: "Add Player" })).toBeInTheDocument();
    expect(new URL(calls[0]!.url).pathname).toBe("/api/events/events/5/check-permission/");
  });

  it("renders nothing when the check fails (403), and raises no alert", async () => {
    const { calls } = mockApi({ [CHECK]: reply(403, { detail: "You do not have permission to perform this action." }) });
    const { container, queryClient } = renderGuard();
    await waitFor(() => expect(calls).toHaveLength(1));
    // The answer has been read (what the guard shows is rendered from it).
    await waitFor(() => expect(queryClient.getQueryState(CHECK_KEY)?.status).toBe("error"));
    expect(screen.queryByRole("button", { name: "Add Player" })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("renders nothing for a logged-out caller (401)", async () => {
    mockApi({ [CHECK]: reply(401, { detail: "Authentication credentials were not provided." }) });
    const { container, queryClient } = renderGuard();
    await waitFor(() => expect(queryClient.getQueryState(CHECK_KEY)?.status).toBe("error"));
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing while the check runs", () => {
    mockApi({ [CHECK]: { permitted: true } });
    renderGuard();
    expect(screen.queryByRole("button", { name: "Add Player" })).not.toBeInTheDocument();
  });

  it("verbose: an error alert instead of the content when the check fails", async () => {
    mockApi({ [CHECK]: reply(403, { detail: "You do not have permission to perform this action." }) });
    renderGuard(true);
    expect(await screen.findByText(NO_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(NO_PERMISSION_TEXT);
    expect(screen.queryByRole("button", { name: "Add Player" })).not.toBeInTheDocument();
  });

  it("verbose: says what went wrong when the check itself failed (server error)", async () => {
    mockApi({ [CHECK]: reply(503, { detail: "down" }) });
    renderGuard(true);
    expect(await screen.findByText("Something went wrong on our server. Please try again later.")).toBeInTheDocument();
  });

  it("verbose: the content when permitted", async () => {
    mockApi({ [CHECK]: { permitted: true } });
    renderGuard(true);
    expect(await screen.findByRole("button", { name: "Add Player" })).toBeInTheDocument();
    expect(screen.queryByText(NO_PERMISSION_TEXT)).not.toBeInTheDocument();
  });
});
