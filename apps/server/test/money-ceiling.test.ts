// The ceiling on an event's funds (docs/api.md "Limits": LIMITS.fundsMax). Bonuses without a bound
// once took a team's funds past what a JSON number holds exactly, and every read of the event (its
// list, the event, its teams, a budget, even the staff's archive) answered 500. A bonus past the
// ceiling is refused with a field error; a database written before the ceiling still answers.
import { ADJUST_MSG, formatAmount, LIMITS } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamAdjustments } from "../src/db/schema.ts";
import { inChunks } from "../src/db/sql.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
});
afterAll(() => t.close());

const bonus = (eventId: number, team: number, amount: number) =>
  call(t, "POST", `/api/teams/${team}/adjustments/?event_id=${eventId}`, {
    token: staff.token,
    payload: { amount, reason: "Sponsor bonus" },
  });

describe("the ceiling on an event's funds", () => {
  it("refuses a bonus that would take the event's teams above LIMITS.fundsMax, and changes nothing", async () => {
    const eventId = await createEvent(t, { fundsPerTeam: LIMITS.moneyMax });
    const team = await createTeam(t, eventId);
    const other = await createTeam(t, eventId);
    // Two purses of moneyMax and earlier bonuses (one stored row here, for brevity: one bonus is at most
    // moneyMax) up to 10 below the ceiling; a bonus up to the ceiling exactly is allowed.
    const earlier = LIMITS.fundsMax - 2 * LIMITS.moneyMax - 10;
    await t.app.db.insert(teamAdjustments).values({ eventId, teamId: team, amount: earlier, reason: "Earlier bonuses" });
    expect((await bonus(eventId, team, 10)).statusCode).toBe(201);
    const refused = await bonus(eventId, other, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ amount: [ADJUST_MSG.aboveFundsMax(formatAmount(LIMITS.fundsMax + 1, "pts"))] });
    const read = await call(t, "GET", `/api/teams/${other}/?event_id=${eventId}`);
    expect(read.json()).toMatchObject({ adjustments_total: 0, funds_remaining: LIMITS.moneyMax });
    // A penalty makes room again.
    expect((await bonus(eventId, team, -10)).statusCode).toBe(201);
    expect((await bonus(eventId, other, 10)).statusCode).toBe(201);
  });

  it("answers every read of an event whose stored adjustments are past any exact number (a database from before the ceiling)", async () => {
    const eventId = await createEvent(t, { fundsPerTeam: LIMITS.moneyMax });
    const team = await createTeam(t, eventId);
    // 10,000 bonuses of moneyMax: 10^16, above Number.MAX_SAFE_INTEGER, written as an old database holds them.
    const rows = Array.from({ length: 10_000 }, () => ({ eventId, teamId: team, amount: LIMITS.moneyMax, reason: "x" }));
    await inChunks(rows, (chunk) => t.app.db.insert(teamAdjustments).values(chunk));
    t.app.readCache.clear();
    for (const url of [
      "/api/events/events/",
      `/api/events/events/${eventId}/`,
      `/api/teams/${team}/?event_id=${eventId}`,
      `/api/teams/all/?event_id=${eventId}`,
      `/api/teams/${team}/budget/?event_id=${eventId}`,
    ]) {
      const res = await call(t, "GET", url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    const teamRead = (await call(t, "GET", `/api/teams/${team}/?event_id=${eventId}`)).json<{ adjustments_total: number }>();
    expect(teamRead.adjustments_total).toBe(LIMITS.fundsMax);
    expect((await bonus(eventId, team, 1)).statusCode).toBe(400);
    // The way back: staff archive it, and the archive answers.
    const archived = await call(t, "PATCH", `/api/events/events/${eventId}/`, {
      token: staff.token,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
  });
});
