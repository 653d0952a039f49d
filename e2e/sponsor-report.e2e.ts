// A sponsor's report by its private link in a real browser (docs/product.md "What the sponsors got";
// decision 072): opened without logging in at 390 and 1440 px, axe clean, printed to one A4 page.
import type { Event, SponsorLink } from "@sah/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
let event: Event;
let sponsor: number;
let key: string;

beforeAll(async () => {
  const started = launch();
  const me = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
  event = await api<Event>(base, "events/events/", {
    token: me.token,
    json: {
      name: `Sponsor report ${Date.now().toString(36)}`,
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
  sponsor = (
    await api<{ id: number }>(base, `events/sponsors/?event_id=${event.id}`, {
      token: me.token,
      json: { name: "Alpha Corp", category: "Title", order: 1 },
    })
  ).id;
  // A screen's first beacon: up to 30 s on the big screen.
  await api(base, `events/${event.id}/exposure/`, {
    json: { screen: `e2e-${Date.now().toString(36)}`, kind: "big-screen", shown: [{ sponsor, seconds: 30 }] },
  });
  key = (
    await api<SponsorLink>(base, `events/sponsors/${sponsor}/link/?event_id=${event.id}`, { token: me.token, method: "POST" })
  ).key;
  browser = await started;
}, 120_000);
afterAll(() => browser?.close());

describe("the sponsor's report", () => {
  it.each([390, 1440])(
    "opens by the private link without logging in at %i px",
    async (width) => {
      const ctx = await contextAt(browser, width);
      const page = await ctx.newPage();
      await page.goto(`${base}/view/${event.id}/sponsors/${sponsor}/report#key=${encodeURIComponent(key)}`);
      const name = page.getByRole("heading", { level: 1, name: "Alpha Corp" });
      await name.waitFor();
      // The sponsor's name on one line beside its logo, not squeezed to a letter a line by the Print
      // button (which goes under it on a phone).
      const lineHeight = await name.evaluate((h) => Number.parseFloat(getComputedStyle(h).lineHeight));
      expect((await name.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
      await page.getByRole("img", { name: "Minutes on screen per hour" }).waitFor();
      expect(await page.getByRole("table", { name: "Minutes on screen per hour: figures" }).getByRole("row").count()).toBe(2);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, "report", "sponsor-report", width);

      if (width === 1440) {
        await page.emulateMedia({ media: "print" });
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        // One A4 page: the sponsor, the event, the figures, the chart and its table.
        expect((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
      }
      await ctx.close();
    },
    120_000,
  );
});
