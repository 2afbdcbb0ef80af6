/**
 * Password reset by e-mail link (spec 000 §7): asking for a link (the same answer whether or not
 * the address has an account, limited per address and per IP) and setting a new password from one
 * (single use, 1 h), which ends every session of the account. A reset link proves the mailbox as a
 * verification link does, so on a never-verified address it also verifies it, clears credentials
 * someone else may have set up and grants the address's env role.
 */
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../lib/http-errors';
import { accountSubject, addressSubject } from '../../plugins/rate-limits';
import { issueAccountToken, peekAccountToken, useAccountToken } from './account-tokens';
import { publicBaseUrl, resetEmail } from './account-emails';
import { invalidateTokensOfUser } from './account-tokens.repository';
import { RESET_REQUEST_LIMIT, takeAttempt } from './attempts';
import * as repo from './auth.repository';
import { INVALID_LINK, sendInBackground, type AccountDeps } from './auth.service';
import { checkNewPassword, staffFloorApplies } from './password-checks.service';
import { hashPassword } from './passwords';
import { grantEnvRoleOnVerification } from './roles.service';
import { deleteSessionsOfUser } from './sessions.repository';

/**
 * Starts a password reset: the same answer whether or not the address has an account; limited to
 * 5 requests per 30 minutes per address and per IP.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  rawEmail: string,
  ip: string,
): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) throw badRequest('Please enter your email address.', 'validation_error');
  // Counted before anything is looked up or sent; keys hold a hash of the address, never the address.
  await takeAttempt(
    deps.db,
    [`account:${accountSubject(email)}`, `ip:${addressSubject(ip)}`],
    RESET_REQUEST_LIMIT,
  );
  const user = await repo.findUserWithPasswordByEmail(deps.db, email);
  if (!user) return;
  const token = await issueAccountToken(deps.db, user.id, email, 'reset_password');
  sendInBackground(deps, resetEmail(publicBaseUrl(deps.config), email, token, user.locale));
}

/**
 * Sets a new password from a reset link (single use, 1 h) and ends every session of the account.
 * A reset link proves the mailbox as a verification link does: on an address never verified it
 * also verifies it and removes two-factor someone else may have enrolled, then
 * grants the address's env role (no session survives to carry it).
 */
export async function resetPassword(
  deps: AccountDeps,
  token: string,
  newPassword: string,
): Promise<repo.UserRow> {
  // A refused new password does not spend the link: check it first, then use the token once.
  const live = await peekAccountToken(deps.db, 'reset_password', token);
  const user = live ? await repo.findUserWithPasswordById(deps.db, live.userId) : null;
  if (!user) throw badRequest(INVALID_LINK, 'invalid_token');
  checkNewPassword(
    newPassword,
    [user.email, user.displayName],
    staffFloorApplies(deps.config, user),
  );
  const used = await useAccountToken(deps.db, 'reset_password', token);
  if (!used) throw badRequest(INVALID_LINK, 'invalid_token');
  const now = new Date();
  const hashed = await hashPassword(deps.config, newPassword);
  const verifiedNow = await inTransaction(deps.db, async (db) => {
    const first = await repo.setEmailVerified(db, user.id, used.email, now, true);
    if (first) await repo.clearCredentials(db, user.id, now);
    await repo.updatePassword(db, user.id, hashed);
    await deleteSessionsOfUser(db, user.id);
    await invalidateTokensOfUser(db, user.id, 'reset_password', now);
    return first;
  });
  const { password: _p, totpSecret: _s, totpLastStep: _l, ...row } = user;
  if (!verifiedNow) return row;
  const role = await grantEnvRoleOnVerification(deps.db, deps.config, verifiedNow, deps.log, {
    keepSessions: true,
  });
  return { ...verifiedNow, role };
}
