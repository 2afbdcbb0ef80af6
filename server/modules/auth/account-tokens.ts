/**
 * Single-use e-mailed tokens: 256 random bits in the link, only the SHA-256 stored;
 * e-mail verification lives 24 h, password reset 1 h. Consuming is one atomic UPDATE, so a replayed
 * or concurrent second use finds nothing.
 */
import type { Database } from '../../db/client';
import {
  consumeAccountToken,
  findLiveAccountToken,
  insertAccountToken,
} from './account-tokens.repository';
import { hashSessionToken, newSessionToken } from './session-token';

export type TokenPurpose = 'verify_email' | 'reset_password';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Stores a new token for `userId` and returns the raw value for the link. */
export async function issueAccountToken(
  db: Database,
  userId: number,
  email: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  await insertAccountToken(db, {
    userId,
    email,
    purpose,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Uses a token once: the owner's id and the address it was sent to, or null (unknown, used, expired). */
export async function useAccountToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
) {
  if (!token || token.length > 100) return null;
  return consumeAccountToken(db, purpose, hashSessionToken(token), now);
}

/** The owner of a live token without using it up, or null. */
export async function peekAccountToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
) {
  if (!token || token.length > 100) return null;
  return findLiveAccountToken(db, purpose, hashSessionToken(token), now);
}
