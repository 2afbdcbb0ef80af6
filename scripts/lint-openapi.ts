/**
 * `npm run lint:openapi`: builds the app in process (PGlite, no seed), writes the OpenAPI document
 * it serves, and lints it with Redocly's recommended rules. Fails on any error or warning
 * (decision 048). Offline: Redocly reads only the written file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestContext } from '../server/test/harness';

// A public address as production has one (Redocly refuses localhost and example.com servers).
const PUBLIC_URL = process.env.PUBLIC_URL ?? 'https://hearsay.example';
const ctx = await createTestContext({ NODE_ENV: 'production', PUBLIC_URL }, { seed: false });
const dir = mkdtempSync(join(tmpdir(), 'hearsay-openapi-'));
try {
  const answer = await ctx.app.inject({ url: '/api/openapi.json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${answer.statusCode}`);
  const file = join(dir, 'openapi.json');
  writeFileSync(file, answer.body);
  const lint = spawnSync('npx', ['redocly', 'lint', '--extends', 'recommended', file], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const output = `${lint.stdout}${lint.stderr}`;
  process.stdout.write(output);
  const clean = lint.status === 0 && !/warning/i.test(lint.stdout + lint.stderr);
  if (!clean) {
    console.error('lint:openapi: the document has errors or warnings (see above)');
    process.exitCode = 1;
  }
} finally {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
}
