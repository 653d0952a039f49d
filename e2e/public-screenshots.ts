// Screenshots of the public pages at 390, 768 and 1440 px (screenshots/public/, git-ignored).
// Run against a server with the demo event:  node --import tsx e2e/public-screenshots.ts [baseUrl]
// Log-in shots need ADMIN_EMAIL / ADMIN_PASSWORD of that server.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launch, WIDTHS } from "./support/browser.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = path.resolve(import.meta.dirname, "../screenshots/public");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };

async function api<T>(p: string): Promise<T> {
  const res = await fetch(`${base}/api/${p}`);
  return (await res.json()) as T;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(() => document.fonts?.ready);
  await page.waitForTimeout(400);
}

async function capture(page: Page, name: string, width: number, fullPage = false) {
  await settle(page);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage });
}

async function newPage(browser: Browser, width: number, scheme: "dark" | "light", session?: unknown) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    colorScheme: scheme,
    deviceScaleFactor: 1,
  });
  if (session) await context.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
  return context.newPage();
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const events = await api<{ results: { id: number }[] }>("events/events/");
  const eventId = events.results[0]!.id;
  const teams = await api<{ id: number }[]>(`teams/all/?event_id=${eventId}`);
  const players = await api<{ results: { id: number; status: number }[] }>(`players/?event_id=${eventId}&status=3`);
  const teamId = players.results.length ? teams[0]!.id : teams[0]!.id;
  const playerId = players.results[0]?.id ?? 1;
  let session: unknown;
  if (admin.password) {
    const res = await fetch(`${base}/api/users/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    if (res.ok) session = await res.json();
  }

  const browser = await launch();
  try {
    for (const width of WIDTHS) {
      const page = await newPage(browser, width, "dark");
      const go = async (p: string) => {
        await page.goto(`${base}${p}`);
      };
      await go("/");
      await capture(page, "landing", width);
      await capture(page, "landing-full", width, true);
      await go("/events/all");
      await capture(page, "events-all", width);
      await go(`/view/${eventId}`);
      await capture(page, "view-index", width);
      await go(`/view/${eventId}/detail`);
      await capture(page, "view-detail", width);
      await go(`/view/${eventId}/teams`);
      await capture(page, "view-teams", width);
      await go(`/view/${eventId}/teams/${teamId}`);
      await capture(page, "view-team", width);
      await go(`/view/${eventId}/players?status=0&status=3`);
      await capture(page, "view-players", width);
      await go(`/view/${eventId}/players/${playerId}`);
      await capture(page, "view-player", width);
      await go(`/view/${eventId}/auctions`);
      await capture(page, "view-auction", width);
      await capture(page, "view-auction-full", width, true);
      await page.keyboard.press("Control+Shift+S");
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(500);
      await capture(page, "view-auction-summary", width);
      await go("/auth/login");
      await page.getByRole("button", { name: "Log In" }).click();
      await capture(page, "login-errors", width);
      await go("/auth/forgot-password");
      await capture(page, "forgot-password", width);
      await go("/no/such/page");
      await capture(page, "not-found", width);
      await page.context().close();

      if (session) {
        const auth = await newPage(browser, width, "dark", session);
        await auth.goto(`${base}/events/for-you`);
        await capture(auth, "events-for-you", width);
        if (width < 1280) {
          await auth.getByRole("button", { name: "Open menu" }).click();
          await auth.getByRole("button", { name: "Logout" }).waitFor();
          await capture(auth, "drawer", width);
        } else {
          await auth.getByRole("button", { name: /Account of/ }).click();
          await auth.getByRole("menu").waitFor();
          await auth.waitForTimeout(500);
          await capture(auth, "avatar-menu", width);
          await auth.keyboard.press("Escape");
          await auth.getByRole("button", { name: "Shortcuts" }).click();
          await auth.getByRole("dialog").waitFor();
          await auth.waitForTimeout(500);
          await capture(auth, "shortcuts", width);
        }
        await auth.context().close();
      }

      const light = await newPage(browser, width, "light");
      await light.goto(`${base}/`);
      await capture(light, "light-landing", width);
      await light.goto(`${base}/view/${eventId}/auctions`);
      await capture(light, "light-auction", width);
      await light.context().close();
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}

await main();
