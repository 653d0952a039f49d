// What one event may hold (docs/api.md "Limits"): teams, players, sponsors and owners are capped, the cap
// is checked under the event row lock, and at the caps every sum the event lists is an exact number.
import { DETAIL, type Event, formatNumber, LIMITS, MSG } from "@sah/domain";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, players, sponsors, teamOwners, teams } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createSale } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, eventTypeId, type TestUser } from "./helpers/factories.ts";
import { fingerprint } from "./helpers/fingerprint.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
});
afterAll(() => t.close());

/** `n` rows straight into the database, in one statement each (the API would take minutes). */
async function fill(eventId: number, what: "teams" | "players" | "sponsors", n: number): Promise<void> {
  if (what === "teams") {
    await t.app.db.execute(
      sql`insert into teams (event_id, name) select ${eventId}, 'Team ' || g from generate_series(1, ${n}) g`,
    );
  } else if (what === "players") {
    await t.app.db.execute(
      sql`insert into players (event_id, name, date_of_birth) select ${eventId}, 'Player ' || g, '2000-01-01' from generate_series(1, ${n}) g`,
    );
  } else {
    await t.app.db.execute(
      sql`insert into sponsors (event_id, name, category, "order") select ${eventId}, 'Sponsor ' || g, 'Partner', 1 from generate_series(1, ${n}) g`,
    );
  }
}

async function rowsOf(eventId: number, what: "teams" | "players" | "sponsors"): Promise<number> {
  const table = { teams, players, sponsors }[what];
  const [{ n }] = await t.app.db.select({ n: count() }).from(table).where(eq(table.eventId, eventId));
  return Number(n);
}

const creates = {
  teams: { max: LIMITS.teamsPerEventMax, detail: DETAIL.tooManyTeams },
  players: { max: LIMITS.playersPerEventMax, detail: DETAIL.tooManyPlayers },
  sponsors: { max: LIMITS.sponsorsPerEventMax, detail: DETAIL.tooManySponsors },
} as const;

