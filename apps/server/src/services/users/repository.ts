// SQL for users: explicit columns, an optional transaction (STYLE.md habit 4).
import type { User, UserOption } from "@sah/domain";
import { asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** The columns behind the user JSON (API.md "Users"); never the password hash. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isStaff: users.isStaff,
  lastLogin: users.lastLogin,
};

type UserRow = { id: number; name: string; email: string; isStaff: boolean; lastLogin: Date | null };

export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_staff: row.isStaff,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}

/** E-mail addresses are unique case-insensitively (API.md "Users"; index users_email_lower_key). */
export const emailMatches = (email: string): SQL => sql`lower(${users.email}) = lower(${email})`;

export async function findUserById(db: DbOrTx, id: number): Promise<User | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ? toUserJson(rows[0]) : null;
}

export type Credentials = { id: number; name: string; email: string; isStaff: boolean; passwordHash: string };

export async function findCredentialsByEmail(db: DbOrTx, email: string): Promise<Credentials | null> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, isStaff: users.isStaff, passwordHash: users.passwordHash })
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

export async function updateUserRow(db: DbOrTx, id: number, values: { name?: string; isStaff?: boolean }): Promise<User | null> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning(userColumns);
  return rows[0] ? toUserJson(rows[0]) : null;
}

/** A page of users ordered by id; `pattern` is an ILIKE pattern matched against name or email. */
export async function selectUserPage(
  db: DbOrTx,
  opts: { pattern: string | null; limit: number; offset: number },
): Promise<{ rows: User[]; count: number }> {
  const where = opts.pattern ? or(ilike(users.name, opts.pattern), ilike(users.email, opts.pattern)) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select(userColumns).from(users).where(where).orderBy(asc(users.id)).limit(opts.limit).offset(opts.offset);
  return { rows: rows.map(toUserJson), count: Number(total.n) };
}

/** Users as options by name then id; `pattern` is an ILIKE pattern matched against name or email. */
export async function selectUserOptions(db: DbOrTx, opts: { pattern: string | null; limit?: number }): Promise<UserOption[]> {
  const where = opts.pattern ? or(ilike(users.name, opts.pattern), ilike(users.email, opts.pattern)) : undefined;
  const query = db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}
