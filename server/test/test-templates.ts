/**
 * Migrated database templates for a test run. Applying every migration and seeding the genres and
 * catalogue costs each test file seconds; a vitest global setup does it once per run, migrated only
 * and migrated + seeded, and each test context starts from a copy of the matching template:
 * - PGlite: a dump of the data directory (PGlite's dumpDataDir), loaded with `loadDataDir`;
 * - PostgreSQL (TEST_DATABASE_URL): two databases used as `create database … template …`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../setup/seed';
import { createPostgresDatabase } from './postgres-database';

/** The environment variables naming this run's templates, inherited by the test workers. */
const PGLITE_ENV = 'HEARSAY_TEST_PGLITE_TEMPLATES';
const POSTGRES_ENV = 'HEARSAY_TEST_POSTGRES_TEMPLATES';

const fileName = (seeded: boolean) => (seeded ? 'seeded.tar' : 'migrated.tar');

/**
 * Vitest global setup: writes both templates and names them in the environment. Returns the
 * teardown that deletes them.
 */
export default async function writeTestTemplates(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? writePostgresTemplates(adminUrl) : writePgliteTemplates();
}

async function writePgliteTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'hearsay-pglite-templates-'));
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    await saveDump(handle, join(dir, fileName(false)));
    await seedDatabase(handle.db);
    await saveDump(handle, join(dir, fileName(true)));
  } finally {
    await handle.close();
  }
  process.env[PGLITE_ENV] = dir;
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function writePostgresTemplates(adminUrl: string): Promise<() => Promise<void>> {
  const prefix = `hearsay_template_${randomBytes(4).toString('hex')}`;
  const created: { url: string; drop: () => Promise<void> }[] = [];
  const drop = async () => {
    for (const db of created) await db.drop();
  };
  try {
    const seeded = await createPostgresDatabase(adminUrl, prefix);
    created.push(seeded);
    await withDatabase(seeded.url, (handle) => handle.migrate());
    // Copying needs no connection to the source: the migrated copy is taken between the two steps.
    created.push(await createPostgresDatabase(adminUrl, prefix, dbName(seeded.url)));
    await withDatabase(seeded.url, async (handle) => void (await seedDatabase(handle.db)));
  } catch (err) {
    await drop();
    throw err;
  }
  process.env[POSTGRES_ENV] = `${dbName(created[1]!.url)},${dbName(created[0]!.url)}`;
  return drop;
}

async function withDatabase(url: string, use: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await use(handle);
  } finally {
    await handle.close();
  }
}

async function saveDump(handle: DatabaseHandle, path: string): Promise<void> {
  writeFileSync(path, Buffer.from(await (await handle.dump!()).arrayBuffer()));
}

const dbName = (url: string) => new URL(url).pathname.slice(1);

/** This run's PGlite template (seeded or migrated only), or undefined outside a templated run. */
export function pgliteTemplate(seeded: boolean): Blob | undefined {
  const dir = process.env[PGLITE_ENV];
  return dir ? new Blob([readFileSync(join(dir, fileName(seeded)))]) : undefined;
}

/** The name of this run's PostgreSQL template database, or undefined outside a templated run. */
export function postgresTemplate(seeded: boolean): string | undefined {
  const names = process.env[POSTGRES_ENV]?.split(',');
  return names?.[seeded ? 1 : 0];
}
