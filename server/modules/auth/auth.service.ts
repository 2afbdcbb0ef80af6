/**
 * Sign-up and sign-in (spec 000 §5 and §7), and the shared pieces of the account flows:
 * their dependencies (`AccountDeps`), the invalid-link message and background e-mail sending.
 *
 * Registration answers the same for a new and an already registered address, in the same time:
 * both hash the password, pick a slug, take a user id and send one e-mail (a verification link, or
 * "someone tried to sign up" to the owner). Unknown e-mails and wrong passwords at sign-in get the
 * same answer and the same argon2 work. E-mail verification lives in email-verification.service.ts,
 * password resets in password-reset.service.ts, password rules and checks in
 * password-checks.service.ts, and role bootstrap in roles.service.ts.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  normalizeDisplayName,
  validateLogin,
  validateRegistration,
} from '../../../common/validation';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { assertNameNotConfusable } from './display-names';
import { handleBaseForSignUp, nextFreeSlug } from '../../lib/member-handles';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { EmailMessage, EmailSender } from '../../providers/email/index';
import { issueAccountToken } from './account-tokens';
import { publicBaseUrl, signUpAttemptEmail, verificationEmail } from './account-emails';
import * as repo from './auth.repository';
import { assertStrongPassword } from './password-checks.service';
import { dummyPasswordWork, hashPassword, needsRehash, verifyPassword } from './passwords';
import { createSession, sessionLimits } from './sessions.service';
import { newSessionToken } from './session-token';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

export interface AccountDeps {
  db: Database;
  config: Config;
  email: EmailSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Slugs held by a member or kept as a redirect that equal `base` or start with `base-`. */
export function slugsTakenLike(db: Database, base: string): Promise<string[]> {
  return repo.findSlugsLike(db, base);
}

/**
 * Sends without making the caller wait for (or fail on) the transport: the answer and its timing
 * must not depend on which e-mail went out. Failures are logged.
 */
export function sendInBackground(deps: AccountDeps, message: EmailMessage): void {
  deps.email
    .send(message)
    .catch((err: unknown) =>
      deps.log.error({ err, subject: message.subject }, 'e-mail could not be sent'),
    );
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
 * §5, then 400 for a common password, then 409 for a name confusable with another. New
 * accounts are members until their address is verified.
 *
 * For an address that already has an account the same statements run on a placeholder row in a
 * transaction that is rolled back (dummy work, like the dummy hash), so the answer, its id and its
 * time look like a new account's; the owner gets a "someone tried to sign up" e-mail instead.
 * `locale` is the sign-up page's language: the account's until the member chooses (decision 047).
 */
export async function register(
  deps: AccountDeps,
  input: { email: string; displayName: string; password: string },
  userAgent: string | null,
  locale: string | null = null,
): Promise<Registration> {
  const { db, config } = deps;
  const problem = validateRegistration(input);
  if (problem) throw badRequest(problem, 'validation_error');
  const email = input.email.trim().toLowerCase();
  const displayName = normalizeDisplayName(input.displayName);
  assertStrongPassword(input.password, [email, displayName]);
  await assertNameNotConfusable(db, displayName, { email });
  // Other scripts are transliterated; nothing readable gets drawn words (decision 045).
  const { base, choosable: handleChoosable } = handleBaseForSignUp(displayName);
  const password = await hashPassword(config, input.password);
  const baseUrl = publicBaseUrl(config);
  const fields = { displayName, password, role: 'member' as const, locale };

  const createWith = async (tx: Database, values: { email: string; slug: string }) => {
    const user = await repo.insertUser(tx, { ...values, ...fields, handleChoosable });
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
        await inTransaction(db, async (tx) => {
          const dummy = await createWith(tx, {
            email: `dummy-${newSessionToken()}@invalid.invalid`,
            slug,
          });
          throw new DummyRollback(dummy?.user.id ?? 0);
        });
      } catch (err) {
        if (!(err instanceof DummyRollback)) throw err;
        id = err.userId;
      }
      sendInBackground(deps, signUpAttemptEmail(baseUrl, email, existing.locale));
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
          locale,
        },
        session: {
          token: newSessionToken(),
          expiresAt: new Date(Date.now() + sessionLimits(config, 'member').absoluteMs),
        },
      };
    }
    const created = await inTransaction(db, (tx) => createWith(tx, { email, slug }));
    if (created) {
      const mail = verificationEmail(baseUrl, email, displayName, created.token, locale);
      sendInBackground(deps, mail);
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

/** The session-shaped user row of member `userId`, or null (other modules answering with a session user). */
export async function findSessionUserRow(
  db: Database,
  userId: number,
): Promise<repo.UserRow | null> {
  return repo.findUserRowById(db, userId);
}
