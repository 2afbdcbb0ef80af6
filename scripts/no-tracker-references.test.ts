/**
 * Code and comments carry reasons, not tracker history: a newcomer has no issue tracker, so a
 * comment links a decision record (`docs/decisions/NNN-…`) where the why needs more than a line.
 * This fails on any "issue" followed by a number in the application, its tests and its tooling.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TRACKER_REFERENCE = new RegExp(['\\bissues?', '#?\\d+'].join(' '), 'i');
const FOLDERS = ['client', 'server', 'common', 'scripts', 'e2e', 'bench', 'deploy'];

describe('tracker references', () => {
  it('no file in the code folders names an issue number', () => {
    const files = execFileSync('git', ['ls-files', ...FOLDERS], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js|css|html|sql|json|md)$/.test(file));
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
