/**
 * Backups round-trip a populated database: `npm run backup` then `npm run restore` into
 * an empty target gives back the same rows; a target that holds data is refused unless forced; a
 * backup of the other engine is refused with a clear message. PGlite always; PostgreSQL where
 * TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { backup, BackupError, restore } from './backup';

const work = mkdtempSync(join(tmpdir(), 'hearsay-backup-test-'));
const modeOf = (file: string) => statSync(file).mode & 0o777;
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Migrates the target, adds two members, returns their display names as read back. */
async function populate(
  target: { databaseUrl?: string; dataDir: string },
  names: string[],
): Promise<void> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await handle.migrate();
    for (const [i, name] of names.entries())
      await handle.db.execute(
        sql`insert into users (display_name, slug, email, password) values (${name}, ${`backup-${i}`}, ${`backup-${i}@example.com`}, 'x')`,
      );
  } finally {
    await handle.close();
  }
}

async function addMember(
  target: { databaseUrl?: string; dataDir: string },
  name: string,
): Promise<void> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await handle.db.execute(
      sql`insert into users (display_name, slug, email, password) values (${name}, 'backup-added', 'backup-added@example.com', 'x')`,
    );
  } finally {
    await handle.close();
  }
}

async function memberNames(target: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const result = await handle.db.execute(sql`select display_name from users order by id`);
    return (result as unknown as { rows: { display_name: string }[] }).rows.map(
      (r) => r.display_name,
    );
  } finally {
    await handle.close();
  }
}

describe('PGlite', () => {
  it('backs up and restores a populated data directory, refusing a non-empty target unless forced', async () => {
    const source = { dataDir: join(work, 'source') };
    await populate(source, ['Ana Lúcia', 'Bo']);
    const file = join(work, 'pglite.tar.gz');
    expect(await backup(source, file)).toBeGreaterThan(1_000);
    expect(modeOf(file)).toBe(0o600);
    // Over a file readable by everyone (an older backup): narrowed to the owner too.
    const older = join(work, 'older.tar.gz');
    writeFileSync(older, 'old', { mode: 0o644 });
    await backup(source, older);
    expect(modeOf(older)).toBe(0o600);

    const target = { dataDir: join(work, 'target') };
    await restore(target, file);
    expect(await memberNames(target)).toEqual(['Ana Lúcia', 'Bo']);

    // A member added after the restore makes the target non-empty; --force puts the backup back.
    await addMember(target, 'Cleo');
    await expect(restore(target, file)).rejects.toThrow(/already holds a database/);
    expect(await memberNames(target)).toEqual(['Ana Lúcia', 'Bo', 'Cleo']);
    await restore(target, file, { force: true });
    expect(await memberNames(target)).toEqual(['Ana Lúcia', 'Bo']);
  }, 120_000);

  it('refuses a file that is not a PGlite backup, and an empty source', async () => {
    await expect(
      restore({ dataDir: join(work, 'x') }, join(work, 'missing.tar.gz')),
    ).rejects.toThrow(BackupError);
    await expect(
      backup({ dataDir: join(work, 'empty') }, join(work, 'empty.tar.gz')),
    ).rejects.toThrow(/no database/);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const created: string[] = [];
  async function freshUrl(): Promise<string> {
    const name = `hearsay_backup_${Math.random().toString(16).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    created.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('round-trips with pg_dump/pg_restore and refuses a database that holds tables unless forced', async () => {
    const source = { databaseUrl: await freshUrl(), dataDir: work };
    await populate(source, ['Dara', 'Eun-ji']);
    const file = join(work, 'pg.dump');
    writeFileSync(file, 'old', { mode: 0o644 });
    expect(await backup(source, file)).toBeGreaterThan(1_000);
    expect(modeOf(file)).toBe(0o600);
    const fresh = join(work, 'fresh.dump');
    await backup(source, fresh);
    expect(modeOf(fresh)).toBe(0o600);
    const target = { databaseUrl: await freshUrl(), dataDir: work };
    await restore(target, file);
    expect(await memberNames(target)).toEqual(['Dara', 'Eun-ji']);
    await expect(restore(target, file)).rejects.toThrow(/already holds tables/);
    await restore(target, file, { force: true });
    expect(await memberNames(target)).toEqual(['Dara', 'Eun-ji']);
    const gzip = join(work, 'looks-like-pglite.tar.gz');
    writeFileSync(gzip, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]));
    await expect(restore(target, gzip)).rejects.toThrow(/not a PostgreSQL backup/);
  }, 120_000);
});
