/**
 * Spotify tokens at rest: AES-256-GCM with a random 96-bit IV per value and the user id
 * as additional authenticated data, so a ciphertext copied to another member's row does not
 * decrypt. Stored text: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts); `keyId` is the
 * first 8 hex digits of SHA-256(key), so rotation knows which key to use (README "Spotify").
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { decodeTokenKey } from '../../config-services';

export interface TokenCipher {
  encrypt(plain: string, userId: number): string;
  /** The plain text, or null when no known key opens it (wrong key, tampered, another row). */
  decrypt(stored: string, userId: number): string | null;
  /** True when `stored` was written with an older key (re-encrypt it). */
  isStale(stored: string): boolean;
}

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A cipher using `current` for new values and accepting `previous` keys (32 bytes each, as text) for reading. */
export function createTokenCipher(current: string, previous: string[] = []): TokenCipher {
  const currentKey = decodeTokenKey(current);
  if (!currentKey) throw new Error('SPOTIFY_TOKEN_KEY must be 32 bytes');
  const keys = new Map<string, Buffer>();
  for (const text of previous) {
    const key = decodeTokenKey(text);
    if (key) keys.set(keyIdOf(key), key);
  }
  const currentId = keyIdOf(currentKey);
  keys.set(currentId, currentKey);

  return {
    encrypt(plain, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(Buffer.from(`user:${userId}`));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        currentId,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(stored, userId) {
      const [version, keyId, iv, tag, body] = stored.split('.');
      const key = keyId ? keys.get(keyId) : undefined;
      if (version !== 'v1' || !key || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(`user:${userId}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
    isStale(stored) {
      return stored.split('.')[1] !== currentId;
    },
  };
}
