/**
 * A broken disk or a stuck event loop ends the process, so a supervisor restarts it (
 * item 4). With a full or read-only disk the embedded database went to 100 % CPU, ignored SIGTERM
 * and did not recover when space returned; only kill -9 helped (no data was lost).
 *
 * - Statements that fail because PGlite's files cannot be written (ENOSPC, EROFS, EIO, EDQUOT, or
 *   PostgreSQL's disk_full / io_error) log one fatal line and exit with status 1.
 * - A watchdog worker thread, with its own event loop, (a) writes and fsyncs a small probe file in
 *   DATA_DIR every few seconds and ends the process on those errors even when no statement runs;
 *   (b) ends the process when the main loop has not turned for `stallLimitMs` (a blocked loop
 *   cannot run a setTimeout, and cannot even see SIGTERM); (c) after SIGTERM/SIGINT, ends it when
 *   the shutdown grace has passed, whether or not the loop still turns. It kills with SIGKILL:
 *   once the loop is stuck nothing else ends the process, and PGlite survives kill -9 (its WAL).
 * - Background writers (the genre-detection worker, the digest job, the push sender) catch their
 *   own errors to retry later; each hands them to `exitOnDiskFailure` first, so a disk that cannot
 *   take writes ends the process with the same one fatal line whoever met it (decision 041).
 * - Fencing (item 7): after every statement the process checks it still holds DATA_DIR's lock
 *   (server/db/data-dir-lock.ts); if another process took it over, it exits before the statement's
 *   result reaches a handler, so no write is acknowledged by a holder that lost its lock.
 */
import { Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from './client';
import { lostDataDirLocks } from './data-dir-lock';

/** Error codes of a filesystem that cannot take writes. */
export const DISK_ERRNO_CODES = ['ENOSPC', 'EROFS', 'EIO', 'EDQUOT'] as const;
/** PostgreSQL SQLSTATEs for the same: disk_full and io_error (PostgreSQL manual, Appendix A). */
const DISK_SQLSTATES = new Set(['53100', '58030']);
/** How the C library words those errors, as PostgreSQL quotes them in its messages. */
const DISK_MESSAGES =
  /No space left on device|Read-only file system|Input\/output error|Disk quota exceeded/i;

/** Default for `stallLimitMs`: a loop stuck this long is not coming back. */
export const EVENT_LOOP_STALL_LIMIT_MS = 60_000;
/** How often the watchdog writes its probe file in DATA_DIR. */
export const DISK_PROBE_INTERVAL_MS = 5_000;
/** Margin after the shutdown grace before the watchdog kills (server.ts's own timer fires at grace + 1.5 s). */
const SHUTDOWN_MARGIN_MS = 2_500;

/** The disk error behind `err` (an errno code or a SQLSTATE with its message), or null when it is something else. */
export function diskFailureOf(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (DISK_ERRNO_CODES as readonly string[]).includes(code))
    return code;
  if (typeof code === 'string' && DISK_SQLSTATES.has(code)) return `SQLSTATE ${code}: ${text}`;
  if (DISK_MESSAGES.test(text)) return text;
  return null;
}

interface Logger {
  fatal(obj: object, msg: string): void;
}

/** The settings it reads (server/config.ts), and test overrides. */
export interface DiskFailureGuardOptions {
  /** PGlite's data directory (probed); ignored on PostgreSQL and for 'memory://'. */
  DATA_DIR?: string | undefined;
  /** A shutdown may take SHUTDOWN_DRAIN_MS (when set) + SHUTDOWN_GRACE_MS before the watchdog kills. */
  SHUTDOWN_GRACE_MS: number;
  SHUTDOWN_DRAIN_MS?: number;
  /** Default EVENT_LOOP_STALL_LIMIT_MS; 0 turns the stall check off. */
  stallLimitMs?: number;
  probeIntervalMs?: number;
}

