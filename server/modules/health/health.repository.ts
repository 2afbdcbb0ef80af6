/**
 * The database reads behind readiness and metrics: a ping, the newest applied migration, and the
 * genre-detection queue's depth and age.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/client';
import { rowsOf } from '../../lib/sql';

/** One round trip; throws when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The `when` (ms since the epoch) of the newest migration applied, from Drizzle's bookkeeping
 * table (`drizzle.__drizzle_migrations.created_at` holds each migration's journal `when`), or null
 * before the first migration.
 */
export async function latestAppliedMigration(db: Database): Promise<number | null> {
  const result = await db.execute<{ latest: string | number | null }>(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  const latest = rowsOf<{ latest: string | number | null }>(result)[0]?.latest;
  return latest === null || latest === undefined ? null : Number(latest);
}

let shipped: number | null = null;

/** The `when` of the newest migration in this build's journal (read once). */
export function latestShippedMigration(): number {
  if (shipped === null) {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: { when: number }[];
    };
    shipped = Math.max(...journal.entries.map((e) => e.when));
  }
  return shipped;
}

/** Jobs queued or in progress across every instance, and the oldest one's age in seconds. */
export async function genreQueueState(
  db: Database,
): Promise<{ depth: number; oldestSeconds: number }> {
  const result = await db.execute<{ depth: number; oldest: number | null }>(
    sql`select count(*)::int as depth, extract(epoch from now() - min(enqueued_at))::float8 as oldest from genre_detection_jobs`,
  );
  const row = rowsOf<{ depth: number; oldest: number | null }>(result)[0];
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
