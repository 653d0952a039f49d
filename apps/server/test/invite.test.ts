// Inviting a team owner (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md):
// event permission; an unknown address becomes a user with a mailed link to set a password (7 days,
// one use), a known one is added and told to log in; the owner can then bid for the team.
import fs from "node:fs";
import path from "node:path";
import { DETAIL, type InviteResult as InviteAnswer, LIMITS, MSG } from "@sah/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, teamOwners, users } from "../src/db/schema.ts";
import { INVITE_SUBJECT } from "../src/services/teams/invite.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let organiser: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

const LINK = /http:\/\/app\.test\/auth\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const invite = (ev: number, team: number, payload: Record<string, unknown>, token?: string) =>
  call(t, "POST", `/api/teams/${team}/invite/?event_id=${ev}`, { token, payload });

describe("POST /api/teams/{id}/invite/", () => {
  it("creates an unknown owner, mails a link to set a password (7 days, one use) that logs them in", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const team = await createTeam(t, ev, "Red Rhinos");
    const res = await invite(ev, team, { email: "Rita.New@example.com", name: "Rita New" }, organiser.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<InviteAnswer>();
    expect(body).toMatchObject({ created: true, user: { name: "Rita New", email: "Rita.New@example.com" } });
    expect(body.team.owners).toContain(body.user.id);
    const mail = t.mails[t.mails.length - 1];
    expect(mail?.to).toBe("Rita.New@example.com");
    const m = LINK.exec(mail?.text ?? "");
    if (!m) throw new Error(`no link in ${mail?.text}`);
    const [token] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, body.user.id));
    const days = ((token?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const set = { uid: m[1], token: m[2], password: "a new password 1", password_re: "a new password 1" };
    const done = await call(t, "POST", "/api/users/complete-forgot-password/", { payload: set });
    expect(done.statusCode).toBe(200);
    expect((await call(t, "POST", "/api/users/complete-forgot-password/", { payload: set })).statusCode).toBe(400);
    const login = await call(t, "POST", "/api/users/login/", {
      payload: { email: "rita.new@example.com", password: "a new password 1" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("adds a known user (matched ignoring case) without a password link, once", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const team = await createTeam(t, ev);
    const known = await createUser(t, { email: `known-${Date.now()}@example.com` });
    for (let i = 0; i < 2; i++) {
      const res = await invite(ev, team, { email: known.email.toUpperCase(), name: "Whatever" }, organiser.token);
      expect(res.json<InviteAnswer>()).toMatchObject({ created: false, user: { id: known.id, name: known.name } });
    }
    expect(
      await t.app.db
        .select()
        .from(teamOwners)
        .where(and(eq(teamOwners.teamId, team), eq(teamOwners.userId, known.id))),
    ).toHaveLength(1);
    expect(await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, known.id))).toHaveLength(0);
    expect(t.mails[t.mails.length - 1]?.text).not.toMatch(LINK);
  });

  it("401, 403 for a non-manager, 404 for a team of another event, 400 for a bad body, an archived user: nothing changes", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const team = await createTeam(t, ev);
    const other = await createTeam(t, await createEvent(t, {}));
    const payload = { email: "x-invite@example.com", name: "X" };
    expect((await invite(ev, team, payload)).statusCode).toBe(401);
    expect((await invite(ev, team, payload, stranger.token)).statusCode).toBe(403);
    expect((await invite(ev, other, payload, organiser.token)).statusCode).toBe(404);
    const bad = await invite(ev, team, { email: "not an address" }, organiser.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["email", "name"]);
    const archived = await createUser(t);
    await t.app.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, archived.id));
    const refused = await invite(ev, team, { email: archived.email, name: "A" }, organiser.token);
    expect(refused.json()).toEqual({ email: [MSG.inviteArchived] });
    expect(await t.app.db.select().from(users).where(eq(users.email, "x-invite@example.com"))).toHaveLength(0);
    expect(await t.app.db.select().from(teamOwners).where(eq(teamOwners.teamId, team))).toHaveLength(0);
  });
});

