// Sessions (docs/api.md "Conventions" and "Users"): opaque random tokens, only their hashes stored;
// logout revokes one token, a changed or reset password revokes every other one.
import { DETAIL, type LoginBody, type SessionUser } from "@sah/domain";
import { and, eq, gt, isNull, lte, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens, passwordResetTokens, users } from "../../db/schema.ts";
import { dummyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from "../auth/crypto.ts";
import type { Actor } from "../context.ts";
import { invalid } from "../errors.ts";
import { findCredentialsByEmail } from "./repository.ts";

type SessionOwner = { id: number; name: string; email: string; isStaff: boolean };

/**
 * Starts a session for a user who has just proved who they are: records the login, drops the
 * user's expired tokens and stores the hash of a new one. Run it inside the caller's transaction.
 */
export async function startSession(tx: DbOrTx, user: SessionOwner, tokenTtlMs: number): Promise<SessionUser> {
  const now = new Date();
  await tx.update(users).set({ lastLogin: now }).where(eq(users.id, user.id));
  await tx.delete(authTokens).where(and(eq(authTokens.userId, user.id), lte(authTokens.expiresAt, now)));
  const token = newToken();
  await tx
    .insert(authTokens)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + tokenTtlMs) });
  return { id: user.id, name: user.name, email: user.email, is_staff: user.isStaff, token };
}

/**
 * The signed-in user a token's hash names, with the token's id and expiry; undefined for an unknown,
 * expired or revoked token (plugins/auth.ts asks once per request, or its cache answers).
 */
export async function findTokenUser(db: DbOrTx, hash: string, now: Date) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isStaff: users.isStaff,
      tokenId: authTokens.id,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    // An archived account's tokens are deleted when it is archived; the check here is the backstop.
    .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, now), isNull(users.archivedAt)))
    .limit(1);
  return rows[0];
}

export async function login(db: DbOrTx, body: LoginBody, tokenTtlMs: number): Promise<SessionUser> {
  const found = await findCredentialsByEmail(db, body.email);
  // An unknown address still costs one scrypt check, so the answer's timing does not reveal accounts.
  const isValid = await verifyPassword(body.password, found?.passwordHash ?? (await dummyPasswordHash()));
  if (!found || !isValid) throw invalid(DETAIL.badCredentials);
  // Said only to whoever knows the password (decision 034): the account exists but is archived.
  if (found.archived) throw invalid(DETAIL.accountArchived);
  return db.transaction((tx) => startSession(tx, found, tokenTtlMs));
}

export async function logout(db: DbOrTx, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/**
 * Sets a new password for a logged-in user. docs/api.md: every other session ends; the one that made
 * the change stays (`keepTokenId`). Reset links still outstanding are spent too, since they were meant for
 * the old password.
 */
export async function updatePassword(db: DbOrTx, user: Actor, keepTokenId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(authTokens).where(and(eq(authTokens.userId, user.id), ne(authTokens.id, keepTokenId)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  });
}
