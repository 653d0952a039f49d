import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportPanel } from "./export-panel.tsx";

afterEach(() => vi.unstubAllGlobals());

/** The server answers with a file named in its Content-Disposition; returns the fetch mock and the names saved. */
function serveFile(body: string, fileName: string) {
  const fetchMock = vi.fn(
    async () => new Response(body, { status: 200, headers: { "content-disposition": `attachment; filename="${fileName}"` } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn(() => "blob:x");
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { fetchMock, saved, click };
}

describe("ExportPanel", () => {
  it("asks the server for the chosen export and saves it under the server's file name", async () => {
    const { fetchMock, saved, click } = serveFile("\uFEFFID,Name\r\n", "cup-results.xlsx");
    render(<ExportPanel eventId={7} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Results (Excel)" }));
    await waitFor(() => expect(saved).toEqual(["cup-results.xlsx"]));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe("/api/events/events/7/export/?what=results&format=xlsx");
    expect(screen.getByRole("group", { name: "Auction log" })).toBeInTheDocument();
    click.mockRestore();
  });

  it("downloads the event's backup under the server's name", async () => {
    const { fetchMock, saved, click } = serveFile("PK", "cup-backup-2026-11-24.zip");
    render(<ExportPanel eventId={7} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Download backup" }));
    await waitFor(() => expect(saved).toEqual(["cup-backup-2026-11-24.zip"]));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe("/api/events/events/7/backup/");
    click.mockRestore();
  });
});
