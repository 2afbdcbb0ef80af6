/**
 * One transaction, typed as the database itself: Drizzle's transaction object is a `PgDatabase`, so
 * a repository function takes `Database` and runs the same inside or outside a transaction.
 */
import type { Database } from './client';

/** Runs `work` in one transaction of `db` (nested: a savepoint) and returns what it returns. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
