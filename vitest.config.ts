import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { i18nCataloguePlugin } from './scripts/i18n/vite-plugin';

/**
 * Unit and integration tests. Server tests share one PGlite per file (opening one costs seconds and
 * ~360 MB), so files run in a small fork pool rather than one worker per core.
 */
export default defineConfig({
  plugins: [i18nCataloguePlugin(), react()],
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  test: {
    include: [
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['client/testing/setup.ts'],
    // One migrated database per run, copied by each test file (server/test/test-templates.ts).
    globalSetup: ['server/test/test-templates.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
