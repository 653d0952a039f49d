// The room's screens in a real browser (docs/product.md section 10): what only a browser can show.
// The big screen fits 1920×1080 and 1280×720 without scrolling, every panel inside the viewport,
// the player's name and the SOLD banner at least 48 px at 1080p; a sale made through the API brings
// the SOLD banner with the team's name without a reload. On a phone the live page's result headline
// is above the fold. The overlay's page is transparent and its panels follow the query string.
// How fast a sale arrives is `npm run bench:live`'s figure, not asserted here.
import type { Event, Player } from "@sah/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawPlayer, findEvent, loginToken, planSale, sellPlayer } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, cspViolations, LIVE_WAIT_MS, launch } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
let token: string;
let demo: Event;

beforeAll(async () => {
  const started = launch();
  token = await loginToken(base, admin);
  demo = await findEvent(base, "Demo Premier League");
  browser = await started;
});
afterAll(() => browser?.close());

async function open(path: string, width: number, height: number): Promise<Page> {
  // contextAt installs the recorder cspViolations reads.
  const ctx = await contextAt(browser, width, height);
  const page = await ctx.newPage();
  await page.goto(`${base}${path}`);
  return page;
}

/** Scroll sizes against the viewport, and the labelled panels whose box leaves it. */
async function layoutOf(page: Page) {
  return page.evaluate(`(() => {
    const w = innerWidth, h = innerHeight, el = document.scrollingElement;
    const outside = [...document.querySelectorAll("[data-testid=big-screen] header, [data-testid=big-screen] section")]
      .map((s) => ({ name: s.getAttribute("aria-label") || s.tagName, r: s.getBoundingClientRect() }))
      .filter(({ r }) => r.left < 0 || r.top < 0 || r.right > w + 0.5 || r.bottom > h + 0.5)
      .map(({ name, r }) => name + " " + JSON.stringify([r.left, r.top, r.right, r.bottom].map(Math.round)));
    const panels = document.querySelectorAll("[data-testid=big-screen] section").length;
    return { scrollX: el.scrollWidth > w, scrollY: el.scrollHeight > h, outside, panels };
  })()`) as Promise<{ scrollX: boolean; scrollY: boolean; outside: string[]; panels: number }>;
}

const px = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

describe("the big screen /view/{id}/screen", () => {
  let sold: { player: Player; team: string };

  it("at 1920×1080: everything in the viewport, the name ≥ 48 px; a sale through the API shows the SOLD banner", async () => {
    await drawPlayer(base, token, demo.id);
    const page = await open(`/view/${demo.id}/screen`, 1920, 1080);
    await page.getByTestId("screen-player-name").waitFor();
    await page.getByRole("img", { name: /^QR code: / }).waitFor();
    await settled(page);
    const layout = await layoutOf(page);
    expect(layout).toEqual({ scrollX: false, scrollY: false, outside: [], panels: layout.panels });
    // Current player, last result, teams, top buys, QR code, sponsors.
    expect(layout.panels).toBe(6);
    expect(await px(page, "screen-player-name")).toBeGreaterThanOrEqual(48);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const current = await fetch(`${base}/api/auctions/transactions/current-player/?event_id=${demo.id}`).then(
      (r) => r.json() as Promise<{ player: Player }>,
    );
    const plan = await planSale(base, demo.id, demo.min_player_price, 700);
    await sellPlayer(base, token, demo.id, current.player.id, plan.team.id, plan.price);
    sold = { player: current.player, team: plan.team.name };
    const banner = page.getByTestId("sold-banner");
    await banner.waitFor({ timeout: LIVE_WAIT_MS });
    await expect.poll(() => banner.getByTestId("sold-headline").textContent()).toContain(`SOLD to ${plan.team.name} for`);
    expect(await px(page, "sold-headline")).toBeGreaterThanOrEqual(48);
    // Then the banner goes and the board highlights the team that bought.
    await banner.waitFor({ state: "detached", timeout: LIVE_WAIT_MS });
    await expect.poll(() => page.locator("tr[data-highlight]").textContent()).toContain(plan.team.name.slice(0, 6));
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("at 1280×720, light theme: everything in the viewport without scrolling", async () => {
    const page = await open(`/view/${demo.id}/screen?theme=light`, 1280, 720);
    await page.getByTestId("screen-player-name").waitFor();
    await settled(page);
    expect(await page.getByTestId("big-screen").getAttribute("data-theme")).toBe("light");
    const layout = await layoutOf(page);
    expect(layout).toMatchObject({ scrollX: false, scrollY: false, outside: [] });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("at 390×844 the live page's result headline is above the fold", async () => {
    const page = await open(`/view/${demo.id}/auctions`, 390, 844);
    const region = page.getByRole("region", { name: "Current player" });
    const headline = region.getByRole("heading", { name: new RegExp(`^SOLD to ${sold.team}`) });
    await headline.waitFor();
    const box = await headline.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await page.context().close();
  });
});

describe("the overlay /view/{id}/overlay", () => {
  it("is transparent; its panels and position follow the query", async () => {
    const page = await open(`/view/${demo.id}/overlay`, 1920, 1080);
    await page.getByTestId("overlay-sale").waitFor();
    const backgrounds = await page.evaluate(
      `[getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]`,
    );
    expect(backgrounds).toEqual(["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"]);
    expect(await page.getByTestId("overlay").getAttribute("data-position")).toBe("bottom");
    const bottom = await page.getByTestId("overlay").boundingBox();
    expect(bottom?.y ?? 0).toBeGreaterThan(540);

    await page.goto(`${base}/view/${demo.id}/overlay?panels=sale&position=top&theme=light&scale=1.5`);
    await page.getByTestId("overlay-sale").waitFor();
    expect(await page.getByTestId("overlay-player").count()).toBe(0);
    const top = await page.getByTestId("overlay").boundingBox();
    expect((top?.y ?? 1080) + (top?.height ?? 0)).toBeLessThan(540);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
