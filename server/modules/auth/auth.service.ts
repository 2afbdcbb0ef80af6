/**
 * Sign-up, sign-in, e-mail verification and password rules (spec 000 §5 and §7, issue 11).
 *
 * Registration answers the same for a new and an already registered address, in the same time:
 * both hash the password, pick a slug, take a user id and send one e-mail (a verification link, or
 * "someone tried to sign up" to the owner). Unknown e-mails and wrong passwords at sign-in get the
 * same answer and the same argon2 work. Roles from STAFF_EMAILS / ADMIN_EMAILS wait for verification.
 */
import type { FastifyBaseLogger } from 'fastify';
import { slugify } from '../../../common/text';
import { normalizeDisplayName, validateLogin, validateRegistration } from '../../../common/validation';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { assertNameNotConfusable } from '../../lib/display-names';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { EmailMessage, EmailSender } from '../../providers/email/index';
import { issueAccountToken, peekAccountToken, useAccountToken } from './account-tokens';
import { publicBaseUrl, resetEmail, signUpAttemptEmail, verificationEmail } from './account-emails';
import { RESET_REQUEST_LIMIT, VERIFY_RESEND_LIMIT, takeAttempt } from './attempts';
import * as repo from './auth.repository';
import { dummyPasswordWork, hashPassword, needsRehash, passwordStrengthProblem, verifyPassword } from './passwords';
import { grantEnvRoleOnVerification } from './roles.service';
import { createSession, sessionLimits } from './sessions.service';
import { newSessionToken } from './session-token';

export { roleForEmail, applyRoleBootstrap } from './roles.service';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

export interface AccountDeps {
  db: Database;
  config: Config;
  email: EmailSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Picks `base`, else `base-2`, `base-3`, … that no user holds yet. */
export function nextFreeSlug(base: string, taken: string[]): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Sends without making the caller wait for (or fail on) the transport: the answer and its timing
 * must not depend on which e-mail went out. Failures are logged.
 */
function sendInBackground(deps: AccountDeps, message: EmailMessage): void {
  deps.email.send(message).catch((err: unknown) => deps.log.error({ err, subject: message.subject }, 'e-mail could not be sent'));
}

/** Throws 400 with the common-password message when `password` is guessable. */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  const problem = passwordStrengthProblem(password, userInputs);
  if (problem) throw badRequest(problem, 'validation_error');
}

export interface Registration {
  user: repo.UserRow;
  /** The session for the cookie; for an address that already had an account, a token that opens nothing. */
  session: { token: string; expiresAt: Date };
  /** False when the address already had an account. */
  created: boolean;
}

/** Thrown to roll back the dummy sign-up, carrying the id it took. */
class DummyRollback extends Error {
  constructor(readonly userId: number) {
    super('dummy sign-up rolled back');
  }
}

/**
 * Registers a member and opens their session. Throws 400 with the first failing rule of spec 000
 * §5, then 400 for a common password, then 409 for a name confusable with another (issue 32). New
 * accounts are members until their address is verified.
 *
 * For an address that already has an account the same statements run on a placeholder row in a
 * transaction that is rolled back (dummy work, like the dummy hash), so the answer, its id and its
 * time look like a new account's; the owner gets a "someone tried to sign up" e-mail instead.
 */
export async function register(
  deps: AccountDeps,
  input: { email: string; displayName: string; password: string },
  userAgent: string | null,
): Promise<Registration> {
  const { db, config } = deps;
  const problem = validateRegistration(input);
  if (problem) throw badRequest(problem, 'validation_error');
  const email = input.email.trim().toLowerCase();
  const displayName = normalizeDisplayName(input.displayName);
  assertStrongPassword(input.password, [email, displayName]);
  await assertNameNotConfusable(db, displayName);
  const base = slugify(displayName) || 'member';
  const password = await hashPassword(config, input.password);
  const baseUrl = publicBaseUrl(config);

  const createWith = async (tx: Database, values: { email: string; slug: string }) => {
    const user = await repo.insertUser(tx, { ...values, displayName, password, role: 'member' });
    if (!user) return null;
    const token = await issueAccountToken(tx, user.id, values.email, 'verify_email');
    const session = await createSession(tx, config, user, userAgent);
    return { user, token, session };
  };

  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repo.findUserWithPasswordByEmail(db, email);
    const slug = nextFreeSlug(base, await repo.findSlugsLike(db, base));
    if (existing) {
      let id = 0;
      try {
        await db.transaction(async (tx) => {
          const dummy = await createWith(tx as unknown as Database, { email: `dummy-${newSessionToken()}@invalid.invalid`, slug });
          throw new DummyRollback(dummy?.user.id ?? 0);
        });
      } catch (err) {
        if (!(err instanceof DummyRollback)) throw err;
        id = err.userId;
      }
      sendInBackground(deps, signUpAttemptEmail(baseUrl, email));
      return {
        created: false,
        user: { id, displayName, slug, email, profilePicture: null, role: 'member', emailVerifiedAt: null, totpEnabledAt: null },
        session: { token: newSessionToken(), expiresAt: new Date(Date.now() + sessionLimits(config, 'member').absoluteMs) },
      };
    }
    const created = await db.transaction((tx) => createWith(tx as unknown as Database, { email, slug }));
    if (created) {
      sendInBackground(deps, verificationEmail(baseUrl, email, displayName, created.token));
      return { created: true, user: created.user, session: created.session };
    }
    // Another sign-up took the slug or the address between our read and insert: look again.
  }
  throw new HttpError(409, 'conflict', 'Could not create the account. Please try again.');
}

