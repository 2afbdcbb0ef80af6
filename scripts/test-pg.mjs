#!/usr/bin/env node
// `npm run test:pg`: the server integration suite on real PostgreSQL. Uses TEST_DATABASE_URL, else
// the local server at postgres://postgres@127.0.0.1:5432/postgres. Each test file creates and drops
// its own database.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
