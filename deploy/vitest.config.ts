import { defineConfig } from 'vitest/config';

/**
 * The deployment test: a cluster of built instances behind nginx on PostgreSQL. Not part
 * of `npm test` (it needs nginx, PostgreSQL and a build); `npm run test:deploy` runs it.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
