/**
 * Opaque session tokens (spec 000 §7; decision 001): 256 random bits sent in the cookie, only the
 * SHA-256 hash stored, so a leaked sessions table cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'hearsay_session';

/** A fresh token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token, as stored in sessions.token_hash. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
