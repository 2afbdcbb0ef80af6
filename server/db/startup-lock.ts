/**
 * One instance at a time through migrations and seeding. Several instances started at
 * once on an empty PostgreSQL database raced each other into duplicate-key errors (CREATE
 * EXTENSION, the migrations table, the genre seed). On PostgreSQL the work runs under a
 * session-level advisory lock held on a connection of its own, so the others wait for it and then
 * find nothing left to do; PGlite allows one process per data directory, so it needs no lock.
 */
import pg from 'pg';

/**
 * The advisory lock's key: a constant of ours (the first eight bytes of "hearsay!" read as a
 * big-endian integer), so no other application's advisory locks collide with it by accident.
 */
export const STARTUP_LOCK_KEY = 0x6865_6172_7361_7921n;

/**
 * Runs `work` while holding the startup lock of the PostgreSQL database at `databaseUrl`; with no
 * URL (PGlite) it just runs it. Waits as long as another instance holds the lock (a migration can
 * take minutes); the lock is released when `work` settles, or by the server if this process dies.
 * Throws what `work` throws, or the connection error.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client
        .query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY.toString()])
        .catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
