/**
 * Secrets the server keeps in the database (TOTP secrets, the generated VAPID private key) are
 * stored sealed with AES-256-GCM (decision 041): `s1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url
 * parts), with a context string (e.g. `totp:user:7`) as additional authenticated data, so a value
 * copied to another row does not open. `keyId` is the first 8 hex digits of SHA-256(key), so values
 * sealed with a key in SECRETS_KEY_PREVIOUS still open while keys rotate.
 *
 * The key: SECRETS_KEY when set (set it with DATABASE_URL: every instance must share
 * it); otherwise a random key kept in `<DATA_DIR>/secrets.key` (mode 0600), made on first use, so a
 * fresh clone works offline. Losing that file loses the sealed secrets (members then set up
 * two-factor again; the VAPID pair is made anew): back it up beside the database.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { decodeTokenKey } from '../config-services';

const PREFIX = 's1';
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export interface SecretBox {
  /** `plain` sealed for `context` with the current key. */
  seal(plain: string, context: string): string;
  /** The plain text of a sealed value; a value stored before sealing (no `s1.` prefix) as it is. Throws when no known key opens it. */
  open(stored: string, context: string): string;
  /** Whether `stored` is sealed with the current key (false: plaintext or an older key, seal it again). */
  isCurrent(stored: string): boolean;
}

/** A box sealing with `current` and also opening values sealed with `previous` (32-byte keys). */
export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  const keys = new Map(previous.map((k) => [keyIdOf(k), k]));
  const currentId = keyIdOf(current);
  keys.set(currentId, current);
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [PREFIX, currentId, iv, tag, body]
        .map((p) => (Buffer.isBuffer(p) ? p.toString('base64url') : p))
        .join('.');
    },
    open(stored, context) {
      if (!stored.startsWith(`${PREFIX}.`)) return stored;
      const [, keyId, iv, tag, body] = stored.split('.');
      const key = keyId ? keys.get(keyId) : undefined;
      if (!key || !iv || !tag || body === undefined)
        throw new Error('a stored secret was sealed with a key this server does not have');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isCurrent: (stored) => stored.startsWith(`${PREFIX}.${currentId}.`),
  };
}

/** The key in `<dataDir>/secrets.key`, made (32 random bytes, mode 0600) when missing. */
function keyFileKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': of two processes racing, one writes and the other reads what it wrote.
    try {
      writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = decodeTokenKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

let box: SecretBox | null = null;

/** Sets the process's box from SECRETS_KEY / SECRETS_KEY_PREVIOUS, or the key file in DATA_DIR. */
export function useSecretsKey(
  config: Pick<Config, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'DATA_DIR'>,
): SecretBox {
  const current = config.SECRETS_KEY
    ? decodeTokenKey(config.SECRETS_KEY)!
    : keyFileKey(config.DATA_DIR === 'memory://' ? './.data' : config.DATA_DIR);
  const previous = (config.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => decodeTokenKey(k))
    .filter((k): k is Buffer => k !== null);
  box = createSecretBox(current, previous);
  return box;
}

/** The process's box (useSecretsKey must have run: buildApp and the CLI entry points call it). */
export function secretBox(): SecretBox {
  if (!box) throw new Error('useSecretsKey() has not run');
  return box;
}
