/** Opens the configured database (DATABASE_URL or DATA_DIR) and applies migrations, for import commands. */
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { withStartupLock } from '../db/startup-lock';

/**
 * Exits with status 1 and the lock's message (naming the process, "stop the app first") when the
 * PGlite data directory is in use.
 */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  }).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  // Under the lock app instances take at start, so a command run beside them never races them.
  await withStartupLock(config.DATABASE_URL, () => handle.migrate());
  return handle;
}
