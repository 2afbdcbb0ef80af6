/**
 * Opens the database: PGlite (embedded, in DATA_DIR or in memory) or PostgreSQL (DATABASE_URL),
 * behind one Drizzle type so every repository runs unchanged on both (design.md §1).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
   */
  listen: Listen;
  close(): Promise<void>;
}

/** See DatabaseHandle.listen. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** LISTEN through a dedicated node-postgres client that reconnects (1 s later) when it is lost. */
function postgresListen(databaseUrl: string, onConnectionError?: (err: Error) => void): Listen {
  return async (channel, onPayload) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel ${channel}`);
    let closed = false;
    let client: pg.Client | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      next.on('notification', (msg) => msg.channel === channel && msg.payload !== undefined && onPayload(msg.payload));
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
  /** Called for every SQL statement; tests count queries with it. */
  onQuery?: (sql: string, params: unknown[]) => void;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PGlite or PostgreSQL. Throws when PostgreSQL is unreachable, and DataDirLockedError when
 * another process has the PGlite data directory open.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: (query, params) => options.onQuery?.(query, params) } : undefined;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Never wait forever: for a connection, for a statement, for an open transaction.
      connectionTimeoutMillis: 5_000,
      ...(options.statementTimeoutMs
        ? { statement_timeout: options.statementTimeoutMs, idle_in_transaction_session_timeout: options.statementTimeoutMs * 3 }
        : {}),
    });
    // An idle connection killed by the server (restart, failover, a forced DROP DATABASE) emits
    // 'error'; without listeners node-postgres would crash the process. The pool replaces it.
    pool.on('error', (err) => options.onConnectionError?.(err));
    pool.on('connect', (client) => client.on('error', (err) => options.onConnectionError?.(err)));
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: postgresListen(options.databaseUrl, options.onConnectionError),
      close: () => pool.end(),
    };
  }

  const inMemory = !options.dataDir || options.dataDir === 'memory://';
  if (!inMemory) mkdirSync(options.dataDir!, { recursive: true });
  // One process per data directory: a second opener is refused before PGlite touches a file.
  const unlock = inMemory ? null : await lockDataDir(options.dataDir!);
  const client = inMemory ? new PGlite({ extensions: { pg_trgm } }) : new PGlite(options.dataDir!, { extensions: { pg_trgm } });
  try {
    await client.waitReady;
  } catch (err) {
    await unlock?.();
    throw err;
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
      await unlock?.();
    },
  };
}
