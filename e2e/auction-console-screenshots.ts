// Screenshots of the live auction console, the sell page and user management at 390, 768 and 1440 px
// (screenshots/dashboard/console-*, sell-*, users-*; git-ignored). Starts its own server with the demo data
// (and builds the web app when stale), moves the demo auction through its states with the API and
// photographs each state in the browser:
//   node --import tsx e2e/auction-console-screenshots.ts
import fs from "node:fs";
import path from "node:path";
import type { CurrentPlayer, Event, Paged, Player, Team } from "@sah/domain";
import type { Browser, Page } from "playwright-core";
import { ADMIN, startServer } from "../bench/lib/server.ts";
// @ts-expect-error -- plain ES module without types
import { ensureWebBuilt } from "../scripts/build-web.mjs";
import { launch, WIDTHS } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const out = path.resolve(import.meta.dirname, "../screenshots/dashboard");

type Session = { id: number; name: string; email: string; is_staff: boolean; token: string };

async function call<T>(base: string, p: string, token?: string, json?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}/api/${p}`, {
    method: json === undefined ? "GET" : "POST",
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${p} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function capture(page: Page, name: string, width: number, fullPage = false) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(() => document.fonts?.ready);
  await settled(page);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage });
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  ensureWebBuilt();
  const server = await startServer();
  const base = server.url;
  let browser: Browser | undefined;
  try {
    const admin = await call<Session>(base, "users/login/", undefined, ADMIN);
    const token = admin.token;
    const events = await call<Paged<Event>>(base, "events/events/");
    const event = events.results[0]!;
    const q = `?event_id=${event.id}`;
    const teams = await call<Team[]>(base, `teams/all/${q}`);
    const players = async (status: number) =>
      (await call<Paged<Player>>(base, `players/${q}&status=${status}&page_size=100`, token)).results;
    const sell = (player: number, status: number, team?: number, price?: number) =>
      call<Player>(base, `auctions/transactions/sell-player/${q}`, token, {
        player,
        status,
        team,
        price,
        suppress_player_check: true,
      });
    const draw = () => call<CurrentPlayer>(base, `auctions/transactions/next-player/${q}`, token, {});
    const someone = await call<{ id: number }>(base, "users/", token, {
      name: "Ravi Kumar",
      email: "ravi@example.com",
      password: "ravi-pass-1",
      is_staff: false,
    });

    browser = await launch();
    const pages = new Map<number, Page>();
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        colorScheme: "dark",
        deviceScaleFactor: 1,
      });
      await context.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), admin);
      pages.set(width, await context.newPage());
    }
    const consoleUrl = `${base}/dashboard/${event.id}/auctions`;
    const each = async (work: (page: Page, width: number) => Promise<void>) => {
      for (const width of WIDTHS) await work(pages.get(width)!, width);
    };

    // Preparation.
    await each(async (page, width) => {
      await page.goto(consoleUrl);
      await page.getByRole("heading", { name: "Ready to start" }).waitFor();
      await capture(page, "console-ready", width);
    });

    // A player on the block; a sale in the making; the max bid refused before sending.
    const first = (await draw()).player!;
    const richest = [...teams].sort((a, b) => b.max_bid - a.max_bid)[0]!;
    await each(async (page, width) => {
      await page.goto(consoleUrl);
      await page.getByRole("heading", { name: first.name }).waitFor();
      await capture(page, "console-on-block", width);
      await capture(page, "console-on-block-full", width, true);
      await page.keyboard.press("Shift+S");
      await page.keyboard.press("t");
      await page.keyboard.type(richest.name.slice(0, 1));
      await page.keyboard.press("Tab");
      await page.keyboard.type(String(richest.max_bid + 1000));
      await page.keyboard.press("Enter");
      await page.getByText(/Price must be at most this team's max bid/).waitFor();
      await page.getByRole("form", { name: "Sell player" }).scrollIntoViewIfNeeded();
      await capture(page, "console-max-bid-refused", width);
    });

    // Recorded: sold, shown with the sale until the next draw; the undo dialog names it.
    await sell(first.id, 3, richest.id, 7000);
    const second = (await draw()).player!;
    await sell(second.id, 2);
    await each(async (page, width) => {
      await page.goto(consoleUrl);
      await page.getByText("Recorded", { exact: true }).waitFor();
      await capture(page, "console-recorded", width);
      await page.keyboard.press("Control+z");
      const dialog = page.getByRole("dialog", { name: "Undo last action?" });
      await dialog.waitFor();
      await capture(page, "console-undo", width);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    });

    // The shortcuts dialog, scrolled to the console's keys.
    await each(async (page, width) => {
      await page.goto(consoleUrl);
      await page.getByText("Recorded", { exact: true }).waitFor();
      if (width < 1280) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("button", { name: "Keyboard Shortcuts" }).click();
      } else await page.getByRole("button", { name: "Shortcuts" }).click();
      const dialog = page.getByRole("dialog", { name: "Keyboard Shortcuts" });
      await dialog.waitFor();
      await dialog.getByText("Live auction console").scrollIntoViewIfNeeded();
      await capture(page, "console-shortcuts", width);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    });

    // The sell page of a player off the block.
    const available = (await players(0))[0]!;
    await each(async (page, width) => {
      await page.goto(`${base}/dashboard/${event.id}/players/${available.id}/sell`);
      await page.getByRole("heading", { name: available.name }).waitFor();
      await capture(page, "sell-page", width);
    });

    // Unsold players remain: everybody still Available is passed over.
    for (const p of await players(0)) await sell(p.id, 2);
    await draw();
    await each(async (page, width) => {
      await page.goto(consoleUrl);
      await page.getByRole("heading", { name: "Unsold players remain" }).waitFor();
      await capture(page, "console-unsold-remain", width);
    });

    // Concluded: the unsold are suspended.
    for (const p of await players(2)) await sell(p.id, 5);
    await draw();
    await each(async (page, width) => {
      await page.goto(consoleUrl);
      await page.getByRole("heading", { name: "Auction concluded" }).waitFor();
      await capture(page, "console-concluded", width, true);
    });

    // User management.
    await each(async (page, width) => {
      await page.goto(`${base}/users`);
      await page.getByRole("list", { name: "Users" }).waitFor();
      await capture(page, "users-list", width);
      await page.getByRole("link", { name: "Add User" }).click();
      await page.getByRole("button", { name: "Create User" }).click();
      await page.getByText("Email ID is Required").waitFor();
      await capture(page, "users-create-errors", width);
      await page.goto(`${base}/users/${someone.id}`);
      await page.getByRole("button", { name: "Update User" }).waitFor();
      await capture(page, "users-edit", width);
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
