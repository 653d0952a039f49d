// The public part of the web app (docs/product.md section 2) in a real browser at 390, 768 and 1440 px: the public journey from the
// landing page to a player and a team, the live auction page following a sale made through the API,
// logging in (validation, the server's error, the `next` redirect) and Forgot Password. Every page
// shown is checked with axe-core (no serious or critical violation).
// One browser for the file, one context per width, a new page (fresh session storage) per journey.
import type { Event, Player, Sponsor, Team } from "@sah/domain";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  allPlayers,
  countsOf,
  createUser,
  drawPlayer,
  findEvent,
  loginToken,
  planSale,
  sellPlayer,
  type TestUser,
  teamsOf,
  topFiveOf,
} from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, cspViolations, LIVE_WAIT_MS, launch, shot, WIDTHS } from "./support/browser.ts";
import { overflowingTexts, settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");
const DEMO = "Demo Premier League";
/** Below this width the app shows the drawer and the bottom section navigation (README "Breakpoints"). */
const LAPTOP = 1280;

let browser: Browser;
let adminToken: string;
let demo: Event;
let sponsors: Sponsor[];
let visitor: TestUser;

beforeAll(async () => {
  const started = launch();
  adminToken = await loginToken(base, admin);
  demo = await findEvent(base, DEMO);
  sponsors = await fetch(`${base}/api/events/sponsors/?event_id=${demo.id}`).then((r) => r.json() as Promise<Sponsor[]>);
  // Our own account for the log-in journeys, so that they do not spend the staff user's log-in budget.
  visitor = await createUser(base, adminToken, "Login");
  browser = await started;
});
afterAll(() => browser?.close());

// Formats as the app shows them (lib/format.ts, locale en-IN).
const num = (n: number) => n.toLocaleString("en-IN");
const amount = (n: number, unit: string) => `${num(n)} ${unit}`;
const date = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d).toLocaleDateString("en-IN", { day: "2-digit", month: "short", year: "numeric" });
};
/** MUI Chip colour class of each player status (docs/product.md section 4 "Player status"). */
const CHIP_COLOUR: Record<number, string> = {
  0: "Primary",
  1: "Secondary",
  2: "Error2",
  3: "Success",
  4: "Info",
  5: "Error",
  6: "Warning",
};
const NO_GRADE = 1000;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page at rest: no serious or critical axe-core violation, no text spills out of its box (checked
 * on every run, softly, so that the journey goes on), then a screenshot under screenshots/e2e (SCREENSHOTS=1).
 */
async function snap(page: Page, name: string, width: number) {
  await settled(page);
  expect(await seriousAxeViolations(page), `accessibility of ${name} at ${width} px`).toEqual([]);
  expect.soft(await overflowingTexts(page.locator("body")), `text wider than its box on ${name} at ${width} px`).toEqual([]);
  await shot(page, "e2e", name, width);
}

/** Waits until every locator is visible, all before `deadline` (a Date.now() value). */
async function allVisibleBy(deadline: number, locators: Locator[]) {
  await Promise.all(locators.map((l) => l.waitFor({ timeout: Math.max(1, deadline - Date.now()) })));
}

