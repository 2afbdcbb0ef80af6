/**
 * What a dead e-mailed link or an unusable new password says, before the work
 * of auth.service runs: a spent verification link of an address that is verified says so instead
 * of "invalid or has expired"; a reset link is checked when its page opens, without being used up;
 * a password change says which field is missing and refuses the current password as the new one.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, users } from '../../db/schema/index';
import { badRequest } from '../../lib/http-errors';
import { peekAccountToken } from './account-tokens';
import { hashSessionToken } from './session-token';

export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const CURRENT_PASSWORD_MISSING = 'Please enter your current password.';
export const NEW_PASSWORD_MISSING = 'Please enter a new password.';
export const SAME_PASSWORD = 'Your new password must be different from your current one.';

/**
 * True when a verification link that could not be used (spent, expired) needs no new one: the
 * address it was sent to is the account's address and is verified, or the browser opening it holds
 * the session of a member whose address is verified. Reveals nothing the link's holder cannot
 * learn by signing in: the link itself proves the mailbox.
 */
export async function linkAddressAlreadyVerified(
  db: Database,
  token: string,
  holderUserId: number | null,
): Promise<boolean> {
  if (holderUserId !== null) {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, holderUserId), isNotNull(users.emailVerifiedAt)));
    if (holder) return true;
  }
  if (!token || token.length > 100) return false;
  const [owner] = await db
    .select({ id: users.id })
    .from(accountTokens)
    .innerJoin(users, and(eq(users.id, accountTokens.userId), eq(users.email, accountTokens.email)))
    .where(
      and(
        eq(accountTokens.tokenHash, hashSessionToken(token)),
        eq(accountTokens.purpose, 'verify_email'),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return owner !== undefined;
}

/** Whether a reset link is still usable (unknown, spent and expired ones are not), without using it up. */
export async function resetLinkUsable(db: Database, token: string): Promise<boolean> {
  return (await peekAccountToken(db, 'reset_password', token)) !== null;
}

/**
 * The checks of a password change that need no stored data, so they answer before the password
 * hash is checked. Throws 400 `validation_error` naming the missing field, or refusing the current
 * password as the new one (compared as typed: when `current` is wrong the change fails anyway).
 */
export function checkPasswordChangeInput(current: string, next: string): void {
  if (!current) throw badRequest(CURRENT_PASSWORD_MISSING, 'validation_error');
  if (!next) throw badRequest(NEW_PASSWORD_MISSING, 'validation_error');
  if (next === current) throw badRequest(SAME_PASSWORD, 'validation_error');
}
