/**
 * README's configuration table agrees with server/config.ts: every
 * setting appears in exactly one row, no row names a setting the code does not read, and where a
 * row gives plain defaults they are the schema's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from './config';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('\n### ', readme.indexOf('## Configuration')),
);
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '')));
const namesOf = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!);

describe("README's configuration table", () => {
  it('names every setting of the schema once, and nothing else', () => {
    const named = rows.flatMap(([first]) => namesOf(first!));
    expect([...named].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('gives the schema defaults where it lists plain ones', () => {
    const defaults = loadConfig({}) as Record<string, unknown>;
    for (const [first, second] of rows) {
      const names = namesOf(first!);
      const cells = second!.split(/,\s*/).map((cell) => cell.trim());
      if (cells.length !== names.length) continue;
      names.forEach((name, i) => {
        const literal = /^`([^`]*)`/.exec(cells[i]!)?.[1];
        const value = defaults[name];
        if (literal === undefined || !['string', 'number', 'boolean'].includes(typeof value))
          return;
        expect(`${name}=${literal}`).toBe(`${name}=${String(value)}`);
      });
    }
  });
});
