/**
 * Sign-up, sign-in and sign-out rules (spec 000 §5 and §7). Passwords are hashed with argon2id at
 * @node-rs/argon2's defaults (19 MiB, t=2, p=1: the OWASP minimum). Unknown emails and wrong
 * passwords get the same answer, and the same work, so neither the text nor the timing tells which.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Role } from '../../../common/constants';
import { slugify } from '../../../common/text';
import { validateLogin, validateRegistration } from '../../../common/validation';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../lib/http-errors';
import * as repo from './auth.repository';
import { hashSessionToken, newSessionToken } from './session-token';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both failures cost the same. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-but-the-same-work');
  return dummyHash;
}

/** The role an email gets from STAFF_EMAILS / ADMIN_EMAILS (admin wins), else member. */
export function roleForEmail(config: Pick<Config, 'STAFF_EMAILS' | 'ADMIN_EMAILS'>, email: string): Role {
  const normalized = email.trim().toLowerCase();
  if (config.ADMIN_EMAILS.includes(normalized)) return 'admin';
  if (config.STAFF_EMAILS.includes(normalized)) return 'staff';
  return 'member';
}

/** Picks `base`, else `base-2`, `base-3`, … that no user holds yet. */
export function nextFreeSlug(base: string, taken: string[]): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Creates a session row for `userId` and returns the raw token for the cookie. */
export async function createSession(db: Database, userId: number, days: number): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await repo.insertSession(db, hashSessionToken(token), userId, expiresAt);
  return { token, expiresAt };
}

/**
 * Registers a member. Throws 400 with the first failing rule of spec 000 §5, 409 when the email is
 * taken. The slug is derived from the display name and made unique with a numeric suffix.
 */
export async function register(
  db: Database,
  config: Config,
  input: { email: string; displayName: string; password: string },
): Promise<repo.UserRow> {
  const problem = validateRegistration(input);
  if (problem) throw badRequest(problem, 'validation_error');
  const email = input.email.trim().toLowerCase();
  const displayName = input.displayName.trim().replace(/\s+/g, ' ');
  if (await repo.findUserWithPasswordByEmail(db, email)) {
    throw conflict('An account with this email already exists.', 'email_taken');
  }
  const password = await hash(input.password);
  const base = slugify(displayName) || 'member';
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = nextFreeSlug(base, await repo.findSlugsLike(db, base));
    const user = await repo.insertUser(db, { email, displayName, slug, password, role: roleForEmail(config, email) });
    if (user) return user;
    if (await repo.findUserWithPasswordByEmail(db, email)) {
      throw conflict('An account with this email already exists.', 'email_taken');
    }
    // Otherwise another sign-up took the slug between our read and insert: pick again.
  }
  throw new HttpError(409, 'conflict', 'Could not create the account. Please try again.');
}

/** Checks credentials; throws 400 when a field is missing and 401 on any mismatch. */
export async function login(db: Database, input: { email: string; password: string }): Promise<repo.UserRow> {
  const problem = validateLogin(input);
  if (problem) throw badRequest(problem, 'validation_error');
  const row = await repo.findUserWithPasswordByEmail(db, input.email.trim().toLowerCase());
  const ok = row
    ? await verify(row.password, input.password).catch(() => false)
    : await verify(await getDummyHash(), input.password).then(() => false);
  if (!row || !ok) throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  const { password: _password, ...user } = row;
  return user;
}

/** Applies STAFF_EMAILS and ADMIN_EMAILS to existing accounts (at start-up). */
export async function applyRoleBootstrap(db: Database, config: Config): Promise<void> {
  for (const email of config.STAFF_EMAILS) await repo.setRoleByEmail(db, email, roleForEmail(config, email));
  for (const email of config.ADMIN_EMAILS) await repo.setRoleByEmail(db, email, 'admin');
}
