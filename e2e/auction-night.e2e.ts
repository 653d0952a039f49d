// The dashboard and the console (docs/product.md sections 2, 4 and 9): a whole auction night in a real browser, at 390 and at 1440 px, all of
// it through the UI. Staff creates the owner's account in user management (and edits it), then the
// event with that owner; the owner logs in, adds 4 teams and 12 players with images, and runs the
// auction from the console with the keyboard alone: start selection, sales, unsold players, a
// retained player, an undo, the re-auction of the unsold and the end. A visitor on the public
// Auction page sees every sale without a reload, and a second console (staff) stays in step. Every
// kind of page it passes (forms, console, undo dialog, public page) has no serious or critical axe-core
// violation.
// How fast it arrives is measured by `npm run bench:live`, not asserted here: a loaded machine would
// fail a timed assertion for no defect.
// The API is used only to read what the server holds (never to change it).
import os from "node:os";
import path from "node:path";
import type { Event, StatusCounts } from "@sah/domain";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, cspViolations, LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const TEAMS = ["Aces", "Bulls", "Comets", "Dragons"] as const;
type TeamName = (typeof TEAMS)[number];
const FIRST = ["Arjun", "Bhavin", "Chetan", "Dev", "Eshan", "Farhan", "Gautam", "Harsh", "Imran", "Jatin", "Kabir", "Lalit"];

type Outcome = { kind: "sold" | "retained"; team: TeamName; price: number; next?: boolean } | { kind: "unsold" };

/** What happens to the i-th player drawn (all of one grade: the draw picks at random among them). */
const NIGHT: Outcome[] = [
  { kind: "retained", team: "Aces", price: 20 },
  { kind: "sold", team: "Bulls", price: 120, next: true },
  { kind: "unsold" },
  { kind: "sold", team: "Comets", price: 150 }, // undone, then sold again for 140
  { kind: "sold", team: "Dragons", price: 90 },
  { kind: "unsold" },
  { kind: "sold", team: "Aces", price: 60 },
  { kind: "sold", team: "Bulls", price: 70 },
  { kind: "sold", team: "Comets", price: 80 },
  { kind: "sold", team: "Dragons", price: 100 },
  { kind: "sold", team: "Aces", price: 55 },
  { kind: "sold", team: "Bulls", price: 65 },
];
const UNDONE = 3;
/** The two unsold players, after the re-auction. */
const SECOND_ROUND: Outcome[] = [
  { kind: "sold", team: "Comets", price: 30 },
  { kind: "sold", team: "Dragons", price: 25 },
];

const HUES = ["#f5c518", "#4dd0e1", "#f06292", "#66bb6a", "#42a5f5", "#ffa726"];

/** A small portrait or logo: a coloured square with initials (PNG, made here, uploaded through the form). */
async function picture(text: string, i: number, size = 256): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${HUES[i % HUES.length]}"/>
    <text x="50%" y="58%" font-family="sans-serif" font-size="${size / 3}" font-weight="700" text-anchor="middle" fill="#14110a">${text}</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: `${text.toLowerCase()}.png`, mimeType: "image/png", buffer };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/events\/(for-you|all)/);
}

