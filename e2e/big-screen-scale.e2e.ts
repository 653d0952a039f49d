// The big screen at professional scale (docs/product.md section 10 "The room"; docs/decisions/061):
// 10 and 16 teams with crore purses (120 Cr, 10-digit amounts), at 1920×1080 and 1280×720, in the full
// and the short amount style: every team's row is whole inside the viewport, no two team labels read
// alike, nothing scrolls, the stage (the opening price), "Top buys" and "Last result" are not cut, and
// axe finds nothing serious.
import { formatAmount, type Player, type Team, teamLabels } from "@sah/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createEvent } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Session = { id: number; token: string };

/** Sixteen franchises; two pairs share initials (Chennai / Capital Super Kings: CSK), as real leagues can. */
const FRANCHISES = [
  "Chennai Super Kings",
  "Delhi Capitals",
  "Gujarat Titans",
  "Kolkata Knight Riders",
  "Lucknow Super Giants",
  "Mumbai Indians",
  "Punjab Kings",
  "Rajasthan Royals",
  "Royal Challengers Bengaluru",
  "Sunrisers Hyderabad",
  "Capital Super Kings",
  "Deccan Chargers",
  "Kochi Tuskers Kerala",
  "Pune Warriors India",
  "Rising Pune Supergiant",
  "Gujarat Lions",
];
const CRORE = 1_00_00_000;
const LAKH = 1_00_000;
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/** An event of `n` teams with a 120 Cr purse, five sales of crore prices and a player on the block. */
async function croreEvent(staff: Session, n: number): Promise<{ id: number; teams: Team[] }> {
  const event = await createEvent(base, staff.token, `Crore ${n}`, {
    funds_per_team: 120 * CRORE,
    funds_unit: "INR",
    min_player_price: 30 * LAKH,
    min_players: 18,
    max_players: 25,
  });
  const ev = event.id;
  const teams: Team[] = [];
  for (const name of FRANCHISES.slice(0, n)) {
    teams.push(await api<Team>(base, `teams/?event_id=${ev}`, { token: staff.token, json: { name, owners: [staff.id] } }));
  }
  const prices = [27 * CRORE, 26.75 * CRORE, 23.75 * CRORE, 21 * CRORE, 18 * CRORE];
  for (const [i, price] of prices.entries()) {
    const player = await api<Player>(base, `players/?event_id=${ev}`, {
      token: staff.token,
      json: { name: `Rishabh Venkatesh Subramaniam ${i + 1}`, date_of_birth: "1997-10-04" },
    });
    await api(base, `auctions/transactions/next-player/?event_id=${ev}`, { token: staff.token, json: { player: player.id } });
    await api(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
      token: staff.token,
      json: { player: player.id, status: 3, team: teams[i % teams.length].id, price },
    });
  }
  const onBlock = await api<Player>(base, `players/?event_id=${ev}`, {
    token: staff.token,
    json: { name: "Marquee Opener", date_of_birth: "1995-01-01", base_price: 2 * CRORE },
  });
  await api(base, `auctions/transactions/next-player/?event_id=${ev}`, { token: staff.token, json: { player: onBlock.id } });
  return { id: ev, teams: await api<{ results: Team[] }>(base, `teams/?event_id=${ev}&page_size=100`).then((r) => r.results) };
}

