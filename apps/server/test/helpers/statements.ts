// Counts the statements a read sends to the database (not the query builders it makes: a subquery
// is built with select() too). docs/style.md habit 4: a page is a fixed number of queries.
//
// The bid clock's looks are left out: it looks for due lots every few seconds on the same database
// (plugins/bid-clock.ts), and on a slower database a look often overlaps a counted read. Its two
// statements (services/auction/clock.ts dueEvents and nextDeadline) are the only ones that ask for
// lots whose clock is not paused. (An injected request does not keep the test's async context, and a
// statement's call stack does not reach the function that built it, so neither can tell them apart.)
import type { Db } from "../../src/db/client.ts";

type Session = { prepareQuery: (...args: unknown[]) => unknown };
type Query = { sql: string };

const CLOCK_LOOK = '"auction_lots"."paused_remaining_ms" is null';

/**
 * What `read` returns, and how many statements it sent through `db` (in its transactions too). `leaveOut`: statements not to
 * count (by their SQL), such as the token lookup a request may or may not need.
 */
export async function countStatements<T>(
  db: Db,
  read: (db: Db) => Promise<T>,
  leaveOut: (sql: string) => boolean = () => false,
): Promise<[T, number]> {
  // A transaction runs its statements through a session of its own, of the same class as db's: so
  // the class's prepareQuery is the one watched, and a write's transactions are counted too.
  const session = Object.getPrototypeOf((db as unknown as { session: Session }).session) as Session;
  const original = session.prepareQuery;
  let n = 0;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const { sql } = args[0] as Query;
    if (!leaveOut(sql) && !sql.includes(CLOCK_LOOK)) n++;
    return original.apply(this, args);
  };
  try {
    return [await read(db), n];
  } finally {
    session.prepareQuery = original;
  }
}
