// A long public players list in a real browser (issue 26 item 8; docs/decisions/064-long-lists.md): an
// event of 600 players, at 390 and 1440 px. The page keeps a bounded number of cards whatever is
// scrolled (the list is windowed), a card is reached by scrolling and the last by one move to the
// page's end (the list reads that page, not the ones between), the keyboard walks from one card to the
// next across the window's edge, a return from a player's page (the browser's back)
// lands on the same card at the same place, and axe finds nothing serious at the top, at the end and
// after the return.
import { LIMITS } from "@sah/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createEvent, loginToken } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch, shot } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");
const PLAYERS = 600;
/** What the window may hold: the blocks on a tall screen and one above and below (12 cards a block). */
const MOST_CARDS = 72;

let browser: Browser;
let eventId: number;

beforeAll(async () => {
  const started = launch();
  const token = await loginToken(base, admin);
  const event = await createEvent(base, token, "Long list", { max_players: 25 });
  eventId = event.id;
  const rows = ["Name,DOB,Grade,Set"];
  for (let i = 1; i <= PLAYERS; i++)
    rows.push(`Player ${String(i).padStart(3, "0")},1999-01-01,${i <= 60 ? "A" : "B"},Set ${1 + (i % 9)}`);
  const form = new FormData();
  form.append("file", new Blob([rows.join("\n")], { type: "text/csv" }), "players.csv");
  const res = await fetch(`${base}/api/players/import/?event_id=${eventId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  expect((await api<{ count: number }>(base, `players/?event_id=${eventId}&page_size=1`)).count).toBe(PLAYERS);
  browser = await started;
}, 120_000);
afterAll(() => browser?.close());

/** The card at `position` with its player (not a placeholder of a page still on its way, `aria-busy`). */
const card = (page: Page, position: number) => page.locator(`[role="listitem"][aria-posinset="${position}"]:not([aria-busy])`);
const cardsInPage = (page: Page) => page.locator('[role="listitem"]').count();

/**
 * Scrolls frame after frame until the card at `position` is in the page with its player, then to it:
 * down a screen a frame, or (`toEnd`) straight to the page's bottom, the scroll bar dragged to its end.
 */
async function scrollToCard(page: Page, position: number, toEnd = false) {
  await page.waitForFunction(
    ([pos, end]) => {
      const el = document.querySelector(`[role="listitem"][aria-posinset="${pos}"]`);
      if (el) {
        el.scrollIntoView({ block: "center" });
        return !el.hasAttribute("aria-busy");
      }
      if (end) window.scrollTo(0, document.documentElement.scrollHeight);
      else window.scrollBy(0, window.innerHeight);
      return false;
    },
    [position, toEnd] as const,
    { polling: "raf", timeout: 120_000 },
  );
  await card(page, position).waitFor();
}

async function axeClean(page: Page, where: string) {
  await settled(page);
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

describe.each([390, 1440])("the players list of a 600-player event at %i px", (width) => {
  it("keeps few cards in the page, reaches the last by scrolling and returns to the same card", async () => {
    const context = await contextAt(browser, width);
    try {
      const page = await context.newPage();
      await page.goto(`${base}/view/${eventId}/players`);
      await card(page, 1).waitFor();
      await expect.poll(() => card(page, 1).getAttribute("aria-setsize")).toBe(String(PLAYERS));
      expect(await cardsInPage(page)).toBeLessThanOrEqual(MOST_CARDS);
      await axeClean(page, `the list's top at ${width} px`);
      await shot(page, "long-list", "top", width);

      // The keyboard: from the last card in the page, Tab reaches the next one (the window follows the focus).
      const lastShown = Number(await page.locator('[role="listitem"]:not([aria-busy])').last().getAttribute("aria-posinset"));
      await card(page, lastShown).getByRole("link").focus();
      for (let next = lastShown + 1; next <= lastShown + 3; next++) {
        await page.keyboard.press("Tab");
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.getAttribute("aria-posinset")))
          .toBe(String(next));
      }

      // The middle: open a player, come back, the same card at the same place.
      await scrollToCard(page, 300);
      const link = card(page, 300).getByRole("link");
      const before = await link.evaluate((el) => el.getBoundingClientRect().top);
      expect(await cardsInPage(page)).toBeLessThanOrEqual(MOST_CARDS);
      await link.click();
      // The player's page (the list's card has the same heading: the address first).
      await page.waitForURL(/\/players\/\d+$/);
      await page.getByRole("heading", { name: "Player 300" }).waitFor();
      await page.goBack();
      await card(page, 300).waitFor();
      // The same place, to the pixel's rounding.
      await expect.poll(() => link.evaluate((el, top) => Math.abs(el.getBoundingClientRect().top - top) <= 1, before)).toBe(true);
      await axeClean(page, `the list after a return at ${width} px`);
      await shot(page, "long-list", "back", width);

      // The end, in one move: the list reads its last page, not the ones between (docs/decisions/064).
      const asked: number[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname === "/api/players/") asked.push(Number(url.searchParams.get("page") ?? 1));
      });
      await scrollToCard(page, PLAYERS, true);
      const lastPage = Math.ceil(PLAYERS / LIMITS.playerListPageSize);
      expect(asked.filter((n) => n < lastPage - 1)).toEqual([]);
      await expect(card(page, PLAYERS).getByRole("heading").textContent()).resolves.toBe("Player 600");
      expect(await cardsInPage(page)).toBeLessThanOrEqual(MOST_CARDS);
      await axeClean(page, `the list's end at ${width} px`);
      await shot(page, "long-list", "end", width);
    } finally {
      await context.close();
    }
  }, 480_000);
});
