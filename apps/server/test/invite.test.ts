// Inviting a team owner (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md):
// event permission; an unknown address becomes a user with a mailed link to set a password (7 days,
// one use), a known one is added and told to log in; the owner can then bid for the team.
import { type InviteResult as InviteAnswer, MSG } from "@sah/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, teamOwners, users } from "../src/db/schema.ts";
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