/** The watchdog's code, run with `eval` so it needs no separate file in the build. */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { stallLimitMs, probeDir, probeIntervalMs, diskCodes } = workerData;
let lastBeat = Date.now();
let deadline = null;
const die = (msg, extra) => {
  try {
    fs.writeSync(1, JSON.stringify({ level: 60, time: new Date().toISOString(), pid: process.pid, module: 'watchdog', ...extra, msg }) + '\\n');
  } catch {}
  process.kill(process.pid, 'SIGKILL');
};
parentPort.on('message', (m) => {
  if (m.type === 'beat') lastBeat = Date.now();
  else if (m.type === 'shutdown' && deadline === null) deadline = Date.now() + m.afterMs;
});
setInterval(() => {
  const now = Date.now();
  if (deadline !== null && now > deadline) die('shutdown grace exceeded: killing the process', { event: 'shutdown_timeout' });
  else if (stallLimitMs > 0 && now - lastBeat > stallLimitMs)
    die('event loop blocked for ' + (now - lastBeat) + ' ms: killing the process so the supervisor restarts it', { event: 'event_loop_stalled' });
}, 250);
if (probeDir) {
  const file = path.join(probeDir, '.disk-probe');
  setInterval(() => {
    try {
      const fd = fs.openSync(file, 'w');
      try {
        fs.writeSync(fd, new Date().toISOString());
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    } catch (err) {
      if (diskCodes.includes(err.code))
        die('the data directory cannot be written (' + err.code + '): stopping so the supervisor restarts the app once the disk is fixed', { event: 'disk_failure', code: err.code, dataDir: probeDir });
    }
  }, probeIntervalMs);
}
`;

/** Set while a guard is installed: logs the fatal line and exits with status 1. */
let stopOnDiskFailure: ((reason: string, source: string) => void) | null = null;

/**
 * For code that catches its own write errors (background workers): when `err` is a disk failure
 * and a guard is installed, logs one fatal line naming `source` and exits with status 1; otherwise
 * returns, and the caller handles `err` as before.
 */
export function exitOnDiskFailure(err: unknown, source: string): void {
  const reason = diskFailureOf(err);
  if (reason && stopOnDiskFailure) stopOnDiskFailure(reason, source);
}

export interface DiskFailureGuard {
  /** Stops the watchdog (tests; the process ending stops it too). */
  stop(): Promise<void>;
}

/**
 * Installs both halves for `handle` (see the file comment): wraps PGlite's query methods to catch
 * disk errors, starts the watchdog worker and tells it the shutdown deadline on SIGTERM/SIGINT.
 * The exit status on a disk error is 1; a watchdog kill is signal 9.
 */
export function installDiskFailureGuard(
  handle: DatabaseHandle,
  log: Logger,
  options: DiskFailureGuardOptions,
): DiskFailureGuard {
  const probeDir =
    handle.engine === 'pglite' && options.DATA_DIR && options.DATA_DIR !== 'memory://'
      ? resolve(options.DATA_DIR)
      : null;
  const stop = (reason: string, source: string) => {
    log.fatal(
      { event: 'disk_failure', reason, source, dataDir: probeDir },
      'the server cannot write to its disk: stopping so the supervisor restarts the app once the disk is fixed',
    );
    process.exit(1);
  };
  stopOnDiskFailure = stop;
  if (handle.engine === 'pglite') {
    const client = (handle.db as unknown as { $client?: PGlite }).$client;
    if (client)
      watchClient(
        client,
        (reason) => stop(reason, 'database'),
        () => {
          const lost = lostDataDirLocks();
          if (lost.length === 0) return;
          log.fatal(
            { event: 'data_dir_lock_lost', dataDirs: lost },
            'another process took over the data directory while this one was frozen: stopping before acknowledging anything',
          );
          process.exit(1);
        },
      );
  }
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: {
      stallLimitMs: options.stallLimitMs ?? EVENT_LOOP_STALL_LIMIT_MS,
      probeDir,
      probeIntervalMs: options.probeIntervalMs ?? DISK_PROBE_INTERVAL_MS,
      diskCodes: [...DISK_ERRNO_CODES],
    },
  });
  worker.unref();
  const beat = setInterval(() => worker.postMessage({ type: 'beat' }), 1_000);
  beat.unref();
  const shutdownMs =
    (options.SHUTDOWN_DRAIN_MS ?? 0) + options.SHUTDOWN_GRACE_MS + SHUTDOWN_MARGIN_MS;
  const onSignal = () => worker.postMessage({ type: 'shutdown', afterMs: shutdownMs });
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return {
    stop: async () => {
      if (stopOnDiskFailure === stop) stopOnDiskFailure = null;
      clearInterval(beat);
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      await worker.terminate();
    },
  };
}

/**
 * Calls `onFailure` when a query, exec or transaction of `client` fails for a disk reason (the
 * error still propagates), and `fence` after each one settles, before its caller sees the result.
 */
function watchClient(client: PGlite, onFailure: (reason: string) => void, fence: () => void): void {
  const check = (err: unknown) => {
    const reason = diskFailureOf(err);
    if (reason) onFailure(reason);
    fence();
    throw err;
  };
  const fenced = (result: unknown) => {
    fence();
    return result;
  };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      original(...args).then(fenced, check);
  }
}
