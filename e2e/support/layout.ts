// Layout helpers for browser journeys: wait for the page to be still before a screenshot, and find
// text that does not fit its box.
import type { Locator, Page } from "playwright-core";
import { APP_READY_ATTRIBUTE } from "../../apps/web/src/app/app-ready.ts";

/**
 * Resolves once every finite CSS animation and transition of the page has finished (a slide fading
 * in, a chip changing colour, a ripple); endless ones (the Live pulse, spinners) are ignored.
 */
export async function settled(page: Page): Promise<void> {
  // The app's first render is on the page (apps/web/src/app/app-ready.ts): hydration runs in slices,
  // and what it changes may start a transition (a selected tab's colour, a bar sliding in).
  await page.waitForFunction(
    (attribute) => document.getElementById("root") === null || document.documentElement.hasAttribute(attribute),
    APP_READY_ATTRIBUTE,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && timing.iterations !== Number.POSITIVE_INFINITY && a.playState !== "finished";
    });
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Texts of the elements under `scope` whose content is wider than their box (cut off or spilling into a neighbour). */
export async function overflowingTexts(scope: Locator, selector = "*"): Promise<string[]> {
  return scope.evaluate(
    (root, sel) =>
      [...root.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.childElementCount === 0 && (el.textContent ?? "").trim() !== "")
        .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        // Ellipsis is a deliberate cut (a long name in a narrow row), not a layout fault; text clipped
        // to nothing is for screen readers only (lib/theme.ts visuallyHidden), never shown.
        .filter((el) => getComputedStyle(el).textOverflow !== "ellipsis")
        .filter((el) => getComputedStyle(el).clip !== "rect(0px, 0px, 0px, 0px)")
        .map((el) => `${el.textContent?.trim()} (${el.scrollWidth} px in ${el.clientWidth} px)`),
    selector,
  );
}

/** A screenshot script's wait: the page loaded, fonts ready, animations done (the live stream keeps the network busy). */
export async function loadedAndSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate("document.fonts.ready");
  await settled(page);
}
