// SQL for users: explicit columns, an optional transaction (docs/style.md habit 4).
import type { User, UserOption } from "@sah/domain";
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** The columns behind the user JSON (docs/api.md "Users"); never the password hash. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isStaff: users.isStaff,
  lastLogin: users.lastLogin,
  archivedAt: users.archivedAt,
};

type UserRow = { id: number; name: string; email: string; isStaff: boolean; lastLogin: Date | null; archivedAt: Date | null };

export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_staff: row.isStaff,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    archived: row.archivedAt !== null,
  };
}

/** E-mail addresses are unique case-insensitively (docs/api.md "Users"; index users_email_lower_key). */
export const emailMatches = (email: string): SQL => sql`lower(${users.email}) = lower(${email})`;

/**
 * The ids of the users with these addresses, by address in lower case (the unique key above): the
 * owners a team import or a restore names. Unknown addresses are not in the map.
 */
export async function userIdsByEmail(db: DbOrTx, emails: readonly string[]): Promise<Map<string, number>> {
  const lower = [...new Set(emails.map((m) => m.toLowerCase()))];
  if (!lower.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lower));
  return new Map(rows.map((u) => [u.email, u.id]));
}

export async function findUserById(db: DbOrTx, id: number): Promise<User | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ? toUserJson(rows[0]) : null;
}

export type Credentials = {
  id: number;
  name: string;
  email: string;
  isStaff: boolean;
  passwordHash: string;
  archived: boolean;
};

export async function findCredentialsByEmail(db: DbOrTx, email: string): Promise<Credentials | null> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isStaff: users.isStaff,
      passwordHash: users.passwordHash,
      archived: sql<boolean>`${users.archivedAt} is not null`,
    })
    .from(users)
    .where(emailMatches(email))
    .limit(1);
  return rows[0] ?? null;
}

export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1);
  return rows.length > 0;
}

export async function insertUser(
  db: DbOrTx,
  values: { name: string; email: string; passwordHash: string; isStaff: boolean },
): Promise<User> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  return toUserJson(row);
}

export async function updateUserRow(
  db: DbOrTx,
  id: number,
  values: { name?: string; isStaff?: boolean; archivedAt?: Date | null },
): Promise<User | null> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning(userColumns);
  return rows[0] ? toUserJson(rows[0]) : null;
}

/** Archived accounts or the others, never both in one list (docs/decisions/034-archive-and-delete.md). */
const archivedIs = (archived: boolean): SQL => (archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt));

/** A page of users ordered by id; `pattern` is an ILIKE pattern matched against name or email. */
export async function selectUserPage(
  db: DbOrTx,
  opts: { pattern: string | null; archived: boolean; limit: number; offset: number },
): Promise<{ rows: User[]; count: number }> {
  const where = and(
    archivedIs(opts.archived),
    opts.pattern ? or(ilike(users.name, opts.pattern), ilike(users.email, opts.pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select(userColumns).from(users).where(where).orderBy(asc(users.id)).limit(opts.limit).offset(opts.offset);
  return { rows: rows.map(toUserJson), count: Number(total.n) };
}

/**
 * Users as options by name then id; `pattern` is an ILIKE pattern matched against the name, and the
 * e-mail too unless `byNameOnly`.
 */
export async function selectUserOptions(
  db: DbOrTx,
  opts: { pattern: string | null; archived: boolean; limit?: number; byNameOnly?: boolean },
): Promise<UserOption[]> {
  const match = opts.pattern
    ? opts.byNameOnly
      ? ilike(users.name, opts.pattern)
      : or(ilike(users.name, opts.pattern), ilike(users.email, opts.pattern))
    : undefined;
  const query = db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(archivedIs(opts.archived), match))
    .orderBy(asc(users.name), asc(users.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

/** The one user (not archived) with this whole address, ignoring case, as an option: [] or [user]. */
export async function selectUserByEmail(db: DbOrTx, email: string): Promise<UserOption[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(archivedIs(false), emailMatches(email)))
    .limit(1);
}
