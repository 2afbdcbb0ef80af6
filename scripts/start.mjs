#!/usr/bin/env node
// `npm start`: what operators run. Builds whatever is missing or older than its sources
// — the SPA and the server's first-screen render (client/, common/) and the server compiled to
// JavaScript (server/, common/) — then runs `node dist/node/server.mjs` with NODE_ENV=production
// unless NODE_ENV says otherwise (PGlite in ./.data unless DATABASE_URL is set). No TypeScript is
// compiled at run time. SKIP_BUILD=true runs what is there. Signals are forwarded so Ctrl+C and
// SIGTERM reach the server's drain and graceful stop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources` (files or folders under root). */
const stale = (output, sources) =>
  !existsSync(join(root, output)) ||
  Math.max(...sources.map((s) => newestMtime(join(root, s)))) >
    statSync(join(root, output)).mtimeMs;

function run(label, args) {
  console.log(label);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== 'true') {
  const clientSources = ['client', 'common', 'vite.config.ts', 'package-lock.json'];
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  if (stale('dist/client/index.html', clientSources)) run('Building the web app…', [vite, 'build']);
  if (stale('dist/server/entry-server.js', clientSources))
    run('Building the first-screen render…', [vite, 'build', '--ssr', 'entry-server.tsx']);
  if (stale('dist/node/server.mjs', ['server', 'common', 'package-lock.json']))
    run('Compiling the server…', [join(root, 'scripts/build-server.mjs')]);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/node/server.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
