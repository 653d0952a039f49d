import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, launch, shot, WIDTHS } from "./support/browser.ts";

let browser: Browser;
const base = inject("baseUrl");
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe("not-found page", () => {
  it.each(WIDTHS)("shows Broken Link and leads back home at %i px", async (width) => {
    const ctx = await contextAt(browser, width);
    const page = await ctx.newPage();
    await page.goto(`${base}/no/such/page`);
    await page.getByText("Broken Link").waitFor();
    expect(await page.getByText("We are unable to find the page you are looking for").isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "e2e", "not-found", width);
    await page
      .getByRole("link", { name: "Back to Home Page" })
      .or(page.getByRole("button", { name: "Back to Home Page" }))
      .click();
    await page.waitForURL(`${base}/`);
    await ctx.close();
  });
});
