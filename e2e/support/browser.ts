// playwright-core driving Debian's Chromium (browser downloads do not work here; STACK.md).
import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/**
 * How long a journey waits for the live stream to bring a change to another page: generous, so that
 * only a change that never arrives (a missing message, a page that needs a reload) fails. How fast it
 * arrives is `npm run bench:live`'s figure.
 */
export const LIVE_WAIT_MS = 20_000;

export const WIDTHS = [390, 768, 1440] as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export async function contextAt(browser: Browser, width: number, height = width < 768 ? 844 : 900): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  // Every page records what the server's Content-Security-Policy blocked (see cspViolations).
  await ctx.addInitScript({
    content: `window.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));`,
  });
  return ctx;
}

/**
 * What the Content-Security-Policy blocked on this page so far: the app must work without any. Only a
 * page of a context made by contextAt records them: any other page throws, so the check cannot pass
 * by seeing nothing.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const seen = (await page.evaluate("window.__csp")) as string[] | undefined;
  if (!Array.isArray(seen)) throw new Error("cspViolations: this page records no violations (open it in a contextAt context)");
  return seen;
}

/** Saves a screenshot under screenshots/<group>/<name>-<width>.png (git-ignored; docs/screens.md shows the chosen few) (only when SCREENSHOTS=1). */
export async function shot(page: Page, group: string, name: string, width: number) {
  if (process.env.SCREENSHOTS !== "1") return;
  const dir = path.resolve(import.meta.dirname, "../../screenshots", group);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: false });
}
