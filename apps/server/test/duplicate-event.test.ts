// Duplicate an event for next season (docs/api.md "Duplicate an event"): what is
// copied, what is reset, images that each event owns, permission (staff only) and bad input.
import {
  type CurrentPlayer,
  DUPLICATE_MSG,
  type Event,
  MSG,
  type Paged,
  type Player,
  type Sponsor,
  type Team,
} from "@sah/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEventRows, EVENT_TABLES, type EventTable, eventTableNames } from "../src/db/event-tables.ts";
import {
  auctionLog,
  events,
  importMappings,
  playerSkills,
  players,
  sponsors,
  teamAdjustments,
  teamOwners,
  teams,
} from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createSkill, createUser, seedRegistration, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let teamOwner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true, name: "Sam Staff" });
  owner = await createUser(t, { name: "Olga Owner" });
  teamOwner = await createUser(t, { name: "Tara Team" });
});
afterAll(() => t.close());

const png = (r: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 10, b: 10 } } })
    .png()
    .toBuffer();
const image = async (kind: string, r: number) =>
  t.app.media.saveImage({ field: "image", filename: "x.png", data: await png(r) }, kind);
const duplicate = (id: number, payload: unknown, token: string | null = staff.token) =>
  call(t, "POST", `/api/events/events/${id}/duplicate/`, {
    token: token ?? undefined,
    payload: payload as Record<string, unknown>,
  });
const get = async <T>(url: string, token?: string) => {
  const res = await call(t, "GET", url, { token });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};

/** A season in progress: a logo, a sponsor, two teams (one with an owner, a sale and a bonus), players with skills, a base price and a set, one on the block. */
async function season() {
  const ev = await createEvent(t, { name: "Premier 2026", owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10 });
  await t.app.db
    .update(events)
    .set({ logo: await image("events", 1) })
    .where(eq(events.id, ev));
  await t.app.db.insert(sponsors).values({ eventId: ev, name: "Acme", category: "Title", logo: await image("sponsors", 2) });
  const batter = await createSkill(t, ev, "Batter");
  const teamA = await createTeam(t, ev, "Royal Strikers");
  await t.app.db
    .update(teams)
    .set({ logo: await image("teams", 3) })
    .where(eq(teams.id, teamA));
  await t.app.db.insert(teamOwners).values({ teamId: teamA, userId: teamOwner.id });
  await createTeam(t, ev, "Blue Tigers");
  const star = await createPlayer(t, ev, { name: "Star", grade: 10, set: "Marquee" });
  await t.app.db
    .update(players)
    .set({ image: await image("players", 4), basePrice: 200 })
    .where(eq(players.id, star));
  await t.app.db.insert(playerSkills).values({ playerId: star, skillId: batter });
  await createSale(t, ev, { player: star, team: teamA, price: 300 });
  const onBlock = await createPlayer(t, ev, { name: "Blocky", grade: 15 });
  await putOnBlock(t, ev, onBlock);
  await t.app.db.insert(teamAdjustments).values({ eventId: ev, teamId: teamA, amount: 50, reason: "Bonus" });
  await t.app.db.insert(importMappings).values({ eventId: ev, kind: "players", mapping: { Name: "name" } });
  await seedRegistration(t, ev);
  return { ev, teamA, star };
}

