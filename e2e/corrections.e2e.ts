// Corrections, fines and the audit in a real browser (docs/api.md "Beyond the spec"): the organiser
// corrects the price of a sale from three sales ago on the player's page (with a reason), fines a
// team from the console, and finds both on the audit page, whose CSV export links to the export
// endpoint. Set-up (event, teams, players, three sales) goes through the API; the rules themselves
// are tested in apps/server/test/corrections.test.ts.
import type { AuctionLogEntry, Player, Team } from "@sah/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api.ts";
import { contextAt, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("corrections, fines and the audit", () => {
  it("corrects a price from three sales ago, fines a team, and shows both in the audit with its export", async () => {
    const session = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
    const token = session.token;
    const [type] = await api<{ id: number }[]>(base, "events/event-types/");
    const stamp = Date.now().toString(36);
    const event = await api<{ id: number }>(base, "events/events/", {
      token,
      json: {
        name: `Corrections ${stamp}`,
        date: "2026-12-20",
        start_time: "10:00",
        end_time: "18:00",
        location: "Pune",
        funds_per_team: 1000,
        funds_unit: "pts",
        min_player_price: 10,
        min_players: 1,
        max_players: 5,
        type: type?.id,
      },
    });
    const ev = event.id;
    const team = (name: string) => api<Team>(base, `teams/?event_id=${ev}`, { token, json: { name, owners: [session.id] } });
    const aces = await team("Aces");
    const bulls = await team("Bulls");
    const sold: Player[] = [];
    for (const [i, price] of [500, 40, 30].entries()) {
      const p = await api<Player>(base, `players/?event_id=${ev}`, {
        token,
        json: { name: `Sold ${i} ${stamp}`, date_of_birth: "2000-01-01" },
      });
      await api(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
        token,
        json: { player: p.id, status: 3, team: aces.id, price, suppress_player_check: true },
      });
      sold.push(p);
    }
    const first = sold[0] as Player;

    const ctx = await contextAt(browser, 1440);
    await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
    const page = await ctx.newPage();

    // The first of three sales: 500 was meant to be 50.
    await page.goto(`${base}/dashboard/${ev}/players/${first.id}/sell`);
    await page.getByRole("switch", { name: /Correct an earlier result/ }).check();
    await page.getByRole("textbox", { name: "Price", exact: true }).fill("50");
    await page.getByRole("textbox", { name: /Reason for the correction/ }).fill("One zero too many");
    await page.getByRole("button", { name: "Sell Player" }).click();
    await page.waitForURL(`${base}/dashboard/${ev}/players/${first.id}`);
    const corrected = await api<Player>(base, `players/${first.id}/?event_id=${ev}`);
    expect(corrected.transaction_detail?.price).toBe(50);

    // A fine from the console.
    await page.goto(`${base}/dashboard/${ev}/auctions`);
    await page.getByRole("button", { name: "Adjust a purse" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: /Team/ }).click();
    await page.getByRole("option", { name: "Bulls" }).click();
    await dialog.getByRole("textbox", { name: /Amount/ }).fill("-100");
    await dialog.getByRole("textbox", { name: /Reason/ }).fill("Late to the auction");
    await dialog.getByRole("button", { name: "Adjust purse" }).click();
    await dialog.waitFor({ state: "hidden" });
    const fined = await api<Team>(base, `teams/${bulls.id}/?event_id=${ev}`);
    expect(fined).toMatchObject({ adjustments_total: -100, funds_remaining: 900 });

    // The audit lists both with their reasons, and links the log's CSV export.
    await page.getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL(`${base}/dashboard/${ev}/audit`);
    const table = page.getByRole("table", { name: "Audit log" });
    await table.getByRole("cell", { name: "One zero too many" }).waitFor();
    await table.getByRole("cell", { name: "Late to the auction" }).waitFor();
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toBe(`/api/events/events/${ev}/export/?what=log&format=csv`);
    await page.getByRole("combobox", { name: "Team" }).selectOption(String(bulls.id));
    await table.getByRole("cell", { name: "One zero too many" }).waitFor({ state: "detached" });
    await shot(page, "e2e", "audit", 1440);
    const log = await api<{ results: AuctionLogEntry[] }>(base, `auctions/log/?event_id=${ev}&team=${bulls.id}`, { token });
    expect(log.results.map((e) => e.reason)).toContain("Late to the auction");
    await ctx.close();
  });
});
