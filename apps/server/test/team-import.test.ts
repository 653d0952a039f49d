// Team import (docs/api.md "Team import"): name, owners by e-mail, logo from the zip; re-import by
// name; errors per row; the mapping's fields are the teams' own.
import { DETAIL, type ImportReport, LIMITS, MSG, NO_NAME_COLUMN } from "@sah/domain";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, teamOwners, teams, users } from "../src/db/schema.ts";
import { INVITE_SUBJECT } from "../src/services/teams/invite.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { convert } from "./helpers/libreoffice.ts";

let t: TestApp;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  alice = await createUser(t, { email: "alice.team@example.com" });
  bob = await createUser(t, { email: "Bob.Team@example.com" });
});
afterAll(() => t.close());

type FileField = { filename: string; data: Buffer };
function post(eventId: number, fields: Record<string, string | FileField>, token: string | null = owner.token) {
  const body = multipart(fields);
  return call(t, "POST", `/api/teams/import/?event_id=${eventId}`, {
    token: token ?? undefined,
    payload: body.payload,
    headers: body.headers,
  });
}
const csv = (text: string): FileField => ({ filename: "teams.csv", data: Buffer.from(text) });

async function state(eventId: number) {
  const rows = await t.app.db.select().from(teams).where(eq(teams.eventId, eventId));
  const owners = await t.app.db.select().from(teamOwners);
  const [ev] = await t.app.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, eventId));
  return {
    seq: ev.seq,
    teams: rows
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        ...r,
        owners: owners
          .filter((o) => o.teamId === r.id)
          .map((o) => o.userId)
          .sort(),
      })),
  };
}

