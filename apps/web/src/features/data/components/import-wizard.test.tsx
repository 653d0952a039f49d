import type { ImportReport } from "@sah/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportWizard } from "./import-wizard.tsx";

afterEach(() => vi.unstubAllGlobals());

/** The wizard of event 4, with a user to drive it. */
function renderWizard() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportWizard eventId={4} />
    </QueryClientProvider>,
  );
  return user;
}

const REPORT: ImportReport = {
  rows: 2,
  created: 1,
  updated: 0,
  unchanged: 0,
  skipped: 1,
  imported: false,
  errors: [{ row: 3, field: "name", messages: ["Name is required"] }],
  warnings: [],
  mapping: { "Player Name": "name", Notes: "detail" },
  value_maps: {},
  columns: ["Player Name", "Notes"],
  header_row: 1,
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
    const user = renderWizard();
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
    const user = renderWizard();
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
    expect(options).toEqual([
      "Team name",
      "Owners (e-mails, comma-separated)",
      "Logo (file name in the zip)",
      "Short name (up to 5 characters)",
      "Not imported",
    ]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Import 2 teams" }));
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1].url).toBe("/api/teams/import/?event_id=4");
    expect(calls[1].body.get("dry_run")).toBeNull();
    expect(calls[1].body.get("add_skills")).toBeNull();
  });

  it("a league's sheet: the found header row (and a control to choose it), joined names, base prices, a value map, notes", async () => {
    const league: ImportReport = {
      ...REPORT,
      rows: 2,
      created: 2,
      skipped: 0,
      errors: [],
      warnings: [{ row: 4, field: "photo", messages: ["No zip of photos was sent: the one it has is kept."] }],
      mapping: { "First Name": "first_name", Surname: "last_name", Country: "skills", "Reserve Price Rs Lakh": "base_price" },
      columns: ["First Name", "Surname", "Country", "Reserve Price Rs Lakh"],
      header_row: 2,
      outcomes: [
        { row: 3, name: "Akash Singh", outcome: "created", id: null, base_price: 20_000_000 },
        { row: 4, name: "Jos Buttler", outcome: "created", id: null, base_price: null },
      ],
    };
    const sent: FormData[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = init.body as FormData;
        sent.push(body);
        const mapping = body.get("mapping") ? JSON.parse(String(body.get("mapping"))) : {};
        const value_maps = mapping.Country?.values ? { Country: mapping.Country.values } : {};
        return new Response(JSON.stringify({ ...league, value_maps }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const user = renderWizard();
    await user.upload(screen.getByLabelText("Choose sheet (CSV or XLSX)"), new File(["x"], "league.xlsx"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const table = await screen.findByRole("table", { name: "Preview of the import" });
    expect(screen.getByText("The header is row 2: the row above it (a title) is left out.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Header row" })).toHaveTextContent("Row 2");
    expect(within(table).getByText("Akash Singh")).toBeInTheDocument();
    expect(within(table).getByText("2,00,00,000")).toBeInTheDocument();
    expect(within(table).getByText("Event minimum")).toBeInTheDocument();
    expect(within(table).getByText("Note: photo: No zip of photos was sent: the one it has is kept.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Country: values that give no skill"), "India");
    await user.type(screen.getByLabelText("Country: any other value gives"), "Overseas");
    await user.click(screen.getByRole("button", { name: "Apply to Country" }));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(JSON.parse(String(sent[1].get("mapping"))).Country).toEqual({
      field: "skills",
      values: { India: "", "*": "Overseas" },
    });
    expect(await screen.findByText("Country: India → nothing, any other → Overseas.")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Header row" }));
    await user.click(await screen.findByRole("option", { name: "Row 3" }));
    await waitFor(() => expect(sent.at(-1)?.get("header_row")).toBe("3"));
  });

  it("results before the auction: each row's result, a line per team, and Override limits sent with the next preview", async () => {
    const results: ImportReport = {
      ...REPORT,
      rows: 2,
      created: 2,
      skipped: 0,
      errors: [],
      mapping: { Name: "name", Status: "status", Team: "team", Price: "price" },
      columns: ["Name", "Status", "Team", "Price"],
      outcomes: [
        {
          row: 2,
          name: "Ravi",
          outcome: "created",
          id: null,
          result: { status: 4, team: 7, team_name: "Chennai", price: 650000000 },
        },
        { row: 3, name: "Tara", outcome: "created", id: null, result: { status: 2, team: null, team_name: null, price: null } },
      ],
      results: [
        {
          team: 7,
          name: "Chennai",
          statuses: [{ status: 4, count: 1 }],
          spent: 650000000,
          funds_remaining: 550000000,
          players_count: 1,
        },
      ],
    };
    const sent: FormData[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return new Response(JSON.stringify(results), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    const user = renderWizard();
    await user.upload(screen.getByLabelText("Choose sheet (CSV or XLSX)"), new File(["Name\n"], "p.csv"));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Chennai: 1 retained, 65,00,00,000 spent, 55,00,00,000 left")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Preview of the import" });
    expect(within(table).getByText("Retained: Chennai, 65,00,00,000")).toBeInTheDocument();
    expect(within(table).getByText("Unsold")).toBeInTheDocument();
    expect(sent[0].get("override_limits")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /Override limits/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].get("override_limits")).toBe("1");
  });
});
