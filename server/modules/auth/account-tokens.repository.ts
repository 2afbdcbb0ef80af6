/**
 * Drizzle queries on the account_tokens table (e-mail verification and password reset links):
 * storing a link's hash, using it up once, peeking at a live one without using it, and voiding a
 * member's unused links of one purpose. Only hashes are stored; account-tokens.ts makes and hashes
 * the tokens themselves.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema/index';

/** What a link is for: confirming an e-mail address or resetting a password. */
type AccountTokenPurpose = 'verify_email' | 'reset_password';

export async function insertAccountToken(
  db: Database,
  values: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(accountTokens).values(values);
}

/** The token of `tokenHash` for `purpose`, still unused and not expired at `now`. */
function liveToken(purpose: AccountTokenPurpose, tokenHash: string, now: Date) {
  return and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** Marks a live, unused token used and returns it; null when unknown, used, expired or of another purpose. */
export async function consumeAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveToken(purpose, tokenHash, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return rows[0] ?? null;
}

/** A live, unused token's owner without using it up (to check a new password before spending the link). */
export async function findLiveAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const rows = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(liveToken(purpose, tokenHash, now))
    .limit(1);
  return rows[0] ?? null;
}

/** Invalidates a user's unused tokens of one purpose (after a reset, the other reset links die). */
export async function invalidateTokensOfUser(
  db: Database,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