/** A MUI Select (menu) or Autocomplete option. */
async function choose(page: Page, combobox: Locator, option: string, type?: string) {
  if (type !== undefined) await combobox.fill(type);
  else await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const block = (page: Page) => page.getByRole("region", { name: "Current player" });

/** Waits until the live stream has brought the change to the page (no reload). */
async function seenLive(locator: Locator) {
  await locator.waitFor({ state: "visible", timeout: LIVE_WAIT_MS });
}

describe("auction night", () => {
  it.each([390, 1440])(
    "staff sets it up, the owner runs it with the keyboard, the public follows live at %i px",
    async (width) => {
      const started = Date.now();
      const portraits = await Promise.all(FIRST.map((first, i) => picture(first.slice(0, 2).toUpperCase(), i)));
      const logos = await Promise.all(TEAMS.map((team, i) => picture(team.slice(0, 2).toUpperCase(), i + 2, 160)));
      const stamp = `${width}-${Date.now().toString(36)}`;
      const owner = { name: `Olivia Owner ${width}`, email: `owner-${stamp}@example.com`, password: `pw-${stamp}-Secret` };
      const eventName = `Night League ${stamp}`;

      // ---- Staff: the owner's account (user management), then the event ----
      const staffContext = await contextAt(browser, width);
      const staff = await staffContext.newPage();
      await logIn(staff, admin.email, admin.password);
      await staff.goto(`${base}/users`);
      await staff.getByRole("link", { name: "Add User" }).click();
      await staff.getByRole("heading", { name: "Create User" }).waitFor();
      await staff.getByRole("button", { name: "Create User" }).click();
      await staff.getByText("Email ID is Required").waitFor();
      await shot(staff, "dashboard", "journey-user-create-errors", width);
      expect(await seriousAxeViolations(staff), "the user form with its errors").toEqual([]);
      await staff.getByLabel("Name").fill("Olivia");
      await staff.getByLabel("Email").fill(owner.email);
      await staff.getByLabel("Password", { exact: true }).fill(owner.password);
      await staff.getByRole("button", { name: "Create User" }).click();
      await staff.waitForURL(`${base}/users`);
      await staff.getByRole("textbox", { name: "Search by name or email" }).fill(owner.email);
      await staff.keyboard.press("Enter");
      const card = staff.getByRole("list", { name: "Users" }).getByRole("link").filter({ hasText: owner.email });
      await card.waitFor();
      expect(await card.textContent()).toContain("Admin: No");
      // Edit: the e-mail is fixed, the name is not.
      await card.click();
      await staff.getByRole("heading", { name: "Edit User" }).waitFor();
      const name = staff.getByLabel("Name");
      await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe("Olivia");
      expect(await seriousAxeViolations(staff), "the user's edit form").toEqual([]);
      expect(await staff.getByLabel("Email").isDisabled()).toBe(true);
      expect(await staff.getByLabel("Password").count()).toBe(0);
      await name.fill(owner.name);
      await staff.getByRole("button", { name: "Update User" }).click();
      await staff.waitForURL(`${base}/users`);
      await staff.getByRole("list", { name: "Users" }).getByText(owner.name, { exact: true }).waitFor();

      await staff.goto(`${base}/events/create`);
      await staff.getByRole("heading", { name: "Create Event" }).waitFor();
      expect(await seriousAxeViolations(staff), "the event form").toEqual([]);
      await staff.getByLabel("Name").fill(eventName);
      await choose(staff, staff.getByRole("combobox", { name: "Type" }), "Cricket");
      await staff.getByLabel("Location").fill("Wankhede, Mumbai");
      await staff.getByLabel("Date", { exact: false }).first().fill("2026-12-05");
      await staff.getByLabel("Start time").fill("18:00");
      await staff.getByLabel("End time").fill("22:30");
      await staff.getByLabel("Funds per team").fill("1000");
      await staff.getByLabel("Funds unit").fill("pts");
      await staff.getByLabel(/^Min.* price per player/).fill("10");
      await staff.getByLabel(/^Min.* players per team/).fill("2");
      await staff.getByLabel(/^Max.* players per team/).fill("4");
      await choose(staff, staff.getByRole("combobox", { name: "Owners" }), owner.email, owner.email);
      await staff.getByRole("button", { name: "Create Event" }).click();
      await staff.waitForURL(/\/events\/(for-you|all)/);
      const found = await api<{ results: Event[] }>(base, `events/events/?search=${encodeURIComponent(eventName)}`);
      const eventId = found.results.find((e) => e.name === eventName)!.id;
      const setUpAt = Date.now();

      // ---- The owner: log in, open the event's dashboard, add the teams and players ----
      const ownerContext = await contextAt(browser, width);
      const con = await ownerContext.newPage();
      await logIn(con, owner.email, owner.password);
      await con.getByRole("link", { name: new RegExp(eventName) }).click();
      await con.waitForURL(`${base}/dashboard/${eventId}`);

      await con.goto(`${base}/dashboard/${eventId}/teams`);
      for (const [i, team] of TEAMS.entries()) {
        await con.getByRole("link", { name: "Add Team" }).click();
        await con.getByRole("heading", { name: "Add Team" }).waitFor();
        if (i === 0) expect(await seriousAxeViolations(con), "the team form").toEqual([]);
        await con.getByRole("textbox", { name: /^Name/ }).fill(team);
        await choose(con, con.getByRole("combobox", { name: "Owners" }), owner.email, owner.email);
        await con.getByLabel("Team logo").setInputFiles(logos[i]!);
        await con.getByRole("button", { name: "Add Team" }).click();
        await con.waitForURL(`${base}/dashboard/${eventId}/teams`);
      }
      const players = FIRST.map((first, i) => `${first} ${String.fromCharCode(65 + i)}.`);
      await con.goto(`${base}/dashboard/${eventId}/players`);
      for (const [i, player] of players.entries()) {
        await con.getByRole("link", { name: "Add Player" }).click();
        await con.getByRole("heading", { name: "Add Player" }).waitFor();
        if (i === 0) expect(await seriousAxeViolations(con), "the player form").toEqual([]);
        await con.getByLabel("Name").fill(player);
        await con.getByLabel("Date of birth").fill(`199${i % 10}-0${1 + (i % 9)}-1${i % 10}`);
        await con.getByLabel("Player image").setInputFiles(portraits[i]!);
        await con.getByRole("button", { name: "Add Player" }).click();
        await con.waitForURL(`${base}/dashboard/${eventId}/players`);
      }
      const stocked = await api<StatusCounts>(base, `players/players-auction-status/?event_id=${eventId}`);
      expect(stocked.Available).toBe(12);
      const teamsAt = Date.now();

      // ---- Auction night: the console (owner), a second console (staff), the public page ----
      const publicContext = await contextAt(browser, width);
      const watch = await publicContext.newPage();
      await watch.goto(`${base}/view/${eventId}/auctions`);
      await watch.getByRole("heading", { name: "Getting ready" }).waitFor();
      await watch.getByText("Live updates on", { exact: true }).waitFor();
      await staff.goto(`${base}/dashboard/${eventId}/auctions`);
      await staff.getByRole("heading", { name: "Ready to start" }).waitFor();
      await staff.getByText("Live updates on", { exact: true }).waitFor();
      await con.goto(`${base}/dashboard/${eventId}/auctions`);
      await con.getByRole("heading", { name: "Ready to start" }).waitFor();
      await con.getByText("Live updates on", { exact: true }).waitFor();
      await shot(con, "dashboard", "journey-console-ready", width);
      expect(await seriousAxeViolations(con), "the console, ready").toEqual([]);
      expect(await seriousAxeViolations(watch), "the public auction page, getting ready").toEqual([]);

      const watchBlock = block(watch);
      const onBlock = async (page: Page) => (await block(page).getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
      const record = async (outcome: Outcome) => {
        const status = { sold: "Shift+S", retained: "Shift+R", unsold: "Shift+U" }[outcome.kind];
        await con.keyboard.press(status);
        if (outcome.kind !== "unsold") {
          await con.keyboard.press("t");
          // The first letter picks the team (the names start differently; a slow machine would let a
          // longer prefix time out half-way).
          await con.keyboard.type(outcome.team.slice(0, 1));
          await con.keyboard.press("Tab");
          await con.keyboard.type(String(outcome.price));
          await con.keyboard.press(outcome.next ? "Control+Enter" : "Enter");
        } else await con.keyboard.press("Enter");
      };
      /** The player on the block once it is a new one; the public page shows them without a reload. */
      const nextOnBlock = async (before: string) => {
        await expect.poll(() => onBlock(con), { timeout: 15_000 }).not.toBe(before);
        await block(con).getByText("On the block", { exact: true }).waitFor();
        const name = await onBlock(con);
        await seenLive(watchBlock.getByRole("heading", { name, exact: true }));
        return name;
      };
      const draw = async (before: string) => {
        await con.keyboard.press("n");
        return nextOnBlock(before);
      };
      // What each team has left, as the public team summary must show it after each sale.
      const funds = new Map<string, number>(TEAMS.map((t) => [t, 1000]));
      const watchPurse = (team: string) =>
        watch
          .getByRole(width < 768 ? "list" : "table", { name: "Team summary" })
          .getByRole(width < 768 ? "listitem" : "row")
          .filter({ hasText: team })
          .getByText(`${funds.get(team)!.toLocaleString("en-IN")} pts`, { exact: true })
          .first(); // funds left, and max bid when it is the same

      /**
       * The console has the outcome; the public page must show it without a reload. After the last
       * Available player the auction moves on by itself (to "Unsold players remain" or "Auction
       * concluded", decision 013), so that sale shows in the team's purse.
       */
      const confirm = async (player: string, outcome: Outcome, last = false) => {
        if (outcome.kind !== "unsold") funds.set(outcome.team, funds.get(outcome.team)! - outcome.price);
        if (last) {
          await block(con)
            .getByRole("heading", { name: /Unsold players remain|Auction concluded/ })
            .waitFor();
          if (outcome.kind !== "unsold") await seenLive(watchPurse(outcome.team));
          return player;
        }
        if (outcome.kind === "unsold") {
          await block(con).getByText("Recorded", { exact: true }).waitFor();
          await seenLive(watchBlock.getByText("Unsold", { exact: true }));
          return player;
        }
        if (outcome.next) {
          // Sold, and the next player drawn at once: the sale shows in the top buys and the purse.
          const drawn = await nextOnBlock(player);
          await seenLive(watch.getByRole("region", { name: /^Top \d buys$/ }).getByText(player, { exact: true }));
          await seenLive(watchPurse(outcome.team));
          return drawn;
        }
        await block(con).getByText("Recorded", { exact: true }).waitFor();
        await block(con).getByRole("status").getByText(outcome.team, { exact: false }).waitFor();
        // The player card's sale box: "Sold to" / "Retained by", the team, the price.
        const label = outcome.kind === "sold" ? "Sold to" : "Retained by";
        const sale = new RegExp(`${label}\\s*${outcome.team}\\s*${outcome.price.toLocaleString("en-IN")} pts`);
        await seenLive(watch.getByRole("region", { name: "Current player" }).filter({ hasText: sale }));
        return player;
      };

      let player = await draw("");
      const unsold: string[] = [];
      try {
        for (const [i, outcome] of NIGHT.entries()) {
          if (i === 1) await shot(con, "dashboard", "journey-console-block", width);
          if (i === 1) expect(await seriousAxeViolations(con), "the console with a player on the block").toEqual([]);
          await record(outcome);
          const shown = await confirm(player, outcome, i === NIGHT.length - 1);
          if (outcome.kind === "unsold") unsold.push(player);
          if (i === UNDONE) {
            await shot(con, "dashboard", "journey-console-recorded", width);
            await con.keyboard.press("Control+z");
            const dialog = con.getByRole("dialog", { name: "Undo last action?" });
            // The dialog reads the log again before it names what it will undo.
            await dialog.getByText(`This will undo the sale of ${player} to Comets for 150 pts.`, { exact: false }).waitFor();
            await shot(con, "dashboard", "journey-console-undo", width);
            expect(await seriousAxeViolations(con), "the undo dialog").toEqual([]);
            // Undo takes the focus once the dialog has named the action; then Enter confirms.
            const confirmUndo = dialog.getByRole("button", { name: "Undo", exact: true });
            await expect.poll(() => confirmUndo.evaluate((el) => el === document.activeElement)).toBe(true);
            await con.keyboard.press("Enter");
            await dialog.waitFor({ state: "hidden" });
            await block(con).getByText("On the block", { exact: true }).waitFor();
            // Restored in both: the player is on the block again, without a sale, here and there.
            await seenLive(watchBlock.getByText("Auctioning", { exact: true }));
            expect(await watchBlock.getByText("Sold to", { exact: true }).count()).toBe(0);
            // The second console (staff) follows the undo too.
            await seenLive(block(staff).getByText("On the block", { exact: true }));
            await seenLive(block(staff).getByRole("heading", { name: player, exact: true }));
            funds.set("Comets", funds.get("Comets")! + 150);
            await seenLive(watchPurse("Comets"));
            const again: Outcome = { kind: "sold", team: "Comets", price: 140 };
            await record(again);
            await confirm(player, again);
            await seenLive(block(staff).getByText("Recorded", { exact: true }));
          }
          if (shown !== player) player = shown;
          else if (i < NIGHT.length - 1) player = await draw(player);
        }
      } catch (error) {
        // What the console and the public page showed when the night went wrong.
        const where = path.join(os.tmpdir(), `auction-night-${width}`);
        await con.screenshot({ path: `${where}-console.png` }).catch(() => undefined);
        await watch.screenshot({ path: `${where}-public.png` }).catch(() => undefined);
        console.error(`screenshots of the failure: ${where}-console.png, ${where}-public.png`);
        throw error;
      }
      expect(unsold).toHaveLength(2);

      // Every Available player has been drawn; two are Unsold: re-auction them, sell them, conclude.
      await con.getByRole("heading", { name: "Unsold players remain" }).waitFor();
      await seenLive(watch.getByRole("heading", { name: "Unsold players remain" }));
      await shot(con, "dashboard", "journey-console-unsold-remain", width);
      await con.keyboard.press("n");
      await con.getByRole("heading", { name: "Ready to start" }).waitFor();
      for (const [j, outcome] of SECOND_ROUND.entries()) {
        player = await draw(j === 0 ? "" : player);
        expect(unsold).toContain(player);
        await record(outcome);
        await confirm(player, outcome, j === SECOND_ROUND.length - 1);
      }
      await con.getByRole("heading", { name: "Auction concluded" }).waitFor();
      await seenLive(watch.getByRole("heading", { name: "Auction concluded" }));
      await seenLive(staff.getByRole("heading", { name: "Auction concluded" }));
      await shot(con, "dashboard", "journey-console-concluded", width);
      expect(await seriousAxeViolations(con), "the console, concluded").toEqual([]);
      expect(await seriousAxeViolations(watch), "the public auction page, concluded").toEqual([]);

      const counts = await api<StatusCounts>(base, `players/players-auction-status/?event_id=${eventId}`);
      expect(counts).toMatchObject({ Available: 0, Auctioning: 0, Unsold: 0, Sold: 11, Retained: 1, Total: 12 });
      const teams = await api<{ name: string; players_count: number; funds_remaining: number }[]>(
        base,
        `teams/all/?event_id=${eventId}`,
      );
      expect(Object.fromEntries(teams.map((t) => [t.name, [t.players_count, t.funds_remaining]]))).toEqual({
        Aces: [3, 1000 - 20 - 60 - 55],
        Bulls: [3, 1000 - 120 - 70 - 65],
        Comets: [3, 1000 - 140 - 80 - 30],
        Dragons: [3, 1000 - 90 - 100 - 25],
      });
      // The purses on the console agree.
      const purses = con.getByRole(width < 768 ? "list" : "table", { name: "Team purses" });
      expect(await purses.textContent()).toContain((1000 - 140 - 80 - 30).toLocaleString("en-IN"));

      // Every screen worked under the server's Content-Security-Policy without it blocking anything.
      for (const page of [staff, con, watch]) expect(await cspViolations(page)).toEqual([]);
      await Promise.all([staffContext.close(), ownerContext.close(), publicContext.close()]);
      console.log(
        `auction night at ${width}px: ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(set-up ${((setUpAt - started) / 1000).toFixed(1)} s, teams and players ${((teamsAt - setUpAt) / 1000).toFixed(1)} s, ` +
          `auction ${((Date.now() - teamsAt) / 1000).toFixed(1)} s)`,
      );
    },
    // About 2.5 minutes on an idle 2-core machine; room for a busy one.
    600_000,
  );
});
