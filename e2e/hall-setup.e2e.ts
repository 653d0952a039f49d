// Setting up in a hall (docs/product.md section 10 "The room" and section 3 "Session user";
// docs/decisions/057-hall-setup.md), what only a browser can show: the console and the big screen's
// settings warn when the QR code would send phones to this computer (the journeys' server is at
// 127.0.0.1), and the organiser switches the QR code to a network address without a restart; a tab
// opened from the console (the big screen, the audit log) is signed in through the open tab, a
// browser of its own is not, and logging out in one tab logs out the others.
import type { Event, ServerAddresses } from "@sah/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, findEvent, loginToken } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
let demo: Event;
let reachable: string[];

beforeAll(async () => {
  const started = launch();
  const token = await loginToken(base, admin);
  demo = await findEvent(base, "Demo Premier League");
  reachable = (await api<ServerAddresses>(base, `events/events/${demo.id}/addresses/`, { token })).reachable;
  browser = await started;
});
afterAll(() => browser?.close());

async function logIn(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/events\/(for-you|all)/);
  return page;
}

/** The QR code's label, also while the settings dialog hides the screen from the accessibility tree. */
const qrLabel = (page: Page) => page.locator('svg[aria-label^="QR code: "]').getAttribute("aria-label");

describe("the QR code's address", () => {
  it("the console and the big screen's settings warn about localhost; choosing a network address moves the QR code at once", async () => {
    // The journeys' server has a network address (the machine's), as a laptop on the hall's Wi-Fi has.
    expect(reachable.length).toBeGreaterThan(0);
    const address = reachable[0] as string;
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const console_ = await logIn(ctx);
    await console_.goto(`${base}/dashboard/${demo.id}/auctions`);
    const warning = console_.getByTestId("loopback-warning");
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`Phones cannot open ${base}`);
    await expect.poll(() => warning.getByRole("button", { name: `Use ${address}` }).count()).toBe(1);
    await settled(console_);
    expect(await seriousAxeViolations(console_)).toEqual([]);
    await shot(console_, "hall-setup", "console-loopback-warning", 1440);
    if (process.env.SCREENSHOTS === "1") {
      for (const width of [390, 768]) {
        await console_.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await shot(console_, "hall-setup", "console-loopback-warning", width);
      }
      await console_.setViewportSize({ width: 1440, height: 900 });
    }

    // The big screen in another tab of the same browser (signed in through the console's tab).
    const screen = await ctx.newPage();
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`${base}/view/${demo.id}/screen`);
    await screen.getByRole("img", { name: /^QR code: / }).waitFor();
    expect(await qrLabel(screen)).toBe(`QR code: ${base}/view/${demo.id}/auctions`);
    await screen.getByRole("button", { name: "QR code: localhost" }).waitFor();
    await screen.getByRole("button", { name: "Screen settings" }).click();
    const dialog = screen.getByRole("dialog", { name: "Screen settings" });
    await dialog.getByTestId("loopback-warning").waitFor();
    await dialog.getByRole("radio", { name: address }).waitFor();
    await settled(screen);
    expect(await seriousAxeViolations(screen)).toEqual([]);
    await shot(screen, "hall-setup", "screen-settings-loopback", 1920);

    await dialog.getByRole("radio", { name: address }).check();
    await expect.poll(() => qrLabel(screen)).toBe(`QR code: ${address}/view/${demo.id}/auctions`);
    await dialog.getByTestId("loopback-warning").waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Done" }).click();
    await screen.getByRole("button", { name: "QR code: localhost" }).waitFor({ state: "detached" });
    // The console's tab follows the choice without a reload.
    await warning.waitFor({ state: "detached", timeout: LIVE_WAIT_MS });

    // And back to the page's own address: the warning returns.
    await screen.getByRole("button", { name: "Screen settings" }).click();
    await dialog.getByRole("radio", { name: /this page's address/ }).check();
    await expect.poll(() => qrLabel(screen)).toBe(`QR code: ${base}/view/${demo.id}/auctions`);
    await console_.getByTestId("loopback-warning").waitFor({ timeout: LIVE_WAIT_MS });
    await ctx.close();
  });
});

describe("the session in a new tab", () => {
  it("a tab opened from the console is signed in; another browser is not; logging out in one tab logs out the other", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const console_ = await logIn(ctx);
    await console_.goto(`${base}/dashboard/${demo.id}/auctions`);
    await console_.getByRole("heading", { name: "Auction Console" }).waitFor();

    // The audit log in a new tab of the same browser: signed in, not sent to the login page.
    const audit = await ctx.newPage();
    await audit.goto(`${base}/dashboard/${demo.id}/audit`);
    await audit.getByRole("heading", { name: "Audit log" }).waitFor();
    expect(new URL(audit.url()).pathname).toBe(`/dashboard/${demo.id}/audit`);
    // Each tab keeps the session in its own sessionStorage, as the spec says; no token in a URL.
    expect(await audit.evaluate(() => sessionStorage.getItem("user"))).toContain('"token"');
    expect(audit.url()).not.toContain("token");
    await settled(audit);
    expect(await seriousAxeViolations(audit)).toEqual([]);

    // A browser of its own has no open tab to ask: the login page.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const stranger = await other.newPage();
    await stranger.goto(`${base}/dashboard/${demo.id}/audit`);
    await stranger.waitForURL(/\/auth\/login/);
    await other.close();

    // Logging out in the console's tab ends the audit tab's session too.
    await console_.getByRole("button", { name: /^Account of / }).click();
    await console_.getByRole("menuitem", { name: "Logout" }).click();
    await expect.poll(() => audit.evaluate(() => sessionStorage.getItem("user")), { timeout: LIVE_WAIT_MS }).toBeNull();
    await ctx.close();
  });
});
