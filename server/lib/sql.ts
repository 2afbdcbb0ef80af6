/** Small SQL helpers shared by repositories. */
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Escapes LIKE wildcards (`%`, `_`, `\`) so user text matches literally inside a pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern of the genre names hidden from members (the `__` prefix, spec 001 §3), escaped. */
export const HIDDEN_GENRES_LIKE = '\\_\\_%';

/**
 * Groups query rows into a Map: `keyOf(row)` → the `valueOf(row)` of its rows, in row order (so a
 * query's ORDER BY orders each group). Keys without rows are absent.
 */
export function groupRows<R, K, V>(
  rows: readonly R[],
  keyOf: (row: R) => K,
  valueOf: (row: R) => V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
}

/**
 * Which of `ids` member `userId` has a row of `table` for (an answer, an upvote…): the distinct
 * `target` values of their rows among `ids`, in one query (none for an empty `ids`).
 */
export async function idsMarkedBy(
  db: Database,
  table: PgTable,
  columns: { userId: PgColumn; target: PgColumn },
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: columns.target })
    .from(table)
    .where(and(eq(columns.userId, userId), inArray(columns.target, ids)));
  return new Set(rows.map((r) => r.id as number));
}

/**
 * A json/jsonb column's value from raw SQL: node-postgres and PGlite hand it over parsed, a text
 * cast or an older driver path as its JSON text; either way the parsed value.
 */
export function parseJsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * A timestamp column's value from raw SQL: PostgreSQL's text (the drivers are set up like Drizzle's,
 * which keeps timestamps unparsed) or a Date; either way a Date.
 */
export function parseTimestampColumn(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A PostgreSQL int[] literal ('{1,2,3}') for one bound parameter (Drizzle spreads JS arrays). */
export function intArrayLiteral(values: number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}

/** A PostgreSQL text[] literal ('{"a","b"}', each element quoted and escaped) for one bound parameter. */
export function textArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** The rows of a raw `db.execute` result, typed by the caller: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
