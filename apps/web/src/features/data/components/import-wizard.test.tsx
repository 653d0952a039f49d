import type { ImportReport } from "@sah/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportWizard } from "./import-wizard.tsx";

afterEach(() => vi.unstubAllGlobals());

const REPORT: ImportReport = {
  rows: 2,
  created: 1,
  updated: 0,
  unchanged: 0,
  skipped: 1,
  imported: false,
  errors: [{ row: 3, field: "name", messages: ["Name is required"] }],
  mapping: { "Player Name": "name", Notes: "detail" },
  columns: ["Player Name", "Notes"],
  sheets: [],
  sheet: null,
  new_skills: [],
  outcomes: [
    { row: 2, name: "Asha", outcome: "created", id: null },
    { row: 3, name: "", outcome: "error", id: null },
  ],
};

describe("ImportWizard", () => {
  it("previews, re-previews with a changed mapping, shows each row's errors, then imports skipping them", async () => {
    const sent: FormData[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body as FormData;
      sent.push(body);
      const report = body.get("dry_run") ? REPORT : { ...REPORT, imported: true };
      return new Response(JSON.stringify(report), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportWizard eventId={4} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Links in the sheet are not fetched/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Choose sheet (CSV or XLSX)"), new File(["Player Name,Notes\n"], "p.csv"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const table = await screen.findByRole("table", { name: "Preview of the import" });
    expect(within(table).getByText("name: Name is required")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe("/api/players/import/?event_id=4");
    expect(sent[0].get("dry_run")).toBe("1");

    await user.click(screen.getByRole("combobox", { name: "Notes" }));
    await user.click(await screen.findByRole("option", { name: "Not imported" }));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(JSON.parse(String(sent[1].get("mapping")))).toEqual({ "Player Name": "name", Notes: "ignore" });

    await user.click(await screen.findByRole("button", { name: "Import 1 player, skip 1 with errors" }));
    await waitFor(() => expect(sent.length).toBe(3));
    expect(sent[2].get("dry_run")).toBeNull();
    expect(sent[2].get("skip_invalid")).toBe("1");
  });

  it("imports teams in the same wizard: their own texts, fields and call, and nothing of the player import carried over", async () => {
    const teamReport: ImportReport = {
      ...REPORT,
      created: 2,
      skipped: 0,
      errors: [],
      mapping: { Team: "name", Owners: "owners", Crest: "logo" },
      columns: ["Team", "Owners", "Crest"],
      outcomes: [
        { row: 2, name: "Aces", outcome: "created", id: null },
        { row: 3, name: "Bulls", outcome: "created", id: null },
      ],
    };
    const calls: { url: string; body: FormData }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const body = init.body as FormData;
        calls.push({ url: String(url), body });
        const report = body.get("dry_run") ? teamReport : { ...teamReport, imported: true };
        return new Response(JSON.stringify(report), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportWizard eventId={4} />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText("Choose sheet (CSV or XLSX)"), new File(["Name\n"], "players.csv"));
    await user.click(screen.getByRole("button", { name: "Teams" }));
    expect(screen.getByRole("heading", { name: "Import teams" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Teams" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/owners' e-mails/)).toBeInTheDocument();
    // The players' sheet is not carried over: a new kind starts with no file.
    expect(screen.getByRole("button", { name: "Preview" })).toBeDisabled();
    await user.upload(screen.getByLabelText("Choose sheet (CSV or XLSX)"), new File(["Team,Owners,Crest\n"], "teams.csv"));
    await user.upload(screen.getByLabelText("Choose logos (zip, optional)"), new File(["PK"], "logos.zip"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await screen.findByRole("table", { name: "Preview of the import" });
    expect(calls[0].url).toBe("/api/teams/import/?event_id=4");
    expect(calls[0].body.get("images")).toBeInstanceOf(File);
    // The team fields, not the player ones.
    await user.click(screen.getByRole("combobox", { name: "Owners" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Team name", "Owners (e-mails, comma-separated)", "Logo (file name in the zip)", "Not imported"]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Import 2 teams" }));
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1].url).toBe("/api/teams/import/?event_id=4");
    expect(calls[1].body.get("dry_run")).toBeNull();
    expect(calls[1].body.get("add_skills")).toBeNull();
  });
});
