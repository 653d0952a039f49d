// Bidding by team owners in a real browser (docs/product.md section 10; docs/api.md "Bidding by team
// owners"; docs/decisions/046-owners-bidding.md): what only a browser can show. The organiser turns
// owners' bidding on in the event form and runs the lot from the console (1440 px); three owners bid
// from 390×844 phones, the first reaching the bid page through the top bar's "My team"; an anonymous
// viewer follows the live page. Bids from the phones, the outbid banner on the phone that was outbid,
// a bid over the max bid disabled with its reason, pause (the clock stops, the button says why, a bid
// sent through the API is refused), resume, the clock's sale to the leader on every screen, and undo
// in the console giving the money back on the phone and the viewer's page. Every kind of page
// visited is checked with axe.
// Set-up (event, teams, one player, owners' accounts, a fine) goes through the API; the rules are the
// server's tests (bids.test.ts, bids-race.test.ts). The clock's seconds: long while the journey acts
// (a loaded machine must not let it sell early), then 2 s for the last bid, so the sale comes at once.
import { BID_MSG, BIDDING_DEFAULTS, formatAmount, type MyTeam, SALE_TEXT, type Team } from "@sah/domain";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError, api, createEvent, createUser } from "./support/api.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { contextAt, LIVE_WAIT_MS, launch, shot } from "./support/browser.ts";

const base = inject("baseUrl");
const admin = inject("admin");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Session = { id: number; name: string; email: string; is_staff: boolean; token: string };

/** A browser context signed in as `session` (the app keeps the user in session storage). */
async function signedIn(width: number, session: Session | null): Promise<BrowserContext> {
  const ctx = await contextAt(browser, width);
  if (session) await ctx.addInitScript((u) => sessionStorage.setItem("user", JSON.stringify(u)), session);
  return ctx;
}

/** Waits until the event's live stream has answered, so later changes arrive as messages. */
function liveStream(page: Page, eventId: number) {
  return page.waitForResponse((r) => r.url().includes(`/api/events/${eventId}/live/`) && r.status() === 200, {
    timeout: LIVE_WAIT_MS,
  });
}

/** Waits until the page shows it (the first match: a screen may show a line twice, e.g. the clock). */
async function seen(locator: Locator) {
  await locator.first().waitFor({ state: "visible", timeout: LIVE_WAIT_MS });
}

