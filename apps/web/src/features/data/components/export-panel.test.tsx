import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportPanel } from "./export-panel.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("ExportPanel", () => {
  it("asks the server for the chosen export and saves it under the server's file name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("\uFEFFID,Name\r\n", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="cup-results.xlsx"' },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<ExportPanel eventId={7} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Results (Excel)" }));
    await waitFor(() => expect(clicked).toEqual(["cup-results.xlsx"]));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe("/api/events/events/7/export/?what=results&format=xlsx");
    expect(screen.getByRole("group", { name: "Auction log" })).toBeInTheDocument();
    click.mockRestore();
  });

  it("downloads the event's backup under the server's name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("PK", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="cup-backup-2026-11-24.zip"' },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<ExportPanel eventId={7} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Download backup" }));
    await waitFor(() => expect(clicked).toEqual(["cup-backup-2026-11-24.zip"]));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe("/api/events/events/7/backup/");
    click.mockRestore();
  });
});
