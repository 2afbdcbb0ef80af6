/**
 * Process entry: configuration → database (PGlite in DATA_DIR, or DATABASE_URL) → migrations,
 * built-in seed and role bootstrap (one instance at a time, db/startup-lock.ts) → HTTP on PORT →
 * background genre-detection worker (and, on PGlite, the periodic vacuum autovacuum would do).
 * On SIGINT/SIGTERM: drain, then stop within the grace period (lib/shutdown.ts).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { installDiskFailureGuard } from './db/disk-failure-guard';
import { seedDatabase } from './setup/seed';
import { sealStoredSecrets } from './setup/seal-stored-secrets';
import { useSecretsKey } from './lib/secrets-at-rest';
import { fillMissingNameSkeletons } from './modules/auth/index';
import { replacePlaceholderHandles } from './modules/member-handles/index';
import { applyRoleBootstrap } from './modules/auth/roles.service';
import { createSongProvider } from './providers/songs/index';
import { GenreDetectionWorker } from './modules/genre-detection/genre-detection.worker';
import { startDigestJob } from './modules/email-digests/digest-job';
import { createEmailSender } from './providers/email/index';
import { drainThenClose } from './lib/shutdown';
import { withStartupLock } from './db/startup-lock';
import { createReadiness } from './lib/readiness';
import { startMetricsServer } from './modules/health/health.routes';
import { startEmbeddedVacuum } from './db/embedded-maintenance';

type Config = ReturnType<typeof loadConfig>;
type DatabaseHandle = Awaited<ReturnType<typeof openDatabase>>;
type App = Awaited<ReturnType<typeof buildApp>>;

/** The configuration, or exit 1 with the reason when the environment is invalid. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Opens the database and, under the startup lock, migrates, seeds and applies the env roles. */
async function openPreparedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
    onConnectionError: (err) =>
      console.warn(`database connection lost (it will be replaced): ${err.message}`),
  });
  // Instances started together take turns: the first migrates and seeds, the others find it done.
  await withStartupLock(config.DATABASE_URL, async () => {
    if (config.MIGRATE_ON_START) await handle.migrate();
    if (config.SEED) await seedDatabase(handle.db);
    await fillMissingNameSkeletons(handle.db);
    // Migration 0038's data step: old `member-N` placeholder handles get readable ones (decision 045).
    await replacePlaceholderHandles(handle.db);
    useSecretsKey(config);
    if (config.DATABASE_URL && !config.SECRETS_KEY)
      console.warn(
        'SECRETS_KEY is unset: secrets at rest are sealed with the key in DATA_DIR/secrets.key; set one shared SECRETS_KEY on every instance (decision 041)',
      );
    await sealStoredSecrets(handle.db, (o, m) => console.warn(m, JSON.stringify(o)));
    await applyRoleBootstrap(handle.db, config, {
      info: (o, m) => console.log(m, JSON.stringify(o)),
      warn: (o, m) => console.warn(m, JSON.stringify(o)),
    });
  });
  return handle;
}

/** What runs beside the HTTP server and must stop with it. */
interface BackgroundWork {
  genreWorker: GenreDetectionWorker;
  vacuum: ReturnType<typeof startEmbeddedVacuum> | null;
  metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null;
  digestJob: { stop(): Promise<void> } | null;
}

/** The genre worker, the metrics port and (PGlite only) the vacuum; the digest job starts after listen. */
async function prepareBackgroundWork(
  app: App,
  handle: DatabaseHandle,
  config: Config,
): Promise<BackgroundWork> {
  const metricsServer =
    config.METRICS_PORT === undefined
      ? null
      : await startMetricsServer(app.metrics, config.METRICS_PORT, config.METRICS_HOST);
  // Background genre detection (docs/decisions/010-processing.md); safe with several instances.
  const genreWorker = new GenreDetectionWorker(handle.db, {
    logger: app.log.child({ module: 'genre-detection' }),
    staleSeconds: config.GENRE_JOB_TAKEOVER_SECONDS,
  });
  // PGlite has no autovacuum: vacuum at the first lull after writes, at most every 10 minutes otherwise (server/db/embedded-maintenance.ts).
  const vacuum =
    handle.engine === 'pglite'
      ? startEmbeddedVacuum(handle.db, { log: app.log.child({ module: 'embedded-vacuum' }) })
      : null;
  if (vacuum) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
        vacuum.noteWrite();
    });
  }
  return { genreWorker, vacuum, metricsServer, digestJob: null };
}

/** On SIGINT/SIGTERM: drain, stop the background work, close the database, exit (1 if it overruns). */
function installShutdown(
  app: App,
  handle: DatabaseHandle,
  config: Config,
  readiness: ReturnType<typeof createReadiness>,
  work: BackgroundWork,
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever happens below, the process ends within the drain plus the promised grace.
    setTimeout(
      () => process.exit(1),
      config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS + 1_500,
    ).unref();
    await drainThenClose(app, readiness, {
      drainMs: config.SHUTDOWN_DRAIN_MS,
      graceMs: config.SHUTDOWN_GRACE_MS,
    });
    await work.genreWorker.stop();
    await work.digestJob?.stop();
    work.vacuum?.stop();
    work.metricsServer?.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function main() {
  const config = loadConfigOrExit();
  const handle = await openPreparedDatabase(config);
  const readiness = createReadiness();
  const app = await buildApp({
    db: handle.db,
    config,
    songs: createSongProvider(config, handle.db),
    listen: handle.listen,
    readiness,
    ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
  });
  const work = await prepareBackgroundWork(app, handle, config);
  installShutdown(app, handle, config, readiness, work);
  // Disk write errors and a stuck event loop end the process (db/disk-failure-guard.ts).
  installDiskFailureGuard(handle, app.log, config);

  // Roles given from STAFF_EMAILS/ADMIN_EMAILS: counted, never named (no e-mails in logs).
  app.log.info(
    {
      event: 'role_bootstrap',
      staff: config.STAFF_EMAILS.length,
      admins: config.ADMIN_EMAILS.length,
    },
    'roles applied from the environment',
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  work.genreWorker.start();
  // E-mail digests: due ones every minute; claims never overlap across instances.
  work.digestJob = startDigestJob(
    handle.db,
    config,
    createEmailSender(config, app.log),
    app.log.child({ module: 'email-digests' }),
  );
  app.log.info(`Hearsay is listening on http://localhost:${config.PORT} (${handle.engine})`);
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
