// The whole-site accessibility check (docs/decisions/043-accessibility.md): every kind of page, public
// and dashboard, with the demo data, at 390 and 1440 px, has no serious or critical axe-core violation.
// One browser; one context per width and audience (a visitor, the signed-in staff user); one page
// that moves from URL to URL. Each page is checked once its own content is shown and nothing is
// loading or moving any more. To add a page: one entry in e2e/support/site-pages.ts. Then one short
// journey with the keyboard alone through the organiser's corrections: the correction switch, the
// adjust-purse dialog and the audit's filters (the console's sell flow by keyboard is auction-night.e2e.ts's).
import type { Player, Sponsor, Team } from "@sah/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { allPlayers, api, createEvent, findEvent, teamsOf } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch } from "./support/browser.ts";
import { tabTo } from "./support/keyboard.ts";
import { type Demo, MANAGER_PAGES, PUBLIC_PAGES, readyAndQuiet } from "./support/site-pages.ts";

const base = inject("baseUrl");
const admin = inject("admin");
const WIDTHS = [390, 1440] as const;

let browser: Browser;
let demo: Demo;
let session: { id: number; token: string };

beforeAll(async () => {
  const started = launch();
  session = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
  const event = await findEvent(base, "Demo Premier League");
  const [players, teams, sponsors] = await Promise.all([
    allPlayers(base, event.id),
    teamsOf(base, event.id),
    api<Sponsor[]>(base, `events/sponsors/?event_id=${event.id}`),
  ]);
  const player = players.find((p) => p.status === 0) ?? players[0];
  const [team] = teams;
  const [sponsor] = sponsors;
  if (!player || !team || !sponsor) throw new Error("the demo event lacks a player, a team or a sponsor");
  demo = { event, player, team, sponsor, userId: session.id, userEmail: admin.email };
  browser = await started;
});
afterAll(() => browser?.close());

describe.each(WIDTHS)("at %i px", (width) => {
  for (const [audience, checks] of [
    ["public", PUBLIC_PAGES],
    ["dashboard", MANAGER_PAGES],
  ] as const) {
    describe(audience, () => {
      let ctx: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ctx = await contextAt(browser, width);
        if (audience === "dashboard") await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
        page = await ctx.newPage();
      });
      afterAll(() => ctx?.close());

      it.each(checks)("$name has no serious or critical violation", async (check) => {
        await page.goto(`${base}${check.path(demo)}`);
        await readyAndQuiet(page, check, demo);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  }
});

describe("with the keyboard alone (docs/decisions/043-accessibility.md)", () => {
  it("corrects a sale with the switch, fines a team in the adjust-purse dialog and filters the audit", async () => {
    // An event of its own, so that the demo's purses stay as the other journeys expect them.
    const stamp = Date.now().toString(36);
    const { id: ev } = await createEvent(base, session.token, "Keyboard");
    const team = (name: string) =>
      api<Team>(base, `teams/?event_id=${ev}`, { token: session.token, json: { name, owners: [session.id] } });
    const aces = await team("Aces");
    const bulls = await team("Bulls");
    const player = await api<Player>(base, `players/?event_id=${ev}`, {
      token: session.token,
      json: { name: `Keys ${stamp}`, date_of_birth: "2000-01-01" },
    });
    await api(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
      token: session.token,
      json: { player: player.id, status: 3, team: aces.id, price: 500, suppress_player_check: true },
    });

    const ctx = await contextAt(browser, 1440);
    await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
    const page = await ctx.newPage();

    // A Sold player's page is a correction (the switch on, and fixed: docs/decisions/052); the price and
    // the reason typed.
    await page.goto(`${base}/dashboard/${ev}/players/${player.id}/sell`);
    const correction = page.getByRole("switch", { name: /Correct an earlier result/ });
    await correction.waitFor();
    expect(await correction.isChecked()).toBe(true);
    expect(await correction.isDisabled()).toBe(true);
    const price = page.getByRole("textbox", { name: "Price", exact: true });
    await tabTo(page, price);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("50");
    await tabTo(page, page.getByRole("textbox", { name: /Reason for the correction/ }));
    await page.keyboard.type("One zero too many");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${base}/dashboard/${ev}/players/${player.id}`);
    expect((await api<Player>(base, `players/${player.id}/?event_id=${ev}`)).transaction_detail?.price).toBe(50);

    // The adjust-purse dialog: opened with Enter, the team picked with the arrow keys, sent with Enter.
    await page.goto(`${base}/dashboard/${ev}/auctions`);
    await page.getByRole("heading", { name: "Auction Console" }).waitFor();
    await tabTo(page, page.getByRole("button", { name: "Adjust a purse" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Adjust a purse" });
    await dialog.waitFor();
    const teamBox = dialog.getByRole("combobox", { name: /Team/ });
    await tabTo(page, teamBox);
    await page.keyboard.press("ArrowDown");
    const bullsOption = page.getByRole("option", { name: "Bulls" });
    await bullsOption.waitFor();
    for (let i = 0; i < 5 && !(await bullsOption.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => teamBox.textContent()).toContain("Bulls");
    await tabTo(page, dialog.getByRole("textbox", { name: /Amount/ }));
    await page.keyboard.type("-100");
    await tabTo(page, dialog.getByRole("textbox", { name: /Reason/ }));
    await page.keyboard.type("Late to the auction");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    expect(await api<Team>(base, `teams/${bulls.id}/?event_id=${ev}`)).toMatchObject({ adjustments_total: -100 });

    // The audit's filters: the Team select reached with Tab and set by typing the team's initial.
    await page.goto(`${base}/dashboard/${ev}/audit`);
    const table = page.getByRole("table", { name: "Audit log" });
    await table.getByRole("cell", { name: "One zero too many" }).waitFor();
    await tabTo(page, page.getByRole("combobox", { name: "Team" }));
    await page.keyboard.type("B");
    await table.getByRole("cell", { name: "One zero too many" }).waitFor({ state: "detached" });
    await table.getByRole("cell", { name: "Late to the auction" }).waitFor();
    // The table's scrolling box is reachable too (it scrolls sideways on a phone).
    await tabTo(page, page.getByRole("region", { name: "Audit log entries" }));
    await ctx.close();
  });
});
