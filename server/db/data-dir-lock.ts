/**
 * One writer per embedded database. PGlite keeps its files in DATA_DIR and two
 * processes on one directory diverge and corrupt it. So opening takes an exclusive lock with
 * proper-lockfile (an atomic `mkdir` of `<DATA_DIR>/.lock`, refreshed every few seconds) and
 * records who holds it in `<DATA_DIR>/.lock-owner.json`. A second opener is refused with
 * DataDirLockedError naming that process.
 *
 * Taking a lock over: a holder on this host is replaced only when its pid is
 * gone (kill -9, power loss), never for being late: a frozen holder (SIGSTOP, a paused VM, a loop
 * blocked for seconds) is alive and resumes writing, so the lock's age says nothing about it. Only
 * a holder on another host (a shared directory), whose pid cannot be checked, is replaced once its
 * lock has not been refreshed for STALE_MS. Fencing for that case: each holder writes a random
 * token into the owner file, and `lostDataDirLocks()` tells a holder that someone else's token is
 * there now, so it stops before acknowledging a write (server/db/disk-failure-guard.ts checks it
 * after every statement).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  since: string;
  /** Random per opening: a holder recognises its own lock by it (fencing). Absent in older files. */
  token?: string;
}

/** A lock on another host not refreshed for this long is taken over (proper-lockfile refreshes every 5 s). */
export const STALE_MS = 30_000;
/** proper-lockfile's own staleness, set out of reach: takeovers are decided here (see the file comment). */
const NEVER_STALE_MS = 365 * 24 * 3600 * 1000;

/** Data directories this process holds, with the token it wrote. */
const held = new Map<string, string>();

/**
 * The data directories this process locked whose owner file no longer carries its token (another
 * process took the lock over while this one was frozen). A synchronous read of a small file per
 * directory held: cheap enough to run after every statement.
 */
export function lostDataDirLocks(): string[] {
  const lost: string[] = [];
  for (const [dir, token] of held) if (readOwner(dir)?.token !== token) lost.push(dir);
  return lost;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (${owner.command}, since ${owner.since})`
      : 'another process';
    super(
      `The database in ${dataDir} is in use by ${who}. PGlite allows one process per data directory: ` +
        'stop the app first (or that command), then run this again. To run several instances, use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

const OWNER_FILE = '.lock-owner.json';
const LOCK_DIR = '.lock';

function readOwner(dataDir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** Milliseconds since the lock directory was last refreshed; Infinity when it cannot be read. */
function lockAgeMs(lockfilePath: string): number {
  try {
    return Date.now() - statSync(lockfilePath).mtimeMs;
  } catch {
    return Infinity;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Locks `dataDir` (which must exist) for this process. Resolves with `release()`; rejects with
 * DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(
  dataDir: string,
  command = process.argv.slice(1).join(' '),
): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const lockfilePath = join(dir, LOCK_DIR);
  const options = {
    lockfilePath,
    stale: NEVER_STALE_MS,
    update: 5_000,
    realpath: false,
    // Losing the lock (the directory was tampered with) means another writer may exist: stop.
    onCompromised: (err: Error) => {
      console.error(`Lost the lock on ${dir}: ${err.message}. Stopping to protect the database.`);
      process.exit(1);
    },
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(dir);
    const here = owner?.host === hostname();
    // The holder on this host died without releasing (kill -9, power loss); or a holder elsewhere
    // (or an unknown one) stopped refreshing the lock: take it over.
    const takeOver = here
      ? owner!.pid !== process.pid && !isAlive(owner!.pid)
      : lockAgeMs(lockfilePath) > STALE_MS;
    if (takeOver && existsSync(lockfilePath)) {
      rmSync(lockfilePath, { recursive: true, force: true });
      release = await lockfile.lock(dir, options).catch((again: NodeJS.ErrnoException) => {
        throw again.code === 'ELOCKED' ? new DataDirLockedError(dir, readOwner(dir)) : again;
      });
    } else {
      throw new DataDirLockedError(dir, owner);
    }
  }
  const token = randomBytes(16).toString('hex');
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command,
    since: new Date().toISOString(),
    token,
  };
  writeFileSync(join(dir, OWNER_FILE), JSON.stringify(owner));
  held.set(dir, token);
  return async () => {
    held.delete(dir);
    // Only our own owner file: after a takeover it names the new holder.
    if (readOwner(dir)?.token === token) rmSync(join(dir, OWNER_FILE), { force: true });
    await release();
  };
}
