/**
 * Named prepared statements, built once per database handle. On PostgreSQL a named statement is
 * parsed and planned once per pooled connection instead of on every call (planning was half of a
 * short page's time, decision 009). PGlite's driver drops the name; there `pglite-statement-cache.ts`
 * names every repeated text itself, so these statements are parsed once on both engines.
 */
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * The statement called `name` on `db`, made by `build` on first use. `name` must say everything
 * that shapes the SQL (e.g. the sort), since one name is one statement text per connection.
 */
export function preparedOnce<T>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}

const dialect = new PgDialect();

/**
 * Raw SQL with placeholders (`sql.placeholder(name)`) as the named prepared statement `name`,
 * built once per handle: the returned function fills the placeholders from `values` and resolves to
 * the driver's rows (snake_case as selected). For raw SQL run on every request (unions, CTEs the
 * builder cannot express): Drizzle writes the SQL text once, PostgreSQL parses it once per
 * connection, and the rows skip Drizzle's per-field mapping (a fifth of the saved-songs list's CPU
 * for 50 rows × 24 columns, decision 009). `name` must say everything that shapes the text, since
 * PostgreSQL refuses one name with two texts.
 */
export function preparedRawOnce<Row>(
  db: Database,
  name: string,
  build: () => SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const statement = preparedOnce(db, name, () =>
    db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
  return async (values) => ((await statement.execute(values)) as { rows: Row[] }).rows;
}

/**
 * `query` (a select builder or SQL, with `sql.placeholder` values) as the named prepared statement
 * `name`, its rows read as arrays in select order and built by `mapRow` instead of Drizzle's
 * per-field mapping (8–10 % of the Node process's busy time on a feed page of 21 rows × 22 columns,
 * decision 009). Builds a new statement on every call: wrap it in preparedOnce. Without a `name`,
 * an unnamed statement (for SQL whose text varies).
 */
export function prepareMapped<Row>(
  db: Database,
  query: SQLWrapper,
  name: string | undefined,
  mapRow: (values: unknown[]) => Row,
): { execute(values: Record<string, unknown>): Promise<Row[]> } {
  const statement = db._.session.prepareQuery(
    dialect.sqlToQuery(query.getSQL()),
    undefined,
    name,
    true,
    (rows) => (rows as unknown[][]).map(mapRow),
  );
  return { execute: (values) => statement.execute(values) as Promise<Row[]> };
}
