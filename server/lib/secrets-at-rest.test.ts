/** Sealing secrets at rest (decision 041): round trip, bound to its context, rotation, the key file. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, useSecretsKey } from './secrets-at-rest';

const dir = mkdtempSync(join(tmpdir(), 'hearsay-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('seals so the plain text is not in the stored value, and opens only for its context', () => {
    const box = createSecretBox(newKey);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:user:7');
    expect(sealed).toMatch(/^s1\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:user:7')).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed, 'totp:user:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'totp:user:8')).toThrow();
    expect(box.open('legacy-plain', 'totp:user:7')).toBe('legacy-plain');
    expect(box.isCurrent(sealed)).toBe(true);
    expect(box.isCurrent('legacy-plain')).toBe(false);
  });

  it('opens values of a previous key while rotating, and refuses an unknown key', () => {
    const before = createSecretBox(oldKey).seal('s', 'c');
    const rotated = createSecretBox(newKey, [oldKey]);
    expect(rotated.open(before, 'c')).toBe('s');
    expect(rotated.isCurrent(before)).toBe(false);
    expect(() => createSecretBox(newKey).open(before, 'c')).toThrow(/does not have/);
  });

  it('without SECRETS_KEY keeps a random key in DATA_DIR/secrets.key, mode 0600, the same on the next start', () => {
    const first = useSecretsKey({ DATA_DIR: dir }).seal('x', 'c');
    const file = join(dir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(useSecretsKey({ DATA_DIR: dir }).open(first, 'c')).toBe('x');
  });
});
