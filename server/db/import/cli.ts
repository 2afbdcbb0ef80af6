/** Opens the configured database (DATABASE_URL or DATA_DIR) and applies migrations, for import commands. */
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../client';

export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await handle.migrate();
  return handle;
}
