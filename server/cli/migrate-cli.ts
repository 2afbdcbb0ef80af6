/**
 * `npm run migrate`: applies the committed migrations and the built-in seed to the configured
 * database (DATABASE_URL or DATA_DIR), under the startup lock instances take, then exits. For
 * deployments that migrate as a separate step before starting instances with MIGRATE_ON_START=false.
 */
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-database';
import { seedDatabase } from '../setup/seed';
import { withStartupLock } from '../db/startup-lock';

const config = loadConfig();
const handle = await openConfiguredDatabase();
try {
  if (config.SEED) {
    const seeded = await withStartupLock(config.DATABASE_URL, () => seedDatabase(handle.db));
    console.log(
      `Migrations applied; seed: ${seeded.genresSeeded ? 'genres added' : 'genres present'}, ${seeded.songsSeeded} songs added.`,
    );
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await handle.close();
}
