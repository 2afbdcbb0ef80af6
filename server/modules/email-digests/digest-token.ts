/**
 * The signed token of a digest's unsubscribe link (RFC 8058 one-click, no sign-in): the member id
 * and an HMAC-SHA-256 of it under a key made once and kept in server_keys (`digest_unsubscribe`).
 * It does not expire: an old digest's link keeps working, and all it can do is stop digests.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { serverKey } from '../../lib/server-keys';

const keys = new WeakMap<Database, Promise<Buffer>>();

function keyOf(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = serverKey(db, 'digest_unsubscribe', () => randomBytes(32).toString('base64url')).then(
      (k) => Buffer.from(k, 'base64url'),
    );
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`digest-unsubscribe:${userId}`).digest();

/** `<member id>.<base64url HMAC>`. */
export async function unsubscribeToken(db: Database, userId: number): Promise<string> {
  return `${userId}.${mac(await keyOf(db), userId).toString('base64url')}`;
}

/** The member id a token was made for, or null when it is not one of ours. */
export async function verifyUnsubscribeToken(db: Database, token: string): Promise<number | null> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(await keyOf(db), userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
