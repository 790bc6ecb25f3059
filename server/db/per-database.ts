/**
 * One value per database handle, built on first use: the prepared queries of the hot paths (every
 * request's session lookup, every chat message, every live event) and small caches of facts that never
 * change. Drizzle builds a query's SQL afresh on each call, which bench/live-delivery.ts measured at about
 * a quarter of the server's CPU per message; a prepared query is built once per handle and, on PostgreSQL,
 * parsed once per connection as a named statement.
 *
 * Only for queries on the database itself: a transaction is a different handle, so prepare nothing that
 * must run inside one.
 */
import type { Database } from './client';

export function perDatabase<Value>(build: (db: Database) => Value): (db: Database) => Value {
  const built = new WeakMap<Database, Value>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
