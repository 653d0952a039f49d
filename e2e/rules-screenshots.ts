// Screenshots of the squad rules and the second round at 390, 768 and 1440 px (screenshots/rules/,
// git-ignored): the settings' rule table, the console's second-round dialog, a team page's needs.
// Run against a throwaway server with the demo event (it sets rules and marks every player Unsold):
//   ADMIN_PASSWORD=... node --import tsx e2e/rules-screenshots.ts [baseUrl]
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { launch, WIDTHS } from "./support/browser.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const out = path.resolve(import.meta.dirname, "../screenshots/rules");
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD ?? "" };

async function api<T>(p: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
  const res = await fetch(`${base}/api/${p}`, { ...init, headers });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${p}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(() => document.fonts?.ready);
  await page.waitForTimeout(500);
}

async function main() {
  if (!admin.password) throw new Error("set ADMIN_PASSWORD (and ADMIN_EMAIL) of the server");
  fs.mkdirSync(out, { recursive: true });
  const session = await api<{ token: string }>("users/login/", { method: "POST", body: JSON.stringify(admin) });
  const token = session.token;
  const ev = (await api<{ results: { id: number }[] }>("events/events/")).results[0]!.id;
  const skills = await api<{ id: number; name: string }[]>(`events/skills/all/?event_id=${ev}`);
  const keeper = skills.find((s) => /keep/i.test(s.name)) ?? skills[0]!;
  await api(
    `events/events/${ev}/`,
    {
      method: "PATCH",
      body: JSON.stringify({
        quotas: [
          { kind: "grade", id: 10, min: null, max: 2 },
          { kind: "skill", id: keeper.id, min: 1, max: null },
        ],
      }),
    },
    token,
  );
  // Every player Unsold: the console offers the second round.
  await api(`auctions/transactions/next-player/?event_id=${ev}`, { method: "POST" }, token);
  const players = await api<{ results: { id: number; status: number }[] }>(`players/?event_id=${ev}&page_size=100`);
  for (const p of players.results.filter((x) => x.status <= 2))
    await api(
      `auctions/corrections/?event_id=${ev}`,
      { method: "POST", body: JSON.stringify({ player: p.id, status: 2, reason: "Second round" }) },
      token,
    );
  const team = (await api<{ id: number }[]>(`teams/all/?event_id=${ev}`))[0]!.id;

  const browser = await launch();
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, deviceScaleFactor: 1 });
      await context.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
      const page = await context.newPage();
      await page.goto(`${base}/dashboard/${ev}/settings/edit`);
      await page.getByRole("group", { name: "Rule 2" }).waitFor();
      await page.getByRole("group", { name: "Rule 1" }).evaluate((el) => el.scrollIntoView({ block: "center" }));
      await settle(page);
      await page.screenshot({ path: path.join(out, `settings-rules-${width}.png`) });

      await page.goto(`${base}/dashboard/${ev}/auctions`);
      await page.getByRole("button", { name: "Second round at lower prices…" }).click();
      await page.getByRole("dialog").waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(out, `second-round-${width}.png`) });
      await page.getByRole("textbox", { name: /Percentage/ }).fill("150");
      await page.getByRole("button", { name: "Re-auction", exact: true }).click();
      await page.getByText("Enter a whole number from 1 to 100.").first().waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(out, `second-round-error-${width}.png`) });

      await page.goto(`${base}/view/${ev}/teams/${team}`);
      await page
        .getByText(/Needs 1 /)
        .first()
        .waitFor();
      await settle(page);
      await page.screenshot({ path: path.join(out, `team-needs-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}

await main();
