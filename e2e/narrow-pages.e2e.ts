// No sideways scroll on a phone (issue 26 item 4; docs/decisions/062-phones-adjustments-out.md): every
// public page, and the owner's bid page, at 320, 360 and 390 px with a professional night's figures
// (a purse of 1,20,00,00,000 INR, prices of 27,00,00,000, a 40-character team name, a long player
// name and names in Devanagari drawn with their font, a team fined with its reason, a team out of the bidding) is no wider
// than the window: `document.documentElement.scrollWidth <= innerWidth`. Each page is checked with
// axe once its data is in. The event is this file's own, made through the API.
import type { Player, Team } from "@sah/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createEvent, teamsOf } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";
import { type Check, type Demo, PUBLIC_PAGES, readyAndQuiet } from "./support/site-pages.ts";

const base = inject("baseUrl");
const admin = inject("admin");
const WIDTHS = [320, 360, 390] as const;

const CRORE = 10_000_000;
const LAKH = 100_000;
/** Exactly 40 characters. */
const LONG_TEAM = "Royal Challengers of Greater Bengaluru XI";
const HINDI_TEAM = "चेन्नई सुपर किंग्स महाराष्ट्र";
const FINED_TEAM = "Out of Pocket";
const LONG_PLAYER = "Venkatapathy Srinivasaraghavan Subramaniam Ramakrishnan";
const PLAYERS = [LONG_PLAYER, "रविचंद्रन अश्विन", "Mahendra Singh Dhoni", "Ravindra Jadeja", "Jasprit Bumrah", "सूर्यकुमार यादव"];
/** The prices of the five sales, 27 crore first: the top 5 of the live page. */
const PRICES = [27 * CRORE, 24.5 * CRORE, 18 * CRORE, 12.25 * CRORE, 9.9 * CRORE];

type Session = { id: number; name: string; email: string; is_staff: boolean; token: string };

let browser: Browser;
let demo: Demo;
let session: Session;

const bidPage: Check = {
  name: "bid (owner)",
  path: (d) => `/view/${d.event.id}/bid`,
  ready: (page) => page.getByTestId("bid-button"),
};

beforeAll(async () => {
  const started = launch();
  session = await api<Session>(base, "users/login/", { json: admin });
  const { token } = session;
  const event = await createEvent(base, token, "Narrow Premier League of Greater Maharashtra", {
    funds_per_team: 120 * CRORE,
    funds_unit: "INR",
    min_player_price: 30 * LAKH,
    min_players: 18,
    max_players: 25,
    bidding: "owners",
    first_bid_seconds: 3_600,
    bid_seconds: 3_600,
  });
  const ev = event.id;
  // The organiser owns every team, so the same session opens the owner's bid page (for the first by
  // name: the team out of the bidding).
  const team = (name: string) => api<Team>(base, `teams/?event_id=${ev}`, { token, json: { name, owners: [session.id] } });
  const long = await team(LONG_TEAM);
  const hindi = await team(HINDI_TEAM);
  const fined = await team(FINED_TEAM);
  for (const name of PLAYERS)
    await api<Player>(base, `players/?event_id=${ev}`, { token, json: { name, date_of_birth: "1990-01-01" } });
  const buyers = [long, hindi, fined, long, hindi];
  for (const [i, price] of PRICES.entries()) {
    const drawn = await api<{ player: Player }>(base, `auctions/transactions/next-player/?event_id=${ev}`, { token, json: {} });
    await api(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
      token,
      json: { player: drawn.player.id, status: 3, team: buyers[i]?.id, price },
    });
  }
  // The last player stays on the block.
  await api(base, `auctions/transactions/next-player/?event_id=${ev}`, { token, json: {} });
  // A fine with its reason on the long-named team, and one that leaves the third team 5 L: out of the bidding.
  await api(base, `teams/${long.id}/adjustments/?event_id=${ev}`, {
    token,
    json: { amount: -12 * CRORE, reason: "Slow over-rate in three matches of the 2025 season, fined by the league" },
  });
  const after = (await teamsOf(base, ev)).find((t) => t.id === fined.id);
  await api(base, `teams/${fined.id}/adjustments/?event_id=${ev}`, {
    token,
    json: { amount: -((after?.funds_remaining ?? 0) - 5 * LAKH), reason: "Salary cap breach", override_limits: true },
  });
  const players = await api<{ results: Player[] }>(base, `players/?event_id=${ev}&page_size=100`);
  const player = players.results.find((p) => p.name === LONG_PLAYER);
  if (!player) throw new Error("the long-named player is missing");
  const longTeam = (await teamsOf(base, ev)).find((t) => t.id === long.id) ?? long;
  demo = {
    event,
    player,
    team: longTeam,
    sponsor: { id: 0 } as Demo["sponsor"],
    userId: session.id,
    userEmail: admin.email,
  };
  browser = await started;
});
afterAll(() => browser?.close());

/** How much wider than the window the page is, and the widest elements that stick out (for the message). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .filter((el) => el.childElementCount === 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" right ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
}

/**
 * Waits until a page showing names in Devanagari draws them with the app's Devanagari face (on a device
 * without such a font, like this machine's Chromium, they were boxes, narrower than the letters), and
 * answers which faces the page downloaded: only the scripts it shows (docs/decisions/076-fonts-for-names.md).
 */
async function namesDrawn(page: Page): Promise<string[]> {
  const shows = await page.evaluate(() => /\p{Script=Devanagari}/u.test(document.body.innerText));
  const loaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const families = [...document.fonts].filter((f) => f.status !== "unloaded").map((f) => f.family.replaceAll('"', ""));
      return [...new Set(families)].filter((f) => f.startsWith("Noto Sans"));
    });
  if (shows) await expect.poll(loaded, { timeout: LIVE_WAIT_MS }).toContain("Noto Sans Devanagari");
  return loaded();
}

/** The pages decision 062 changed, also on a tablet and a laptop (where the screenshots are looked at too). */
const CHANGED = new Set(["live auction", "team", "big screen"]);

describe.each([...WIDTHS, 768, 1440])("at %i px", (width) => {
  const wide = width > 390;
  for (const [audience, checks] of [
    ["public", wide ? PUBLIC_PAGES.filter((c) => CHANGED.has(c.name)) : PUBLIC_PAGES],
    ["owner", [bidPage]],
  ] as const) {
    describe(audience, () => {
      let ctx: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ctx = await contextAt(browser, width);
        if (audience === "owner") await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
        page = await ctx.newPage();
      });
      afterAll(() => ctx?.close());

      it.each(checks)("$name does not scroll sideways", async (check) => {
        await page.goto(`${base}${check.path(demo)}`);
        await readyAndQuiet(page, check, demo);
        const faces = await namesDrawn(page);
        expect(
          faces.filter((f) => f !== "Noto Sans Devanagari"),
          "no face of a script the page does not show",
        ).toEqual([]);
        await shot(page, "narrow", check.name.replace(/\W+/g, "-"), width);
        if (process.env.SCREENSHOTS === "1" && (CHANGED.has(check.name) || audience === "owner"))
          await page.screenshot({
            path: `screenshots/narrow/${check.name.replace(/\W+/g, "-")}-full-${width}.png`,
            fullPage: true,
          });
        const o = await overflow(page);
        expect(o.scrollWidth, `${check.name}: ${o.culprits.join("; ")}`).toBeLessThanOrEqual(o.innerWidth);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  }
});
