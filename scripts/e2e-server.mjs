#!/usr/bin/env node
// Starts the built app for the e2e suite on a brand-new PGlite directory (removed on exit), so every
// run begins from the seeded, empty-of-members state. Requires `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eAppEnv, e2eOutboxDirFor } from './e2e-env.mjs';

const root = new URL('..', import.meta.url).pathname;
if (
  !existsSync(join(root, 'dist/client/index.html')) ||
  !existsSync(join(root, 'dist/node/server.mjs'))
) {
  console.error('dist/client or dist/node is missing: run `npm run build` before the e2e suite.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'hearsay-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
// The offline e-mail outbox at a path the specs can find (e2e/support.ts e2eOutboxDir), emptied per run.
const outboxDir = e2eOutboxDirFor(port);
rmSync(outboxDir, { recursive: true, force: true });
// The compiled server, as `npm start` runs it.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/node/server.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...e2eAppEnv({
        port,
        dataDir,
        outboxDir,
        // Staff accounts of the journeys (e2e/support.ts signInAsStaff): the role arrives once the
        // address is verified through the outbox.
        staffEmails:
          'staff-e2e@example.com,staff-accounts-e2e@example.com,staff-qr-e2e@example.com,staff-polish-e2e@example.com,staff-reports-e2e@example.com',
      }),
    },
  },
);
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