function create(eventId: number, what: keyof typeof creates, name: string) {
  if (what === "teams")
    return call(t, "POST", `/api/teams/?event_id=${eventId}`, { token: owner.token, payload: { name, owners: [owner.id] } });
  if (what === "players")
    return call(t, "POST", `/api/players/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name, date_of_birth: "2001-02-03" },
    });
  return call(t, "POST", `/api/events/sponsors/?event_id=${eventId}`, {
    token: owner.token,
    payload: { name, category: "Title", order: 1 },
  });
}

describe("caps on what an event holds", () => {
  for (const what of ["teams", "players", "sponsors"] as const) {
    it(`refuses one ${what.slice(0, -1)} past ${creates[what].max} with a 400 naming the limit, changing nothing`, async () => {
      const eventId = await createEvent(t, { owners: [owner.id] });
      await fill(eventId, what, creates[what].max - 1);
      const last = await create(eventId, what, "The last one");
      expect(last.statusCode).toBe(201);
      expect(await rowsOf(eventId, what)).toBe(creates[what].max);

      const before = await fingerprint(t.app.db, { mediaDir: `${t.config.dataDir}/media` });
      const refused = await create(eventId, what, "One too many");
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: creates[what].detail });
      expect(creates[what].detail).toContain(formatNumber(creates[what].max));
      expect(await fingerprint(t.app.db, { mediaDir: `${t.config.dataDir}/media` })).toEqual(before);
    });

    it(`lets only one of two concurrent creates take the last place for ${what}`, async () => {
      const eventId = await createEvent(t, { owners: [owner.id] });
      await fill(eventId, what, creates[what].max - 1);
      const answers = await Promise.all([create(eventId, what, "Racer A"), create(eventId, what, "Racer B")]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      expect(await rowsOf(eventId, what)).toBe(creates[what].max);
    });
  }

  it(`refuses more than ${LIMITS.ownersMax} owners of a team or an event, the creator included`, async () => {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const many: number[] = [];
    for (let i = 0; i < LIMITS.ownersMax; i++) many.push((await createUser(t)).id);
    const tooMany = [...many, owner.id];
    const before = await fingerprint(t.app.db, { exclude: ["users", "auth_tokens"] });

    const team = await call(t, "POST", `/api/teams/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Crowded", owners: tooMany },
    });
    expect(team.statusCode).toBe(400);
    expect(team.json()).toEqual({ owners: [MSG.tooManyOwners] });

    const event = await call(t, "PATCH", `/api/events/events/${eventId}/`, { token: owner.token, payload: { owners: tooMany } });
    expect(event.statusCode).toBe(400);
    expect(event.json()).toEqual({ owners: [MSG.tooManyOwners] });

    // ownersMax others plus the creator, who always becomes an owner.
    const created = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      payload: {
        name: "Crowded Night",
        date: "2026-05-01",
        start_time: "18:00",
        end_time: "22:00",
        location: "Pune",
        funds_per_team: 100,
        funds_unit: "pts",
        min_player_price: 1,
        min_players: 1,
        max_players: 5,
        type: await eventTypeId(t),
        owners: many,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ owners: [MSG.tooManyOwners] });
    expect(await fingerprint(t.app.db, { exclude: ["users", "auth_tokens"] })).toEqual(before);

    // Exactly at the cap is fine; a repeated id counts once.
    const atCap = await call(t, "POST", `/api/teams/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Full house", owners: [...many, many[0]] },
    });
    expect(atCap.statusCode).toBe(201);
    expect(atCap.json().owners).toHaveLength(LIMITS.ownersMax);
  });
});

describe("an event at the caps", () => {
  it("lists with exact sums: the most teams, the most funds per team, players and sales", async () => {
    const teamOwner = await createUser(t);
    const eventId = await createEvent(t, { owners: [owner.id], fundsPerTeam: LIMITS.moneyMax, maxPlayers: LIMITS.playersMax });
    await fill(eventId, "teams", LIMITS.teamsPerEventMax);
    await fill(eventId, "players", LIMITS.playersPerEventMax);
    await fill(eventId, "sponsors", LIMITS.sponsorsPerEventMax);
    const teamIds = (await t.app.db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId))).map((r) => r.id);
    const playerIds = (await t.app.db.select({ id: players.id }).from(players).where(eq(players.eventId, eventId))).map(
      (r) => r.id,
    );
    await t.app.db.insert(teamOwners).values({ teamId: teamIds[0], userId: teamOwner.id });
    // Two teams spend their whole purse, one spends 1: the sum must come out to the unit.
    await createSale(t, eventId, { player: playerIds[0], team: teamIds[0], price: LIMITS.moneyMax });
    await createSale(t, eventId, { player: playerIds[1], team: teamIds[1], price: LIMITS.moneyMax });
    await createSale(t, eventId, { player: playerIds[2], team: teamIds[2], price: 1 });
    const expected = LIMITS.teamsPerEventMax * LIMITS.moneyMax - 2 * LIMITS.moneyMax - 1;
    expect(Number.isSafeInteger(LIMITS.teamsPerEventMax * LIMITS.moneyMax)).toBe(true);

    const figures = (e: Event) => ({ funds_remaining: e.funds_remaining, players_remaining: e.players_remaining });
    const want = { funds_remaining: expected, players_remaining: LIMITS.playersPerEventMax - 3 };

    const list = await call(t, "GET", "/api/events/events/?page_size=100");
    expect(list.statusCode).toBe(200);
    expect(figures(list.json().results.find((e: Event) => e.id === eventId))).toEqual(want);
    const one = await call(t, "GET", `/api/events/events/${eventId}/`);
    expect(one.statusCode).toBe(200);
    expect(figures(one.json())).toEqual(want);
    for (const who of [owner, teamOwner]) {
      const forYou = await call(t, "GET", "/api/events/events/for-you/", { token: who.token });
      expect(forYou.statusCode).toBe(200);
      expect(figures(forYou.json().results.find((e: Event) => e.id === eventId))).toEqual(want);
    }
    const all = await call(t, "GET", `/api/teams/all/?event_id=${eventId}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(LIMITS.teamsPerEventMax);
    const [row] = await t.app.db.select({ f: events.fundsPerTeam }).from(events).where(eq(events.id, eventId));
    expect(row.f).toBe(LIMITS.moneyMax);
  });
});
