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

/** One vacuum's settings (defaults filled) and what it knows of writes and runs; times from performance.now(). */
interface VacuumState {
  db: Database;
  settings: Required<Omit<EmbeddedVacuumOptions, 'log'>>;
  log: EmbeddedVacuumOptions['log'];
  writes: number;
  running: boolean;
  firstPendingAt: number;
  lastWriteAt: number;
  lastEndedAt: number;
  lastMs: number;
  lull: NodeJS.Timeout | null;
  stopped: boolean;
}

/** Vacuums if writes are pending and no run is on; a failed run keeps its writes pending. */
async function runIfDue(state: VacuumState): Promise<boolean> {
  if (state.writes === 0 || state.running) return false;
  state.running = true;
  const pending = state.writes;
  state.writes = 0;
  const started = performance.now();
  try {
    await state.db.execute(sql`vacuum (analyze)`);
    state.log?.info(
      { event: 'embedded_vacuum', ms: Math.round(performance.now() - started), writes: pending },
      'vacuumed the embedded database',
    );
    return true;
  } catch (err) {
    state.writes += pending;
    state.log?.warn(
      { event: 'embedded_vacuum_failed', err },
      'vacuum of the embedded database failed; retried at the next interval',
    );
    return false;
  } finally {
    state.running = false;
    state.lastMs = performance.now() - started;
    state.lastEndedAt = performance.now();
    // Writes counted during the run get their own lull.
    if (state.writes > 0) state.firstPendingAt = state.lastEndedAt;
    schedule(state);
  }
}

/** Arms the lull timer for the earliest moment a run is allowed (see the module comment). */
function schedule(state: VacuumState): void {
  if (state.stopped || state.lull || state.writes === 0) return;
  const { quietMs, maxDelayMs, minSpacingMs, spacingFactor } = state.settings;
  const settledAt = () => Math.min(state.lastWriteAt + quietMs, state.firstPendingAt + maxDelayMs);
  const now = performance.now();
  const spaced = state.lastEndedAt + Math.max(minSpacingMs, state.lastMs * spacingFactor);
  state.lull = setTimeout(
    () => {
      state.lull = null;
      const at = performance.now();
      // More writes came meanwhile: wait for their lull (or the spacing) instead.
      if (at < settledAt() - 1 || at < spaced - 1) return schedule(state);
      void runIfDue(state);
    },
    Math.max(0, settledAt() - now, spaced - now),
  );
  state.lull.unref();
}

/** Starts the periodic vacuum of an embedded database `db` (see the module comment). */
export function startEmbeddedVacuum(
  db: Database,
  { log, ...options }: EmbeddedVacuumOptions = {},
): EmbeddedVacuum {
  const state: VacuumState = {
    db,
    log,
    settings: {
      intervalMs: options.intervalMs ?? 600_000,
      quietMs: options.quietMs ?? 1_000,
      maxDelayMs: options.maxDelayMs ?? 60_000,
      minSpacingMs: options.minSpacingMs ?? 5_000,
      spacingFactor: options.spacingFactor ?? 100,
    },
    writes: 0,
    running: false,
    firstPendingAt: 0,
    lastWriteAt: 0,
    lastEndedAt: -Infinity,
    lastMs: 0,
    lull: null,
    stopped: false,
  };
  const timer = setInterval(() => void runIfDue(state), state.settings.intervalMs);
  timer.unref();
  return {
    noteWrite: () => {
      const now = performance.now();
      if (state.writes === 0) state.firstPendingAt = now;
      state.writes += 1;
      state.lastWriteAt = now;
      schedule(state);
    },
    runIfDue: () => runIfDue(state),
    stop: () => {
      state.stopped = true;
      clearInterval(timer);
      if (state.lull) clearTimeout(state.lull);
    },
  };
}