/**
 * Checks credentials; throws 400 when a field is missing and 401 on any mismatch. A hash made with
 * older argon2 parameters is replaced after a successful check.
 */
export async function login(deps: Pick<AccountDeps, 'db' | 'config'>, input: { email: string; password: string }): Promise<repo.UserRow> {
  const { db, config } = deps;
  const problem = validateLogin(input);
  if (problem) throw badRequest(problem, 'validation_error');
  const row = await repo.findUserWithPasswordByEmail(db, input.email.trim().toLowerCase());
  if (!row) {
    await dummyPasswordWork(config, input.password);
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(row.password, input.password))) throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  if (needsRehash(config, row.password)) await repo.updatePassword(db, row.id, await hashPassword(config, input.password));
  const { password: _password, ...user } = row;
  return user;
}

/** Sends a fresh verification link to an unverified member (3 per 15 minutes). */
export async function resendVerification(deps: AccountDeps, user: repo.UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw new HttpError(409, 'already_verified', 'Your email address is already verified.');
  await takeAttempt(deps.db, [`verify:user:${user.id}`], VERIFY_RESEND_LIMIT);
  const token = await issueAccountToken(deps.db, user.id, user.email, 'verify_email');
  sendInBackground(deps, verificationEmail(publicBaseUrl(deps.config), user.email, user.displayName, token));
}

/**
 * Verifies the address a token was sent to (single use, 24 h), then grants its env role if listed.
 * Returns the updated user; throws 400 `invalid_token` otherwise.
 */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<repo.UserRow> {
  const used = await useAccountToken(deps.db, 'verify_email', token);
  if (!used) throw badRequest(INVALID_LINK, 'invalid_token');
  const user = await repo.setEmailVerified(deps.db, used.userId, used.email, new Date());
  // The account's address changed since the link was sent: the link proves nothing now.
  if (!user) throw badRequest(INVALID_LINK, 'invalid_token');
  const role = await grantEnvRoleOnVerification(deps.db, deps.config, user, deps.log);
  return { ...user, role };
}

/**
 * Starts a password reset: the same answer whether or not the address has an account; limited to
 * 5 requests per 30 minutes per address and per IP.
 */
export async function requestPasswordReset(deps: AccountDeps, rawEmail: string, ip: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) throw badRequest('Please enter your email address.', 'validation_error');
  await takeAttempt(deps.db, [`reset:email:${email}`, `reset:ip:${ip}`], RESET_REQUEST_LIMIT);
  const user = await repo.findUserWithPasswordByEmail(deps.db, email);
  if (!user) return;
  const token = await issueAccountToken(deps.db, user.id, email, 'reset_password');
  sendInBackground(deps, resetEmail(publicBaseUrl(deps.config), email, token));
}

/** Sets a new password from a reset link (single use, 1 h) and ends every session of the account. */
export async function resetPassword(deps: AccountDeps, token: string, newPassword: string): Promise<repo.UserRow> {
  // A refused new password does not spend the link: check it first, then use the token once.
  const live = await peekAccountToken(deps.db, 'reset_password', token);
  const user = live ? await repo.findUserWithPasswordById(deps.db, live.userId) : null;
  if (!user) throw badRequest(INVALID_LINK, 'invalid_token');
  checkNewPassword(newPassword, [user.email, user.displayName]);
  if (!(await useAccountToken(deps.db, 'reset_password', token))) throw badRequest(INVALID_LINK, 'invalid_token');
  await deps.db.transaction(async (tx) => {
    await repo.updatePassword(tx as unknown as Database, user.id, await hashPassword(deps.config, newPassword));
    await repo.deleteSessionsOfUser(tx as unknown as Database, user.id);
    await repo.invalidateTokensOfUser(tx as unknown as Database, user.id, 'reset_password', new Date());
  });
  const { password: _p, totpSecret: _s, ...row } = user;
  return row;
}

/** Spec 000 §5 length rule, then the common-password check. */
export function checkNewPassword(password: string, userInputs: string[]): void {
  const problem = validateRegistration({ email: 'x@y.zz', displayName: 'Member', password });
  if (problem) throw badRequest(problem, 'validation_error');
  assertStrongPassword(password, userInputs);
}

/** Changes the password after checking the current one; 400 `wrong_password` when it does not match. */
export async function changePassword(deps: Pick<AccountDeps, 'db' | 'config'>, userId: number, current: string, next: string): Promise<void> {
  const user = await repo.findUserWithPasswordById(deps.db, userId);
  if (!user || !(await verifyPassword(user.password, current))) throw badRequest(WRONG_CURRENT_PASSWORD, 'wrong_password');
  checkNewPassword(next, [user.email, user.displayName]);
  await repo.updatePassword(deps.db, userId, await hashPassword(deps.config, next));
}

/**
 * Checks `password` against member `userId`'s current password (deleting an account, other
 * modules' confirmations). Throws 400 `wrong_password` with WRONG_CURRENT_PASSWORD when it does not
 * match or the member is gone.
 */
export async function confirmPassword(db: Database, userId: number, password: string): Promise<void> {
  const row = await repo.findUserWithPasswordById(db, userId);
  if (!row || !(await verifyPassword(row.password, password))) throw badRequest(WRONG_CURRENT_PASSWORD, 'wrong_password');
}

/** The session-shaped user row of member `userId`, or null (other modules answering with a session user). */
export async function findSessionUserRow(db: Database, userId: number): Promise<repo.UserRow | null> {
  return repo.findUserRowById(db, userId);
}
