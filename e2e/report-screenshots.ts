// Screenshots of the auction report (docs/product.md "After the night"): a concluded auction of its own
// (support/report-auction.ts) at 390 and 1440 in light and dark, full page, and its print as PDF pages
// (page.pdf, then pdftoppm). Written to screenshots/report/ (git-ignored). Run against a scratch server:
//   ADMIN_EMAIL=... ADMIN_PASSWORD=... node --import tsx e2e/report-screenshots.ts [baseUrl]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { api } from "./support/api.ts";
import { launch } from "./support/browser.ts";
import { concludedAuction } from "./support/report-auction.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = path.resolve(import.meta.dirname, "../screenshots/report");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const me = await api<{ id: number; token: string }>(base, "users/login/", { json: admin });
  const event = await concludedAuction(base, me.token, me.id);
  const browser = await launch();
  try {
    for (const scheme of ["light", "dark"] as const) {
      for (const width of [390, 1440]) {
        const ctx = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, colorScheme: scheme });
        const page = await ctx.newPage();
        await page.goto(`${base}/view/${event.id}/report`);
        await page.locator(".report-root svg").nth(4).waitFor();
        await page.screenshot({ path: path.join(out, `report-${scheme}-${width}.png`), fullPage: true });
        if (scheme === "dark" && width === 1440) {
          await page.getByRole("button", { name: "Show data" }).first().click();
          await page.screenshot({ path: path.join(out, "report-data-1440.png") });
          await page.emulateMedia({ media: "print" });
          await page.pdf({ path: path.join(out, "report.pdf"), format: "A4", printBackground: true });
          execFileSync("pdftoppm", ["-png", "-r", "60", path.join(out, "report.pdf"), path.join(out, "report-print")]);
        }
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`event ${event.id}: ${out}`);
}
await main();
