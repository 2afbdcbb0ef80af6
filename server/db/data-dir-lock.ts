/**
 * One writer per embedded database (issue 12). PGlite keeps its files in DATA_DIR and two
 * processes on one directory diverge and corrupt it. So opening takes an exclusive lock with
 * proper-lockfile (an atomic `mkdir` of `<DATA_DIR>/.lock`, refreshed every few seconds, stale
 * after 30 s) and records who holds it in `<DATA_DIR>/.lock-owner.json`. A second opener is
 * refused with DataDirLockedError naming that process. A lock left by a process that died
 * (kill -9) is taken over at once when its pid is gone, else once stale.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.host} (${owner.command}, since ${owner.since})` : 'another process';
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
export async function lockDataDir(dataDir: string, command = process.argv.slice(1).join(' ')): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const lockfilePath = join(dir, LOCK_DIR);
  const options = {
    lockfilePath,
    stale: 30_000,
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
    // The holder died without releasing (kill -9, power loss): take the lock over.
    if (owner && owner.host === hostname() && owner.pid !== process.pid && !isAlive(owner.pid) && existsSync(lockfilePath)) {
      rmSync(lockfilePath, { recursive: true, force: true });
      release = await lockfile.lock(dir, options).catch((again: NodeJS.ErrnoException) => {
        throw again.code === 'ELOCKED' ? new DataDirLockedError(dir, readOwner(dir)) : again;
      });
    } else {
      throw new DataDirLockedError(dir, owner);
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), command, since: new Date().toISOString() };
  writeFileSync(join(dir, OWNER_FILE), JSON.stringify(owner));
  return async () => {
    rmSync(join(dir, OWNER_FILE), { force: true });
    await release();
  };
}