describe("import teams", () => {
  it("creates teams with owners by e-mail and logos from the zip; a re-import by name is unchanged; errors per row", async () => {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const images = { filename: "logos.zip", data: Buffer.from(zipSync({ "logos/Aces.PNG": logo })) };
    const sheet = [
      "Team Name,Owner Emails,Logo,Colour",
      "Aces,alice.team@example.com; bob.team@example.com,aces,red",
      "Bulls,BOB.TEAM@example.com,,blue",
      "Comets,nobody@example.com,,green",
      ",alice.team@example.com,,",
    ].join("\n");

    const before = await state(eventId);
    const dry = (await post(eventId, { file: csv(sheet), images, dry_run: "1" })).json() as ImportReport;
    expect(dry.mapping).toEqual({ "Team Name": "name", "Owner Emails": "owners", Logo: "logo", Colour: "ignore" });
    // An owner with no account is invited, as "Invite owner" does: not an error.
    expect(dry).toMatchObject({ rows: 4, created: 3, skipped: 1, imported: false });
    const byRow = Object.fromEntries(dry.errors.map((e) => [`${e.row}:${e.field}`, e.messages]));
    expect(Object.keys(byRow)).toEqual(["5:name"]);
    expect(byRow["5:name"]).toEqual([MSG.nameRequired]);
    expect(await state(eventId)).toEqual(before);
    const mailsBefore = t.mails.length;

    const res = (await post(eventId, { file: csv(sheet), images, skip_invalid: "1" })).json() as ImportReport;
    expect(res).toMatchObject({ created: 3, imported: true });
    const after = await state(eventId);
    expect(after.seq).toBe(before.seq + 1);
    const [invited] = await t.app.db.select().from(users).where(eq(users.email, "nobody@example.com"));
    if (!invited) throw new Error("not invited");
    expect(after.teams.map((x) => [x.name, x.owners, x.logo !== null])).toEqual([
      ["Aces", [alice.id, bob.id].sort(), true],
      ["Bulls", [bob.id], false],
      ["Comets", [invited.id], false],
    ]);
    // Only the new owner is mailed: a link to set a password, the invitation's subject.
    expect(t.mails.slice(mailsBefore).map((m) => [m.to, m.subject])).toEqual([["nobody@example.com", INVITE_SUBJECT]]);
    expect(t.mails[t.mails.length - 1]?.text).toMatch(/\/auth\/reset-password\/[\w-]+\/[\w-]+\?invited=1/);

    const again = (await post(eventId, { file: csv(sheet), images, skip_invalid: "1" })).json() as ImportReport;
    expect(again.outcomes.map((o) => o.outcome)).toEqual(["unchanged", "unchanged", "unchanged", "error"]);
    expect(await state(eventId)).toEqual(after);

    const moved = (await post(eventId, { file: csv("Team,Owner\nbulls,alice.team@example.com\n") })).json() as ImportReport;
    expect(moved.outcomes.map((o) => o.outcome)).toEqual(["updated"]);
    expect((await state(eventId)).teams[1]).toMatchObject({ name: "bulls", owners: [alice.id] });
  });

  it(`invites within the limits of "Invite owner": past ${LIMITS.invitesPerUserPerHour} an hour the import is 429 and changes nothing`, async () => {
    const organiser = await createUser(t);
    const eventId = await createEvent(t, { owners: [organiser.id] });
    const tag = `bulk-${Date.now()}`;
    const rows = Array.from({ length: LIMITS.invitesPerUserPerHour + 1 }, (_, i) => `Team ${i},${tag}-${i}@example.com`);
    const before = await state(eventId);
    const mails = t.mails.length;
    const res = await post(eventId, { file: csv(["Team,Owner", ...rows].join("\n")) }, organiser.token);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: DETAIL.tooManyInvitesByUser });
    expect(await state(eventId)).toEqual(before);
    expect(t.mails.length).toBe(mails);
    // The refused import spent nothing: the organiser can still invite.
    const one = await post(eventId, { file: csv(`Team,Owner\nSolo,${tag}-solo@example.com\n`) }, organiser.token);
    expect(one.json()).toMatchObject({ created: 1, imported: true });
  });

  it("refuses a player field in a teams mapping, and callers without the permission", async () => {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const bad = await post(eventId, { file: csv("Team\nAces\n"), mapping: JSON.stringify({ Team: "skills" }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mapping[0]).toContain("Choose one of: name, owners, logo, short_name, ignore.");
    expect((await post(eventId, { file: csv("Team\nAces\n") }, null)).statusCode).toBe(401);
    expect((await post(eventId, { file: csv("Team\nAces\n") }, alice.token)).statusCode).toBe(403);
  });

  it("a league's sheet: a title row, a Franchise column, no owners (the importer owns them, as the preview says)", async () => {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const source = ["Franchises of the 2026 season,", "Franchise,City", "Chennai Kings,Chennai", "Mumbai Stars,Mumbai"].join(
      "\n",
    );
    const [xlsx] = await convert([{ name: "teams.csv", data: source }], "xlsx");
    const file = { filename: "teams.xlsx", data: xlsx };
    const dry = (await post(eventId, { file, dry_run: "1" })).json() as ImportReport;
    expect(dry).toMatchObject({ header_row: 2, created: 2, errors: [] });
    expect(dry.mapping).toEqual({ Franchise: "name", City: "ignore" });
    const youOwn = "No owners named: you will own this team (change its owners on the team's page).";
    expect(dry.warnings).toEqual([
      { row: 3, field: "owners", messages: [youOwn] },
      { row: 4, field: "owners", messages: [youOwn] },
    ]);
    await post(eventId, { file });
    expect((await state(eventId)).teams.map((x) => [x.name, x.owners])).toEqual([
      ["Chennai Kings", [owner.id]],
      ["Mumbai Stars", [owner.id]],
    ]);
    expect((await post(eventId, { file })).json()).toMatchObject({ unchanged: 2, warnings: [] });
    const nameless = await post(eventId, { file: csv("City\nChennai\n") });
    expect(nameless.json()).toEqual({ mapping: [NO_NAME_COLUMN.teams] });
  }, 180_000);
});
