/**
 * Migrated PGlite templates for a test run. Opening an empty PGlite, applying every migration and
 * seeding the genres and catalogue costs each test file seconds; a vitest global setup does it once
 * per run, dumps the result (migrated only, and migrated + seeded), and each test context starts
 * from the matching dump. PostgreSQL runs (TEST_DATABASE_URL) do not use templates.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../setup/seed';

/** The environment variable naming the folder of this run's templates. */
const TEMPLATES_ENV = 'HEARSAY_TEST_PGLITE_TEMPLATES';

const fileName = (seeded: boolean) => (seeded ? 'seeded.tar' : 'migrated.tar');

/**
 * Vitest global setup: writes both templates to a temporary folder named in the environment the
 * test workers inherit. Returns the teardown that deletes the folder.
 */
export default async function writePgliteTemplates(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'hearsay-pglite-templates-'));
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    await saveDump(handle.dump!, join(dir, fileName(false)));
    await seedDatabase(handle.db);
    await saveDump(handle.dump!, join(dir, fileName(true)));
  } finally {
    await handle.close();
  }
  process.env[TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function saveDump(dump: () => Promise<Blob>, path: string): Promise<void> {
  writeFileSync(path, Buffer.from(await (await dump()).arrayBuffer()));
}

/** This run's template (`seeded` or migrated only), or undefined outside a templated run. */
export function pgliteTemplate(seeded: boolean): Blob | undefined {
  const dir = process.env[TEMPLATES_ENV];
  return dir ? new Blob([readFileSync(join(dir, fileName(seeded)))]) : undefined;
}