describe("bidding by team owners", () => {
  it("phones bid against the clock; the console pauses, the clock sells, undo gives the money back", async () => {
    // ---- Set-up through the API: an event in auctioneer mode, three teams, one player ----
    const staff = await api<Session>(base, "users/login/", { json: admin });
    const stamp = Date.now().toString(36);
    const unit = "pts";
    const event = await createEvent(base, staff.token, "Bidding Cup", {
      funds_per_team: 10_000,
      funds_unit: unit,
      min_player_price: 100,
      // The ladder this night is written for (+500 a bid); a new event's own is derived from its purse.
      bid_steps: BIDDING_DEFAULTS.bid_steps,
    });
    const ev = event.id;
    const names = ["Aces", "Bulls", "Comets"] as const;
    const owners: Session[] = [];
    const teams: Team[] = [];
    for (const name of names) {
      const team = await api<Team>(base, `teams/?event_id=${ev}`, { token: staff.token, json: { name, owners: [staff.id] } });
      // Each owner's account exists already: the invitation adds them to the team without a link.
      const user = await createUser(base, staff.token, name);
      await api(base, `teams/${team.id}/invite/?event_id=${ev}`, {
        token: staff.token,
        json: { email: user.email, name: user.name },
      });
      owners.push(await api<Session>(base, "users/login/", { json: { email: user.email, password: user.password } }));
      teams.push(team);
    }
    // Comets were fined: 800 left, so the third bid (1,100) is over their max bid.
    await api(base, `teams/${teams[2]?.id}/adjustments/?event_id=${ev}`, {
      token: staff.token,
      json: { amount: -9_200, reason: "Late registration" },
    });
    // Two players: after the first is sold one is still to come, so the block keeps the sold player
    // (with none left the auction is concluded and the block empty).
    for (const name of ["Rahul", "Vikram"])
      await api(base, `players/?event_id=${ev}`, {
        token: staff.token,
        json: { name: `${name} Lot ${stamp}`, date_of_birth: "2000-01-01" },
      });
    const aces = owners[0] as Session;

    // ---- The organiser turns owners' bidding on in the event form ----
    const organiserCtx = await signedIn(1440, staff);
    const organiser = await organiserCtx.newPage();
    await organiser.goto(`${base}/dashboard/${ev}/settings/edit`);
    const owned = organiser.getByRole("switch", { name: "Team owners bid from their phones" });
    await owned.waitFor();
    await owned.check();
    // Long enough that the clock never sells while the journey acts on a loaded machine.
    await organiser.getByRole("spinbutton", { name: "Seconds for the first bid" }).fill("600");
    await organiser.getByRole("spinbutton", { name: "Seconds after each bid" }).fill("600");
    await shot(organiser, "bidding", "event-form-bidding", 1440);
    expect(await seriousAxeViolations(organiser), "the event form's bidding section").toEqual([]);
    await organiser.getByRole("button", { name: "Save Auction Details" }).click();
    await organiser.waitForURL(`${base}/dashboard/${ev}/detail`);
    expect(await api(base, `events/events/${ev}/`)).toMatchObject({
      bidding: "owners",
      first_bid_seconds: 600,
      bid_seconds: 600,
    });

    const consoleReady = liveStream(organiser, ev);
    await organiser.goto(`${base}/dashboard/${ev}/auctions`);
    await consoleReady;

    // ---- The viewer, and three phones: Aces through the top bar's "My team" ----
    const viewerCtx = await signedIn(1440, null);
    const viewer = await viewerCtx.newPage();
    const viewerReady = liveStream(viewer, ev);
    await viewer.goto(`${base}/view/${ev}/auctions`);
    await viewerReady;

    const phones: Page[] = [];
    for (const owner of owners) {
      const phoneCtx = await signedIn(390, owner);
      phones.push(await phoneCtx.newPage());
    }
    const [phoneA, phoneB, phoneC] = phones as [Page, Page, Page];
    // "Your Auctions" is rendered in the browser, so the menu button works as soon as it shows.
    await phoneA.goto(`${base}/events/for-you`);
    await phoneA.getByRole("button", { name: "Open menu" }).click();
    const myTeam = phoneA.getByRole("navigation", { name: "My team" });
    await seen(myTeam.getByRole("link", { name: /^Aces/ }));
    expect(await seriousAxeViolations(phoneA), "Your Auctions with the drawer's My team").toEqual([]);
    const aReady = liveStream(phoneA, ev);
    await myTeam.getByRole("link", { name: /^Bid now/ }).click();
    await phoneA.waitForURL(`${base}/view/${ev}/bid`);
    await aReady;
    for (const phone of [phoneB, phoneC]) {
      const ready = liveStream(phone, ev);
      await phone.goto(`${base}/view/${ev}/bid`);
      await ready;
    }
    // The API's answer for the same owner, which the menu listed.
    const listed = await api<MyTeam[]>(base, "users/my-teams/", { token: aces.token });
    expect(listed.map((t) => [t.name, t.event.bidding])).toEqual([["Aces", "owners"]]);

    // ---- The organiser draws; the phones get the player and the opening bid ----
    await organiser.getByRole("button", { name: /^Start player selection/ }).click();
    const bidButton = (phone: Page) => phone.getByTestId("bid-button");
    const amount = (n: number) => formatAmount(n, unit);
    for (const phone of phones) await seen(bidButton(phone).filter({ hasText: `Bid ${amount(100)}` }));
    const { player } = await api<{ player: { id: number } }>(base, `auctions/transactions/current-player/?event_id=${ev}`);
    await seen(organiser.getByRole("region", { name: "Bidding" }));
    expect(await seriousAxeViolations(organiser), "the console with a lot").toEqual([]);

    // ---- Aces bid 100, Bulls 600: Aces' phone is told it was outbid ----
    await bidButton(phoneA).click();
    await seen(phoneA.getByText("Aces (you)"));
    // Bulls' phone must have seen that bid first, or its tap would be the same amount (refused: 409).
    await seen(bidButton(phoneB).filter({ hasText: `Bid ${amount(600)}` }));
    await bidButton(phoneB).click();
    const banner = phoneA.getByTestId("outbid-banner");
    await seen(banner);
    expect(await banner.textContent()).toContain(`Outbid: Bulls bid ${amount(600)}`);
    await seen(viewer.getByTestId("lot-line").filter({ hasText: `Highest bid ${amount(600)} — Bulls` }));
    await shot(phoneA, "bidding", "phone-outbid", 390);
    expect(await seriousAxeViolations(phoneA), "the bid page with the outbid banner").toEqual([]);

    // ---- Comets (800 left) cannot bid 1,100: the button is disabled and says why ----
    const cometsButton = bidButton(phoneC);
    await seen(cometsButton.filter({ hasText: `Bid ${amount(1_100)}` }));
    expect(await cometsButton.isDisabled()).toBe(true);
    expect(await phoneC.getByTestId("bid-blocker").textContent()).toBe(SALE_TEXT.aboveMaxBid(800, unit));

    // ---- Pause: the clock stops everywhere, the button says why, the API refuses a bid ----
    const lot = organiser.getByRole("region", { name: "Bidding" });
    await lot.getByRole("button", { name: /^Pause/ }).click();
    await seen(phoneA.getByTestId("bid-blocker").filter({ hasText: BID_MSG.paused }));
    expect(await bidButton(phoneA).isDisabled()).toBe(true);
    await seen(phoneA.getByTestId("lot-clock").filter({ hasText: "Paused" }));
    await seen(viewer.getByTestId("lot-clock").filter({ hasText: "Paused" }));
    const paused = await api<{ lot: { paused: boolean; deadline: string | null } }>(
      base,
      `auctions/transactions/current-player/?event_id=${ev}`,
    );
    expect(paused.lot).toMatchObject({ paused: true, deadline: null });
    const refused = await api(base, `auctions/bids/?event_id=${ev}`, {
      token: aces.token,
      json: { player: player.id, amount: 1_100 },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, body: { detail: BID_MSG.paused } });

    // ---- Resume; the organiser shortens the clock; Aces bid 1,100 and the clock sells to them ----
    await lot.getByRole("button", { name: /^Resume/ }).click();
    await seen(
      bidButton(phoneA)
        .filter({ hasText: `Bid ${amount(1_100)}` })
        .and(phoneA.locator(":enabled")),
    );
    await api(base, `events/events/${ev}/`, { token: staff.token, method: "PATCH", json: { bid_seconds: 2 } });
    await bidButton(phoneA).click();
    const sold = `SOLD to Aces for ${amount(1_100)}`;
    for (const phone of phones) await seen(phone.getByTestId("bid-result").filter({ hasText: sold }));
    await seen(viewer.getByRole("region", { name: "Current player" }).getByRole("heading", { name: sold }));
    await seen(
      organiser
        .getByRole("list", { name: "Recent activity" })
        .getByText(/^By the clock: /)
        .first(),
    );
    await seen(phoneA.getByText(`Aces: ${amount(8_900)} left`, { exact: false }));
    const acesRow = viewer.getByRole("table", { name: "Team summary" }).getByRole("row").filter({ hasText: "Aces" });
    await seen(acesRow.filter({ hasText: amount(8_900) }));
    await shot(phoneA, "bidding", "phone-sold", 390);
    expect(await seriousAxeViolations(viewer), "the live page after the clock's sale").toEqual([]);

    // ---- Undo in the console: the money is back on Aces' phone and on the viewer's page ----
    await organiser.getByRole("button", { name: "Undo last action" }).click();
    const undo = organiser.getByRole("dialog", { name: "Undo last action?" });
    await seen(undo.getByText(/^This will undo /));
    await undo.getByRole("button", { name: "Undo" }).click();
    await undo.waitFor({ state: "hidden" });
    await seen(phoneA.getByText(`Aces: ${amount(10_000)} left`, { exact: false }));
    await seen(acesRow.filter({ hasText: amount(10_000), hasNotText: amount(8_900) }));
    expect(await api<Team>(base, `teams/${teams[0]?.id}/?event_id=${ev}`)).toMatchObject({ funds_remaining: 10_000 });
    // The player is back on the block with the lot paused, its bids standing (decision 046 "Undo").
    await seen(phoneA.getByTestId("lot-clock").filter({ hasText: "Paused" }));

    for (const ctx of [organiserCtx, viewerCtx, ...phones.map((p) => p.context())]) await ctx.close();
  });
});