describe("POST /api/events/events/{id}/duplicate/", () => {
  it("copies settings, owners, skills, sponsors, teams and players; resets purses, statuses, results and the block", async () => {
    const { ev } = await season();
    const res = await duplicate(ev, { name: "  Premier 2027 " });
    expect(res.statusCode).toBe(201);
    const copy = res.json<Event>();
    const source = await get<Event>(`/api/events/events/${ev}/`);
    expect(copy.id).not.toBe(ev);
    expect(copy).toMatchObject({
      name: "Premier 2027",
      date: source.date,
      location: source.location,
      funds_per_team: 1000,
      min_player_price: 10,
      min_players: source.min_players,
      max_players: source.max_players,
      type: source.type,
      funds_remaining: 2000,
      players_remaining: 2,
      archived: false,
    });
    // The source's owners are kept; staff who duplicated join them, as a creator does.
    expect(copy.owners.sort()).toEqual([owner.id, staff.id].sort());
    expect(copy.logo).toMatch(/^\/media\/events\//);
    expect(copy.logo).not.toBe(source.logo);

    const copiedTeams = await get<Team[]>(`/api/teams/all/?event_id=${copy.id}`);
    expect(copiedTeams.map((x) => [x.name, x.funds_remaining, x.players_count, x.adjustments_total])).toEqual([
      ["Blue Tigers", 1000, 0, 0],
      ["Royal Strikers", 1000, 0, 0],
    ]);
    expect(copiedTeams.find((x) => x.name === "Royal Strikers")?.owners).toEqual([teamOwner.id]);

    const copiedPlayers = (await get<Paged<Player>>(`/api/players/?event_id=${copy.id}`, staff.token)).results;
    const star = copiedPlayers.find((p) => p.name === "Star")!;
    expect(star).toMatchObject({ status: 0, base_price: 200, set: "Marquee", grade: 10, transaction_detail: null });
    const skillList = await get<{ id: number; name: string }[]>(`/api/events/skills/all/?event_id=${copy.id}`);
    expect(star.skills_details.map((s) => s.name)).toEqual(["Batter"]);
    expect(skillList.map((s) => s.id)).toContain(star.skills[0]);
    expect(copiedPlayers.every((p) => p.status === 0)).toBe(true);

    const copiedSponsors = await get<Sponsor[]>(`/api/events/sponsors/?event_id=${copy.id}`);
    expect(copiedSponsors.map((s) => s.name)).toEqual(["Acme"]);

    expect(await get<CurrentPlayer>(`/api/auctions/transactions/current-player/?event_id=${copy.id}`)).toMatchObject({
      status: 3,
      player: null,
      lot: { highest: null, deadline: null },
    });
    expect(await get<unknown[]>(`/api/auctions/transactions/top-5/?event_id=${copy.id}`)).toEqual([]);
    const log = await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, copy.id));
    expect(log.map((l) => [l.action, l.data])).toEqual([["event.create", { duplicate_of: ev }]]);
    const [mapping] = await t.app.db.select().from(importMappings).where(eq(importMappings.eventId, copy.id));
    expect(mapping.mapping).toEqual({ Name: "name" });

    // The source is as it was.
    const sourceTeams = await get<Team[]>(`/api/teams/all/?event_id=${ev}`);
    expect(sourceTeams.find((x) => x.name === "Royal Strikers")).toMatchObject({
      funds_remaining: 750,
      players_count: 1,
      adjustments_total: 50,
    });
  });

  it("copies the rows of every table db/event-tables.ts copies and starts the ones it resets as a new event", async () => {
    const { ev } = await season();
    const copy = (await duplicate(ev, { name: "Premier 2028" })).json<Event>().id;
    for (const name of eventTableNames) {
      const rows = await countEventRows(t.app.db, name, ev);
      const after = await countEventRows(t.app.db, name, copy);
      const e: EventTable = EVENT_TABLES[name];
      if (e.duplicate === "copy") {
        expect(rows, name).toBeGreaterThan(0);
        // The staff member who duplicates joins the owners.
        expect(after, name).toBe(name === "event_owners" ? rows + 1 : rows);
      } else if (e.startRow) expect(after, name).toBe(1);
      // The copy's log starts with its creation.
      else expect(after, name).toBe(name === "auction_log" ? 1 : 0);
    }
  });

  it("points the copy's squad rules at the copy's own skills", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const keeper = await createSkill(t, ev, "Keeper");
    const quotas = [
      { kind: "grade", id: 10, min: null, max: 2 },
      { kind: "skill", id: keeper, min: 1, max: null },
    ];
    expect((await call(t, "PATCH", `/api/events/events/${ev}/`, { token: owner.token, payload: { quotas } })).statusCode).toBe(
      200,
    );
    const res = await duplicate(ev, { name: "Next season" });
    expect(res.statusCode).toBe(201);
    const copy = res.json<{ id: number; quotas: unknown }>();
    const skills = await get<{ id: number; name: string }[]>(`/api/events/skills/all/?event_id=${copy.id}`);
    const copied = skills.find((k) => k.name === "Keeper")?.id;
    expect(copied).toBeDefined();
    expect(copied).not.toBe(keeper);
    expect(copy.quotas).toEqual([quotas[0], { ...quotas[1], id: copied }]);
  });

  it("gives every copied row its own image file: removing the source's images leaves the copy's", async () => {
    const { ev, star } = await season();
    const copy = (await duplicate(ev, { name: "Images 2027" })).json<Event>();
    const copiedPlayer = (await get<Paged<Player>>(`/api/players/?event_id=${copy.id}&search=Star`)).results[0];
    const [sourcePlayer] = await t.app.db.select({ image: players.image }).from(players).where(eq(players.id, star));
    expect(copiedPlayer.image).toMatch(/^\/media\/players\//);
    expect(copiedPlayer.image).not.toBe(sourcePlayer.image);
    const before = await t.app.media.read(copiedPlayer.image);
    expect(before?.data.equals((await t.app.media.read(sourcePlayer.image))!.data)).toBe(true);

    // What deleting a player or replacing a logo does to the source's files.
    for (const url of [sourcePlayer.image, (await get<Event>(`/api/events/events/${ev}/`)).logo]) await t.app.media.remove(url);
    for (const url of [copiedPlayer.image, copy.logo]) {
      const res = await call(t, "GET", url!);
      expect(res.statusCode).toBe(200);
    }
  });

  it("is staff's: 401 anonymous, 403 for the event's owners, 404 for an unknown event; nothing is created", async () => {
    const { ev } = await season();
    const count = async () => (await t.app.db.select({ id: events.id }).from(events)).length;
    const before = await count();
    expect((await duplicate(ev, { name: "X" }, null)).statusCode).toBe(401);
    const asOwner = await duplicate(ev, { name: "X" }, owner.token);
    expect(asOwner.statusCode).toBe(403);
    expect((await duplicate(2_000_000_000, { name: "X" })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it("needs a name of at most 200 characters: 400 naming the field, nothing created", async () => {
    const { ev } = await season();
    const count = async () => (await t.app.db.select({ id: events.id }).from(events)).length;
    const before = await count();
    for (const [payload, message] of [
      [{}, MSG.nameRequired],
      [{ name: "   " }, MSG.nameRequired],
      [{ name: "x".repeat(201) }, MSG.nameTooLong],
    ] as const) {
      const res = await duplicate(ev, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: [message] });
    }
    expect(await count()).toBe(before);
  });

  it("an image replaced while the copies were made: 409, nothing created, the copies removed", async () => {
    const { ev, star } = await season();
    const media = t.app.media;
    const copy = media.copy.bind(media);
    const made: (string | null)[] = [];
    let replaced = false;
    media.copy = async (url) => {
      if (!replaced) {
        replaced = true;
        await t.app.db
          .update(players)
          .set({ image: await image("players", 9) })
          .where(eq(players.id, star));
      }
      const made1 = await copy(url);
      made.push(made1);
      return made1;
    };
    try {
      const count = async () => (await t.app.db.select({ id: events.id }).from(events)).length;
      const before = await count();
      const res = await duplicate(ev, { name: "Raced" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: DUPLICATE_MSG.changedWhileCopying });
      expect(await count()).toBe(before);
      expect(made.length).toBeGreaterThan(0);
      for (const url of made) expect(await media.read(url)).toBeNull();
    } finally {
      media.copy = copy;
    }
  });
});