function statusTile(page: Page, label: string, value: number): Locator {
  return page
    .getByRole("list", { name: "Player status counts" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByText(num(value), { exact: true });
}

/** A sold player, preferably with a grade and several skills; sells one through the API when none is. */
async function soldPlayer(): Promise<Player> {
  const pick = (players: Player[]) =>
    players
      .filter((p) => p.status === 3 && p.transaction_detail && p.grade !== NO_GRADE)
      .sort((a, b) => b.skills_details.length - a.skills_details.length)[0];
  const found = pick(await allPlayers(base, demo.id));
  if (found) return found;
  const drawn = await drawPlayer(base, adminToken, demo.id);
  const plan = await planSale(base, demo.id, demo.min_player_price, 0);
  await sellPlayer(base, adminToken, demo.id, drawn.id, plan.team.id, plan.price);
  const sold = pick(await allPlayers(base, demo.id));
  if (!sold) throw new Error("could not set up a sold player");
  return sold;
}

describe.each(WIDTHS)("public web app at %i px", (width) => {
  const wide = width >= LAPTOP;
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await contextAt(browser, width);
  });
  afterAll(() => ctx?.close());

  it("live auction: a sale made through the API shows without a reload, as the headline", async () => {
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${demo.id}/auctions`);
    await page.getByRole("heading", { name: "Live Auction" }).waitFor();
    const indicator = page.getByRole("status", { name: "Connection: Live updates on" });
    await indicator.waitFor();
    expect(await indicator.textContent()).toBe("Live updates on");
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = "same document";
    });

    // Set-up through the API: draw the next Available player, wait until the page has it on the block.
    const drawn = await drawPlayer(base, adminToken, demo.id);
    const current = page.getByRole("region", { name: "Current player" });
    await allVisibleBy(Date.now() + 5000, [
      current.getByRole("heading", { name: drawn.name, exact: true }),
      current.getByText("Auctioning", { exact: true }),
    ]);
    const [before, plan] = await Promise.all([countsOf(base, demo.id), planSale(base, demo.id, demo.min_player_price, width)]);
    await allVisibleBy(Date.now() + 5000, [statusTile(page, "Sold", before.Sold)]);

    await sellPlayer(base, adminToken, demo.id, drawn.id, plan.team.id, plan.price);
    const soldAt = Date.now();
    // The result is the panel's headline while it is current (docs/decisions/033).
    const headline = current.getByRole("heading", {
      name: `SOLD to ${plan.team.name} for ${amount(plan.price, demo.funds_unit)}`,
      exact: true,
    });
    const shown = [
      headline,
      current.getByText("Sold", { exact: true }),
      current.getByText("Sold to", { exact: true }),
      current.getByText(plan.team.name, { exact: true }),
      current.getByText(amount(plan.price, demo.funds_unit), { exact: true }),
      statusTile(page, "Sold", before.Sold + 1),
      statusTile(page, "Auctioning", before.Auctioning - 1),
    ];
    if (plan.ranksInTopFive)
      shown.push(
        page
          .getByRole("region", { name: /^Top \d buys$/ })
          .getByRole("listitem")
          .filter({ hasText: drawn.name })
          .filter({ hasText: plan.team.name })
          .filter({ hasText: amount(plan.price, demo.funds_unit) }),
      );
    await allVisibleBy(soldAt + LIVE_WAIT_MS, shown);

    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe("same document");
    expect(await indicator.isVisible()).toBe(true);
    // The headline is seen without scrolling: at 390 px the phone's whole 390×844 screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const viewport = page.viewportSize()!;
    if (width === 390) expect(viewport).toEqual({ width: 390, height: 844 });
    const box = (await headline.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // …and nothing fixed (the app bar, the section navigation at the bottom) covers it.
    const uncovered = await headline.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(uncovered).toBe(true);
    // The top 5 agrees with the server.
    const top = await topFiveOf(base, demo.id);
    if (plan.ranksInTopFive) expect(top.some((t) => t.player_name === drawn.name && t.price === plan.price)).toBe(true);
    await snap(page, "live-auction-sold", width);
    await page.close();
  });

  it("landing → All Auctions → search → event sections (nav and shortcuts) → a player and a team", async () => {
    const [player, teams] = await Promise.all([soldPlayer(), teamsOf(base, demo.id)]);
    const team = teams.find((t) => t.id === player.transaction_detail?.team) as Team;
    const page = await ctx.newPage();

    // Landing → All Auctions: a top-bar link on laptop width, the drawer below it.
    await page.goto(`${base}/`);
    await page.getByRole("heading", { name: /Run auction night/ }).waitFor();
    await snap(page, "landing", width);
    if (wide) {
      await page.getByRole("banner").getByRole("link", { name: "All Auctions" }).click();
    } else {
      expect(await page.getByRole("banner").getByRole("link", { name: "All Auctions" }).count()).toBe(0);
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawerLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Auctions" });
      await drawerLink.waitFor();
      await snap(page, "drawer", width);
      await drawerLink.click();
    }
    await page.waitForURL(`${base}/events/all`);
    await page.getByRole("heading", { name: "All Auctions", level: 1 }).waitFor();

    // Search: the search button (no match), Enter (a match), the search button again (a match). Each
    // search waits for its own result before the next is typed.
    const list = page.getByRole("list", { name: "All Auctions" });
    const card = list.locator(`a[href="/view/${demo.id}"]`);
    const search = page.getByPlaceholder("Search by name");
    await search.fill("zz no such auction");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("search") === "zz no such auction");
    await page.getByText("No Data", { exact: true }).waitFor();
    await search.fill("Demo");
    await search.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("search") === "Demo");
    await card.waitFor();
    await search.fill("Demo Premier");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("search") === "Demo Premier");
    await card.waitFor();
    expect(await search.inputValue()).toBe("Demo Premier");
    const cardText = await card.textContent();
    expect(cardText).toContain(DEMO);
    expect(cardText).toContain(demo.location);
    expect(cardText).toContain(date(demo.date));
    await snap(page, "all-auctions-search", width);

    // The event view: index rows, the section navigation at the top (laptop) or fixed at the bottom.
    await card.click();
    await page.waitForURL(`${base}/view/${demo.id}`);
    await page.getByRole("heading", { name: DEMO, level: 1 }).waitFor();
    for (const row of ["Auction Details", "Teams List", "Players List", "Live Auction"])
      await page.getByRole("link", { name: new RegExp(`^${row}`) }).waitFor();
    const sections = page.getByRole("navigation", { name: "Event sections" });
    const box = (await sections.boundingBox())!;
    if (wide) expect(box.y).toBeLessThan(250);
    else expect(Math.abs(box.y + box.height - page.viewportSize()!.height)).toBeLessThanOrEqual(1);
    await snap(page, "event-index", width);

    // Shortcuts alt+d / alt+t / alt+p / alt+b.
    const shortcut = async (key: string, path: string, sign: Locator) => {
      await page.keyboard.press(`Alt+${key}`);
      await page.waitForURL(`${base}/view/${demo.id}${path}`);
      await sign.waitFor();
    };
    await shortcut("d", "/detail", page.getByText("Funds per team", { exact: true }));
    await shortcut("t", "/teams", page.getByRole("list", { name: "Teams" }));
    await shortcut("p", "/players", page.getByRole("list", { name: "Players" }));
    await shortcut("b", "/auctions", page.getByRole("heading", { name: "Live Auction" }));

    // Details through the section navigation: the sponsor carousel above the event panel.
    await sections.getByRole("link", { name: "Details" }).click();
    await page.waitForURL(`${base}/view/${demo.id}/detail`);
    const carousel = page.getByRole("region", { name: "Sponsors" });
    const slide = carousel.getByRole("group", { name: new RegExp(`^\\d of ${sponsors.length}: `) });
    await slide.waitFor();
    const first = (await slide.getAttribute("aria-label"))!;
    expect(sponsors.map((s) => s.name)).toContain(first.replace(/^\d+ of \d+: /, ""));
    if (wide) {
      // Rotation every 3 s (docs/product.md section 9).
      await carousel.getByRole("group", { name: new RegExp(`^(?!${escapeRegExp(first)}$)`) }).waitFor({ timeout: 4500 });
    }
    const shownIndex = Number((await slide.getAttribute("aria-label"))!.split(" ")[0]);
    await carousel.getByRole("button", { name: "Next sponsor" }).click();
    const next = sponsors[shownIndex % sponsors.length];
    await carousel
      .getByRole("group", { name: `${(shownIndex % sponsors.length) + 1} of ${sponsors.length}: ${next.name}` })
      .waitFor();
    await carousel.getByRole("button", { name: "Resume rotation" }).waitFor();
    const panel = page.getByRole("region", { name: "Auction details" });
    const panelText = await panel.textContent();
    for (const text of [
      "Funds per team",
      amount(demo.funds_per_team, demo.funds_unit),
      "Players per team",
      `${demo.min_players} – ${demo.max_players}`,
      "Minimum price per player",
      amount(demo.min_player_price, demo.funds_unit),
      demo.location,
      date(demo.date),
    ])
      expect(panelText).toContain(text);
    await snap(page, "event-detail", width);

    // Teams through the section navigation.
    await sections.getByRole("link", { name: "Teams" }).click();
    await page.waitForURL(`${base}/view/${demo.id}/teams`);
    const teamList = page.getByRole("list", { name: "Teams" });
    await teamList.getByRole("link").first().waitFor();
    expect(await teamList.getByRole("link").count()).toBe(teams.length);
    await snap(page, "event-teams", width);

    // Players through the section navigation: filter Sold, search a name, open the card.
    await sections.getByRole("link", { name: "Players" }).click();
    await page.waitForURL(`${base}/view/${demo.id}/players`);
    const playerList = page.getByRole("list", { name: "Players" });
    await playerList.getByRole("link").first().waitFor();
    await page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: "Sold", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.getAll("status").join() === "3");
    const playerCard = playerList.locator(`a[href="/view/${demo.id}/players/${player.id}"]`);
    await playerCard.waitFor();
    // The filtered page replaces the unfiltered one: only Sold badges remain.
    await expect
      .poll(async () => [...new Set(await playerList.locator(".MuiChip-root").allTextContents())], { timeout: 5000 })
      .toEqual(["Sold"]);
    await snap(page, "event-players", width);
    const playerSearch = page.getByPlaceholder("Search by name");
    await playerSearch.fill(player.name);
    await playerSearch.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("search") === player.name);
    await playerCard.click();
    await page.waitForURL(`${base}/view/${demo.id}/players/${player.id}`);
    await checkPlayerCard(page, player, team);
    await snap(page, "event-player", width);

    // Team detail from the Teams list; its players link to the player pages.
    await sections.getByRole("link", { name: "Teams" }).click();
    await page.waitForURL(`${base}/view/${demo.id}/teams`);
    await teamList.locator(`a[href="/view/${demo.id}/teams/${team.id}"]`).click();
    await page.waitForURL(`${base}/view/${demo.id}/teams/${team.id}`);
    await page.getByRole("heading", { name: team.name, exact: true }).waitFor();
    const roster = page.getByRole("list", { name: `Players of ${team.name}` });
    const rosterLink = roster.locator(`a[href="/view/${demo.id}/players/${player.id}"]`);
    await rosterLink.waitFor();
    for (const href of await roster.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(new RegExp(`^/view/${demo.id}/players/\\d+$`));
    await snap(page, "event-team", width);
    await rosterLink.click();
    await page.waitForURL(`${base}/view/${demo.id}/players/${player.id}`);
    await page.getByRole("heading", { name: player.name, exact: true }).waitFor();
    await page.close();
  });

  it("log in: required fields, invalid address, the server's error, then the `next` redirect", async () => {
    const guarded = { 390: "/events/for-you", 768: "/auth/change-password", 1440: "/events/for-you?search=Demo" }[width];
    const page = await ctx.newPage();
    await page.goto(`${base}${guarded}`);
    await page.waitForURL((u) => u.pathname === "/auth/login" && u.searchParams.get("next") === guarded);
    const form = page.getByRole("form", { name: "Log In" });
    const email = form.getByLabel("Email", { exact: true });
    const password = form.getByLabel("Password", { exact: true });
    const submit = form.getByRole("button", { name: "Log In" });

    await submit.click();
    await form.getByText("Email is required", { exact: true }).waitFor();
    await form.getByText("Password is required", { exact: true }).waitFor();
    await snap(page, "login-required", width);

    await email.fill("not-an-address");
    await password.fill("some-password");
    await submit.click();
    await form.getByText("Enter a valid Email ID", { exact: true }).waitFor();
    await form.getByText("Password is required").waitFor({ state: "detached" });

    await email.fill(visitor.email);
    await password.fill("wrong-password-1");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/users/login") && r.request().method() === "POST"),
      submit.click(),
    ]);
    expect(answer.status()).toBe(400);
    const { detail } = (await answer.json()) as { detail: string };
    expect(detail).toBeTruthy();
    await form.getByRole("alert").filter({ hasText: detail }).waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await snap(page, "login-wrong-password", width);

    await password.fill(visitor.password);
    await submit.click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === guarded);
    const landed = guarded.startsWith("/auth/change-password") ? "Update Password" : "Your Auctions";
    await page.getByRole("heading", { name: landed, level: 1 }).waitFor();
    if (wide) {
      await page.getByRole("button", { name: `Account of ${visitor.name}` }).waitFor();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByText(`Hi ${visitor.name},`, { exact: true }).waitFor();
      await page.getByRole("link", { name: "Update Password" }).waitFor();
    }
    await snap(page, "login-next", width);
    // The forms validate with zod, whose JIT would need 'unsafe-eval' (start.tsx turns it off).
    expect(await cspViolations(page)).toEqual([]);
    await page.close();
  });

  it("forgot password: the confirmation replaces the form", async () => {
    const page = await ctx.newPage();
    await page.goto(`${base}/auth/login`);
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.waitForURL(`${base}/auth/forgot-password`);
    const form = page.getByRole("form", { name: "Forgot Password" });
    await form.getByRole("button", { name: "Send Email" }).click();
    await form.getByText("Email is required", { exact: true }).waitFor();
    await form.getByLabel("Email", { exact: true }).fill(`forgot-${width}-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Send Email" }).click();
    await page.getByText("An Email has been sent to your email address.", { exact: true }).waitFor();
    expect(await form.count()).toBe(0);
    expect(await page.getByLabel("Email", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Send Email" }).count()).toBe(0);
    await page.getByRole("link", { name: "Back to Log In" }).waitFor();
    await snap(page, "forgot-password-sent", width);
    await page.close();
  });
});

/** The player card: name, grade line, skills joined by " · ", status badge, the sale, public details only. */
async function checkPlayerCard(page: Page, player: Player, team: Team) {
  await page.getByRole("heading", { name: player.name, exact: true }).waitFor();
  const card = page.locator(".MuiPaper-root").filter({ has: page.getByRole("heading", { name: player.name, exact: true }) });
  if (player.grade !== NO_GRADE) await card.getByText(`Grade ${player.grade_name}`, { exact: true }).waitFor();
  if (player.skills_details.length)
    await card.getByText(player.skills_details.map((s) => s.name).join(" · "), { exact: true }).waitFor();
  const badge = card.locator(".MuiChip-root").filter({ hasText: player.status_name });
  await badge.waitFor();
  expect(await badge.getAttribute("class")).toContain(`MuiChip-color${CHIP_COLOUR[player.status]}`);
  const sale = player.transaction_detail!;
  await card.getByText("Sold to", { exact: true }).waitFor();
  await card.getByText(team.name, { exact: true }).waitFor();
  await card.getByText(amount(sale.price, sale.funds_unit), { exact: true }).waitFor();
  const keys = await card.locator("dt").allTextContents();
  const shownKeys = Object.entries(player.details ?? {})
    .filter(([, v]) => v !== null && v !== "")
    .map(([k]) => k);
  expect(keys).toEqual(shownKeys);
  expect(keys.some((k) => k.startsWith("_"))).toBe(false);
  const body = (await page.locator("body").textContent()) ?? "";
  expect(body).not.toContain("Contact Number");
}
