/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (see backup.ts) on the
 * configured database (DATABASE_URL, else DATA_DIR).
 */
import { loadConfig } from '../config';
import { backup, BackupError, restore } from './backup';

const [command, file, ...flags] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]');
  process.exit(2);
}
const config = loadConfig();
const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
try {
  if (command === 'backup') {
    const bytes = await backup(target, file);
    console.log(`Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`);
  } else {
    await restore(target, file, { force: flags.includes('--force') });
    console.log(`Restored ${file}. Start the app to apply any newer migrations.`);
  }
} catch (err) {
  console.error(
    err instanceof BackupError || (err instanceof Error && err.name === 'DataDirLockedError')
      ? err.message
      : err,
  );
  process.exit(1);
}
