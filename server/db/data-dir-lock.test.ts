/**
 * One writer per embedded database: a second opener of a PGlite data directory, in this
 * process or another (the user:role CLI), is refused with a message naming the holder.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, STALE_MS, lockDataDir, lostDataDirLocks } from './data-dir-lock';

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

      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/cli/user-role-cli.ts', 'ana@example.com', 'staff'],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
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
    writeFileSync(
      join(dataDir, '.lock-owner.json'),
      JSON.stringify({
        pid: 99_999_999,
        host: hostname(),
        command: 'killed',
        since: new Date().toISOString(),
      }),
    );
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });
});

/**
 * A child process holding `dataDir` like the server does (guard installed): it answers each
 * "write" line on stdin with an insert and then "ack <count>" on stdout.
 */
function startHolder(dataDir: string) {
  const url = (file: string) => JSON.stringify(pathToFileURL(resolve(__dirname, file)).href);
  const script = `
    import { openDatabase } from ${url('client.ts')};
    import { installDiskFailureGuard } from ${url('disk-failure-guard.ts')};
    import { createInterface } from 'node:readline';
    const handle = await openDatabase({ dataDir: process.env.DATA_DIR });
    installDiskFailureGuard(handle, { fatal: (o, m) => console.log(JSON.stringify({ ...o, msg: m })) }, { DATA_DIR: process.env.DATA_DIR, SHUTDOWN_GRACE_MS: 1_000, stallLimitMs: 0 });
    await handle.db.$client.exec('create table if not exists t (id serial primary key)');
    console.log('ready');
    for await (const line of createInterface({ input: process.stdin })) {
      if (line !== 'write') continue;
      await handle.db.$client.query('insert into t default values');
      const { rows } = await handle.db.$client.query('select count(*)::int as n from t');
      console.log('ack ' + rows[0].n);
    }
  `;
  const file = join(root, `holder-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(file, script);
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const waitFor = async (pattern: RegExp, ms = 120_000) => {
    const until = Date.now() + ms;
    while (!pattern.test(out)) {
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`holder never printed ${pattern}: ${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => out };
}

describe('a frozen holder', { timeout: 240_000 }, () => {
  it('keeps its lock while stopped past the stale time, and its write after resuming is the only one', async () => {
    const dataDir = join(root, 'frozen');
    const holder = startHolder(dataDir);
    try {
      await holder.waitFor(/ready/);
      holder.child.kill('SIGSTOP');
      // Past the age at which the old code took the lock over from a live, frozen holder.
      await new Promise((r) => setTimeout(r, STALE_MS + 3_000));
      const second = await openDatabase({ dataDir }).then(
        async (handle) => {
          await handle.close();
          return null;
        },
        (err: unknown) => err,
      );
      expect(second).toBeInstanceOf(DataDirLockedError);
      expect((second as Error).message).toContain(`process ${holder.child.pid}`);
      holder.child.kill('SIGCONT');
      holder.child.stdin.write('write\n');
      await holder.waitFor(/ack 1/);
    } finally {
      holder.child.kill('SIGCONT');
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
  });

  it('a holder whose lock was taken over (another host) stops before acknowledging a write', async () => {
    const dataDir = join(root, 'fenced');
    const holder = startHolder(dataDir);
    try {
      await holder.waitFor(/ready/);
      holder.child.stdin.write('write\n');
      await holder.waitFor(/ack 1/);
      // What a takeover from another host leaves: the owner file names someone else.
      const ownerFile = join(dataDir, '.lock-owner.json');
      const owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as Record<string, unknown>;
      writeFileSync(
        ownerFile,
        JSON.stringify({ ...owner, host: 'elsewhere', pid: 1, token: 'someone-else' }),
      );
      holder.child.stdin.write('write\n');
      const end = await holder.exited;
      expect(end.code, holder.output()).toBe(1);
      expect(holder.output()).toMatch(/"event":"data_dir_lock_lost"/);
      expect(holder.output()).not.toMatch(/ack 2/);
    } finally {
      holder.child.kill('SIGKILL');
    }
  });

  it('lostDataDirLocks names a directory whose owner file carries another token', async () => {
    const dataDir = join(root, 'tokens');
    mkdirSync(dataDir);
    const release = await lockDataDir(dataDir);
    try {
      expect(lostDataDirLocks()).not.toContain(resolve(dataDir));
      writeFileSync(
        join(dataDir, '.lock-owner.json'),
        JSON.stringify({ pid: 1, host: 'elsewhere', command: 'x', since: '', token: 'other' }),
      );
      expect(lostDataDirLocks()).toContain(resolve(dataDir));
    } finally {
      await release();
    }
    expect(lostDataDirLocks()).not.toContain(resolve(dataDir));
  });
});
