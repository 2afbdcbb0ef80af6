/**
 * Backups of either engine, for `npm run backup -- FILE` and `npm run restore -- FILE`:
 * - PGlite: the data directory as PGlite's own dump (`dumpDataDir`, a gzipped tarball), taken with
 *   the data directory's lock held, so it needs the app stopped (one process per directory);
 *   restore loads it into an empty DATA_DIR (`loadDataDir`).
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore` (the PostgreSQL client tools on PATH),
 *   safe while instances run (pg_dump reads one consistent snapshot).
 * Restoring over a database that holds data is refused unless `force` is set. A backup holds every
 * member's data and hashes: the file is made readable by its owner only (mode 0600), whatever the
 * umask, and an existing file at that path is narrowed to 0600 too (decision 041).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock';

export interface BackupTarget {
  /** postgres://… when the app runs on PostgreSQL; else the PGlite data directory is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** A refusal the CLI prints as it is (exit status 1), as opposed to an unexpected failure. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The first bytes of a pg_dump custom-format archive. */
const PG_CUSTOM_MAGIC = 'PGDMP';
/** gzip's magic number: PGlite's dumps are gzipped tarballs. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** Mode of backup files: the owner reads and writes, nobody else. */
export const BACKUP_FILE_MODE = 0o600;

/** Writes a backup of `target` to `file` (mode 0600); resolves with the bytes written. */
export async function backup(target: BackupTarget, file: string): Promise<number> {
  if (target.databaseUrl) {
    // pg_dump creates the file with the umask it inherits: none of it for group and others.
    const umask = process.umask(0o077);
    try {
      // An existing file keeps its mode when pg_dump truncates it: narrow it first.
      if (existsSync(file)) chmodSync(file, BACKUP_FILE_MODE);
      runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        file,
        '--dbname',
        target.databaseUrl,
      ]);
    } finally {
      process.umask(umask);
    }
    chmodSync(file, BACKUP_FILE_MODE);
    return readFileSync(file).length;
  }
  if (!existsSync(join(target.dataDir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${target.dataDir} to back up.`);
  const unlock = await lockDataDir(target.dataDir);
  try {
    const client = new PGlite(target.dataDir, { extensions: { pg_trgm } });
    // dumpDataDir before the database is ready never settles (PGlite 0.5).
    await client.waitReady;
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      if (existsSync(file)) chmodSync(file, BACKUP_FILE_MODE);
      writeFileSync(file, bytes, { mode: BACKUP_FILE_MODE });
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

/** Restores `file` into `target`; refuses a database with data unless `force`. */
export async function restore(
  target: BackupTarget,
  file: string,
  { force = false } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const head = readFileSync(file).subarray(0, 5);
  const isPgDump = head.toString('latin1') === PG_CUSTOM_MAGIC;
  const isPgliteDump = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  if (target.databaseUrl) {
    if (!isPgDump)
      throw new BackupError(
        `${file} is not a PostgreSQL backup (pg_dump custom format); it cannot be restored into DATABASE_URL.`,
      );
    if (!force && (await postgresHasTables(target.databaseUrl)))
      throw new BackupError(
        'The PostgreSQL database already holds tables. Restore into an empty database, or add --force to replace them.',
      );
    runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    return;
  }
  if (!isPgliteDump)
    throw new BackupError(
      `${file} is not a PGlite backup (a gzipped data directory); set DATABASE_URL to restore a PostgreSQL backup.`,
    );
  const hasData = existsSync(join(target.dataDir, 'PG_VERSION'));
  if (hasData && !force)
    throw new BackupError(
      `${target.dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it.`,
    );
  mkdirSync(target.dataDir, { recursive: true });
  const unlock = await lockDataDir(target.dataDir);
  try {
    // Everything but the lock we hold: the restored directory must not mix with the old one.
    for (const entry of readdirSync(target.dataDir))
      if (!entry.startsWith('.lock'))
        rmSync(join(target.dataDir, entry), { recursive: true, force: true });
    const client = new PGlite(target.dataDir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.waitReady;
    await client.close();
  } finally {
    await unlock();
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

function runTool(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error)
    throw new BackupError(
      `${tool} could not run (${result.error.message}); install the PostgreSQL client tools.`,
    );
  if (result.status !== 0)
    throw new BackupError(
      `${tool} failed: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`,
    );
}