/** What the screen shows of its board, its top buys and its last result, measured in the page. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect();
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const rows = [...document.querySelectorAll('[data-testid="board-team"]')].map((row) => {
      const r = box(row);
      const label = row.querySelector('[data-testid="board-team-label"]') as HTMLElement;
      return {
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        label: label.innerText,
        fontPx: Number.parseFloat(getComputedStyle(label).fontSize),
        labelCut: cut(label),
        cellsCut: [...row.querySelectorAll("td")].slice(1).some((td) => cut(td)),
      };
    });
    // The stage (name, player's line, opening price) within its panel, measured from the layout
    // (scroll and client sizes), which the stage's entrance animation (a transform) does not move.
    const section = document.querySelector('[aria-label="Current player"]') as HTMLElement;
    const stage = section.querySelector('[data-testid="screen-stage"]') as HTMLElement;
    const pad = getComputedStyle(section);
    const room = section.clientHeight - Number.parseFloat(pad.paddingTop) - Number.parseFloat(pad.paddingBottom);
    const stageCut = stage.scrollHeight > stage.clientHeight + 1 || stage.offsetHeight > room + 1 || cut(stage);
    const texts = [...document.querySelectorAll('[data-testid="top-buy"] span, [data-testid="screen-last-result"]')];
    return {
      rows,
      stageCut,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      textCut: texts.filter((el) => cut(el) || el.scrollHeight > el.clientHeight + 1).map((el) => (el as HTMLElement).innerText),
      topBuys: [...document.querySelectorAll('[data-testid="top-buy"]')].map((el) => (el as HTMLElement).innerText),
    };
  });
}

describe("the big screen at professional scale", () => {
  for (const n of [10, 16]) {
    it(`holds ${n} teams with 120 Cr purses at 1920×1080 and 1280×720, full and short amounts`, {
      timeout: 600_000,
    }, async () => {
      const staff = await api<Session>(base, "users/login/", { json: admin });
      const { id: ev, teams } = await croreEvent(staff, n);
      // One label per team, as the domain gives them (the two CSKs by name).
      const expected = teamLabels(teams);
      expect(new Set([...expected.values()].map((l) => l.toLowerCase())).size).toBe(n);

      // One page for the team count: the style by a reload, the size by resizing the window.
      const ctx = await browser.newContext({ viewport: SIZES[0], deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      for (const style of ["full", "short"] as const) {
        await api(base, `events/events/${ev}/`, { token: staff.token, method: "PATCH", json: { amount_style: style } });
        if (style === "full") await page.goto(`${base}/view/${ev}/screen`);
        else await page.reload();
        await page
          .getByTestId("board-team")
          .nth(n - 1)
          .waitFor({ state: "visible", timeout: LIVE_WAIT_MS });
        await page.getByTestId("top-buy").nth(4).waitFor({ state: "visible", timeout: LIVE_WAIT_MS });
        const top = formatAmount(27 * CRORE, "INR", style);
        await page.getByTestId("top-buy").filter({ hasText: top }).first().waitFor({ timeout: LIVE_WAIT_MS });
        await page
          .getByText(formatAmount(2 * CRORE, "INR", style))
          .first()
          .waitFor({ timeout: LIVE_WAIT_MS });
        for (const size of SIZES) {
          await page.setViewportSize(size);
          const m = await measure(page);
          const where = `${n} teams, ${style}, ${size.width}×${size.height}`;
          expect(m.viewport, where).toEqual(size);

          expect(m.rows, where).toHaveLength(n);
          for (const r of m.rows) {
            expect(r.top, `${where}: ${r.label}`).toBeGreaterThanOrEqual(0);
            expect(r.left, `${where}: ${r.label}`).toBeGreaterThanOrEqual(0);
            expect(r.bottom, `${where}: ${r.label}`).toBeLessThanOrEqual(m.viewport.height);
            expect(r.right, `${where}: ${r.label}`).toBeLessThanOrEqual(m.viewport.width);
            expect(r.labelCut, `${where}: ${r.label} is cut`).toBe(false);
            // Legible from the back of the hall: at least 1.6% of the screen's height (17 px at 1080p).
            expect(r.fontPx, `${where}: ${r.label}'s text size`).toBeGreaterThanOrEqual(0.016 * size.height);
            expect(r.cellsCut, `${where}: ${r.label}'s figures are cut`).toBe(false);
          }
          const labels = m.rows.map((r) => r.label.trim().toLowerCase());
          expect(new Set(labels).size, `${where}: ${labels.join(", ")}`).toBe(n);
          expect(m.rows.map((r) => r.label).sort(), where).toEqual([...expected.values()].sort());
          // Nothing scrolls, nothing in Top buys or Last result is cut.
          expect(m.scroll, where).toEqual(m.viewport);
          expect(m.textCut, where).toEqual([]);
          expect(m.stageCut, `${where}: the stage (its opening price) is cut`).toBe(false);
          expect(m.topBuys[0], where).toContain(top);
          expect(await seriousAxeViolations(page), where).toEqual([]);
          if (size.width === 1920) await shot(page, "big-screen-scale", `screen-${n}-teams-${style}`, size.width);
        }
      }
      await ctx.close();
    });
  }
});
