// The big screen's minutes reach the sponsor's report (docs/api.md "Sponsor exposure"; decisions 066
// and 072): the big screen (1920×1080) of an event with one sponsor is shown for three minutes under
// Playwright's fake clock, then the sponsor's report, by its private link and in the organiser's own
// view, says "3 min" on the big screen, in the hour the server counted them.
//
// The server counts a screen's seconds by its own (the database's) clock: never more than the time it
// saw pass since that screen's previous beacon (a first beacon: 30 s). So a page clock moved alone
// credits nothing past the first beacon, and the journey checks that too. Each 30 s the page's clock
// is moved (one beacon, lib/exposure-beacon.ts) comes after the server's clock has passed 30 s since
// the previous beacon's answer: the journey waits for the server's clock (its Date header), the
// condition the rule sets, and the page's clock decides what the page counts and when it sends.
import { type Event, EXPOSURE_LIMITS, type SponsorExposure, type SponsorLink } from "@sah/domain";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatClockTime } from "../apps/web/src/lib/format.ts";
import { api, createEvent } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

const BEACON_MS = EXPOSURE_LIMITS.beaconSeconds * 1000;
/** What the journey shows the logo for: three minutes, six beacons. */
const SHOWN_SECONDS = 180;

let browser: Browser;
let token: string;
let event: Event;
let sponsor: number;

beforeAll(async () => {
  const started = launch();
  token = (await api<{ token: string }>(base, "users/login/", { json: admin })).token;
  event = await createEvent(base, token, "Sponsor minutes", { min_players: 0 });
  sponsor = (
    await api<{ id: number }>(base, `events/sponsors/?event_id=${event.id}`, {
      token,
      json: { name: "Alpha Corp", category: "Title", order: 1 },
    })
  ).id;
  browser = await started;
}, 120_000);
afterAll(() => browser?.close());

/** The server's clock now, from its Date header (whole seconds, rounded down). */
async function serverClock(): Promise<number> {
  return Date.parse((await fetch(`${base}/api/health`)).headers.get("date") ?? "");
}

type Beacon = { counted: number; at: number };

/**
 * Every beacon the page sends, in order, as the server answered it: what it counted and when (the
 * answer's Date). Listens from the page's start, so a beacon sent before the journey took the clock
 * (a slow start) is counted like the others.
 */
function beaconsOf(page: Page) {
  const isBeacon = (r: Response) =>
    r.request().method() === "POST" && new URL(r.url()).pathname === `/api/events/${event.id}/exposure/`;
  const answers: Promise<Beacon>[] = [];
  page.on("response", (r) => {
    if (!isBeacon(r)) return;
    answers.push(
      (async () => {
        expect(r.status()).toBe(200);
        return { counted: ((await r.json()) as { counted: number }).counted, at: Date.parse((await r.allHeaders()).date ?? "") };
      })(),
    );
  });
  return {
    all: () => Promise.all(answers),
    /** Runs the page's clock `ms` forward and returns the server's answer to the beacon it sent. */
    async after(ms: number): Promise<Beacon> {
      const n = answers.length;
      const sent = page.waitForResponse(isBeacon, { timeout: LIVE_WAIT_MS });
      await page.clock.runFor(ms);
      await sent;
      return answers[n]!;
    },
  };
}

/** The report's figure under `label` ("Big screen"). */
const figure = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

