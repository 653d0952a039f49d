// The console that cannot be misused, and the room that the hall can read (docs/product.md sections 4
// and 10; docs/decisions/052-console-guards.md): what only a browser can show.
// - Enter in the team picker confirms the team and moves to the price; only the sell action sells.
// - Once a result is recorded the console's form is gone, so a new price + Enter records nothing; the
//   sell page of a Sold player is a correction only; sell-player on it is 409 naming the correction.
// - Sell + Next: the big screen keeps the SOLD moment after the next player has been drawn, and shows
//   the next player once it is over, while the console has moved on at once.
// - Owners' bidding on the big screen at 1920×1080: the highest bid and the clock are the largest
//   numbers after the player's name; once the lot has a result the bid strip is gone. The live page
//   on a 390 px phone shows the strip above the fold.
// - The console at 390 px: Sell Player is in view without scrolling, above the bottom navigation,
//   and every tool shows its text and has an accessible name.
// Set-up goes through the API; the rules themselves are the server's tests (recorded-result.test.ts).
// Every page visited is checked with axe. SHOTS_DIR=<dir> saves screenshots of the screens.
import path from "node:path";
import { type Player, SALE_TEXT, type Team } from "@sah/domain";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError, api, createEvent, drawPlayer } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, LIVE_WAIT_MS, launch } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");

type Session = { id: number; name: string; email: string; is_staff: boolean; token: string };

let browser: Browser;
let staff: Session;
beforeAll(async () => {
  browser = await launch();
  staff = await api<Session>(base, "users/login/", { json: admin });
});
afterAll(() => browser?.close());

async function signedIn(width: number): Promise<BrowserContext> {
  const ctx = await contextAt(browser, width);
  await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), staff);
  return ctx;
}

