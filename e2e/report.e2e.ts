// The auction report in a real browser (docs/product.md "After the night"; decision 066): a concluded
// auction of its own (support/report-auction.ts) at 390 and 1440 px, its five charts drawn, a chart's
// data table shown and hidden by keyboard, axe clean; printed to an A4 PDF with Chromium.
import type { Event } from "@sah/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch, shot } from "./support/browser.ts";
import { concludedAuction } from "./support/report-auction.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
let event: Event;

beforeAll(async () => {
  const started = launch();
  const me = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
  event = await concludedAuction(base, me.token, me.id);
  browser = await started;
}, 120_000);
afterAll(() => browser?.close());

describe("the auction report", () => {
  it.each([390, 1440])(
    "shows the figures and five charts with their data at %i px",
    async (width) => {
      const ctx = await contextAt(browser, width);
      const page = await ctx.newPage();
      await page.goto(`${base}/view/${event.id}/report`);
      await page.getByRole("heading", { name: "Auction report" }).waitFor();
      // Every chart is drawn (an SVG with marks in each chart's picture).
      const charts = page.locator(".report-section [role=img]");
      await expect.poll(() => charts.count()).toBe(5);
      for (let i = 0; i < 5; i++)
        await charts.nth(i).locator("svg path, svg rect, svg circle").filter({ visible: true }).first().waitFor();
      await expect.poll(() => page.getByText("Players sold").count()).toBe(1);

      const toggle = page.getByRole("button", { name: "Show data" }).first();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Hide data" }).waitFor();
      expect(await page.getByRole("table").first().getByRole("columnheader", { name: "Team" }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, "report", "report", width);
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Show data" }).first().waitFor();

      if (width === 1440) {
        await page.emulateMedia({ media: "print" });
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        // One page per part at least: figures, two pairs of charts, the top buys, the teams.
        expect((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThanOrEqual(5);
      }
      await ctx.close();
    },
    120_000,
  );

  it("is not open to the public before the auction concludes", async () => {
    const me = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
    const early = await api<Event>(base, "events/events/", {
      token: me.token,
      json: {
        name: `Report early ${Date.now().toString(36)}`,
        date: "2026-12-20",
        start_time: "10:00",
        end_time: "18:00",
        location: "Pune",
        funds_per_team: 1000,
        funds_unit: "pts",
        min_player_price: 10,
        min_players: 0,
        max_players: 5,
        type: (await api<{ id: number }[]>(base, "events/event-types/"))[0]?.id,
      },
    });
    const ctx = await contextAt(browser, 390);
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${early.id}/report`);
    await page.getByText("The report opens to everyone once the auction has concluded.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ctx.close();
  }, 60_000);
});
