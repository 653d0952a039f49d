// Organiser data in and out (docs/api.md "Imports and exports"; docs/product.md section 10): import a
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
import { api, createEvent, createUser, loginToken } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, cspViolations, launch, shot } from "./support/browser.ts";
import { settled } from "./support/layout.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
let xlsx: Buffer;
let photos: Buffer;
let league: Buffer;
let retained: Buffer;
beforeAll(async () => {
  // The league's retained players: a result, a team and a price per row (docs/api.md "Player import").
  [retained] = await convert(
    [
      {
        name: "retained.csv",
        data: [
          "Name,DOB,Status,Team,Price",
          "Ravi Gaikwad,1997-01-31,Retained,Chennai Kings,300",
          "Shiv Dube,1993-06-26,Retained,chennai kings,200",
          "Rohan Sharma,1987-04-30,Icon,Mumbai Stars,250",
          "Tara Varma,2002-11-08,,,",
        ].join("\n"),
      },
    ],
    "xlsx",
  );
  // A league's official list as it is published: a title row, First Name and Surname, the league's
  // own number, a Country, a reserve price in lakhs (docs/api.md "Player import").
  const leagueSheet = [
    "Season 2026 - Player Auction List,,,,,,",
    "List Sr.No.,First Name,Surname,Country,Specialism,DOB,Reserve Price Rs Lakh",
    "1,Akash,Singh,India,BOWLER,2002-04-04,30",
    "2,Akash,Singh,India,WICKETKEEPER,2001-05-05,50",
    "3,Jos,Buttler,England,WK,1990-09-08,200",
  ].join("\n");
  [league] = await convert([{ name: "league.csv", data: leagueSheet }], "xlsx");
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

  it.each([390, 1440])(
    "a league's sheet: the header under its title, joined names, a Country value map, reserve prices, at %i px",
    async (width) => {
      const token = await loginToken(base, admin);
      const event = await createEvent(base, token, `League Sheet ${width}`);
      await api(base, `events/skills/?event_id=${event.id}`, { token, json: { name: "Overseas" } });

      const ctx = await contextAt(browser, width);
      const page = await ctx.newPage();
      await logIn(page);
      await page.goto(`${base}/dashboard/${event.id}/settings/data`);
      await page.getByRole("heading", { name: "Import players" }).waitFor();
      await page
        .getByLabel("Choose sheet (CSV or XLSX)")
        .setInputFiles({ name: "league.xlsx", mimeType: "application/octet-stream", buffer: league });
      await page.getByRole("button", { name: "Preview" }).click();
      await page.getByText("The header is row 2: the row above it (a title) is left out.").waitFor();
      const preview = page.getByRole("table", { name: "Preview of the import" });
      await preview.getByText("Jos Buttler").waitFor();
      expect(await preview.getByText("2,00,00,000").or(preview.getByText("20,000,000")).count()).toBe(1);

      // Country feeds the skills through a value map: India gives none, any other value Overseas.
      await page.getByRole("combobox", { name: "Country" }).click();
      await page.getByRole("option", { name: /^Skills/ }).click();
      await page.getByLabel("Country: values that give no skill").waitFor();
      await page.getByRole("button", { name: "Update preview" }).and(page.locator(":enabled")).waitFor();
      await page.getByLabel("Country: values that give no skill").fill("India");
      await page.getByLabel("Country: any other value gives").fill("Overseas");
      await page.getByRole("button", { name: "Apply to Country" }).click();
      await page.getByText("Country: India → nothing, any other → Overseas.").waitFor();
      await page.getByRole("button", { name: "Update preview" }).and(page.locator(":enabled")).waitFor();
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, "data", "import-league", width);
      // The preview itself: joined names and the amounts stored.
      await preview.scrollIntoViewIfNeeded();
      await shot(page, "data", "import-league-preview", width);
      await page.getByRole("button", { name: "Import 3 players" }).click();
      await page.getByText("Imported: 3 new, 0 updated, 0 unchanged, 0 skipped.").waitFor();

      const players = await api<{
        results: { name: string; ref: string; base_price: number; skills_details: { name: string }[] }[];
      }>(base, `players/?event_id=${event.id}`, { token });
      expect(players.results.map((p) => [p.ref, p.name, p.base_price, p.skills_details.map((s) => s.name).sort()])).toEqual([
        ["1", "Akash Singh", 3_000_000, ["Bowler"]],
        ["2", "Akash Singh", 5_000_000, ["Wicket-keeper"]],
        ["3", "Jos Buttler", 20_000_000, ["Overseas", "Wicket-keeper"]],
      ]);
      expect(await cspViolations(page)).toEqual([]);
      await ctx.close();
    },
  );

  it.each([390, 1440])("retained players: each row's result and a line per team in the preview, at %i px", async (width) => {
    const token = await loginToken(base, admin);
    const event = await createEvent(base, token, `Retained ${width}`);
    const owner = await createUser(base, token, `Owner${width}`);
    for (const name of ["Chennai Kings", "Mumbai Stars"])
      await api(base, `teams/?event_id=${event.id}`, { token, json: { name, owners: [owner.id] } });

    const ctx = await contextAt(browser, width);
    const page = await ctx.newPage();
    await logIn(page);
    await page.goto(`${base}/dashboard/${event.id}/settings/data`);
    await page.getByRole("heading", { name: "Import players" }).waitFor();
    await page
      .getByLabel("Choose sheet (CSV or XLSX)")
      .setInputFiles({ name: "retained.xlsx", mimeType: "application/octet-stream", buffer: retained });
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByText("Chennai Kings: 2 retained, 500 spent, 500 left").waitFor();
    await page.getByText("Mumbai Stars: 1 icon, 250 spent, 750 left").waitFor();
    const preview = page.getByRole("table", { name: "Preview of the import" });
    await preview.getByText("Retained: Chennai Kings, 300").waitFor();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("heading", { name: "Results before the auction" }).scrollIntoViewIfNeeded();
    await shot(page, "data", "import-retained", width);
    await page.getByRole("button", { name: "Import 4 players" }).click();
    await page.getByText("Imported: 4 new, 0 updated, 0 unchanged, 0 skipped.").waitFor();
    const teams = await api<{ name: string; funds_remaining: number; players_count: number }[]>(
      base,
      `teams/all/?event_id=${event.id}`,
    );
    expect(teams.map((t) => [t.name, t.funds_remaining, t.players_count])).toEqual([
      ["Chennai Kings", 500, 2],
      ["Mumbai Stars", 750, 1],
    ]);
    expect(await cspViolations(page)).toEqual([]);
    await ctx.close();
  });
});
