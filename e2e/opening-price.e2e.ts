// The opening price is the player's on every screen (docs/product.md section 10; docs/decisions/
// 053-base-price-floor.md): one player with a base price above the event's minimum, entered through
// the player form (which first refuses one below the minimum), is drawn; the big screen, the overlay,
// the live page, the console and the owner's bid page all show his base price as the opening price,
// not the event's minimum. Every page visited is checked with axe. The rules themselves are the
// server's tests (base-price.test.ts) and the domain's (openingPrice).
import { formatAmount, RULE_TEXT, type Team } from "@sah/domain";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createEvent, drawPlayer } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Session = { id: number; name: string; email: string; is_staff: boolean; token: string };

async function signedIn(width: number, session: Session | null, height?: number): Promise<BrowserContext> {
  const ctx = height
    ? await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 })
    : await contextAt(browser, width);
  if (session) await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
  return ctx;
}

/** Waits until the page shows it (the first match). */
async function seen(locator: Locator) {
  await locator.first().waitFor({ state: "visible", timeout: LIVE_WAIT_MS });
}

async function clean(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

describe("the opening price", () => {
  it("a base price above the minimum is the opening price on the big screen, overlay, live page, console and bid page", async () => {
    const staff = await api<Session>(base, "users/login/", { json: admin });
    const unit = "pts";
    const minimum = 1_000;
    const event = await createEvent(base, staff.token, "Opening Cup", {
      funds_per_team: 100_000,
      funds_unit: unit,
      min_player_price: minimum,
      bidding: "owners",
      first_bid_seconds: 600,
      bid_seconds: 600,
    });
    const ev = event.id;
    // The organiser owns the one team, so the same session opens the owner's bid page.
    await api<Team>(base, `teams/?event_id=${ev}`, { token: staff.token, json: { name: "Openers", owners: [staff.id] } });
    const name = `Marquee ${Date.now().toString(36)}`;

    // ---- The player form refuses a base price below the minimum, then takes 5,000 ----
    const organiserCtx = await signedIn(1440, staff);
    const organiser = await organiserCtx.newPage();
    await organiser.goto(`${base}/dashboard/${ev}/players/create`);
    await organiser.getByRole("textbox", { name: "Name" }).fill(name);
    await organiser.getByLabel(/^Date of birth/).fill("2000-01-01");
    const price = organiser.getByRole("textbox", { name: "Base price" });
    await price.fill("500");
    await organiser.getByRole("button", { name: "Add Player" }).click();
    await seen(organiser.getByText(RULE_TEXT.basePriceBelowMin(minimum, unit)));
    // The error at each width (saved only with SCREENSHOTS=1), then back to the laptop's.
    for (const [width, height] of [
      [390, 844],
      [768, 900],
      [1440, 900],
    ] as const) {
      await organiser.setViewportSize({ width, height });
      await price.scrollIntoViewIfNeeded();
      await shot(organiser, "base-price", "player-form-below-minimum", width);
    }
    await clean(organiser, "the player form with the base price's error");
    await price.fill("5000");
    await organiser.getByRole("button", { name: "Add Player" }).click();
    await organiser.waitForURL((url) => !url.pathname.endsWith("/create"));

    await drawPlayer(base, staff.token, ev);
    const opening = formatAmount(5_000, unit);
    const wrong = formatAmount(minimum, unit);

    // ---- The big screen (1920×1080) ----
    const screenCtx = await signedIn(1920, null, 1080);
    const bigScreen = await screenCtx.newPage();
    await bigScreen.goto(`${base}/view/${ev}/screen`);
    await seen(bigScreen.getByTestId("screen-player-name").getByText(name));
    const stage = bigScreen.getByTestId("screen-stage");
    await seen(stage.getByText(`Opening price ${opening}`));
    expect(await stage.textContent()).not.toContain(wrong);
    await shot(bigScreen, "base-price", "big-screen", 1920);
    await clean(bigScreen, "the big screen");

    // ---- The overlay ----
    const overlay = await screenCtx.newPage();
    await overlay.goto(`${base}/view/${ev}/overlay`);
    await seen(overlay.getByTestId("overlay-player").getByText(`Opening ${opening}`));
    await clean(overlay, "the overlay");

    // ---- The live page ----
    const viewerCtx = await signedIn(390, null);
    const viewer = await viewerCtx.newPage();
    await viewer.goto(`${base}/view/${ev}/auctions`);
    await seen(viewer.getByText(`Base price ${opening}`));
    await clean(viewer, "the live page");

    // ---- The console ----
    await organiser.goto(`${base}/dashboard/${ev}/auctions`);
    await seen(organiser.getByText(`Base price ${opening}`));
    await clean(organiser, "the console");

    // ---- The owner's bid page: the first bid is the opening price ----
    const phoneCtx = await signedIn(390, staff);
    const phone = await phoneCtx.newPage();
    await phone.goto(`${base}/view/${ev}/bid`);
    await seen(phone.getByText(`opens at ${opening}`));
    await seen(phone.getByTestId("bid-button").getByText(opening));
    await shot(phone, "base-price", "bid-page", 390);
    await clean(phone, "the bid page");

    for (const ctx of [organiserCtx, screenCtx, viewerCtx, phoneCtx]) await ctx.close();
  });
});
