// Right to match in a real browser (docs/api.md "Right to match"; docs/decisions/063): a player whose
// previous team matches is sold with "(RTM)" on the big screen's sold moment at 1920×1080, without a
// reload. The rules are the server's tests (rtm.test.ts); the console's offer is the web test's.
import { type Player, RTM_TEXT, type Team } from "@sah/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, createEvent, drawPlayer } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Session = { id: number; token: string };

describe("right to match on the big screen", () => {
  it("a match shows 'SOLD to <team> (RTM) for …' as the sold moment at 1920×1080", async () => {
    const staff = await api<Session>(base, "users/login/", { json: admin });
    const event = await createEvent(base, staff.token, "Matching Cup", {
      funds_per_team: 1_200_000_000,
      funds_unit: "INR",
      min_player_price: 3_000_000,
      min_players: 1,
      max_players: 25,
      rtm_cards: 2,
    });
    const ev = event.id;
    const team = (name: string) =>
      api<Team>(base, `teams/?event_id=${ev}`, { token: staff.token, json: { name, owners: [staff.id] } });
    const csk = await team("Chennai Super Kings");
    await team("Mumbai Indians");
    await api<Player>(base, `players/?event_id=${ev}`, {
      token: staff.token,
      json: { name: "Ravi Jadeja", date_of_birth: "1988-12-06", previous_team: csk.id },
    });
    const drawn = await drawPlayer(base, staff.token, ev);

    const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(`${base}/view/${ev}/screen`);
    await page.getByTestId("screen-player-name").waitFor({ timeout: 90_000 });

    await api<Player>(base, `auctions/transactions/sell-player/?event_id=${ev}`, {
      token: staff.token,
      json: { player: drawn.id, status: 3, team: csk.id, price: 180_000_000, rtm: true },
    });
    const banner = page.getByTestId("sold-banner");
    await banner.waitFor({ timeout: 90_000 });
    await expect
      .poll(() => banner.getByTestId("sold-headline").textContent())
      .toContain(`SOLD to ${RTM_TEXT.team(csk.name)} for`);
    await shot(page, "rtm", "sold-moment", 1920);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ctx.close();
  });
});
