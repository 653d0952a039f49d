// Forgotten passwords (docs/api.md "Users"): a mailed link APP_URL/auth/reset-password/{uid}/{token},
// valid for 1 hour and for one use. Only the token's hash is stored.
import { BRAND, DETAIL, fillPath, INVITED_QUERY, LIMITS, MAILED_PAGES, type SessionUser } from "@sah/domain";
import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens, passwordResetTokens, users } from "../../db/schema.ts";
import { hashPassword, hashToken, newToken } from "../auth/crypto.ts";
import { invalid } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { startSession } from "./auth.ts";
import { findCredentialsByEmail } from "./repository.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const MAX_ID = LIMITS.intMax;

/** The link's uid: base64url of the decimal user id (docs/decisions/010-auth.md). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), "utf8").toString("base64url");
}

/** The user id in a uid, or null for anything that encodeUid would not have produced. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, "base64url").toString("utf8");
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID && encodeUid(id) === uid ? id : null;
}

export function resetLink(appUrl: string, userId: number, token: string, opts: { invited?: boolean } = {}): string {
  return `${appUrl}${fillPath(MAILED_PAGES.resetPassword, encodeUid(userId), token)}${opts.invited ? `?${INVITED_QUERY}=1` : ""}`;
}

export type ResetMailDeps = { db: DbOrTx; mailer: Mailer; appUrl: string };

/**
 * Looks the address up and, for an account, stores a reset token and mails its link. The route runs
 * this after answering, so the answer is the same, and as fast, for known and unknown addresses.
 */
export async function sendPasswordReset(deps: ResetMailDeps, email: string): Promise<void> {
  const user = await findCredentialsByEmail(deps.db, email);
  // An archived account cannot come back through a reset link (decision 034); the answer is the same.
  if (!user || user.archived) return;
  const token = newToken();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    // Housekeeping: the user's spent or expired links are of no further use.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          or(lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  const link = resetLink(deps.appUrl, user.id, token);
  await deps.mailer.send({
    to: user.email,
    subject: `Reset your ${BRAND} password`,
    text: [
      `Hello ${user.name},`,
      "",
      `Someone (we hope it was you) asked to reset the password of your ${BRAND} account.`,
      "Open this link to choose a new password. It works once, within the next hour:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  });
}

export type CompleteResetInput = { uid: string; token: string; password: string };

/**
 * Spends a reset token and sets the new password, in one transaction: the token is claimed with
 * UPDATE ... WHERE used_at IS NULL, so of two racing uses only one can succeed. Every session of
 * the user ends (docs/api.md) and a new one starts, as after a login.
 */
export async function completePasswordReset(db: DbOrTx, input: CompleteResetInput, tokenTtlMs: number): Promise<SessionUser> {
  const userId = decodeUid(input.uid);
  // Hash first: scrypt is slow and must not hold a transaction (and its row locks) open.
  const passwordHash = await hashPassword(input.password);
  if (userId === null) throw invalid(DETAIL.resetInvalid);
  const now = new Date();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw invalid(DETAIL.resetInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), isNull(users.archivedAt)))
      .returning({ id: users.id, name: users.name, email: users.email, isStaff: users.isStaff });
    // Archived since the link was sent (decision 034): throwing rolls the claim back too.
    if (!user) throw invalid(DETAIL.resetInvalid);
    // The user's other outstanding links were for the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    return startSession(tx, user, tokenTtlMs);
  });
}
