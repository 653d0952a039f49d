// The auction report (docs/api.md "The auction report"; docs/decisions/066-report-and-exposure.md):
// every figure of a seeded auction against a hand calculation, with an adjustment that stands, one that
// was undone and a sale that was undone; who may read it before and after the auction concluded.
import { type EventReport, saleLabel } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerSkills, players } from "../src/db/schema.ts";
import { median } from "../src/services/report/report.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayers, createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createSkill, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

const auction = (path: string, ev: number, payload?: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/transactions/${path}/?event_id=${ev}`, { token: owner.token, payload });
const report = (ev: number, token?: string) => call(t, "GET", `/api/events/events/${ev}/report/`, { token });

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
}

/**
 * funds 1000 pts, min price 10. Lots: P1 (A+, base 100, Batter) to Alpha 300; a bonus of 200 to Alpha;
 * P2 (A, base 50, Bowler) to Bravo 50; a penalty of 100 to Bravo, undone; P3 (A-, no base: 10, no
 * skill) to Alpha 120, undone, then to Bravo 80; P4 (B, base 40) Unsold.
 */
async function seededAuction() {
  const ev = await createEvent(t, {
    owners: [owner.id],
    fundsPerTeam: 1000,
    minPlayerPrice: 10,
    minPlayers: 0,
    maxPlayers: 5,
    fundsUnit: "pts",
  });
  const alpha = await createTeam(t, ev, "Alpha");
  const bravo = await createTeam(t, ev, "Bravo");
  const batter = await createSkill(t, ev, "Batter");
  const bowler = await createSkill(t, ev, "Bowler");
  const [p1, p2, p3, p4] = await createPlayers(t, ev, [
    { name: "P1", grade: 10 },
    { name: "P2", grade: 15 },
    { name: "P3", grade: 20 },
    { name: "P4", grade: 25 },
  ]);
  await t.app.db.update(players).set({ basePrice: 100 }).where(eq(players.id, p1));
  await t.app.db.update(players).set({ basePrice: 50 }).where(eq(players.id, p2));
  await t.app.db.update(players).set({ basePrice: 40 }).where(eq(players.id, p4));
  await t.app.db.insert(playerSkills).values([
    { playerId: p1, skillId: batter },
    { playerId: p2, skillId: bowler },
    { playerId: p4, skillId: batter },
  ]);
  const adjust = (team: number, amount: number) =>
    call(t, "POST", `/api/teams/${team}/adjustments/?event_id=${ev}`, {
      token: owner.token,
      payload: { amount, reason: "Rules" },
    });

  await ok(auction("next-player", ev));
  await ok(auction("sell-player", ev, { player: p1, status: 3, team: alpha, price: 300 }));
  await ok(adjust(alpha, 200));
  await ok(auction("next-player", ev));
  await ok(auction("sell-player", ev, { player: p2, status: 3, team: bravo, price: 50 }));
  await ok(adjust(bravo, -100));
  await ok(auction("undo", ev));
  await ok(auction("next-player", ev));
  await ok(auction("sell-player", ev, { player: p3, status: 3, team: alpha, price: 120 }));
  await ok(auction("undo", ev));
  await ok(auction("sell-player", ev, { player: p3, status: 3, team: bravo, price: 80 }));
  await ok(auction("next-player", ev));
  await ok(auction("sell-player", ev, { player: p4, status: 2 }));
  return { ev, alpha, bravo, p1, p2, p3, p4 };
}

describe("GET /api/events/events/{id}/report/", () => {
  it("computes every figure from the standing sales and adjustments", async () => {
    const { ev, alpha, bravo, p1, p2, p3 } = await seededAuction();
    const res = await report(ev);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<EventReport>();
    expect(r.status).toBe(4); // no one left to draw, one Unsold
    expect(r.event).toMatchObject({ id: ev, funds_per_team: 1000, funds_unit: "pts" });
    // 300 + 50 + 80 (the undone 120 is not counted)
    expect(r.players_sold).toBe(3);
    expect(r.players_unsold).toBe(1);
    expect(r.total_spent).toBe(430);
    expect(r.average_price).toBe(143); // 430 / 3 = 143.33
    expect(r.median_price).toBe(80);
    expect(r.record_sale).toEqual({ player: p1, player_name: "P1", team: alpha, team_name: "Alpha", price: 300 });

    expect(r.teams).toEqual([
      {
        id: alpha,
        name: "Alpha",
        spent: 300,
        adjustments: 200,
        left: 900, // 1000 + 200 - 300
        players: 1,
        by_skill: [{ skill: "Batter", spent: 300, players: 1 }],
        by_grade: [{ grade: 10, grade_name: "A+", spent: 300, players: 1 }],
        best_buy: { player: p1, player_name: "P1", price: 300, base_price: 100 },
      },
      {
        id: bravo,
        name: "Bravo",
        spent: 130,
        adjustments: 0, // the penalty was undone
        left: 870,
        players: 2,
        by_skill: [
          { skill: "Bowler", spent: 50, players: 1 },
          { skill: "No skill", spent: 80, players: 1 },
        ],
        by_grade: [
          { grade: 15, grade_name: "A", spent: 50, players: 1 },
          { grade: 20, grade_name: "A-", spent: 80, players: 1 },
        ],
        // 50 for 50 (1×) beats 80 for 10 (8×)
        best_buy: { player: p2, player_name: "P2", price: 50, base_price: 50 },
      },
    ]);

    expect(r.series.purses).toEqual([
      // the bonus came after lot 1: 1000 - 300 + 200
      { team: alpha, team_name: "Alpha", points: [1000, 900, 900, 900].map((left, lot) => ({ lot, left })) },
      { team: bravo, team_name: "Bravo", points: [1000, 1000, 950, 870].map((left, lot) => ({ lot, left })) },
    ]);
    expect(
      r.series.sales.map(({ lot, player, team, price, base_price, grade, skill }) => ({
        lot,
        player,
        team,
        price,
        base_price,
        grade,
        skill,
      })),
    ).toEqual([
      { lot: 1, player: p1, team: alpha, price: 300, base_price: 100, grade: 10, skill: "Batter" },
      { lot: 2, player: p2, team: bravo, price: 50, base_price: 50, grade: 15, skill: "Bowler" },
      { lot: 3, player: p3, team: bravo, price: 80, base_price: 10, grade: 20, skill: "No skill" },
    ]);
    expect(r.series.sales.map(saleLabel)).toEqual([null, "steal", null]);
  });

  it("before the auction concludes only the event's managers read it; after, anyone", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 0 });
    const team = await createTeam(t, ev);
    const [p] = await createPlayers(t, ev, [{ name: "Last" }]);
    expect((await report(ev)).statusCode).toBe(401);
    expect((await report(ev, stranger.token)).statusCode).toBe(403);
    const early = await report(ev, owner.token);
    expect(early.statusCode).toBe(200);
    expect(early.json<EventReport>()).toMatchObject({
      status: 3,
      players_sold: 0,
      average_price: null,
      median_price: null,
      record_sale: null,
    });
    expect((await report(999_999, owner.token)).statusCode).toBe(404);

    await ok(auction("next-player", ev));
    await ok(auction("sell-player", ev, { player: p, status: 3, team, price: 25 }));
    const pub = await report(ev);
    expect(pub.statusCode).toBe(200);
    expect(pub.json<EventReport>()).toMatchObject({ status: 2, players_sold: 1, total_spent: 25 });
    // Undone: players are left to draw again, so the public copy is gone with it.
    await ok(auction("undo", ev));
    expect((await report(ev)).statusCode).toBe(401);
  });

  it("takes the median of an even count as the mean of the middle two, rounded", () => {
    expect(median([])).toBeNull();
    expect(median([30, 10])).toBe(20);
    expect(median([10, 11])).toBe(11);
    expect(median([5, 1, 9])).toBe(5);
  });
});
