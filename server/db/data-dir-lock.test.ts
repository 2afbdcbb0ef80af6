/**
 * One writer per embedded database (issue 12): a second opener of a PGlite data directory, in this
 * process or another (the user:role CLI), is refused with a message naming the holder.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'hardening-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('data directory lock', { timeout: 120_000 }, () => {
  it('refuses a second opener in this process and in a CLI process, naming the holder, until the first closes', async () => {
    const dataDir = join(root, 'one');
    const first = await openDatabase({ dataDir });
    try {
      const second = await openDatabase({ dataDir }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(second).toBeInstanceOf(DataDirLockedError);
      expect((second as Error).message).toContain(`process ${process.pid}`);
      expect((second as Error).message).toMatch(/stop the app first/);

      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/user-role-cli.ts', 'ana@example.com', 'staff'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(cli.status).toBe(1);
      expect(cli.stderr).toContain(`in use by process ${process.pid}`);
      expect(cli.stderr).toMatch(/stop the app first/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = join(root, 'two');
    mkdirSync(join(dataDir, '.lock'), { recursive: true });
    // A pid far above pid_max: no such process.
    writeFileSync(join(dataDir, '.lock-owner.json'), JSON.stringify({ pid: 99_999_999, host: hostname(), command: 'killed', since: new Date().toISOString() }));
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });
});
