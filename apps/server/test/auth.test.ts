// Auth: login, logout, check-staff, update-password and the forgotten-password flow (docs/api.md "Users").
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { DETAIL, LIMITS, MSG } from "@sah/domain";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authTokens, passwordResetTokens, users } from "../src/db/schema.ts";
import { decodeUid, encodeUid } from "../src/services/users/password-reset.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createUser, DEFAULT_PASSWORD, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "a new password 7";

function login(app: TestApp, email: string, password: string) {
  return call(app, "POST", "/api/users/login/", { payload: { email, password } });
}

async function loginToken(app: TestApp, email: string, password: string): Promise<string> {
  const res = await login(app, email, password);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

function checkStaff(app: TestApp, token?: string) {
  return call(app, "GET", "/api/users/check-staff/", { token });
}

const LINK = /http:\/\/app\.test\/auth\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;

/** The reset link in a captured mail's text. */
function linkOf(text: string): { uid: string; token: string } {
  const m = LINK.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return { uid: m[1], token: m[2] };
}

/** The reset link in a raw RFC 822 message (quoted-printable soft breaks undone). */
function linkInRawMail(raw: string): { uid: string; token: string } {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return linkOf(decoded);
}

/** Asks for a reset link and waits for the captured mail. */
async function requestLink(app: TestApp, user: TestUser): Promise<{ uid: string; token: string }> {
  const before = app.mails.length;
  const res = await call(app, "POST", "/api/users/initiate-forgot-password/", { payload: { email: user.email } });
  expect(res.statusCode).toBe(200);
  await vi.waitFor(() => expect(app.mails.length).toBeGreaterThan(before));
  const mail = app.mails[app.mails.length - 1];
  expect(mail.to).toBe(user.email);
  return linkOf(mail.text);
}

function completeReset(app: TestApp, body: Record<string, unknown>) {
  return call(app, "POST", "/api/users/complete-forgot-password/", { payload: body });
}

describe("POST /api/users/login/", () => {
  it("logs in with the e-mail in any case and returns the session user with a working token", async () => {
    const u = await createUser(t, { email: `Mixed.Case-${Date.now()}@Example.com`, isStaff: true });
    const before = new Date();
    const res = await login(t, u.email.toUpperCase(), DEFAULT_PASSWORD);
    const after = new Date();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: u.id, name: u.name, email: u.email, is_staff: true, token: expect.any(String) });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await checkStaff(t, body.token)).json()).toEqual({ is_staff: true });

    const [row] = await t.app.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, u.id));
    expect(row.lastLogin).toBeInstanceOf(Date);
    // Set by this login: between the moments before the request and after its answer.
    expect((row.lastLogin as Date).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    expect((row.lastLogin as Date).getTime()).toBeLessThanOrEqual(after.getTime() + 1);
  });

  it("stores only a hash of the token, expiring after the configured lifetime", async () => {
    const u = await createUser(t);
    const token = await loginToken(t, u.email, DEFAULT_PASSWORD);
    const rows = await t.app.db
      .select({ hash: authTokens.tokenHash, expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .where(eq(authTokens.userId, u.id));
    expect(rows.some((r) => r.hash === token)).toBe(false);
    const newest = rows.map((r) => r.expiresAt.getTime()).sort((a, b) => b - a)[0];
    expect(Math.abs(newest - (Date.now() + t.config.tokenTtlMs))).toBeLessThan(60_000);
  });

  it("answers a wrong password and an unknown address with the same 400", async () => {
    const u = await createUser(t);
    const wrong = await login(t, u.email, "not the password");
    const unknown = await login(t, `nobody-${Date.now()}@example.com`, "whatever password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: DETAIL.badCredentials });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
  });

  it.each([
    [{}, { email: [MSG.emailRequired], password: [MSG.passwordRequired] }],
    [
      { email: "", password: "" },
      { email: [MSG.emailRequired], password: [MSG.passwordRequired] },
    ],
    [{ email: "   ", password: "x" }, { email: [MSG.emailRequired] }],
    [{ email: "not-an-email", password: "x" }, { email: [MSG.emailInvalid] }],
    [{ email: "a@example.com" }, { password: [MSG.passwordRequired] }],
    [{ email: "a@example.com", password: "x".repeat(LIMITS.passwordMax + 1) }, { password: [MSG.passwordTooLong] }],
    [{ email: `${"a".repeat(300)}@example.com`, password: "x" }, { email: [MSG.emailInvalid] }],
  ])("validates %j", async (payload, errors) => {
    const res = await call(t, "POST", "/api/users/login/", { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it.each([
    ["a number", { email: 42, password: 42 }],
    ["arrays", { email: ["a@example.com"], password: ["x"] }],
    ["objects", { email: { $ne: null }, password: { $gt: "" } }],
    ["null", { email: null, password: null }],
  ])("answers %s with field errors, never a 5xx", async (_what, payload) => {
    const res = await call(t, "POST", "/api/users/login/", { payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(["email", "password"]);
  });

  it("answers bodies of the wrong shape with a 4xx", async () => {
    const malformed = await call(t, "POST", "/api/users/login/", {
      payload: '{"email": "a@example.com", ',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: DETAIL.malformedJson });

    const array = await call(t, "POST", "/api/users/login/", { payload: [{ email: "a@example.com" }] });
    expect(array.statusCode).toBe(400);

    const scalar = await call(t, "POST", "/api/users/login/", { payload: "42", headers: { "content-type": "application/json" } });
    expect(scalar.statusCode).toBe(400);

    const text = await call(t, "POST", "/api/users/login/", { payload: "email=a", headers: { "content-type": "text/plain" } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: "Expected a JSON object." });

    const xml = await call(t, "POST", "/api/users/login/", { payload: "<a/>", headers: { "content-type": "application/xml" } });
    expect(xml.statusCode).toBe(415);

    const huge = await call(t, "POST", "/api/users/login/", {
      payload: { email: "a@example.com", password: "x".repeat(2_000_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe("POST /api/users/logout/", () => {
  it("revokes the caller's token and only that one", async () => {
    const u = await createUser(t);
    const first = await loginToken(t, u.email, DEFAULT_PASSWORD);
    const res = await call(t, "POST", "/api/users/logout/", { token: first });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");

    const after = await checkStaff(t, first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: DETAIL.invalidToken });
    expect((await checkStaff(t, u.token)).statusCode).toBe(200);
  });

  it("needs a valid token", async () => {
    const anonymous = await call(t, "POST", "/api/users/logout/");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: DETAIL.unauthenticated });
    const bogus = await call(t, "POST", "/api/users/logout/", { token: "x".repeat(43) });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toEqual({ detail: DETAIL.invalidToken });
  });
});

describe("GET /api/users/check-staff/", () => {
  it("tells staff from other users", async () => {
    const staff = await createUser(t, { isStaff: true });
    const plain = await createUser(t);
    expect((await checkStaff(t, staff.token)).json()).toEqual({ is_staff: true });
    const res = await checkStaff(t, plain.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_staff: false });
  });

  it("is 401 without a token, with an unknown token, a malformed header or an expired token", async () => {
    expect((await checkStaff(t)).json()).toEqual({ detail: DETAIL.unauthenticated });
    const unknown = await checkStaff(t, "unknown-token-0123456789");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: DETAIL.invalidToken });
    const malformed = await call(t, "GET", "/api/users/check-staff/", { headers: { authorization: "Bearer !!" } });
    expect(malformed.statusCode).toBe(401);

    const u = await createUser(t);
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, u.id));
    expect((await checkStaff(t, u.token)).statusCode).toBe(401);
  });
});

describe("POST /api/users/update-password/", () => {
  const update = (token: string | undefined, payload: unknown) =>
    call(t, "POST", "/api/users/update-password/", { token, payload: payload as Record<string, unknown> });

  it("changes the password, ends the other sessions and keeps the current one", async () => {
    const u = await createUser(t);
    const current = await loginToken(t, u.email, DEFAULT_PASSWORD);
    const other = await loginToken(t, u.email, DEFAULT_PASSWORD);

    const res = await update(current, { password: NEW_PASSWORD, password_re: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: DETAIL.passwordUpdated });

    expect((await checkStaff(t, other)).statusCode).toBe(401);
    expect((await checkStaff(t, u.token)).statusCode).toBe(401);
    expect((await checkStaff(t, current)).statusCode).toBe(200);
    expect((await login(t, u.email, DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await login(t, u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{}, { password: [MSG.passwordRequired], password_re: [MSG.passwordRequired] }],
    [{ password: NEW_PASSWORD, password_re: "something else" }, { password_re: [MSG.passwordsDoNotMatch] }],
    [{ password: "short", password_re: "short" }, { password: [MSG.passwordTooShort] }],
    [
      { password: "x".repeat(LIMITS.passwordMax + 1), password_re: "x" },
      { password: [MSG.passwordTooLong], password_re: [MSG.passwordsDoNotMatch] },
    ],
    [
      { password: 12345678, password_re: 12345678 },
      { password: [MSG.passwordRequired], password_re: [MSG.passwordRequired] },
    ],
  ])("validates %j", async (payload, errors) => {
    const u = await createUser(t);
    const res = await update(u.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect((await login(t, u.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it("names a missing password with the spec's text first", async () => {
    const u = await createUser(t);
    const res = await update(u.token, { password: "", password_re: "" });
    expect(res.statusCode).toBe(400);
    // The domain schema adds the minimum-length text after it (see the report on fields.ts newPassword).
    expect(res.json().password[0]).toBe(MSG.passwordRequired);
    expect(res.json().password_re).toEqual([MSG.passwordRequired]);
  });

  it("is 401 before the body is looked at", async () => {
    const res = await update(undefined, { password: "x" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: DETAIL.unauthenticated });
    expect((await update("bogus-token-0123456789", {})).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  const initiate = (app: TestApp, payload: unknown) =>
    call(app, "POST", "/api/users/initiate-forgot-password/", { payload: payload as Record<string, unknown> });

  it("answers known and unknown addresses byte for byte alike, and mails only the known one", async () => {
    const u = await createUser(t);
    const before = t.mails.length;
    const known = await initiate(t, { email: u.email });
    const unknown = await initiate(t, { email: `nobody-${Date.now()}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: DETAIL.forgotSent });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(unknown.headers["content-length"]).toBe(known.headers["content-length"]);

    await vi.waitFor(() => expect(t.mails.length).toBe(before + 1));
    expect(t.mails[before].to).toBe(u.email);
    // A second, unrelated request is answered and mailed too: the unknown one queued nothing.
    await requestLink(t, u);
    expect(t.mails.filter((m) => m.to !== u.email && m.to.startsWith("nobody-"))).toEqual([]);
  });

  it.each([
    [{}, { email: [MSG.emailRequired] }],
    [{ email: "" }, { email: [MSG.emailRequired] }],
    [{ email: "no-at-sign" }, { email: [MSG.emailInvalid] }],
    [{ email: ["a@example.com", "b@example.com"] }, { email: [MSG.emailRequired] }],
  ])("validates %j", async (payload, errors) => {
    const res = await initiate(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it("mails a one-hour link with the base64url user id; the link logs in and ends every other session", async () => {
    const u = await createUser(t);
    const other = await loginToken(t, u.email, DEFAULT_PASSWORD);
    const link = await requestLink(t, u);
    expect(link.uid).toBe(Buffer.from(String(u.id)).toString("base64url"));
    expect(decodeUid(link.uid)).toBe(u.id);

    const [stored] = await t.app.db
      .select({ hash: passwordResetTokens.tokenHash, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, u.id));
    expect(stored.hash).not.toBe(link.token);
    expect(Math.abs(stored.expiresAt.getTime() - (Date.now() + 3_600_000))).toBeLessThan(60_000);

    const res = await completeReset(t, { ...link, password: NEW_PASSWORD, password_re: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toEqual({ id: u.id, name: u.name, email: u.email, is_staff: false, token: expect.any(String) });

    expect((await checkStaff(t, session.token)).statusCode).toBe(200);
    expect((await checkStaff(t, other)).statusCode).toBe(401);
    expect((await checkStaff(t, u.token)).statusCode).toBe(401);
    expect((await login(t, u.email, DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await login(t, u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("accepts a link only once", async () => {
    const u = await createUser(t);
    const link = await requestLink(t, u);
    const first = await completeReset(t, { ...link, password: NEW_PASSWORD, password_re: NEW_PASSWORD });
    expect(first.statusCode).toBe(200);
    const again = await completeReset(t, { ...link, password: "yet another one 9", password_re: "yet another one 9" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: DETAIL.resetInvalid });
    expect((await login(t, u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lets only one of two racing uses of a link succeed", async () => {
    const u = await createUser(t);
    const link = await requestLink(t, u);
    const results = await Promise.all(
      ["racing password A", "racing password B"].map((p) => completeReset(t, { ...link, password: p, password_re: p })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0].statusCode === 200 ? "racing password A" : "racing password B";
    expect((await login(t, u.email, winner)).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const u = await createUser(t);
    const link = await requestLink(t, u);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, u.id));
    const res = await completeReset(t, { ...link, password: NEW_PASSWORD, password_re: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: DETAIL.resetInvalid });
    expect((await login(t, u.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a token with another user's uid, a malformed uid or an unknown token, and keeps the link usable", async () => {
    const u = await createUser(t);
    const someoneElse = await createUser(t);
    const link = await requestLink(t, u);
    const body = { password: NEW_PASSWORD, password_re: NEW_PASSWORD };
    for (const attempt of [
      { uid: encodeUid(someoneElse.id), token: link.token },
      { uid: "!!not base64!!", token: link.token },
      { uid: Buffer.from(` ${u.id}`).toString("base64url"), token: link.token },
      { uid: Buffer.from("99999999999").toString("base64url"), token: link.token },
      { uid: link.uid, token: "x".repeat(43) },
      { uid: link.uid, token: "x".repeat(200) },
    ]) {
      const res = await completeReset(t, { ...attempt, ...body });
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(res.json()).toEqual({ detail: DETAIL.resetInvalid });
    }
    expect((await completeReset(t, { ...link, ...body })).statusCode).toBe(200);
  });

  it("validates the new password before spending the link", async () => {
    const u = await createUser(t);
    const link = await requestLink(t, u);
    const mismatch = await completeReset(t, { ...link, password: NEW_PASSWORD, password_re: "different one" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ password_re: [MSG.passwordsDoNotMatch] });
    const missing = await completeReset(t, { ...link });
    expect(missing.json()).toEqual({ password: [MSG.passwordRequired], password_re: [MSG.passwordRequired] });
    const noLink = await completeReset(t, { password: NEW_PASSWORD, password_re: NEW_PASSWORD });
    expect(noLink.statusCode).toBe(400);
    expect(Object.keys(noLink.json()).sort()).toEqual(["token", "uid"]);
    const hugeToken = await completeReset(t, {
      ...link,
      token: "x".repeat(100_000),
      password: NEW_PASSWORD,
      password_re: NEW_PASSWORD,
    });
    expect(hugeToken.statusCode).toBe(400);

    expect((await completeReset(t, { ...link, password: NEW_PASSWORD, password_re: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("spends every outstanding link once one is used, and on a password change", async () => {
    const u = await createUser(t);
    const first = await requestLink(t, u);
    const second = await requestLink(t, u);
    expect(second.token).not.toBe(first.token);
    expect((await completeReset(t, { ...second, password: NEW_PASSWORD, password_re: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await completeReset(t, { ...first, password: NEW_PASSWORD, password_re: NEW_PASSWORD })).json()).toEqual({
      detail: DETAIL.resetInvalid,
    });

    const v = await createUser(t);
    const pending = await requestLink(t, v);
    const changed = await call(t, "POST", "/api/users/update-password/", {
      token: v.token,
      payload: { password: NEW_PASSWORD, password_re: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await completeReset(t, { ...pending, password: "after change 1", password_re: "after change 1" })).statusCode).toBe(
      400,
    );
  });
});

describe("reset mail through a real transport", () => {
  it("sends the link over SMTP, answering before the mail has been accepted", async () => {
    const received: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          arrived++;
          // The server holds its answer until the test has seen the HTTP reply.
          held.then(() => {
            received.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { realMailer: true });
    try {
      const u = await createUser(app);
      const res = await call(app, "POST", "/api/users/initiate-forgot-password/", { payload: { email: u.email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: DETAIL.forgotSent });
      await vi.waitFor(() => expect(arrived).toBe(1), { timeout: 10_000 });
      expect(received).toEqual([]); // answered while the mail was still in flight
      release();
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });

      const raw = received[0];
      expect(raw).toMatch(new RegExp(`^To: ${u.email.replace(/[.]/g, "\\.")}`, "mi"));
      const link = linkInRawMail(raw);
      expect(decodeUid(link.uid)).toBe(u.id);
      const done = await completeReset(app, { ...link, password: NEW_PASSWORD, password_re: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json().email).toBe(u.email);
    } finally {
      release();
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("writes the mail to DATA_DIR/outbox without SMTP_URL", async () => {
    const app = await createTestApp({ smtpUrl: undefined }, { realMailer: true });
    try {
      const u = await createUser(app);
      const res = await call(app, "POST", "/api/users/initiate-forgot-password/", { payload: { email: u.email } });
      expect(res.statusCode).toBe(200);
      const outbox = path.join(app.config.dataDir, "outbox");
      const file = await vi.waitFor(
        () => {
          const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
          expect(files).toHaveLength(1);
          return path.join(outbox, files[0]);
        },
        { timeout: 10_000 },
      );
      const link = linkInRawMail(fs.readFileSync(file, "utf8"));
      const done = await completeReset(app, { ...link, password: NEW_PASSWORD, password_re: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers alike when the SMTP server cannot be reached (the failure is only logged)", async () => {
    const probe = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS", "AUTH"], logger: false });
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve())); // nothing listens there now
    const app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { realMailer: true });
    try {
      const u = await createUser(app);
      const res = await call(app, "POST", "/api/users/initiate-forgot-password/", { payload: { email: u.email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: DETAIL.forgotSent });
      // The token was stored before the send failed; the app keeps serving.
      await vi.waitFor(async () => {
        const rows = await app.app.db
          .select({ id: passwordResetTokens.id })
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.userId, u.id));
        expect(rows).toHaveLength(1);
      });
      expect((await checkStaff(app, u.token)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