async function snap(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await settled(page);
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

async function seen(locator: Locator) {
  await locator.first().waitFor({ state: "visible", timeout: LIVE_WAIT_MS });
}

function liveStream(page: Page, eventId: number) {
  return page.waitForResponse((r) => r.url().includes(`/api/events/${eventId}/live/`) && r.status() === 200, {
    timeout: LIVE_WAIT_MS,
  });
}

/**
 * Records on the big screen, as the page changes, when the SOLD banner appeared and went, and when the
 * stage first showed another player than window.__first: read after the moment, so a loaded machine
 * can only make the moment look longer, never shorter.
 */
const RECORD_MOMENT = `window.__moment = { shownAt: null, goneAt: null, nextAt: null };
  new MutationObserver(() => {
    const m = window.__moment, now = performance.now();
    const banner = document.querySelector('[data-testid="sold-banner"]');
    if (banner && m.shownAt === null) m.shownAt = now;
    if (!banner && m.shownAt !== null && m.goneAt === null) m.goneAt = now;
    const name = document.querySelector('[data-testid="screen-player-name"]')?.textContent;
    if (window.__first && name && name !== window.__first && m.nextAt === null) m.nextAt = now;
  }).observe(document, { subtree: true, childList: true, characterData: true });`;

const playerOf = (ev: number, id: number) => api<Player>(base, `players/${id}/?event_id=${ev}`, { token: staff.token });

/** An auctioneer's event: two teams, three players, the first of them drawn. */
async function auctioneerNight(label: string) {
  const event = await createEvent(base, staff.token, label, {
    funds_per_team: 100_000,
    min_player_price: 1_000,
    min_players: 1,
    max_players: 5,
  });
  const ev = event.id;
  const teams: Team[] = [];
  for (const name of ["Tigers", "Lions"])
    teams.push(await api<Team>(base, `teams/?event_id=${ev}`, { token: staff.token, json: { name, owners: [staff.id] } }));
  for (const name of ["Arjun Kale", "Bhanu Rao", "Chetan Iyer"])
    await api(base, `players/?event_id=${ev}`, { token: staff.token, json: { name, date_of_birth: "2000-01-01" } });
  const first = await drawPlayer(base, staff.token, ev);
  return { ev, teams, first };
}

describe("the console cannot be misused", () => {
  it("Enter in the team picker moves to the price; a recorded result is not re-recorded; the sell page only corrects", async () => {
    const { ev, teams, first } = await auctioneerNight("Guards Cup");
    const [tigers] = teams as [Team, Team];
    const ctx = await signedIn(1440);
    const page = await ctx.newPage();
    const sells: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/sell-player/")) sells.push(r.url());
    });
    const ready = liveStream(page, ev);
    await page.goto(`${base}/dashboard/${ev}/auctions`);
    await ready;
    const form = page.getByRole("form", { name: "Sell player" });
    await form.waitFor();
    expect(await seriousAxeViolations(page), "the console").toEqual([]);

    // Shift+S, T, "Tig", Enter: the team is chosen and the price has the focus; nothing is sold.
    await page.keyboard.press("Shift+S");
    await page.keyboard.press("t");
    await page.keyboard.type("Tig");
    await page.keyboard.press("Enter");
    const price = form.getByRole("textbox", { name: "Price" });
    await expect.poll(() => price.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel("Team", { exact: true }).inputValue()).toBe(String(tigers.id));
    expect(sells).toEqual([]);
    expect((await playerOf(ev, first.id)).status).toBe(1);

    // The sale is the price and Enter: one sale at 30,000.
    await page.keyboard.type("30k");
    await page.keyboard.press("Enter");
    await seen(page.getByTestId("recorded-result"));
    expect(sells).toHaveLength(1);
    expect((await playerOf(ev, first.id)).transaction_detail).toMatchObject({ team: tigers.id, price: 30_000 });

    // Recorded: no live form is left to record it again; P, a price and Enter send nothing.
    expect(await form.count()).toBe(0);
    await page.keyboard.press("p");
    await page.keyboard.type("40k");
    await page.keyboard.press("Enter");
    // N draws the next player: the one request the keys lead to.
    const drawn = page.waitForResponse((r) => r.url().includes("/next-player/") && r.status() === 200);
    await page.keyboard.press("n");
    await drawn;
    expect(sells).toHaveLength(1);
    expect((await playerOf(ev, first.id)).transaction_detail).toMatchObject({ team: tigers.id, price: 30_000 });

    // The API refuses a re-sale with the way to correct it.
    const refused = await api(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
      token: staff.token,
      json: { player: first.id, status: 3, team: tigers.id, price: 45_000, suppress_player_check: true },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, body: { detail: SALE_TEXT.resultRecorded(first.name, "Sold") } });

    // The sell page of the Sold player is a correction, with its reason.
    await page.goto(`${base}/dashboard/${ev}/players/${first.id}/sell`);
    const switcher = page.getByRole("switch", { name: /Correct an earlier result/ });
    await switcher.waitFor();
    expect(await switcher.isChecked()).toBe(true);
    expect(await switcher.isDisabled()).toBe(true);
    await seen(page.getByRole("textbox", { name: /Reason for the correction/ }));
    expect(await seriousAxeViolations(page), "the sell page of a Sold player").toEqual([]);
    await ctx.close();
  });

  it("at 390 px Sell Player is in view above the bottom navigation, and every tool is labelled", async () => {
    const { ev } = await auctioneerNight("Phone Cup");
    for (const width of [390, 1440]) {
      const ctx = await signedIn(width);
      const page = await ctx.newPage();
      const ready = liveStream(page, ev);
      await page.goto(`${base}/dashboard/${ev}/auctions`);
      await ready;
      const sell = page.getByRole("button", { name: "Sell Player", exact: true });
      await sell.waitFor();
      await settled(page);
      // On a phone: in view, not scrolled to, and the button itself is what a tap at its centre reaches.
      if (width === 390) {
        const box = await sell.boundingBox();
        expect(box !== null && box.y >= 0 && box.y + box.height <= 844, "Sell Player in view at 390").toBe(true);
        const reached = await sell.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit !== null && el.contains(hit);
        });
        expect(reached, "Sell Player is not under the bottom navigation").toBe(true);
      }
      const tools = page.getByRole("group", { name: "Auction Console tools" }).locator("a, button");
      expect(await tools.count()).toBeGreaterThanOrEqual(5);
      for (const tool of await tools.all()) {
        const name = (await tool.getAttribute("aria-label")) ?? "";
        const text = (await tool.innerText()).trim();
        expect(name, "every tool has an accessible name").not.toBe("");
        expect(text, `the tool "${name}" shows its text at ${width} px`).not.toBe("");
        expect(name.includes(text), `"${text}" is part of the name "${name}"`).toBe(true);
      }
      await snap(page, `console-${width}`);
      expect(await seriousAxeViolations(page), `the console at ${width}`).toEqual([]);
      await ctx.close();
    }
  });
});

