/**
 * Disk failures and a stuck event loop end the process. The watchdog cases run
 * in child processes, since the outcome is the process being killed. The disk-full case runs the
 * real server on a small tmpfs and needs root (mount); it is skipped elsewhere.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFailureOf } from './disk-failure-guard';

const guardUrl = pathToFileURL(resolve(__dirname, 'disk-failure-guard.ts')).href;
const work = mkdtempSync(join(tmpdir(), 'hearsay-watchdog-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** From the child's first "ready" line to its end, in ms. */
  afterReadyMs: number;
}

/** Runs `source` (an ES module that may import the guard as GUARD) in a child Node with tsx. */
function runChild(
  source: string,
  onReady?: (pid: number) => void,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Outcome> {
  const file = join(work, `child-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(file, source.replaceAll('GUARD', JSON.stringify(guardUrl)));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: resolve(__dirname, '../..'),
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let readyAt = 0;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`child did not end in ${timeoutMs} ms: ${stdout}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!readyAt && /(^|\n)ready\n/.test(stdout)) {
        readyAt = Date.now();
        onReady?.(child.pid!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stdout, afterReadyMs: readyAt ? Date.now() - readyAt : NaN });
    });
  });
}

describe('diskFailureOf', () => {
  it('recognises errno codes, disk SQLSTATEs and the C library wording; nothing else', () => {
    expect(diskFailureOf(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(
      'ENOSPC',
    );
    expect(diskFailureOf({ code: 'EROFS', message: 'x' })).toBe('EROFS');
    expect(
      diskFailureOf({
        code: '53100',
        message: 'could not extend file "base/5/16385": No space left on device',
      }),
    ).toMatch(/53100/);
    expect(diskFailureOf({ code: '58030', message: 'could not write block' })).toMatch(/58030/);
    expect(
      diskFailureOf({
        code: '42501',
        message: 'could not open file "base/5/1": Read-only file system',
      }),
    ).toMatch(/Read-only/);
    expect(
      diskFailureOf({ code: '23505', message: 'duplicate key value violates unique constraint' }),
    ).toBeNull();
    expect(diskFailureOf(new Error('connection refused'))).toBeNull();
    expect(diskFailureOf(null)).toBeNull();
  });
});

const fakeHandle = `{ engine: 'postgres', db: {} }`;
const silentLog = `{ fatal: (o, m) => console.log(JSON.stringify({ ...o, msg: m })) }`;

describe('watchdog', () => {
  it('kills a process whose event loop is stuck, after the stall limit', async () => {
    const outcome = await runChild(`
      import { installDiskFailureGuard } from GUARD;
      installDiskFailureGuard(${fakeHandle}, ${silentLog}, { SHUTDOWN_GRACE_MS: 10_000, stallLimitMs: 1_500 });
      setTimeout(() => { console.log('ready'); const until = Date.now() + 60_000; while (Date.now() < until); console.log('survived'); }, 1_200);
    `);
    expect(outcome.signal, outcome.stdout).toBe('SIGKILL');
    expect(outcome.stdout).toMatch(/"event":"event_loop_stalled"/);
    expect(outcome.stdout).not.toMatch(/survived/);
    expect(outcome.afterReadyMs).toBeLessThan(10_000);
  }, 90_000);

  it('enforces the shutdown grace after SIGTERM even when the loop is stuck', async () => {
    const outcome = await runChild(
      `
      import { installDiskFailureGuard } from GUARD;
      // The app's own handler first, as in server.ts: a shutdown that blocks the loop forever.
      process.once('SIGTERM', () => setImmediate(() => { for (;;); }));
      installDiskFailureGuard(${fakeHandle}, ${silentLog}, { SHUTDOWN_GRACE_MS: 500, stallLimitMs: 0 });
      setTimeout(() => console.log('ready'), 500);
      setInterval(() => {}, 1_000);
    `,
      (pid) => setTimeout(() => process.kill(pid, 'SIGTERM'), 200),
    );
    expect(outcome.signal, outcome.stdout).toBe('SIGKILL');
    expect(outcome.stdout).toMatch(/"event":"shutdown_timeout"/);
    // Grace 0.5 s + margin 2.5 s, checked every 0.25 s; generous for a loaded machine.
    expect(outcome.afterReadyMs).toBeGreaterThan(2_500);
    expect(outcome.afterReadyMs).toBeLessThan(12_000);
  }, 90_000);
});

describe('background writers', () => {
  it('a worker whose writes fail for a disk reason ends the process with one fatal line (the worker alone would only warn and retry)', async () => {
    const workerUrl = pathToFileURL(
      resolve(__dirname, '../modules/genre-detection/genre-detection.worker.ts'),
    ).href;
    // A database whose every statement fails as a read-only disk does; PostgreSQL engine, so
    // only the worker's own catch can notice (no PGlite wrapper, no probe).
    const outcome = await runChild(`
      import { installDiskFailureGuard } from GUARD;
      import { GenreDetectionWorker } from ${JSON.stringify(workerUrl)};
      const erofs = () => Promise.reject(Object.assign(new Error('EROFS: read-only file system, write'), { code: 'EROFS' }));
      const db = new Proxy({}, { get: () => () => ({ then: (ok, fail) => erofs().then(ok, fail) }) });
      installDiskFailureGuard(${fakeHandle}, ${silentLog}, { SHUTDOWN_GRACE_MS: 10_000, stallLimitMs: 0 });
      console.log('ready');
      new GenreDetectionWorker(db, { pollMs: 50, logger: { info() {}, warn() {}, error() {} } }).start();
      setTimeout(() => console.log('survived'), 5_000);
    `);
    expect(outcome.code, outcome.stdout).toBe(1);
    const fatal = outcome.stdout
      .split('\n')
      .filter((line) => line.includes('"event":"disk_failure"'));
    expect(fatal, outcome.stdout).toHaveLength(1);
    expect(fatal[0]).toMatch(/"source":"genre-detection"/);
    expect(outcome.stdout).not.toMatch(/survived/);
  }, 90_000);
});

/** Mounts a tmpfs of `size` at a new folder (root only); null when that is not possible here. */
function mountTmpfs(size: string): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hearsay-tmpfs-'));
  const res = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (res.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return dir;
}

const tmpfs = mountTmpfs('96m');
afterAll(() => {
  if (!tmpfs) return;
  spawnSync('umount', ['-l', tmpfs]);
  rmSync(tmpfs, { recursive: true, force: true });
});

describe.skipIf(!tmpfs)('a full disk under the embedded database (tmpfs)', () => {
  for (const writes of [true, false]) {
    it(`ends the process with a clear log line instead of hanging (${writes ? 'statements failing' : 'no statement running: the probe'})`, async () => {
      const dataDir = join(tmpfs!, `data-${writes}`);
      const filler = join(tmpfs!, `filler-${writes}`);
      mkdirSync(dataDir);
      // A database on the tmpfs, then the rest of the tmpfs filled; the guard must notice.
      const outcome = await runChild(
        `
        import { openDatabase } from ${JSON.stringify(pathToFileURL(resolve(__dirname, 'client.ts')).href)};
        import { installDiskFailureGuard } from GUARD;
        import { execFileSync } from 'node:child_process';
        const handle = await openDatabase({ dataDir: process.env.DATA_DIR });
        await handle.db.$client.exec('create table t (id serial primary key, v text)');
        installDiskFailureGuard(handle, ${silentLog}, { DATA_DIR: process.env.DATA_DIR, SHUTDOWN_GRACE_MS: 1_000, probeIntervalMs: 500 });
        try { execFileSync('dd', ['if=/dev/zero', 'of=' + process.env.FILLER, 'bs=1M', 'count=200'], { stdio: 'ignore' }); } catch {}
        console.log('ready');
        for (let i = 0; ; i++) {
          if (process.env.WRITES === 'true')
            await handle.db.$client.query('insert into t (v) values ($1)', ['x'.repeat(20_000) + i]).catch((err) => console.log('statement failed:', err.message));
          await new Promise((r) => setTimeout(r, 20));
        }
      `,
        undefined,
        { DATA_DIR: dataDir, FILLER: filler, WRITES: String(writes) },
        240_000,
      );
      rmSync(filler, { force: true });
      console.info(
        `disk full: exit ${outcome.code ?? outcome.signal} ${outcome.afterReadyMs} ms after the disk filled; ${outcome.stdout.trim().split('\n').slice(-1).join('')}`,
      );
      if (writes) expect(outcome.code, outcome.stdout).toBe(1);
      else expect(outcome.signal, outcome.stdout).toBe('SIGKILL');
      expect(outcome.stdout).toMatch(/"event":"disk_failure"/);
      expect(outcome.afterReadyMs).toBeLessThan(15_000);
    }, 300_000);
  }
});
