// Screenshots of draw control, duplicating an event and the big screen's max-bid sentences
// (docs/decisions/045-draw-control-and-duplicate.md): the console's draw control at 390, 768 and 1440
// px, the dashboard's "Duplicate for next season" dialog, and the big screen at 1920×1080 and
// 1280×720. Written to screenshots/draw/ (git-ignored). It draws on that server's event: use a
// scratch server with the demo event:
//   ADMIN_EMAIL=... ADMIN_PASSWORD=... node --import tsx e2e/draw-screenshots.ts [baseUrl]
import fs from "node:fs";
import path from "node:path";
import { api } from "./support/api.ts";
import { launch } from "./support/browser.ts";
import { loadedAndSettled } from "./support/layout.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = path.resolve(import.meta.dirname, "../screenshots/draw");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };

const call = <T>(method: string, p: string, token?: string, body?: unknown) => api<T>(base, p, { method, token, json: body });

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const session = await call<{ token: string }>("POST", "users/login/", undefined, admin);
  const { token } = session;
  const events = await call<{ results: { id: number }[] }>("GET", "events/events/");
  const eventId = events.results[0]!.id;
  // Two players in a "Marquee" set, so the set choice and its count show.
  const players = await call<{ results: { id: number }[] }>("GET", `players/?event_id=${eventId}&page_size=2`);
  for (const p of players.results) await call("PATCH", `players/${p.id}/?event_id=${eventId}`, token, { set: "Marquee" });
  await call("POST", `auctions/transactions/next-player/?event_id=${eventId}`, token, {});

  const browser = await launch();
  try {
    for (const width of [390, 768, 1440]) {
      const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 1000 }, deviceScaleFactor: 1 });
      await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
      const page = await ctx.newPage();
      await page.goto(`${base}/dashboard/${eventId}/auctions`);
      const control = page.getByRole("form", { name: "Draw control" });
      await control.waitFor();
      await page.getByRole("radio", { name: "Choose a player" }).check();
      await page.getByRole("combobox", { name: /Player/ }).fill("a");
      await page.getByRole("listbox").getByRole("option").first().waitFor();
      await loadedAndSettled(page);
      await control.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(out, `console-draw-${width}.png`), fullPage: width !== 1440 });
      await page.keyboard.press("Escape");
      await page.getByRole("radio", { name: "Within grade" }).check();
      await loadedAndSettled(page);
      await page.locator("#draw-control-title").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(out, `console-draw-grade-${width}.png`) });

      await page.goto(`${base}/dashboard/${eventId}`);
      await page.getByRole("button", { name: "Duplicate for next season" }).click();
      await page.getByRole("textbox", { name: /Name of the new event/ }).waitFor();
      await loadedAndSettled(page);
      await page.screenshot({ path: path.join(out, `duplicate-${width}.png`) });
      await page.keyboard.press("Escape");
      await page.goto(`${base}/dashboard/${eventId}/players/${players.results[0]!.id}/edit`);
      await page.getByRole("textbox", { name: /Set/ }).waitFor();
      await loadedAndSettled(page);
      await page.screenshot({ path: path.join(out, `player-form-${width}.png`), fullPage: true });
      await ctx.close();
    }

    const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${eventId}/screen`);
    await page.getByTestId("board-max-bid-sentence").first().waitFor();
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "screen-1920.png") });
    await page.setViewportSize({ width: 1280, height: 720 });
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "screen-1280.png") });
    await page.goto(`${base}/view/${eventId}/screen?theme=light`);
    await page.getByTestId("board-max-bid-sentence").first().waitFor();
    await loadedAndSettled(page);
    await page.screenshot({ path: path.join(out, "screen-light-1280.png") });
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}

await main();
