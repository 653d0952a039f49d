// Screenshots of the room (docs/product.md section 10): the big screen before, during and after a
// sale at 1920×1080 (and 1280×720), the overlay over a checkerboard (the dashboard's preview), the
// live page's sold moment on a phone, and the share cards when the server has them. Written to
// screenshots/room/ (git-ignored). It draws and sells on that server's event: use a scratch server.
// Run against a server with the demo event:
//   ADMIN_EMAIL=... ADMIN_PASSWORD=... node --import tsx e2e/room-screenshots.ts [baseUrl]
import fs from "node:fs";
import path from "node:path";
import { api } from "./support/api.ts";
import { launch } from "./support/browser.ts";
import { loadedAndSettled } from "./support/layout.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = path.resolve(import.meta.dirname, "../screenshots/room");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };

const call = <T>(method: string, p: string, token?: string, body?: unknown) => api<T>(base, p, { method, token, json: body });

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const { token } = await call<{ token: string }>("POST", "users/login/", undefined, admin);
  const events = await call<{ results: { id: number }[] }>("GET", "events/events/");
  const eventId = events.results[0]!.id;
  const teams = await call<{ id: number; max_bid: number }[]>("GET", `teams/all/?event_id=${eventId}`);
  const q = `auctions/transactions`;
  await call("POST", `${q}/next-player/?event_id=${eventId}`, token);

  const browser = await launch();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${eventId}/screen`);
    await page.getByTestId("screen-player-name").waitFor();
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "screen-before-1920.png") });

    const cp = await call<{ player: { id: number } }>("GET", `${q}/current-player/?event_id=${eventId}`);
    const team = teams.find((t) => t.max_bid >= 5000) ?? teams[0]!;
    await call("POST", `${q}/sell-player/?event_id=${eventId}`, token, {
      player: cp.player.id,
      status: 3,
      team: team.id,
      price: 5000,
    });
    await page.getByTestId("sold-banner").waitFor();
    await page.waitForTimeout(800); // the banner's entrance
    await page.screenshot({ path: path.join(out, "screen-sold-1920.png") });
    await page.getByTestId("sold-banner").waitFor({ state: "detached" });
    await page.screenshot({ path: path.join(out, "screen-after-1920.png") });

    await page.setViewportSize({ width: 1280, height: 720 });
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "screen-after-1280.png") });
    await page.goto(`${base}/view/${eventId}/screen?theme=light`);
    await page.getByTestId("screen-player-name").waitFor();
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "screen-light-1280.png") });

    await call("POST", `${q}/next-player/?event_id=${eventId}`, token);
    const session = await call<unknown>("POST", "users/login/", undefined, admin);
    const dash = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    await dash.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
    const builder = await dash.newPage();
    await builder.goto(`${base}/dashboard/${eventId}/auctions/overlay`);
    await builder.getByTestId("overlay-player").waitFor();
    await loadedAndSettled(builder);
    await builder.screenshot({ path: path.join(out, "overlay-builder-1440.png") });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const live = await phone.newPage();
    await live.goto(`${base}/view/${eventId}/auctions`);
    await live.getByRole("heading", { name: "On the block" }).waitFor();
    const cp2 = await call<{ player: { id: number } }>("GET", `${q}/current-player/?event_id=${eventId}`);
    await call("POST", `${q}/sell-player/?event_id=${eventId}`, token, { player: cp2.player.id, status: 2 });
    await live.getByTestId("sold-banner").waitFor();
    await live.waitForTimeout(600);
    await live.screenshot({ path: path.join(out, "live-unsold-390.png") });

    for (const [name, url] of [
      ["card-event", `${base}/api/events/events/${eventId}/card.png`],
      ["card-team", `${base}/api/teams/${team.id}/card.png?event_id=${eventId}`],
      ["card-player", `${base}/api/players/${cp.player.id}/card.png?event_id=${eventId}`],
    ] as const) {
      const res = await fetch(url);
      if (res.ok) fs.writeFileSync(path.join(out, `${name}.png`), Buffer.from(await res.arrayBuffer()));
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}

await main();
