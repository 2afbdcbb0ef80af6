#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite's dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
