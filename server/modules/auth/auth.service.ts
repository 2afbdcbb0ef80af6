/**
 * Sign-up, sign-in, e-mail verification and password rules (spec 000 §5 and §7, issue 11).
 *
 * Registration answers the same for a new and an already registered address, in the same time:
 * both hash the password, pick a slug, take a user id and send one e-mail (a verification link, or
 * "someone tried to sign up" to the owner). Unknown e-mails and wrong passwords at sign-in get the
 * same answer and the same argon2 work. Roles from STAFF_EMAILS / ADMIN_EMAILS wait for verification.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { slugify } from '../../../common/text';
import {
  normalizeDisplayName,
  validateLogin,
  validateRegistration,
} from '../../../common/validation';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { assertNameNotConfusable } from '../../lib/display-names';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { EmailMessage, EmailSender } from '../../providers/email/index';
import { issueAccountToken, peekAccountToken, useAccountToken } from './account-tokens';
import {
  publicBaseUrl,
  resetEmail,
  signUpAttemptEmail,
  takenBackEmail,
  verificationEmail,
} from './account-emails';
import {
  PASSWORD_CHECK_LIMIT,
  RESET_REQUEST_LIMIT,
  VERIFY_RESEND_LIMIT,
  giveBackAttempt,
  takeAttempt,
} from './attempts';
import { accountSubject, addressSubject } from '../../plugins/rate-limits';
import * as repo from './auth.repository';
import {
  dummyPasswordWork,
  hashPassword,
  needsRehash,
  passwordStrengthProblem,
  verifyPassword,
} from './passwords';
import { grantEnvRoleOnVerification, roleForEmail } from './roles.service';
import { createSession, sessionLimits } from './sessions.service';
import { newSessionToken } from './session-token';
import { invalidateTokensOfUser } from './account-tokens.repository';
import { deleteSessionsOfUser } from './sessions.repository';

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
  deps.email
    .send(message)
    .catch((err: unknown) =>
      deps.log.error({ err, subject: message.subject }, 'e-mail could not be sent'),
    );
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
  await assertNameNotConfusable(db, displayName, { email });
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
    // Sign-ups racing for one name all pick the same next free slug; after a collision, each
    // retry draws a random suffix so five attempts do not keep colliding (seen with 12 at once).
    const free = nextFreeSlug(base, await repo.findSlugsLike(db, base));
    const slug = attempt === 0 ? free : `${base}-${randomInt(1_000, 1_000_000)}`;
    if (existing) {
      let id = 0;
      try {
        await db.transaction(async (tx) => {
          const dummy = await createWith(tx as unknown as Database, {
            email: `dummy-${newSessionToken()}@invalid.invalid`,
            slug,
          });
          throw new DummyRollback(dummy?.user.id ?? 0);
        });
      } catch (err) {
        if (!(err instanceof DummyRollback)) throw err;
        id = err.userId;
      }
      sendInBackground(deps, signUpAttemptEmail(baseUrl, email));
      return {
        created: false,
        user: {
          id,
          displayName,
          slug,
          email,
          profilePicture: null,
          role: 'member',
          emailVerifiedAt: null,
          totpEnabledAt: null,
          hasSecurityKey: false,
        },
        session: {
          token: newSessionToken(),
          expiresAt: new Date(Date.now() + sessionLimits(config, 'member').absoluteMs),
        },
      };
    }
    const created = await db.transaction((tx) =>
      createWith(tx as unknown as Database, { email, slug }),
    );
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
export async function login(
  deps: Pick<AccountDeps, 'db' | 'config'>,
  input: { email: string; password: string },
): Promise<repo.UserRow> {
  const { db, config } = deps;
  const problem = validateLogin(input);
  if (problem) throw badRequest(problem, 'validation_error');
  const row = await repo.findUserWithPasswordByEmail(db, input.email.trim().toLowerCase());
  if (!row) {
    await dummyPasswordWork(config, input.password);
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(row.password, input.password)))
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  if (needsRehash(config, row.password))
    await repo.updatePassword(db, row.id, await hashPassword(config, input.password));
  const { password: _password, ...user } = row;
  return user;
}

/** Sends a fresh verification link to an unverified member (3 per 15 minutes). */
export async function resendVerification(deps: AccountDeps, user: repo.UserRow): Promise<void> {
  if (user.emailVerifiedAt)
    throw new HttpError(409, 'already_verified', 'Your email address is already verified.');
  await takeAttempt(deps.db, [`user:${user.id}`], VERIFY_RESEND_LIMIT);
  const token = await issueAccountToken(deps.db, user.id, user.email, 'verify_email');
  sendInBackground(
    deps,
    verificationEmail(publicBaseUrl(deps.config), user.email, user.displayName, token),
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
 * (issue 35 item 1: a squatter may have registered a STAFF_EMAILS address and enrolled two-factor).
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
  const first = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const user = await repo.setEmailFirstVerified(db, used.userId, used.email, now);
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
    sendInBackground(deps, takenBackEmail(publicBaseUrl(deps.config), result.user.email, reset));
  }
  // Sessions of the account were ended above (first verification) or predate nothing new: the
  // role goes with the next session; a re-verification never ends sessions.
  const role = await grantEnvRoleOnVerification(deps.db, deps.config, result.user, deps.log, {
    keepSessions: !!first,
  });
  return { ...result, user: { ...result.user, role } };
}

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
  sendInBackground(deps, resetEmail(publicBaseUrl(deps.config), email, token));
}

