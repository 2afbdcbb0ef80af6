/**
 * The database snapshot of a statement, as text, for caches whose exactness rests on it instead of
 * on invalidation (feed seek boundaries, decision 009; the first feed page, decision 061). Two
 * statements outside a writing transaction that report the same `pg_current_snapshot()` see the
 * same set of finished transactions, so every table reads the same in both. The snapshot is the
 * cluster's: a commit in any database moves it, which only costs a cache a miss.
 */
import { sql } from 'drizzle-orm';

/**
 * The statement's database snapshot when it runs outside a writing transaction (the only case
 * where equal snapshots mean equal data), else null. Stable: one value for the whole statement.
 */
export const dbSnapshotSql = sql`case when pg_current_xact_id_if_assigned() is null then pg_current_snapshot()::text end`;
