// The keyboard path of a journey (docs/decisions/043-accessibility.md): Tab to reach a control, in page order.
import type { Locator, Page } from "playwright-core";

/** Presses Tab until `target` has the focus: the proof that the keyboard reaches it, in page order. */
export async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}