/**
 * Sets a new password from a reset link (single use, 1 h) and ends every session of the account.
 * A reset link proves the mailbox as a verification link does: on an address never verified it
 * also verifies it and removes two-factor someone else may have enrolled (issue 35 item 1), then
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
  const verifiedNow = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const first = await repo.setEmailFirstVerified(db, user.id, used.email, now);
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

/** Minimum password length of staff and admin accounts (NIST SP 800-63B; decision 023). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_TOO_SHORT = `Staff and admin passwords must be at least ${STAFF_PASSWORD_MIN} characters.`;

/** True when `user` holds a staff role or its address is listed for one (the role it will get). */
export function staffFloorApplies(
  config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>,
  user: { role: string; email: string },
): boolean {
  return user.role !== 'member' || roleForEmail(config, user.email) !== 'member';
}

/**
 * Spec 000 §5 length rule (6, its exact message), then for staff and admin accounts 12 characters,
 * then the common-password check. Throws 400 `validation_error`.
 */
export function checkNewPassword(password: string, userInputs: string[], staff = false): void {
  const problem = validateRegistration({ email: 'x@y.zz', displayName: 'Member', password });
  if (problem) throw badRequest(problem, 'validation_error');
  if (staff && password.length < STAFF_PASSWORD_MIN)
    throw badRequest(STAFF_PASSWORD_TOO_SHORT, 'validation_error');
  assertStrongPassword(password, userInputs);
}

/**
 * Checks a signed-in member's password (`phc` is their stored hash) under PASSWORD_CHECK_LIMIT: the
 * try is counted before argon2 runs and given back when it matches. Throws 429, or 400
 * `wrong_password` with WRONG_CURRENT_PASSWORD.
 */
export async function checkOwnPassword(
  db: Database,
  userId: number,
  phc: string | null,
  password: string,
): Promise<void> {
  await takeAttempt(db, [`user:${userId}`], PASSWORD_CHECK_LIMIT);
  if (!phc || !(await verifyPassword(phc, password)))
    throw badRequest(WRONG_CURRENT_PASSWORD, 'wrong_password');
  await giveBackAttempt(db, [`user:${userId}`], PASSWORD_CHECK_LIMIT);
}

/** Changes the password after checking the current one; 400 `wrong_password` when it does not match. */
export async function changePassword(
  deps: Pick<AccountDeps, 'db' | 'config'>,
  userId: number,
  current: string,
  next: string,
): Promise<void> {
  const user = await repo.findUserWithPasswordById(deps.db, userId);
  await checkOwnPassword(deps.db, userId, user?.password ?? null, current);
  checkNewPassword(next, [user!.email, user!.displayName], staffFloorApplies(deps.config, user!));
  await repo.updatePassword(deps.db, userId, await hashPassword(deps.config, next));
}

/**
 * Checks `password` against member `userId`'s current password (deleting an account, other
 * modules' confirmations), counted under PASSWORD_CHECK_LIMIT. Throws 429, or 400 `wrong_password`
 * with WRONG_CURRENT_PASSWORD when it does not match or the member is gone.
 */
export async function confirmPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<void> {
  const row = await repo.findUserWithPasswordById(db, userId);
  await checkOwnPassword(db, userId, row?.password ?? null, password);
}

/** The session-shaped user row of member `userId`, or null (other modules answering with a session user). */
export async function findSessionUserRow(
  db: Database,
  userId: number,
): Promise<repo.UserRow | null> {
  return repo.findUserRowById(db, userId);
}
