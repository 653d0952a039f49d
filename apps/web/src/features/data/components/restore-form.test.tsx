import { BACKUP_TEXT, type RestoreResult } from "@sah/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RestoreForm } from "./restore-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const RESTORED = {
  id: 42,
  name: "Summer Cup (restored)",
  restore: { renamed_from: "Summer Cup", owners_not_found: ["gone@example.com"], log_users_not_found: 0 },
} as RestoreResult;

function renderForm() {
  const router = createMemoryRouter([{ path: "/", element: <RestoreForm /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("RestoreForm", () => {
  it("asks for a file, shows the server's refusal, then links the restored event and says what changed", async () => {
    const answers = [
      new Response(JSON.stringify({ file: [BACKUP_TEXT.checksum("event.json")] }), {
        status: 400,
        headers: { "content-type": "application/json" },
      }),
      new Response(JSON.stringify(RESTORED), { status: 201, headers: { "content-type": "application/json" } }),
    ];
    const sent: { url: string; body: FormData }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url: String(url), body: init.body as FormData });
        return answers.shift() as Response;
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(BACKUP_TEXT.fileRequired);
    expect(sent).toHaveLength(0);

    const zip = new File(["PK"], "cup-backup.zip", { type: "application/zip" });
    await user.upload(screen.getByLabelText("Choose backup (zip)"), zip);
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Not restored${BACKUP_TEXT.checksum("event.json")}`);
    expect(sent[0].url).toBe("/api/events/events/restore/");
    expect(sent[0].body.get("file")).toBeInstanceOf(File);

    // The same file again (say, after a retry): restored this time.
    await user.click(screen.getByRole("button", { name: "Restore" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Restored “Summer Cup (restored)”");
    expect(status).toHaveTextContent("An event named “Summer Cup” already exists");
    expect(status).toHaveTextContent("No account here for gone@example.com");
    expect(screen.getByRole("link", { name: "Open the event" })).toHaveAttribute("href", "/dashboard/42");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