describe("the room", () => {
  it("Sell + Next: the big screen holds the SOLD moment while the next player waits behind it", async () => {
    const { ev, teams, first } = await auctioneerNight("Moment Cup");
    const [, lions] = teams as [Team, Team];
    const screenCtx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    await screenCtx.addInitScript({ content: RECORD_MOMENT });
    const screen = await screenCtx.newPage();
    const screenReady = liveStream(screen, ev);
    await screen.goto(`${base}/view/${ev}/screen`);
    await screenReady;
    await seen(screen.getByTestId("screen-player-name").filter({ hasText: first.name }));
    await screen.evaluate((name) => Object.assign(window, { __first: name }), first.name);

    const ctx = await signedIn(1440);
    const page = await ctx.newPage();
    const ready = liveStream(page, ev);
    await page.goto(`${base}/dashboard/${ev}/auctions`);
    await ready;
    const form = page.getByRole("form", { name: "Sell player" });
    await form.waitFor();
    await form.getByLabel("Status", { exact: true }).selectOption("3");
    await form.getByLabel("Team", { exact: true }).selectOption(String(lions.id));
    await form.getByRole("textbox", { name: "Price" }).fill("20000");
    const drawAnswer = page.waitForResponse((r) => r.url().includes("/next-player/") && r.status() === 200);
    await page.keyboard.press("Control+Enter");

    // The console moves on at once.
    const drawn = (await ((await drawAnswer).json() as Promise<{ player: Player }>)).player;
    expect(drawn.id).not.toBe(first.id);
    await seen(page.getByRole("heading", { name: drawn.name }));
    const banner = screen.getByTestId("sold-banner");
    await snap(screen, "screen-sold-moment-1920");
    // The next player enters on the big screen once the moment is over.
    await seen(screen.getByTestId("screen-player-name").filter({ hasText: drawn.name }));
    const moment = await screen.evaluate(
      () => (window as unknown as { __moment: { shownAt: number; goneAt: number | null; nextAt: number } }).__moment,
    );
    expect(moment.goneAt, "the SOLD banner has gone").not.toBeNull();
    // The banner held its 4 s (SOLD_MOMENT_MS), the draw arriving meanwhile did not cut it short ...
    expect((moment.goneAt ?? 0) - moment.shownAt).toBeGreaterThanOrEqual(3_900);
    // ... and the next player was not on the stage before it went.
    expect(moment.nextAt).toBeGreaterThanOrEqual(moment.goneAt ?? Number.POSITIVE_INFINITY);
    expect(await banner.count()).toBe(0);
    expect(await seriousAxeViolations(screen), "the big screen").toEqual([]);
    await ctx.close();
    await screenCtx.close();
  });

  it("owners' bidding: the bid and the clock are the largest after the name; the strip goes with the result", async () => {
    const event = await createEvent(base, staff.token, "Bid Strip Cup", {
      funds_per_team: 100_000,
      min_player_price: 1_000,
      min_players: 1,
      max_players: 5,
      bidding: "owners",
      first_bid_seconds: 600,
      bid_seconds: 600,
    });
    const ev = event.id;
    const team = await api<Team>(base, `teams/?event_id=${ev}`, {
      token: staff.token,
      json: { name: "Royal Strikers", owners: [staff.id] },
    });
    // Names whose words fit the stage at full size: a longer word makes the name smaller so it never
    // breaks inside a word (lib/fit-text.ts), and it may then be smaller than the bid.
    for (const name of ["Ravi Teja", "Farhan Sheikh"])
      await api(base, `players/?event_id=${ev}`, { token: staff.token, json: { name, date_of_birth: "2000-01-01" } });
    const player = await drawPlayer(base, staff.token, ev);
    await api(base, `auctions/bids/?event_id=${ev}`, {
      token: staff.token,
      json: { player: player.id, team: team.id, amount: 1_000 },
    });

    const screenCtx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    const screen = await screenCtx.newPage();
    const screenReady = liveStream(screen, ev);
    await screen.goto(`${base}/view/${ev}/screen`);
    await screenReady;
    const highest = screen.getByTestId("lot-highest");
    await seen(highest.filter({ hasText: "1,000" }));
    await settled(screen);
    const size = (l: Locator) => l.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const name = await size(screen.getByTestId("screen-player-name"));
    const bid = await size(highest);
    const clock = await size(screen.getByTestId("lot-clock"));
    // Every other text on the screen (not a photo's stand-in initial): the largest is below the bid and the clock.
    const others = await screen.evaluate(() => {
      const skip = new Set(["screen-player-name", "lot-highest", "lot-clock"]);
      let largest = 0;
      for (const el of document.querySelectorAll("body *")) {
        if (skip.has(el.closest("[data-testid]")?.getAttribute("data-testid") ?? "")) continue;
        if (el.closest('[aria-hidden="true"]')) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (own) largest = Math.max(largest, Number.parseFloat(getComputedStyle(el).fontSize));
      }
      return largest;
    });
    expect(bid, "the highest bid is below the player's name").toBeLessThan(name);
    expect(clock).toBe(bid);
    expect(bid, "the highest bid is larger than every other text (the opening price among them)").toBeGreaterThan(others);
    await snap(screen, "screen-owners-bidding-1920");
    expect(await seriousAxeViolations(screen), "the big screen in owners' bidding").toEqual([]);

    // The phone's live page: the strip above the fold, the event's name not cut by the chip.
    const phoneCtx = await contextAt(browser, 390);
    const phone = await phoneCtx.newPage();
    const phoneReady = liveStream(phone, ev);
    await phone.goto(`${base}/view/${ev}/auctions`);
    await phoneReady;
    const strip = phone.getByTestId("lot-line");
    await seen(strip);
    await settled(phone);
    const stripBox = await strip.boundingBox();
    expect(stripBox && stripBox.y + stripBox.height <= 844 - 64, "the bid strip is above the fold").toBe(true);
    const title = phone.locator("header h1").filter({ hasText: "Bid Strip Cup" });
    expect(
      await title.evaluate((el) => el.scrollWidth <= el.clientWidth),
      "the event's name is not cut by the connection chip",
    ).toBe(true);
    await snap(phone, "live-owners-bidding-390");
    expect(await seriousAxeViolations(phone), "the live page at 390").toEqual([]);

    // The lot closes Unsold: the result shows, the strip (the bid, the clock) is gone.
    await api(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
      token: staff.token,
      json: { player: player.id, status: 2 },
    });
    // Each page reads the result and the lot in its own refetches: wait for both, then the strip is gone.
    await seen(screen.getByTestId("screen-result").filter({ hasText: "UNSOLD" }));
    await expect.poll(() => screen.getByTestId("lot-line").count(), { timeout: LIVE_WAIT_MS }).toBe(0);
    await seen(phone.getByText("UNSOLD"));
    await expect.poll(() => strip.count(), { timeout: LIVE_WAIT_MS }).toBe(0);
    await snap(screen, "screen-owners-unsold-1920");
    await screenCtx.close();
    await phoneCtx.close();
  });
});
