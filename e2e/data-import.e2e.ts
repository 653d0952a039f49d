// Organiser data in and out (docs/api.md "Organiser data"; docs/product.md section 10): import a
// LibreOffice-made XLSX with a zip of photos, change one column's match, see the preview's errors,
// import, see the players on the public pages, export the results. Rules are in the API tests
// (apps/server/test/player-import.test.ts, exports.test.ts); this shows only what a browser can.
import fs from "node:fs";
import { smallImageUrl } from "@sah/domain";
import { zipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { convert } from "../apps/server/test/helpers/libreoffice.ts";
import { api, createEvent, loginToken } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, cspViolations, launch, shot } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
let xlsx: Buffer;
let photos: Buffer;
beforeAll(async () => {
  browser = await launch();
  const sheet =
    "Player Name,DOB,Category,Picture,Notes\nNadia Noor,2001-04-05,A,nadia,left arm\nOmar Osei,2002-06-07,B+,Photos/OMAR.png,keeper\nPia Patel,2003-08-09,Z9,,\n";
  [xlsx] = await convert([{ name: "players.csv", data: sheet }], "xlsx");
  const square = (color: string) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
      .png()
      .toBuffer();
  photos = Buffer.from(zipSync({ "nadia.png": await square("#e91e63"), "Photos/omar.png": await square("#3f51b5") }));
}, 180_000);
afterAll(() => browser?.close());

async function logIn(page: Page) {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/events\/(for-you|all)/);
}

describe("import and export", () => {
  it.each([390, 1440])("imports a LibreOffice sheet with photos and exports the results at %i px", async (width) => {
    const token = await loginToken(base, admin);
    const event = await createEvent(base, token, `Import Cup ${width}`);

    const ctx = await contextAt(browser, width);
    const page = await ctx.newPage();
    await logIn(page);
    await page.goto(`${base}/dashboard/${event.id}/settings`);
    await page.getByRole("link", { name: /Import and Export/ }).click();
    await page.getByRole("heading", { name: "Import players" }).waitFor();
    expect(await page.getByText("Links in the sheet are not fetched").isVisible()).toBe(true);

    await page
      .getByLabel("Choose sheet (CSV or XLSX)")
      .setInputFiles({ name: "players.xlsx", mimeType: "application/octet-stream", buffer: xlsx });
    await page
      .getByLabel("Choose photos (zip, optional)")
      .setInputFiles({ name: "photos.zip", mimeType: "application/zip", buffer: photos });
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("table", { name: "Preview of the import" });
    await preview.getByText("grade: Select a valid grade.").waitFor();

    // Notes would become a detail; not wanted.
    await page.getByRole("combobox", { name: "Notes" }).click();
    await page.getByRole("option", { name: "Not imported" }).click();
    await page.getByRole("combobox", { name: "Notes" }).filter({ hasText: "Not imported" }).waitFor();
    // The re-preview with the new mapping has come back.
    await page.getByRole("button", { name: "Update preview" }).and(page.locator(":enabled")).waitFor();
    await settled(page);
    // The wizard with its preview (the whole-site check sees only its first step).
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "data", "import-preview", width);
    await page.getByRole("button", { name: "Import 2 players, skip 1 with errors" }).click();
    await page.getByText("Imported: 2 new, 0 updated, 0 unchanged, 1 skipped.").waitFor();

    // The public pages show them, with their photos.
    const publicPage = await ctx.newPage();
    await publicPage.goto(`${base}/view/${event.id}/players`);
    await publicPage.getByText("Nadia Noor").first().waitFor();
    await publicPage.getByText("Omar Osei").first().waitFor();
    const players = await api<{ results: { name: string; image: string | null; details: Record<string, unknown> }[] }>(
      base,
      `players/?event_id=${event.id}`,
    );
    expect(players.results.map((p) => [p.name, p.image !== null, p.details])).toEqual([
      ["Nadia Noor", true, {}],
      ["Omar Osei", true, {}],
    ]);
    // The list card shows the photo's small copy and offers the stored size (docs/decisions/050-photo-sizes.md).
    const image = players.results[0].image as string;
    expect(await publicPage.locator(`img[src="${smallImageUrl(image)}"][srcset*="${image} "]`).count()).toBeGreaterThan(0);

    // Export the results.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Results (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-results\.csv$/);
    const text = fs.readFileSync((await file.path()) ?? "", "utf8");
    expect(text).toContain("Nadia Noor");
    expect(text).toContain("Omar Osei");
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  });
});
