/** `.env.example` names every setting of server/config.ts, and its defaults load as a valid configuration. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from './config';

const text = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
const listed = new Map(
  text
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

describe('.env.example', () => {
  it('lists every variable of the configuration schema and nothing else', () => {
    expect([...listed.keys()].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('holds values the configuration accepts', () => {
    const env = Object.fromEntries([...listed].filter(([, value]) => value !== ''));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
