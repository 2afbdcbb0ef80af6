/**
 * Vacuum for the embedded engine. PGlite is PostgreSQL in one process without background workers,
 * so autovacuum never runs there and its statistics counters stay at zero: without this, dead rows
 * of updated counters pile up, planner statistics go stale and index-only scans (the feed's deep
 * pages, decision 009) fetch every heap row because nothing sets the visibility map.
 *
 * `startEmbeddedVacuum` runs `VACUUM (ANALYZE)` when at least one write was counted (`noteWrite`)
 * since the last run, at the first lull: `quietMs` (1 s) after the last write, or `maxDelayMs`
 * (60 s) after the first pending one if writes never pause; and at the latest every `intervalMs`
 * (10 minutes). Idle instances do nothing. One run holds PGlite's single connection for its duration
 * (tens of ms at 10,000 requests, more on larger databases), so runs are spaced by at least
 * `minSpacingMs` (5 s) and by 100 times the last run's duration: vacuum never takes more than about
 * 1 % of the connection. Waiting for the 10-minute timer alone left every page touched by a burst of
 * writes (each counter update clears its page's all-visible bit) to be read from the heap by the
 * deep pages' index-only scans for up to ten minutes (docs/perf/feed-performance.md, 2026-11-25: 915 heap fetches on
 * page 500 after 500 upvotes). PostgreSQL has autovacuum: not used there.
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
  /** Longest time between runs while writes are pending, in ms (default 600,000). */
  intervalMs?: number;
  /** A run starts once no write was counted for this long, in ms (default 1,000). */
  quietMs?: number;
  /** …or this long after the first pending write if writes never pause, in ms (default 60,000). */
  maxDelayMs?: number;
  /** Least time between the end of one run and the start of the next, in ms (default 5,000)… */
  minSpacingMs?: number;
  /** …and at least this many times the last run's duration (default 100: vacuum holds ≤ ~1 % of the connection). */
  spacingFactor?: number;
  /** Told how long each run took (ms) and how many writes it followed; errors are told too. */
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** Starts the periodic vacuum of an embedded database `db` (see the module comment). */
export function startEmbeddedVacuum(
  db: Database,
  {
    intervalMs = 600_000,
    quietMs = 1_000,
    maxDelayMs = 60_000,
    minSpacingMs = 5_000,
    spacingFactor = 100,
    log,
  }: EmbeddedVacuumOptions = {},
): EmbeddedVacuum {
  let writes = 0;
  let running = false;
  let firstPendingAt = 0;
  let lastWriteAt = 0;
  let lastEndedAt = -Infinity;
  let lastMs = 0;
  let lull: NodeJS.Timeout | null = null;
  let stopped = false;
  const runIfDue = async () => {
    if (writes === 0 || running) return false;
    running = true;
    const pending = writes;
    writes = 0;
    const started = performance.now();
    try {
      await db.execute(sql`vacuum (analyze)`);
      log?.info(
        { event: 'embedded_vacuum', ms: Math.round(performance.now() - started), writes: pending },
        'vacuumed the embedded database',
      );
      return true;
    } catch (err) {
      writes += pending;
      log?.warn(
        { event: 'embedded_vacuum_failed', err },
        'vacuum of the embedded database failed; retried at the next interval',
      );
      return false;
    } finally {
      running = false;
      lastMs = performance.now() - started;
      lastEndedAt = performance.now();
      // Writes counted during the run get their own lull.
      if (writes > 0) firstPendingAt = lastEndedAt;
      schedule();
    }
  };
  /** Arms the lull timer for the earliest moment a run is allowed (see the module comment). */
  function schedule() {
    if (stopped || lull || writes === 0) return;
    const now = performance.now();
    const settled = Math.min(lastWriteAt + quietMs, firstPendingAt + maxDelayMs);
    const spaced = lastEndedAt + Math.max(minSpacingMs, lastMs * spacingFactor);
    lull = setTimeout(
      () => {
        lull = null;
        const at = performance.now();
        // More writes came meanwhile: wait for their lull (or the spacing) instead.
        if (
          at < Math.min(lastWriteAt + quietMs, firstPendingAt + maxDelayMs) - 1 ||
          at < spaced - 1
        )
          return schedule();
        void runIfDue();
      },
      Math.max(0, settled - now, spaced - now),
    );
    lull.unref();
  }
  const timer = setInterval(() => void runIfDue(), intervalMs);
  timer.unref();
  return {
    noteWrite: () => {
      const now = performance.now();
      if (writes === 0) firstPendingAt = now;
      writes += 1;
      lastWriteAt = now;
      schedule();
    },
    runIfDue,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      if (lull) clearTimeout(lull);
    },
  };
}
