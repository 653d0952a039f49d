// Screenshots of the dashboard at 390, 768 and 1440 px (screenshots/dashboard/, git-ignored).
// Run against a server with the demo event (nothing is saved; one non-admin user is created once):
//   ADMIN_PASSWORD=... node --import tsx e2e/dashboard-screenshots.ts [baseUrl]
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launch, WIDTHS } from "./support/browser.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = path.resolve(import.meta.dirname, "../screenshots/dashboard");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };
const viewer = { name: "Guest Viewer", email: "viewer@example.com", password: "viewer-pass-1" };

type Session = { id: number; name: string; token: string };

async function api<T>(p: string, init: RequestInit = {}, token?: string): Promise<{ status: number; body: T }> {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
  const res = await fetch(`${base}/api/${p}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function login(credentials: { email: string; password: string }): Promise<Session> {
  const res = await api<Session>("users/login/", { method: "POST", body: JSON.stringify(credentials) });
  if (res.status !== 200) throw new Error(`login of ${credentials.email} failed: ${res.status}`);
  return res.body;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(() => document.fonts?.ready);
  await page.waitForTimeout(500);
}

/** A viewport shot; `withEnd` adds `<name>-end` scrolled to the bottom (long forms: a full-page shot
 * would draw the fixed bars in the middle of the page). */
async function capture(page: Page, name: string, width: number, withEnd = false) {
  await settle(page);
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`) });
  if (!withEnd) return;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}-end-${width}.png`) });
}

async function newPage(browser: Browser, width: number, session: Session) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    colorScheme: "dark",
    deviceScaleFactor: 1,
  });
  await context.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
  return context.newPage();
}

async function main() {
  if (!admin.password) throw new Error("set ADMIN_PASSWORD (and ADMIN_EMAIL) of the server");
  fs.mkdirSync(out, { recursive: true });
  const staff = await login(admin);
  await api("users/", { method: "POST", body: JSON.stringify({ ...viewer, is_staff: false }) }, staff.token);
  const guest = await login(viewer);

  const events = await api<{ results: { id: number }[] }>("events/events/");
  const eventId = events.body.results[0]!.id;
  const teams = await api<{ id: number }[]>(`teams/all/?event_id=${eventId}`);
  const players = await api<{ results: { id: number }[] }>(`players/?event_id=${eventId}`);
  const sponsors = await api<{ id: number }[]>(`events/sponsors/?event_id=${eventId}`);
  const teamId = teams.body[0]!.id;
  const playerId = players.body.results[0]!.id;
  const sponsorId = sponsors.body[0]!.id;
  const d = `/dashboard/${eventId}`;

  const browser = await launch();
  try {
    for (const width of WIDTHS) {
      const page = await newPage(browser, width, staff);
      const go = (p: string) => page.goto(`${base}${p}`);

      await go("/dashboard");
      await capture(page, "home", width);
      await go(d);
      await capture(page, "index", width);
      await go(`${d}/detail`);
      await capture(page, "detail", width);

      await go(`${d}/teams`);
      await capture(page, "teams", width);
      await go(`${d}/teams/${teamId}`);
      await capture(page, "team", width);
      await go(`${d}/teams/create`);
      await capture(page, "team-create", width);
      await page.getByRole("button", { name: "Add Team" }).click();
      await capture(page, "team-create-errors", width);
      await go(`${d}/teams/${teamId}/edit`);
      await capture(page, "team-edit", width, true);

      await go(`${d}/players`);
      await capture(page, "players", width);
      await go(`${d}/players/${playerId}`);
      await page.getByRole("button", { name: "Manage player" }).click();
      await page.getByRole("menuitem", { name: /Auction/ }).waitFor();
      await capture(page, "player-speed-dial", width);
      await go(`${d}/players/create`);
      await capture(page, "player-create", width, true);
      await page.getByRole("textbox", { name: "Name" }).fill(" ");
      // A detail value without a name: the row's own field error.
      await page.getByRole("button", { name: "Add detail" }).click();
      await page.getByRole("textbox", { name: "Detail 1 value" }).fill("left-arm spin");
      await page.getByRole("textbox", { name: "Email (optional)" }).fill("not-an-email");
      await page.getByRole("button", { name: "Add Player" }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, "player-create-errors", width, true);
      await go(`${d}/players/${playerId}/edit`);
      await capture(page, "player-edit", width, true);
      await page.getByRole("textbox", { name: "Name" }).fill("Changed name");
      await page.getByRole("button", { name: "Back" }).click();
      await page.getByRole("dialog").waitFor();
      await capture(page, "unsaved-changes", width);
      await page.getByRole("button", { name: "Keep editing" }).click();

      await go(`${d}/settings`);
      await capture(page, "settings", width);
      await go(`${d}/settings/edit`);
      await capture(page, "event-edit", width, true);
      await go(`${d}/settings/sponsors`);
      await capture(page, "sponsors", width);
      await go(`${d}/settings/sponsors/create`);
      await page.getByRole("textbox", { name: "Website link (optional)" }).fill("example.com");
      await page.getByRole("button", { name: "Add Sponsor" }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, "sponsor-create-errors", width, true);
      await go(`${d}/settings/sponsors/${sponsorId}`);
      await capture(page, "sponsor-edit", width, true);
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog").waitFor();
      await capture(page, "sponsor-delete-confirm", width);

      await go("/events/create");
      await capture(page, "event-create", width, true);
      await page.getByRole("button", { name: "Create Event" }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, "event-create-errors", width, true);
      await page.context().close();

      // A logged-in user who is neither staff nor an owner of the event.
      const other = await newPage(browser, width, guest);
      await other.goto(`${base}${d}/players`);
      await capture(other, "players-not-permitted", width);
      await other.goto(`${base}${d}/players/create`);
      await capture(other, "player-create-not-permitted", width);
      await other.goto(`${base}/events/create`);
      await capture(other, "event-create-not-staff", width);
      await other.context().close();
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}

await main();
