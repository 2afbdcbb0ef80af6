/**
 * Process entry: configuration → database (PGlite in DATA_DIR, or DATABASE_URL) → migrations →
 * built-in seed → role bootstrap → HTTP on PORT. Stops cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { applyRoleBootstrap } from './modules/auth/auth.service';
import { createSongProvider } from './providers/songs/index';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (err) => console.warn(`database connection lost (it will be replaced): ${err.message}`),
  });
  await handle.migrate();
  if (config.SEED) await seedDatabase(handle.db);
  await applyRoleBootstrap(handle.db, config, { info: (o, m) => console.log(m, JSON.stringify(o)), warn: (o, m) => console.warn(m, JSON.stringify(o)) });

  const app = await buildApp({ db: handle.db, config, songs: createSongProvider(config, handle.db) });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Hearsay is listening on http://localhost:${config.PORT} (${handle.engine})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
