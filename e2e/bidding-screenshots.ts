// Screenshots of bidding by team owners (docs/product.md section 10): the phone bidding page at 390,
// 768 and 1440 px (leading, outbid, over the max bid), the console's lot, the event form's bidding
// section and the top bar's "My team" (a menu at 1440 px, the drawer's section below) at 390, 768 and
// 1440 px. Written to screenshots/bidding/ (git-ignored), or to OUT_DIR. It switches the first event
// to owners mode, adds two owners and bids: use a scratch server.
//   ADMIN_EMAIL=... ADMIN_PASSWORD=... [OUT_DIR=/tmp/x] node --import tsx e2e/bidding-screenshots.ts [baseUrl]
import fs from "node:fs";
import path from "node:path";
import { api } from "./support/api.ts";
import { launch } from "./support/browser.ts";
import { loadedAndSettled } from "./support/layout.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.env.OUT_DIR ?? path.resolve(import.meta.dirname, "../screenshots/bidding");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };
type Session = { id: number; name: string; email: string; token: string; is_staff: boolean };

const call = <T>(method: string, p: string, token?: string, body?: unknown) => api<T>(base, p, { method, token, json: body });

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const staff = await call<Session>("POST", "users/login/", undefined, admin);
  const events = await call<{ results: { id: number }[] }>("GET", "events/events/");
  const eventId = events.results[0]!.id;
  await call("PATCH", `events/events/${eventId}/`, staff.token, { bidding: "owners", first_bid_seconds: 600, bid_seconds: 300 });
  const teams = await call<{ id: number; name: string; owners: number[]; max_bid: number }[]>(
    "GET",
    `teams/all/?event_id=${eventId}`,
  );
  const owners: Session[] = [];
  for (const [i, team] of teams.slice(0, 2).entries()) {
    const email = `owner${i}-${Date.now()}@example.com`;
    await call("POST", "users/", staff.token, {
      name: `Owner ${team.name}`,
      email,
      password: "owner-password-1",
      is_staff: false,
    });
    const s = await call<Session>("POST", "users/login/", undefined, { email, password: "owner-password-1" });
    await call("PATCH", `teams/${team.id}/?event_id=${eventId}`, staff.token, { owners: [...team.owners, s.id] });
    owners.push(s);
  }
  await call("POST", `auctions/transactions/next-player/?event_id=${eventId}`, staff.token);
  const cp = await call<{ player: { id: number; base_price: number | null } }>(
    "GET",
    `auctions/transactions/current-player/?event_id=${eventId}`,
  );
  const bid = (who: Session, amount: number) =>
    call("POST", `auctions/bids/?event_id=${eventId}`, who.token, { player: cp.player.id, amount });
  const event = await call<{ min_player_price: number }>("GET", `events/events/${eventId}/`);
  const opening = cp.player.base_price ?? event.min_player_price;
  await bid(owners[0]!, opening);

  const browser = await launch();
  try {
    for (const width of [390, 768, 1440]) {
      const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
      await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), owners[0]);
      const page = await ctx.newPage();
      await page.goto(`${base}/view/${eventId}/bid`);
      await page.getByTestId("bid-button").waitFor();
      await loadedAndSettled(page);
      await page.screenshot({ path: path.join(out, `bid-leading-${width}.png`), fullPage: true });
      await ctx.close();
    }
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), owners[0]);
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${eventId}/bid`);
    await page.getByTestId("bid-button").waitFor();
    await loadedAndSettled(page);
    await bid(owners[1]!, opening + 500);
    await page.getByTestId("outbid-banner").waitFor();
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "bid-outbid-390.png"), fullPage: true });
    await ctx.close();

    for (const width of [390, 768, 1440]) {
      const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
      await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), staff);
      const page = await ctx.newPage();
      await page.goto(`${base}/dashboard/${eventId}/settings/edit`);
      // The form's innermost section under the "Bidding" heading.
      const section = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Bidding", exact: true }) })
        .last();
      await section.waitFor();
      await loadedAndSettled(page);
      await section.screenshot({ path: path.join(out, `event-form-bidding-${width}.png`) });
      await ctx.close();

      const own = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
      await own.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), owners[0]);
      const top = await own.newPage();
      // "Your Auctions" is rendered in the browser: its menu button works as soon as it shows.
      await top.goto(`${base}/events/for-you`);
      await top
        .getByText(/Demo Premier League/)
        .first()
        .waitFor();
      await loadedAndSettled(top);
      if (width >= 1280) {
        await top.getByRole("button", { name: /^My team/ }).click();
        await top.getByRole("menu").waitFor();
      } else {
        await top.getByRole("button", { name: "Open menu" }).click();
        await top
          .getByRole("navigation", { name: /^My team/ })
          .getByRole("link")
          .first()
          .waitFor();
      }
      await loadedAndSettled(top);
      await top.screenshot({ path: path.join(out, `top-bar-my-team-${width}.png`) });
      await own.close();
    }

    const console = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await console.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), staff);
    const dash = await console.newPage();
    await dash.goto(`${base}/dashboard/${eventId}/auctions`);
    await dash.getByTestId("lot-line").first().waitFor();
    await loadedAndSettled(dash);
    await dash.screenshot({ path: path.join(out, "console-lot-1440.png") });
    await dash.setViewportSize({ width: 390, height: 844 });
    await loadedAndSettled(dash);
    await dash.screenshot({ path: path.join(out, "console-lot-390.png"), fullPage: true });
    const live = await console.newPage();
    await live.goto(`${base}/view/${eventId}/auctions`);
    await live.getByTestId("lot-line").first().waitFor();
    await loadedAndSettled(live);
    await live.screenshot({ path: path.join(out, "live-lot-1440.png") });
    await live.setViewportSize({ width: 1920, height: 1080 });
    await live.goto(`${base}/view/${eventId}/screen`);
    await live.getByTestId("lot-line").first().waitFor();
    await loadedAndSettled(live);
    await live.screenshot({ path: path.join(out, "screen-lot-1920.png") });
    await console.close();
  } finally {
    await browser.close();
  }
}

await main();
