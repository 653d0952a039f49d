// What a sponsor got (docs/api.md "Sponsor exposure"; docs/decisions/072-sponsor-report.md): the
// figures and actions on the sponsors page, the private link (made, copied, replaced and revoked after
// a confirmation), and the report page its key opens without an account.
import { SPONSOR_KEY_HEADER, type SponsorExposure } from "@sah/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply } from "../../../test/api-mock.ts";
import { mockDashboard } from "../../../test/dashboard.tsx";
import { sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const exposure = (over: Partial<SponsorExposure> = {}): SponsorExposure => ({
  sponsor: { id: 1, name: "Alpha Corp", category: "Title Sponsor", logo: null },
  screen_seconds: 720,
  overlay_seconds: 20,
  page_views: 1234,
  cards_served: 56,
  sold_moments: 7,
  by_hour: [
    { hour: "2026-11-27T14:00:00.000Z", screen_seconds: 600, overlay_seconds: 0 },
    { hour: "2026-11-27T15:00:00.000Z", screen_seconds: 120, overlay_seconds: 20 },
  ],
  event: { id: 1, name: "Premier League Auction", logo: null },
  link_created_at: null,
  ...over,
});
const EXPOSURE = "GET /api/events/sponsors/1/exposure/";
const LINK = "/api/events/sponsors/1/link/";

afterEach(() => vi.unstubAllGlobals());

/** The sponsors page, once its list is there: the first sponsor's panel. */
async function firstPanel() {
  await screen.findByRole("list", { name: "Sponsors" });
  return screen.findByRole("region", { name: "What Alpha Corp got" });
}

/** The value shown under a figure's label (the description list's dt → dd). */
function figure(scope: HTMLElement, label: string): string {
  const dt = within(scope).getByText(label, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? "";
}

describe("sponsors page: what each sponsor got", () => {
  it("shows each sponsor's figures in minutes and counts, and opens its report", async () => {
    mockDashboard({ [EXPOSURE]: exposure() });
    renderApp("/dashboard/1/settings/sponsors", { user: sessionUser });
    const panel = await firstPanel();
    await within(panel).findByText("Big screen", { selector: "dt" });
    expect(figure(panel, "Big screen")).toBe("12 min");
    expect(figure(panel, "Stream overlay")).toBe("< 1 min");
    expect(figure(panel, "Sold moments on screen")).toBe("7");
    expect(figure(panel, "Public page views")).toBe("1,234");
    expect(figure(panel, "Share cards served")).toBe("56");
    expect(within(panel).getByRole("link", { name: "Sponsor report" })).toHaveAttribute("href", "/view/1/sponsors/1/report");
  });

  it("makes a private link shown once, and revokes it after a confirmation", async () => {
    const { calls } = mockDashboard({
      [EXPOSURE]: exposure(),
      [`POST ${LINK}`]: reply(201, { key: "k3y", created_at: "2026-11-27T20:00:00Z" }),
      [`DELETE ${LINK}`]: reply(204),
    });
    const { user } = renderApp("/dashboard/1/settings/sponsors", { user: sessionUser });
    const panel = await firstPanel();
    await user.click(await within(panel).findByRole("button", { name: "Private link" }));
    const dialog = await screen.findByRole("dialog", { name: "Private link for Alpha Corp" });
    expect(within(dialog).getByText(/No private link yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    const field = await within(dialog).findByRole("textbox", { name: "Private link" });
    expect(field).toHaveValue(`${window.location.origin}/view/1/sponsors/1/report#key=k3y`);
    expect(field).toHaveAttribute("readonly");
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/view/1/sponsors/1/report#key=k3y`);

    await user.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke the private link?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && new URL(c.url).pathname === LINK)).toBe(true));
  });

  it("replaces an existing link only after a confirmation", async () => {
    const { calls } = mockDashboard({
      [EXPOSURE]: exposure({ link_created_at: "2026-11-27T20:00:00Z" }),
      [`POST ${LINK}`]: reply(201, { key: "n3w", created_at: "2026-11-27T21:00:00Z" }),
    });
    const { user } = renderApp("/dashboard/1/settings/sponsors", { user: sessionUser });
    const panel = await firstPanel();
    await user.click(await within(panel).findByRole("button", { name: "Private link" }));
    const dialog = await screen.findByRole("dialog", { name: "Private link for Alpha Corp" });
    expect(within(dialog).getByText(/A private link was made on/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Create link" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Replace link" }));
    const confirm = await screen.findByRole("dialog", { name: "Replace the private link?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Replace link" }));
    expect(await within(dialog).findByRole("textbox", { name: "Private link" })).toHaveValue(
      `${window.location.origin}/view/1/sponsors/1/report#key=n3w`,
    );
  });
});

describe("the sponsor's report page", () => {
  it("opens with the private link's key, sent in a header and not in the URL, without logging in", async () => {
    const { calls } = mockDashboard({ [EXPOSURE]: exposure() });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderApp("/view/1/sponsors/1/report#key=s3cret");
    expect(await screen.findByRole("heading", { level: 1, name: "Alpha Corp" })).toBeInTheDocument();
    const read = calls.find((c) => new URL(c.url).pathname === "/api/events/sponsors/1/exposure/");
    expect(read?.headers.get(SPONSOR_KEY_HEADER)).toBe("s3cret");
    expect(read?.url).not.toContain("s3cret");
    expect(screen.getByText(/Premier League Auction/)).toBeInTheDocument();
    const figures = screen.getByRole("region", { name: "What the night gave Alpha Corp" });
    expect(figure(figures, "Big screen")).toBe("12 min");
    expect(figure(figures, "Sold moments on screen")).toBe("7");
    // The chart is one picture named by its caption; its figures are the table under it.
    expect(screen.getByRole("img", { name: "Minutes on screen per hour" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Minutes on screen per hour: figures" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["10", "0", "2", "0"]);
    await user.click(screen.getByRole("button", { name: "Print / Save as PDF" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says how it opens when the key is wrong, replaced or revoked", async () => {
    mockDashboard({ [EXPOSURE]: reply(404, { detail: "Not found." }) });
    renderApp("/view/1/sponsors/1/report#key=old");
    expect(await screen.findByText(/replaced or revoked/)).toBeInTheDocument();
  });
});