describe('invitations are limited (docs/api.md "Limits")', () => {
  const newOrganiser = async (ev?: number) => {
    const u = await createUser(t);
    const event = ev ?? (await createEvent(t, { owners: [u.id] }));
    if (ev !== undefined) {
      const res = await call(t, "PATCH", `/api/events/events/${ev}/`, {
        token: staffUser.token,
        payload: { owners: [...owners, u.id] },
      });
      expect(res.statusCode).toBe(200);
      owners.push(u.id);
    }
    return { user: u, event };
  };
  let staffUser: TestUser;
  const owners: number[] = [];
  beforeAll(async () => {
    staffUser = await createUser(t, { isStaff: true });
  });

  it(`per organiser: ${LIMITS.invitesPerUserPerHour} an hour, then 429 with Retry-After, and no account or mail is made`, async () => {
    const { user, event } = await newOrganiser();
    // Two teams, so the team's owner cap (20) refuses none: a refused invitation spends nothing.
    const teamsOf = [await createTeam(t, event), await createTeam(t, event)];
    const team = teamsOf[0];
    const tag = `flood-${Date.now()}`;
    for (let i = 0; i < LIMITS.invitesPerUserPerHour; i++) {
      const res = await invite(event, teamsOf[i % 2], { email: `${tag}-${i}@example.com`, name: `F ${i}` }, user.token);
      expect(res.statusCode, String(i)).toBe(200);
    }
    const mails = t.mails.length;
    const refused = await invite(event, team, { email: `${tag}-over@example.com`, name: "Over" }, user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: DETAIL.tooManyInvitesByUser });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(t.mails.length).toBe(mails);
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(eq(users.email, `${tag}-over@example.com`)),
    ).toHaveLength(0);
  });

  it(`per event: ${LIMITS.invitesPerEventPerHour} an hour, whoever of its organisers sends them`, async () => {
    const first = await newOrganiser();
    const event = first.event;
    owners.push(first.user.id);
    const teamIds: number[] = [];
    for (let i = 0; i < 4; i++) teamIds.push(await createTeam(t, event));
    const tag = `spread-${Date.now()}`;
    let sent = 0;
    let organiser = first.user;
    while (sent < LIMITS.invitesPerEventPerHour) {
      if (sent > 0 && sent % LIMITS.invitesPerUserPerHour === 0) organiser = (await newOrganiser(event)).user;
      const res = await invite(
        event,
        teamIds[sent % 4]!,
        { email: `${tag}-${sent}@example.com`, name: `S ${sent}` },
        organiser.token,
      );
      expect(res.statusCode, String(sent)).toBe(200);
      sent++;
    }
    const fresh = (await newOrganiser(event)).user;
    const refused = await invite(event, teamIds[0]!, { email: `${tag}-over@example.com`, name: "Over" }, fresh.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: DETAIL.tooManyInvitesForEvent });
    // The refused one was not charged to its organiser: they can still invite for another event.
    const elsewhere = await createEvent(t, { owners: [fresh.id] });
    expect(
      (await invite(elsewhere, await createTeam(t, elsewhere), { email: `${tag}-else@example.com`, name: "E" }, fresh.token))
        .statusCode,
    ).toBe(200);
  });

  it(`at most ${LIMITS.invitesPendingPerEventMax} owners of an event who never logged in: no new account past it, known users still join`, async () => {
    const { user, event } = await newOrganiser();
    const team = await createTeam(t, event);
    const tag = `pending-${Date.now()}`;
    const made = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: LIMITS.invitesPendingPerEventMax }, (_, i) => ({
          name: `P ${i}`,
          email: `${tag}-${i}@example.com`,
          passwordHash: "x",
          isStaff: false,
        })),
      )
      .returning({ id: users.id });
    const teams: number[] = [];
    for (let i = 0; i < made.length / LIMITS.ownersMax; i++) teams.push(await createTeam(t, event));
    await t.app.db
      .insert(teamOwners)
      .values(made.map((u, i) => ({ teamId: teams[Math.floor(i / LIMITS.ownersMax)]!, userId: u.id })));
    const refused = await invite(event, team, { email: `${tag}-new@example.com`, name: "New" }, user.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ email: [MSG.tooManyPendingInvites] });
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(eq(users.email, `${tag}-new@example.com`)),
    ).toHaveLength(0);
    const known = await createUser(t);
    expect((await invite(event, team, { email: known.email, name: "K" }, user.token)).statusCode).toBe(200);
  });

  it("keeps what the organiser wrote out of the subject", async () => {
    const { user, event } = await newOrganiser();
    const team = await createTeam(t, event, "WIN A FREE PHONE: click http://evil.test");
    const res = await invite(
      event,
      team,
      { email: `subject-${Date.now()}@example.com`, name: "Urgent: verify your bank" },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    const mail = t.mails[t.mails.length - 1];
    expect(mail?.subject).toBe(INVITE_SUBJECT);
  });
});

describe("the invite's answer says where the mail went", () => {
  it("sent: no link in the answer", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    const res = await invite(
      ev,
      await createTeam(t, ev),
      { email: `sent-${Date.now()}@example.com`, name: "S" },
      organiser.token,
    );
    expect(res.json<InviteAnswer>()).toMatchObject({ mail: "sent", link: null });
  });

  it("no mail server: the mail is in the outbox and the inviting organiser gets the link to pass on", async () => {
    // The real mailer without SMTP_URL: each mail is an .eml file under DATA_DIR/outbox.
    const outbox = await createTestApp({}, { realMailer: true });
    try {
      const boss = await createUser(outbox);
      const ev = await createEvent(outbox, { owners: [boss.id] });
      const team = await createTeam(outbox, ev);
      const res = await call(outbox, "POST", `/api/teams/${team}/invite/?event_id=${ev}`, {
        token: boss.token,
        payload: { email: "passed-on@example.com", name: "Pat" },
      });
      const body = res.json<InviteAnswer>();
      expect(body.mail).toBe("outbox");
      expect(body.link).toMatch(LINK);
      const files = fs.readdirSync(path.join(outbox.config.dataDir, "outbox"));
      expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(1);
      const known = await call(outbox, "POST", `/api/teams/${team}/invite/?event_id=${ev}`, {
        token: boss.token,
        payload: { email: boss.email, name: "Me" },
      });
      expect(known.json<InviteAnswer>()).toMatchObject({ created: false, mail: "outbox", link: null });
    } finally {
      await outbox.close();
    }
  });
});
