// Counts the statements a read sends to the database (not the query builders it makes: a subquery
// is built with select() too). docs/style.md habit 4: a page is a fixed number of queries.
import type { Db } from "../../src/db/client.ts";

type Session = { prepareQuery: (...args: unknown[]) => unknown };

/** What `read` returns, and how many statements it sent through `db`. */
export async function countStatements<T>(db: Db, read: (db: Db) => Promise<T>): Promise<[T, number]> {
  const session = (db as unknown as { session: Session }).session;
  const original = session.prepareQuery;
  let n = 0;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    return [await read(db), n];
  } finally {
    session.prepareQuery = original;
  }
}
