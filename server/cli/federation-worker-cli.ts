/**
 * `npm run start:federation-worker`: sends the fediverse deliveries of servers started with
 * FEDERATION_DELIVERY=separate (decision 060), from the same environment (DATABASE_URL, PUBLIC_URL,
 * SECRETS_KEY…). Migrations are the servers' (or `npm run migrate`'s). Stops on SIGINT/SIGTERM
 * after the deliveries in hand.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { startFederationWorker } from '../federation-worker';
import { createSongProvider } from '../providers/songs/index';

function configOrExit() {
  try {
    const config = loadConfig();
    if (config.FEDERATION !== 'on' || !config.DATABASE_URL) {
      console.error(
        'The federation worker needs FEDERATION=on and DATABASE_URL: it sends the deliveries the servers queue in PostgreSQL.',
      );
      process.exit(1);
    }
    return config;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

const config = configOrExit();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  poolMax: config.DB_POOL_MAX,
});
const worker = await startFederationWorker({
  db: handle.db,
  config,
  songs: createSongProvider(config, handle.db),
  listen: handle.listen,
});
console.log('Hearsay federation worker: sending queued deliveries');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void worker
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}
