// GET /api/users/my-teams/ (docs/api.md "Bidding by team owners"): the teams the caller owns, for the
// top bar's "My team". Signed in only; only the caller's own teams; archived events left out; the
// newest event first; each with its event's bidding mode; at most LIMITS.myTeamsMax.
import { LIMITS, type MyTeam } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, teamOwners, teams } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = "/api/users/my-teams/";
const own = (team: number, user: TestUser) => t.app.db.insert(teamOwners).values({ teamId: team, userId: user.id });
const myTeams = async (user: TestUser) => {
  const res = await call(t, "GET", URL, { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json<MyTeam[]>();
};

describe("GET /api/users/my-teams/", () => {
  it("answers 401 to an anonymous caller", async () => {
    const res = await call(t, "GET", URL);
    expect(res.statusCode).toBe(401);
  });

  it("lists only the caller's teams, newest event first, with each event's bidding mode", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const older = await createEvent(t, { name: "Older League" });
    const newer = await createEvent(t, { name: "Newer League" });
    await t.app.db.update(events).set({ date: "2026-01-10" }).where(eq(events.id, older));
    await t.app.db.update(events).set({ date: "2026-06-10", bidding: "owners" }).where(eq(events.id, newer));
    const zebras = await createTeam(t, newer, "Zebras");
    const ants = await createTeam(t, newer, "Ants");
    const oldTeam = await createTeam(t, older, "Old Boys");
    const notMine = await createTeam(t, newer, "Not Mine");
    for (const team of [zebras, ants, oldTeam]) await own(team, owner);
    await own(notMine, other);

    expect(await myTeams(owner)).toEqual([
      { id: ants, name: "Ants", logo: null, event: { id: newer, name: "Newer League", date: "2026-06-10", bidding: "owners" } },
      {
        id: zebras,
        name: "Zebras",
        logo: null,
        event: { id: newer, name: "Newer League", date: "2026-06-10", bidding: "owners" },
      },
      {
        id: oldTeam,
        name: "Old Boys",
        logo: null,
        event: { id: older, name: "Older League", date: "2026-01-10", bidding: "auctioneer" },
      },
    ]);
    expect((await myTeams(other)).map((team) => team.id)).toEqual([notMine]);
  });

  it("is empty for a user who owns no team, even an event's owner or staff", async () => {
    const organiser = await createUser(t);
    const staff = await createUser(t, { isStaff: true });
    const ev = await createEvent(t, { owners: [organiser.id, staff.id] });
    await createTeam(t, ev);
    expect(await myTeams(organiser)).toEqual([]);
    expect(await myTeams(staff)).toEqual([]);
  });

  it("leaves out the teams of archived events, for staff too", async () => {
    const staff = await createUser(t, { isStaff: true });
    const ev = await createEvent(t);
    const team = await createTeam(t, ev);
    await own(team, staff);
    expect((await myTeams(staff)).map((x) => x.id)).toEqual([team]);
    await t.app.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, ev));
    expect(await myTeams(staff)).toEqual([]);
  });

  it(`lists at most ${LIMITS.myTeamsMax} teams`, async () => {
    const owner = await createUser(t);
    const ev = await createEvent(t);
    const ids = await t.app.db
      .insert(teams)
      .values(
        Array.from({ length: LIMITS.myTeamsMax + 1 }, (_, i) => ({ eventId: ev, name: `Team ${String(i).padStart(3, "0")}` })),
      )
      .returning({ id: teams.id });
    await t.app.db.insert(teamOwners).values(ids.map(({ id }) => ({ teamId: id, userId: owner.id })));
    const listed = await myTeams(owner);
    expect(listed).toHaveLength(LIMITS.myTeamsMax);
    expect(listed[0]?.name).toBe("Team 000");
  });
});
