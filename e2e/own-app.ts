/**
 * An app of the spec's own, for journeys that need settings the shared e2e app does not have
 * (outside services pointed at local fakes): started from source on port E2E_PORT + `offset`
 * with a fresh data folder, so every other spec keeps the shared app's settings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eAppEnv, e2eOutboxDirFor } from '../scripts/e2e-env.mjs';

export function ownApp(offset: number, label: string) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const base = `http://127.0.0.1:${port}`;
  const outboxDir = e2eOutboxDirFor(port);
  let server: ChildProcess | undefined;
  let dataDir = '';

  /** Starts the app with these staff addresses and extra variables; resolves once it answers. */
  async function start(staffEmails: string, env: Record<string, string>) {
    dataDir = mkdtempSync(join(tmpdir(), `hearsay-e2e-${label}-`));
    rmSync(outboxDir, { recursive: true, force: true });
    const root = new URL('..', import.meta.url).pathname;
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/server.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...e2eAppEnv({ port, dataDir, outboxDir, staffEmails }), ...env },
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the ${label} e2e app did not start`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /** Stops the app and removes its data folder. */
  async function stop() {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, outboxDir, start, stop };
}
