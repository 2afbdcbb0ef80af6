/**
 * E-mail address verification (spec 000 §7): resending a verification link to an
 * unverified member, and using a link. The first verification of an address ends every session of
 * the account, and when opened from a browser without the account's session takes the account back
 * for the mailbox owner (credentials cleared, a reset link sent); then the address's env role from
 * STAFF_EMAILS / ADMIN_EMAILS is granted (roles.service.ts).
 */
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../lib/http-errors';
import { issueAccountToken, useAccountToken } from './account-tokens';
import { publicBaseUrl, takenBackEmail, verificationEmail } from './account-emails';
import { VERIFY_RESEND_LIMIT, takeAttempt } from './attempts';
import * as repo from './auth.repository';
import { INVALID_LINK, sendInBackground, type AccountDeps } from './auth.service';
import { grantEnvRoleOnVerification } from './roles.service';
import { deleteSessionsOfUser } from './sessions.repository';

/** Sends a fresh verification link to an unverified member (3 per 15 minutes). */
export async function resendVerification(deps: AccountDeps, user: repo.UserRow): Promise<void> {
  if (user.emailVerifiedAt)
    throw new HttpError(409, 'already_verified', 'Your email address is already verified.');
  await takeAttempt(deps.db, [`user:${user.id}`], VERIFY_RESEND_LIMIT);
  const token = await issueAccountToken(deps.db, user.id, user.email, 'verify_email');
  sendInBackground(
    deps,
    verificationEmail(publicBaseUrl(deps.config), user.email, user.displayName, token, user.locale),
  );
}

/** What a verification did: the updated user, and whether the account was taken back for its owner. */
export interface Verification {
  user: repo.UserRow;
  /** True when this was the address's first verification, from a browser without the account's session. */
  takenBack: boolean;
}

/**
 * Verifies the address a token was sent to (single use, 24 h), then grants its env role if listed.
 * `holderUserId` is the member whose session the verifying browser holds (null without one).
 *
 * The first verification of an address proves who owns the mailbox, not who made the account
 * (a squatter may have registered a STAFF_EMAILS address and enrolled two-factor).
 * So every session of the account ends; and when the link is opened from a browser that does not
 * hold the account's session, the account is taken back for the mailbox owner: password, two-factor
 * and recovery codes cleared, and a reset link sent to the address at once. An env role is therefore
 * only ever held by a session issued after the verification. Throws 400 `invalid_token`.
 */
export async function verifyEmail(
  deps: AccountDeps,
  token: string,
  holderUserId: number | null = null,
): Promise<Verification> {
  const used = await useAccountToken(deps.db, 'verify_email', token);
  if (!used) throw badRequest(INVALID_LINK, 'invalid_token');
  const now = new Date();
  const first = await inTransaction(deps.db, async (db) => {
    const user = await repo.setEmailVerified(db, used.userId, used.email, now, true);
    if (!user) return null;
    const takenBack = holderUserId !== user.id;
    if (takenBack) await repo.clearCredentials(db, user.id, now);
    else await deleteSessionsOfUser(db, user.id);
    return {
      user: takenBack ? { ...user, totpEnabledAt: null, hasSecurityKey: false } : user,
      takenBack,
    };
  });
  let result: Verification;
  if (first) {
    result = first;
  } else {
    const user = await repo.setEmailVerified(deps.db, used.userId, used.email, now);
    // The account's address changed since the link was sent: the link proves nothing now.
    if (!user) throw badRequest(INVALID_LINK, 'invalid_token');
    result = { user, takenBack: false };
  }
  if (result.takenBack) {
    deps.log.warn(
      { event: 'account_taken_back', userId: result.user.id },
      'first verification from another browser: credentials cleared, reset link sent',
    );
    const reset = await issueAccountToken(
      deps.db,
      result.user.id,
      result.user.email,
      'reset_password',
    );
    sendInBackground(
      deps,
      takenBackEmail(publicBaseUrl(deps.config), result.user.email, reset, result.user.locale),
    );
  }
  // Sessions of the account were ended above (first verification) or predate nothing new: the
  // role goes with the next session; a re-verification never ends sessions.
  const role = await grantEnvRoleOnVerification(deps.db, deps.config, result.user, deps.log, {
    keepSessions: !!first,
  });
  return { ...result, user: { ...result.user, role } };
}
