// Checked tokens are remembered per process (plugins/auth.ts; docs/decisions/042-production-footing.md),
// and whatever ends a token or changes its user is seen on the next request: logout, a password
// change, an expiry or a staff flag changed anywhere (database triggers announce it).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authTokens, users } from "../src/db/schema.ts";
import { hashToken } from "../src/services/auth/crypto.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createUser, DEFAULT_PASSWORD } from "./helpers/factories.ts";
import { countStatements } from "./helpers/statements.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loginToken(email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await call(t, "POST", "/api/users/login/", { payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const checkStaff = (token: string) => call(t, "GET", "/api/users/check-staff/", { token });

describe("the token cache", () => {
  it("checks a token against the database once, then answers from memory", async () => {
    const u = await createUser(t);
    expect((await checkStaff(u.token)).statusCode).toBe(200);
    const [res, statements] = await countStatements(t.app.db, () => checkStaff(u.token));
    expect(res.statusCode).toBe(200);
    expect(statements).toBe(0);
  });

  it("refuses a token at once after its logout, and keeps the user's other tokens", async () => {
    const u = await createUser(t);
    const other = await loginToken(u.email);
    expect((await checkStaff(u.token)).statusCode).toBe(200);
    expect((await checkStaff(other)).statusCode).toBe(200);
    expect((await call(t, "POST", "/api/users/logout/", { token: u.token })).statusCode).toBe(204);
    expect((await checkStaff(u.token)).statusCode).toBe(401);
    expect((await checkStaff(other)).statusCode).toBe(200);
  });

  it("refuses the user's other tokens at once after a password change", async () => {
    const u = await createUser(t);
    const other = await loginToken(u.email);
    expect((await checkStaff(other)).statusCode).toBe(200);
    const changed = await call(t, "POST", "/api/users/update-password/", {
      token: u.token,
      payload: { password: "a new password 7", password_re: "a new password 7" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await checkStaff(other)).statusCode).toBe(401);
    expect((await checkStaff(u.token)).statusCode).toBe(200);
  });

  it("sees a token deleted or expired and a staff flag changed by any writer, not only through the API", async () => {
    const u = await createUser(t);
    const second = await loginToken(u.email);
    const third = await loginToken(u.email);
    for (const token of [u.token, second, third]) expect((await checkStaff(token)).json()).toEqual({ is_staff: false });

    // Straight to the database, as another process or a maintenance script would write.
    await t.app.db.update(users).set({ isStaff: true }).where(eq(users.id, u.id));
    await vi.waitFor(async () => expect((await checkStaff(u.token)).json()).toEqual({ is_staff: true }));
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(second)));
    await t.app.db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(third)));
    await vi.waitFor(async () => {
      expect((await checkStaff(second)).statusCode).toBe(401);
      expect((await checkStaff(third)).statusCode).toBe(401);
    });
    expect((await checkStaff(u.token)).statusCode).toBe(200);
  });
});

describe("AUTH_CACHE_TTL_MS=0", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ authCacheTtlMs: 0 });
  });
  afterAll(() => off.close());

  it("looks every token up", async () => {
    const u = await createUser(off);
    expect((await call(off, "GET", "/api/users/check-staff/", { token: u.token })).statusCode).toBe(200);
    const [, statements] = await countStatements(off.app.db, () =>
      call(off, "GET", "/api/users/check-staff/", { token: u.token }),
    );
    expect(statements).toBe(1);
  });
});
