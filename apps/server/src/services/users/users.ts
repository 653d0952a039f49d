// User management (docs/api.md "Users"): staff manage accounts; staff and event owners read the option list.
import {
  DETAIL,
  LIMITS,
  MSG,
  pageBounds,
  type User,
  type UserCreateBody,
  type UserOption,
  type UserPatchBody,
} from "@sah/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { authTokens, eventOwners, passwordResetTokens } from "../../db/schema.ts";
import { likePattern } from "../../db/sql.ts";
import { isUniqueViolation } from "../../db/transaction.ts";
import { hashPassword } from "../auth/crypto.ts";
import type { Actor } from "../context.ts";
import { fieldError, forbidden, notFound } from "../errors.ts";
import { announceOutsideChange } from "../log/record.ts";
import { RATE_RULES, spendAttempts } from "../rate-limits.ts";
import {
  emailExists,
  findUserById,
  insertUser,
  selectUserByEmail,
  selectUserOptions,
  selectUserPage,
  updateUserRow,
} from "./repository.ts";

export async function ownsAnyEvent(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.select({ eventId: eventOwners.eventId }).from(eventOwners).where(eq(eventOwners.userId, userId)).limit(1);
  return rows.length > 0;
}

/**
 * `all/` feeds the owner pickers: staff pick event owners, event owners pick team owners
 * (docs/decisions/010-auth.md). Anyone else has no form that needs a user's address. Staff may list
 * every user. An owner who is not staff finds one user by a whole e-mail address (ignoring case), or
 * users by a name search of LIMITS.userSearchMin characters, answered without their addresses, and
 * at most LIMITS.userSearchesPerMinute searches a minute: no owner can collect the addresses of
 * users whose address they do not already know (docs/api.md "Users"; docs/decisions/056).
 */
export async function listUserOptions(
  db: DbOrTx,
  user: Actor,
  query: { search?: string; archived?: boolean } = {},
): Promise<UserOption[]> {
  const archived = query.archived ?? false;
  // Archived accounts are hidden; only staff may ask for them (decision 034).
  if (archived && !user.isStaff) throw forbidden();
  if (!user.isStaff && !(await ownsAnyEvent(db, user.id))) throw forbidden();
  const term = query.search?.trim() ?? "";
  const pattern = term ? likePattern(term) : null;
  if (user.isStaff) return selectUserOptions(db, { pattern, archived });
  const isAddress = term.includes("@");
  if (!isAddress && term.length < LIMITS.userSearchMin) throw fieldError("search", MSG.userSearchTooShort);
  await spendAttempts(db, [{ rule: RATE_RULES.userSearch, key: user.id }]);
  if (isAddress) return selectUserByEmail(db, term);
  const found = await selectUserOptions(db, { pattern, archived, limit: LIMITS.userSearchResultsMax, byNameOnly: true });
  return found.map((u) => ({ ...u, email: null }));
}

export async function listUsers(
  db: DbOrTx,
  query: { page: number; pageSize: number; search?: string; archived?: boolean },
): Promise<{ results: User[]; count: number }> {
  // docs/api.md: search is a literal, case-insensitive substring of the name or the e-mail.
  const pattern = query.search ? likePattern(query.search) : null;
  const { rows, count } = await selectUserPage(db, {
    pattern,
    archived: query.archived ?? false,
    ...pageBounds(query.page, query.pageSize),
  });
  return { results: rows, count };
}

export async function getUser(db: DbOrTx, id: number): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}

export async function createUser(db: DbOrTx, body: UserCreateBody): Promise<User> {
  if (await emailExists(db, body.email)) throw fieldError("email", MSG.emailTaken);
  const passwordHash = await hashPassword(body.password);
  try {
    return await insertUser(db, { name: body.name, email: body.email, passwordHash, isStaff: body.is_staff });
  } catch (err) {
    // Two creates racing for one address: the unique index on lower(email) decides.
    if (isUniqueViolation(err)) throw fieldError("email", MSG.emailTaken);
    throw err;
  }
}

/**
 * PATCH: name and is_staff (docs/product.md section 5 "User edit"), and `archived` (decision 034); the e-mail
 * cannot change. Archiving ends every session and spends outstanding reset links in the same
 * transaction, so an archived account has no way back in until staff restore it.
 */
export async function updateUser(db: Db, actor: Actor, id: number, body: UserPatchBody): Promise<User> {
  // docs/api.md: staff cannot remove their own staff flag (nobody can lock the last admin out by accident).
  if (id === actor.id && body.is_staff === false) throw fieldError("is_staff", DETAIL.ownStaffFlag);
  // Nor archive their own account (the same lock-out, and their own session would end mid-request).
  if (id === actor.id && body.archived === true) throw fieldError("archived", DETAIL.ownArchive);
  const values: { name?: string; isStaff?: boolean; archivedAt?: Date | null } = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.is_staff !== undefined) values.isStaff = body.is_staff;
  const updated = await db.transaction(async (tx) => {
    const current = await findUserById(tx, id);
    if (!current) return null;
    // Only a change of state is written, so archiving twice keeps the first date.
    if (body.archived !== undefined && body.archived !== current.archived) values.archivedAt = body.archived ? new Date() : null;
    if (values.archivedAt) {
      await tx.delete(authTokens).where(eq(authTokens.userId, id));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
    }
    return Object.keys(values).length ? updateUserRow(tx, id, values) : current;
  });
  if (!updated) throw notFound();
  // Public reads show owners by name (teams' owners_details): cached ones must go (after the commit).
  if (values.name !== undefined) await announceOutsideChange(db);
  return updated;
}
