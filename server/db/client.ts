/**
 * Opens the database: PGlite (embedded, in DATA_DIR or in memory) or PostgreSQL (DATABASE_URL),
 * behind one Drizzle type so every repository runs unchanged on both (ARCHITECTURE.md).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';
import { cacheStatements } from './pglite-statement-cache';
import { createSeenTexts, nameRepeatedStatements } from './pg-statement-cache';
import { createLocalChannels, registerLocalChannels } from './local-channels';

export type Schema = typeof schema;
/** The Drizzle database used by every repository, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * LISTEN on `channel` (a plain identifier): `onPayload` gets each NOTIFY payload, delivered when
   * the notifying transaction commits, from any process on the same database. Resolves to an
   * unsubscribe function. PostgreSQL: one dedicated connection per call, re-opened after a loss.
   * PGlite: in-process channels (local-channels.ts), fed by the app's own pushes.
   */
  listen: Listen;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?: PoolStats;
  /** PGlite only: the whole data directory as a tarball (PGlite's dumpDataDir), for `loadDataDir`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Connections of a pool: all, idle, and callers waiting for one. */
export type PoolStats = () => { total: number; idle: number; waiting: number };

/** See DatabaseHandle.listen. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

/** LISTEN through a dedicated node-postgres client that reconnects (1 s later) when it is lost. */
function postgresListen(databaseUrl: string, onConnectionError?: (err: Error) => void): Listen {
  return async (channel, onPayload) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel ${channel}`);
    let closed = false;
    let client: pg.Client | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      next.on(
        'notification',
        (msg) => msg.channel === channel && msg.payload !== undefined && onPayload(msg.payload),
      );
      next.on('error', (err) => {
        onConnectionError?.(err);
        if (closed) return;
        client = null;
        setTimeout(() => void connect().catch((e: Error) => onConnectionError?.(e)), 1_000).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    };
    await connect();
    return async () => {
      closed = true;
      await client?.end().catch(() => {});
    };
  };
}

export interface OpenDatabaseOptions {
  /** postgres://… URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` or 'memory://' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Called when an idle PostgreSQL connection fails (it is replaced; default: ignored). */
  onConnectionError?: (err: Error) => void;
  /**
   * PostgreSQL only: statements running longer are cancelled (statement_timeout), kept below the
   * HTTP timeouts. PGlite runs one statement at a time in-process and has no such timer.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL only: connections in the pool (DB_POOL_MAX; default 10). */
  poolMax?: number;
  /** Called for every SQL statement; tests count queries with it. */
  onQuery?: (sql: string, params: unknown[]) => void;
  /**
   * In-memory PGlite only: start from this dump (DatabaseHandle.dump) instead of an empty cluster.
   * Tests open one migrated template per run this way rather than migrating per file.
   */
  loadDataDir?: Blob | undefined;
}

/** The committed SQL migrations (read by the migrator and by the readiness check). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PGlite or PostgreSQL. Throws when PostgreSQL is unreachable, and DataDirLockedError when
 * another process has the PGlite data directory open.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query, params) => options.onQuery?.(query, params) }
    : undefined;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // Never wait forever: for a connection, for a statement, for an open transaction.
      connectionTimeoutMillis: 5_000,
      ...(options.statementTimeoutMs
        ? {
            statement_timeout: options.statementTimeoutMs,
            idle_in_transaction_session_timeout: options.statementTimeoutMs * 3,
          }
        : {}),
    });
    // An idle connection killed by the server (restart, failover, a forced DROP DATABASE) emits
    // 'error'; without listeners node-postgres would crash the process. The pool replaces it.
    pool.on('error', (err) => options.onConnectionError?.(err));
    // Repeated texts become named statements, parsed and planned once per connection.
    const seenTexts = createSeenTexts();
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onConnectionError?.(err));
      nameRepeatedStatements(client, seenTexts);
    });
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: postgresListen(options.databaseUrl, options.onConnectionError),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }

  const inMemory = !options.dataDir || options.dataDir === 'memory://';
  if (!inMemory) mkdirSync(options.dataDir!, { recursive: true });
  // One process per data directory: a second opener is refused before PGlite touches a file.
  const unlock = inMemory ? null : await lockDataDir(options.dataDir!);
  const client = inMemory
    ? new PGlite({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir })
    : new PGlite(options.dataDir!, { extensions: { pg_trgm } });
  try {
    await client.waitReady;
  } catch (err) {
    await unlock?.();
    throw err;
  }
  // Named statements first, so the parser wrapper below hands them options without `parsers`.
  cacheStatements(client);
  await parseLikeDrizzleByDefault(client);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  // Every listener of an embedded database is in this process: notifications go to them directly.
  const channels = createLocalChannels();
  registerLocalChannels(db, channels);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: channels.listen,
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await unlock?.();
    },
  };
}

/**
 * The type ids whose text Drizzle's PGlite driver asks to keep unparsed (it maps them itself):
 * timestamp, timestamptz, interval, date and the arrays of those and of numeric. Must list every
 * key of the `parsers` Drizzle passes with each query (client.test.ts checks it against Drizzle).
 */
export const DRIZZLE_RAW_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/**
 * Makes Drizzle's per-query type parsers PGlite's defaults and drops them from each query's options.
 * Drizzle's PGlite driver passes `parsers` with every query, and PGlite then copies its whole parser
 * table (≈320 entries) into a new object per query before reading the rows: ≈80 µs and garbage per
 * statement, ≈12 % of a PGlite server's busy time under the feed bench (docs/perf/feed-performance.md, 2026-11-25).
 * The parsers are identities, so installing them once in the client's table gives the same rows.
 * Options carrying any other parser are passed through untouched. Mutates `client`; waits until it
 * is ready, since PGlite installs its array parsers then.
 */
export async function parseLikeDrizzleByDefault(client: PGlite): Promise<void> {
  await client.waitReady;
  const raw = new Set(DRIZZLE_RAW_TYPES);
  for (const oid of raw) client.parsers[oid] = (value: string) => value;
  const strip = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers || !Object.keys(options.parsers).every((oid) => raw.has(Number(oid))))
      return options;
    const { parsers: _drop, ...rest } = options;
    return rest;
  };
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, strip(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        txQuery(text, params, strip(options))) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