describe("the big screen's minutes in the sponsor's report", () => {
  it("three minutes on a fake clock, counted by the server's, in the report's figure and its hour", async () => {
    // ---- The big screen, its clock installed before the app starts ----
    const screenCtx = await contextAt(browser, 1920, 1080);
    const screen = await screenCtx.newPage();
    const sent = beaconsOf(screen);
    await screen.clock.install();
    await screen.goto(`${base}/view/${event.id}/screen`);
    await screen.getByTestId("sponsor-slot").getByText("Alpha Corp · Title sponsor").waitFor();
    expect(await seriousAxeViolations(screen), "the big screen").toEqual([]);
    // From here the page's time moves only when the journey moves it.
    await screen.clock.pauseAt((await screen.evaluate(() => Date.now())) + 1000);
    const beacons = await sent.all();
    const total = () => beacons.reduce((sum, b) => sum + b.counted, 0);
    while (total() < SHOWN_SECONDS) {
      const previous = beacons.at(-1);
      // The server's clock past 30 s since the previous beacon's answer (its Date is rounded down: +1 s).
      if (previous)
        await expect
          .poll(serverClock, { timeout: 2 * BEACON_MS, interval: 1000 })
          .toBeGreaterThanOrEqual(previous.at + BEACON_MS + 1000);
      const beacon = await sent.after(BEACON_MS);
      // 30 s shown, 30 s the server saw pass: all of it counted.
      expect(beacon.counted).toBe(EXPOSURE_LIMITS.beaconSeconds);
      beacons.push(beacon);
    }
    // The page's clock moved 30 s with no wait: the server saw a second or two pass and counts no more.
    const inflated = await sent.after(BEACON_MS);
    const previousAt = beacons.at(-1)!.at;
    expect(inflated.counted).toBeLessThan(EXPOSURE_LIMITS.beaconSeconds);
    expect(inflated.counted).toBeLessThanOrEqual((inflated.at - previousAt) / 1000 + 1);
    beacons.push(inflated);
    await screenCtx.close();

    // ---- What the server counted, and in which hours (its clock, by the answers' Date) ----
    const exposure = await api<SponsorExposure>(base, `events/sponsors/${sponsor}/exposure/?event_id=${event.id}`, { token });
    expect(exposure.screen_seconds).toBe(total());
    expect(exposure.overlay_seconds).toBe(0);
    const hourOf = (ms: number) => new Date(Math.floor(ms / 3_600_000) * 3_600_000).toISOString();
    // A beacon's transaction began before its answer: its hour is the answer's, or the one before at the turn of an hour.
    const hours = new Set(beacons.flatMap((b) => [hourOf(b.at), hourOf(b.at - 2000)]));
    for (const h of exposure.by_hour) expect(hours, `the hour ${h.hour}`).toContain(new Date(h.hour).toISOString());

    // ---- The report: by the sponsor's private link, and in the organiser's own view ----
    const { key } = await api<SponsorLink>(base, `events/sponsors/${sponsor}/link/?event_id=${event.id}`, {
      token,
      method: "POST",
    });
    const reportPath = `/view/${event.id}/sponsors/${sponsor}/report`;
    for (const viewer of ["link", "organiser"] as const) {
      const ctx = await contextAt(browser, 1440);
      const page = await ctx.newPage();
      if (viewer === "organiser") {
        await page.goto(`${base}/auth/login`);
        await page.getByLabel("Email").fill(admin.email);
        await page.getByLabel("Password", { exact: true }).fill(admin.password);
        await page.getByRole("button", { name: "Log In" }).click();
        await page.waitForURL(/\/events\/(for-you|all)/);
        await page.goto(`${base}${reportPath}`);
      } else {
        await page.goto(`${base}${reportPath}#key=${encodeURIComponent(key)}`);
      }
      await page.getByRole("heading", { level: 1, name: "Alpha Corp" }).waitFor();
      expect(await figure(page, "Big screen").textContent(), viewer).toBe("3 min");
      expect(await figure(page, "Stream overlay").textContent(), viewer).toBe("0 min");
      // The minutes per hour: the chart and its table, one row an hour the server counted.
      await page.getByRole("img", { name: "Minutes on screen per hour" }).waitFor();
      const table = page.getByRole("table", { name: "Minutes on screen per hour: figures" });
      expect(await table.getByRole("row").count(), viewer).toBe(exposure.by_hour.length + 1);
      for (const h of exposure.by_hour) {
        const row = table
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: formatClockTime(h.hour), exact: true }) });
        expect(await row.getByRole("cell").allTextContents(), `${viewer}: ${h.hour}`).toEqual([
          String(Math.round(h.screen_seconds / 60)),
          "0",
        ]);
        expect(
          await page.getByRole("img", { name: "Minutes on screen per hour" }).getByText(formatClockTime(h.hour)).count(),
        ).toBe(1);
      }
      expect(await seriousAxeViolations(page), viewer).toEqual([]);
      await shot(page, "report", `sponsor-minutes-${viewer}`, 1440);
      await ctx.close();
    }
  }, 420_000);
});
