// GET teams/{id}/budget/ (docs/api.md "Budget rule"): the max bid and why, from the same
// budgetOf as the team JSON's max_bid and the sale check.
import { SALE_TEXT, type Team, type TeamBudget } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let eventId: number;
let otherEventId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  eventId = await createEvent(t, {
    owners: [owner.id],
    fundsPerTeam: 100_000,
    minPlayerPrice: 1000,
    minPlayers: 8,
    maxPlayers: 8,
  });
  otherEventId = await createEvent(t, { owners: [owner.id] });
});
afterAll(() => t.close());

const budget = (teamId: number, ev = eventId) => call(t, "GET", `/api/teams/${teamId}/budget/?event_id=${ev}`);

describe("GET /api/teams/{id}/budget/", () => {
  it("explains the max bid: funds left minus the open slots still to fill at the minimum price", async () => {
    const team = await createTeam(t, eventId, "Royal Strikers");
    await createSale(t, eventId, { player: await createPlayer(t, eventId), team, price: 0 });
    t.app.readCache.clear();
    const res = await budget(team);
    expect(res.statusCode).toBe(200);
    // 1 of 8 bought: this purchase plus 6 more to reach the minimum of 8.
    expect(res.json<TeamBudget>()).toEqual({
      max_bid: 94_000,
      funds_remaining: 100_000,
      open_slots: 7,
      full: false,
      reserved: [
        {
          kind: "min_players",
          reason: "6 more players to reach the minimum squad of 8, at least 1,000 each",
          players: 6,
          price: 1000,
          amount: 6000,
        },
      ],
    });
    const teamJson = (await call(t, "GET", `/api/teams/${team}/?event_id=${eventId}`)).json<Team>();
    expect(teamJson.max_bid).toBe(94_000);
  });

  it("a full team has a max bid of 0 because it is full, reserving nothing", async () => {
    const team = await createTeam(t, eventId, "Full House");
    for (let i = 0; i < 8; i++) await createSale(t, eventId, { player: await createPlayer(t, eventId), team, price: 1000 });
    t.app.readCache.clear();
    expect((await budget(team)).json()).toEqual({ max_bid: 0, funds_remaining: 92_000, open_slots: 0, full: true, reserved: [] });
    // ...and a sale to it is refused as full, not as over a max bid of 0.
    const player = await createPlayer(t, eventId);
    const res = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
      token: owner.token,
      payload: { player, status: 3, team, price: 1000, suppress_player_check: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ team: [SALE_TEXT.teamFull("Full House", 8, 8)] });
  });

  it("answers 404 for a team of another event, an unknown team or event, and 400 without event_id", async () => {
    const team = await createTeam(t, eventId);
    expect((await budget(team, otherEventId)).statusCode).toBe(404);
    expect((await budget(999_999)).statusCode).toBe(404);
    expect((await budget(team, 999_999)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/teams/${team}/budget/`)).statusCode).toBe(400);
  });
});
