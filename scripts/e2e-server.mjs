#!/usr/bin/env node
// Starts the built app for the e2e suite on a brand-new PGlite directory (removed on exit), so every
// run begins from the seeded, empty-of-members state. Requires `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'dist/client/index.html'))) {
  console.error('dist/client is missing: run `npm run build` before the e2e suite.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'hearsay-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
// The offline e-mail outbox at a path the specs can find (e2e/support.ts e2eOutboxDir), emptied per run.
const outboxDir = join(tmpdir(), `hearsay-e2e-outbox-${port}`);
rmSync(outboxDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: port,
    MAIL_OUTBOX_DIR: outboxDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The suite signs up and writes far faster than people (docs/decisions/002-rate-limits.md).
    AUTH_RATE_LIMIT_MAX: '500',
    AUTH_RATE_LIMIT_HOURLY_MAX: '5000',
    SIGNUP_RATE_LIMIT_MAX: '5000',
    GLOBAL_RATE_LIMIT_ANONYMOUS: '100000',
    GLOBAL_RATE_LIMIT_MEMBER: '100000',
    ACTION_RATE_LIMIT_SCALE: '100',
    SONG_SEARCH_DAILY_MAX: '100000',
    GIF_SEARCH_DAILY_MAX: '100000',
    // The operators journey (e2e/operators.spec.ts) signs up with this address and gets the staff role
    // once it is verified through the outbox (e2e/support.ts signInAsStaff).
    STAFF_EMAILS: 'staff-e2e@example.com,staff-accounts-e2e@example.com',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
