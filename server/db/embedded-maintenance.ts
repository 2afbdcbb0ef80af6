/**
 * Vacuum for the embedded engine. PGlite is PostgreSQL in one process without background workers,
 * so autovacuum never runs there and its statistics counters stay at zero: without this, dead rows
 * of updated counters pile up, planner statistics go stale and index-only scans (the feed's deep
 * pages, decision 009) fetch every heap row because nothing sets the visibility map.
 *
 * `startEmbeddedVacuum` runs `VACUUM (ANALYZE)` every `intervalMs` (default 10 minutes) when at
 * least one write was counted (`noteWrite`) since the last run; idle instances do nothing. One run
 * holds PGlite's single connection for its duration (tens of ms at 10,000 requests), so it is
 * spaced out rather than run after each write. PostgreSQL has autovacuum: not used there.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export interface EmbeddedVacuum {
  /** Counts one committed write (the server calls it after each successful POST/PUT/PATCH/DELETE). */
  noteWrite(): void;
  /** Runs now if writes are pending; resolves with whether it ran. Used by the timer and by tests. */
  runIfDue(): Promise<boolean>;
  /** Stops the timer (a running vacuum finishes). */
  stop(): void;
}

export interface EmbeddedVacuumOptions {
  /** Time between checks, in ms (default 600,000). */
  intervalMs?: number;
  /** Told how long each run took (ms) and how many writes it followed; errors are told too. */
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Starts the periodic vacuum of an embedded database `db` (see the module comment). */
export function startEmbeddedVacuum(db: Database, { intervalMs = 600_000, log }: EmbeddedVacuumOptions = {}): EmbeddedVacuum {
  let writes = 0;
  let running = false;
  const runIfDue = async () => {
    if (writes === 0 || running) return false;
    running = true;
    const pending = writes;
    writes = 0;
    const started = performance.now();
    try {
      await db.execute(sql`vacuum (analyze)`);
      log?.info({ event: 'embedded_vacuum', ms: Math.round(performance.now() - started), writes: pending }, 'vacuumed the embedded database');
      return true;
    } catch (err) {
      writes += pending;
      log?.warn({ event: 'embedded_vacuum_failed', err }, 'vacuum of the embedded database failed; retried at the next interval');
      return false;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void runIfDue(), intervalMs);
  timer.unref();
  return {
    noteWrite: () => {
      writes += 1;
    },
    runIfDue,
    stop: () => clearInterval(timer),
  };
}
