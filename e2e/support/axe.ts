// Accessibility check of a page in the browser with axe-core (injected from the npm package, no
// network): returns the serious and critical violations, which a journey expects to be none. It looks
// once the page's finite animations are over: a slide or a colour half-way through its change is
// not what the page shows (docs/decisions/043-accessibility.md).

import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { settled } from "./layout.ts";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown[]; html: string }[] }[] };

/** "<rule> (<impact>): <targets> <html>" for every serious or critical violation on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    "window.axe.run(document, { resultTypes: ['violations'] }).then((r) => ({ violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160) })) })) }))",
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html}`).join(", ")}`);
}
