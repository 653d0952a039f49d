// Corrections, fines, the audit and draw control in a real browser (docs/api.md "Corrections and undo", "Draw control", "The log";
// docs/product.md section 10): the organiser corrects the price of a sale from three sales ago on the
// player's page (with a reason), fines a team from the console, puts a chosen player on the block
// with the keyboard alone (D, the arrow keys, typing, Tab, Enter) and draws within a named set, reading
// what is left per grade, then finds all of it on the audit page, whose CSV export links to the export
// endpoint. Every page it visits has no serious or critical axe-core violation. Set-up (event, teams,
// players, three sales) goes through the API; the rules themselves are tested in
// apps/server/test/corrections.test.ts and draw-control.test.ts.
import type { AuctionLogEntry, CurrentPlayer, Player, Team } from "@sah/domain";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createEvent } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch, shot, WIDTHS } from "./support/browser.ts";
import { tabTo } from "./support/keyboard.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The page as it is now at each width, scrolled to `at` (only with SCREENSHOTS=1), then back at 1440. */
async function shots(page: Page, name: string, at?: Locator) {
  if (process.env.SCREENSHOTS !== "1") return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await at?.scrollIntoViewIfNeeded();
    await shot(page, "e2e", name, width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe("corrections, fines, draw control and the audit", () => {
  it("corrects a price from three sales ago, fines a team, puts a chosen player on the block, and shows it all in the audit with its export", async () => {
    const session = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
    const token = session.token;
    const stamp = Date.now().toString(36);
    const event = await createEvent(base, token, "Corrections");
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
    // Left to draw: two of grade A+, one of grade A in the set "Marquee".
    const drawable = async (name: string, grade: number, set?: string) =>
      api<Player>(base, `players/?event_id=${ev}`, {
        token,
        json: { name: `${name} ${stamp}`, date_of_birth: "2000-01-01", grade, ...(set ? { set } : {}) },
      });
    const keeper = await drawable("Keeper", 10);
    const opener = await drawable("Opener", 10);
    // A base price set on the player form (before → after in the audit).
    await api(base, `players/${opener.id}/?event_id=${ev}`, { token, method: "PATCH", json: { base_price: 40 } });
    const marquee = await drawable("Star", 15, "Marquee");

    const ctx = await contextAt(browser, 1440);
    await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
    const page = await ctx.newPage();

    // The first of three sales: 500 was meant to be 50.
    await page.goto(`${base}/dashboard/${ev}/players/${first.id}/sell`);
    await page.getByRole("switch", { name: /Correct an earlier result/ }).check();
    await page.getByRole("textbox", { name: "Price", exact: true }).fill("50");
    await page.getByRole("textbox", { name: /Reason for the correction/ }).fill("One zero too many");
    expect(await seriousAxeViolations(page), "the correction form").toEqual([]);
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

    // Draw control: what is left per grade, then a chosen player by keyboard alone.
    const drawPanel = page.getByRole("region", { name: "Draw" });
    await drawPanel.getByRole("list", { name: "Left per grade" }).getByText("A+: 2 left", { exact: true }).waitFor();
    await drawPanel.getByRole("list", { name: "Left per grade" }).getByText("A: 1 left", { exact: true }).waitFor();
    await drawPanel.getByRole("list", { name: "Left per set" }).getByText("Marquee: 1 left", { exact: true }).waitFor();
    await page.keyboard.press("d");
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("auto");
    await page.keyboard.press("ArrowRight");
    const picker = drawPanel.getByRole("combobox", { name: "Player" });
    await tabTo(page, picker);
    await page.keyboard.type("Keeper");
    await expect
      .poll(() => page.getByRole("listbox").getByRole("option").allTextContents())
      .toEqual([`Keeper ${stamp} · A+ · Available`]);
    expect(await seriousAxeViolations(page), "the console, choosing a player").toEqual([]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await tabTo(page, drawPanel.getByRole("button", { name: "Put on the block" }));
    await page.keyboard.press("Enter");
    const block = page.getByRole("region", { name: "Current player" });
    await block.getByRole("heading", { name: keeper.name }).waitFor();
    const onBlock = () => api<CurrentPlayer>(base, `auctions/transactions/current-player/?event_id=${ev}`);
    expect((await onBlock()).player?.id).toBe(keeper.id);
    await shots(page, "console-draw-control", drawPanel);

    // ... and a draw within a named set, with the mouse.
    await drawPanel.getByRole("radio", { name: "Within set" }).check();
    await drawPanel.getByRole("combobox", { name: "Set" }).click();
    await page.getByRole("option", { name: "Marquee · 1 left" }).click();
    await drawPanel.getByRole("button", { name: "Draw", exact: true }).click();
    await block.getByRole("heading", { name: marquee.name }).waitFor();
    expect((await onBlock()).player?.id).toBe(marquee.id);

    // The audit lists the correction and the fine with their reasons, says how each draw was asked for
    // and shows the base price before → after; it links the log's CSV export.
    await page.getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL(`${base}/dashboard/${ev}/audit`);
    const table = page.getByRole("table", { name: "Audit log" });
    await table.getByRole("cell", { name: "One zero too many" }).waitFor();
    await table.getByRole("cell", { name: "Late to the auction" }).waitFor();
    await table.getByRole("cell", { name: `${keeper.name} drawn, chosen by name` }).waitFor();
    await table.getByRole("cell", { name: `${marquee.name} drawn, within the set "Marquee"` }).waitFor();
    await table.getByRole("cell", { name: `${opener.name}: base price the event minimum → 40 pts` }).waitFor();
    expect(await seriousAxeViolations(page), "the audit").toEqual([]);
    await shots(page, "audit");
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    // The log's times in the organiser's own zone (docs/api.md "Exports": `tz`).
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(href).toBe(`/api/events/events/${ev}/export/?what=log&format=csv&tz=${encodeURIComponent(zone)}`);
    await page.getByRole("combobox", { name: "Team" }).selectOption(String(bulls.id));
    await table.getByRole("cell", { name: "One zero too many" }).waitFor({ state: "detached" });
    const log = await api<{ results: AuctionLogEntry[] }>(base, `auctions/log/?event_id=${ev}&team=${bulls.id}`, { token });
    expect(log.results.map((e) => e.reason)).toContain("Late to the auction");
    await ctx.close();
  });
});
