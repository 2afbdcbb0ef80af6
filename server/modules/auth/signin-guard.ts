/**
 * Sign-in limits with a way out (decision 023; GitLab's and OWASP's model,
 * docs/decisions/023): failures are counted before the password check, one atomic step each, and
 *
 * - per address + account with exponential back-off: a fifth of SIGNIN_FAILURES_MAX free, then each
 *   further try waits 30 s, 1 min, 2 min … up to 1 h after the one before (slows, then stops the
 *   guesser where it stands);
 * - per account across addresses: SIGNIN_FAILURES_MAX per hour (a distributed guess); crossing it
 *   e-mails the owner an unlock link;
 * - from a known device (a cookie set at a successful sign-in, signed with a key only the server
 *   holds) neither applies: the owner's own browser counts its failures on its own, so a guesser
 *   elsewhere cannot lock the owner out.
 *
 * A success clears what it was counted under. The device cookie and the unlock link are HMACs keyed
 * by the account's password hash: no table, no server secret to configure, and both die when the
 * password changes (a reset after a takeover ends the squatter's device cookies too).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BackoffRule, ExactLimitStore } from '../../lib/limit-store';
import { API_PREFIX } from '../../lib/route-table';
import { accountSubject, addressSubject, rateLimited } from '../../plugins/rate-limits';
import { publicBaseUrl } from './account-emails';
import { findUserWithPasswordByEmail, findUserWithPasswordById } from './auth.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The known-device cookie: `<user id>.<issued ms>.<HMAC>`, 180 days, only sent to /api/auth. */
export const DEVICE_COOKIE = 'hearsay_device';
export const DEVICE_COOKIE_DAYS = 180;
/** How long an unlock link works. */
export const UNLOCK_LINK_TTL_MS = HOUR;

/** Per address + account back-off (see the module comment); `free` comes from SIGNIN_FAILURES_MAX. */
export function pairBackoff(config: Pick<Config, 'SIGNIN_FAILURES_MAX'>): BackoffRule {
  return {
    free: Math.max(1, Math.ceil(config.SIGNIN_FAILURES_MAX / 5)),
    baseMs: 30_000,
    maxMs: HOUR,
    forgetMs: DAY,
  };
}

const mac = (phc: string, purpose: string, payload: string) =>
  createHmac('sha256', phc).update(`${purpose}:${payload}`).digest('base64url');

function macMatches(phc: string, purpose: string, payload: string, given: string): boolean {
  const expected = Buffer.from(mac(phc, purpose, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A known-device cookie value for user `userId` whose password hash is `phc`. */
export function deviceToken(userId: number, phc: string, now = Date.now()): string {
  return `${userId}.${now}.${mac(phc, 'device', `${userId}.${now}`)}`;
}

/** True when `token` is a live device cookie of user `userId` with password hash `phc`. */
export function isDeviceToken(
  token: string | undefined,
  userId: number,
  phc: string,
  now = Date.now(),
): boolean {
  const m = /^(\d+)\.(\d+)\.([\w-]{43})$/.exec(token ?? '');
  if (!m || Number(m[1]) !== userId || now - Number(m[2]) > DEVICE_COOKIE_DAYS * DAY) return false;
  return macMatches(phc, 'device', `${m[1]}.${m[2]}`, m[3]!);
}

/** An unlock link's token for user `userId` (works UNLOCK_LINK_TTL_MS). */
export function unlockToken(userId: number, phc: string, now = Date.now()): string {
  const expires = now + UNLOCK_LINK_TTL_MS;
  return `${userId}.${expires}.${mac(phc, 'unlock', `${userId}.${expires}`)}`;
}

/** The user id an unlock token is for, when it is live and its signature matches; else null. */
export async function checkUnlockToken(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<number | null> {
  const m = /^(\d+)\.(\d+)\.([\w-]{43})$/.exec(token);
  if (!m || Number(m[2]) < now || Number(m[1]) > 2_147_483_647) return null;
  const user = await findUserWithPasswordById(db, Number(m[1]));
  return user && macMatches(user.password, 'unlock', `${m[1]}.${m[2]}`, m[3]!) ? user.id : null;
}

/** Sets the known-device cookie for `userId` (after a successful sign-in or an unlock link). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  phc: string,
): void {
  reply.setCookie(DEVICE_COOKIE, deviceToken(userId, phc), {
    httpOnly: true,
    sameSite: 'lax',
    // Sent only to the auth routes (/api/auth/…), which are the ones that read it.
    path: `${API_PREFIX}auth`,
    secure: request.server.sessionCookie.secure || request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}

/** The counter keys of one sign-in attempt. */
const accountKey = (email: string) => `signin-failures:${accountSubject(email)}`;
const pairKey = (ip: string, email: string) =>
  `signin-pair:${addressSubject(ip)}:${accountSubject(email)}`;
const deviceKey = (token: string) =>
  `signin-device:${createHmac('sha256', 'device-key').update(token).digest('hex').slice(0, 32)}`;

export interface SignInAdmission {
  /** Clears what the attempt was counted under (call after the password matched). */
  succeeded(): Promise<void>;
}

export interface GuardDeps {
  db: Database;
  config: Pick<Config, 'SIGNIN_FAILURES_MAX' | 'PUBLIC_URL' | 'PORT'>;
  store: ExactLimitStore;
  /** Sends the unlock e-mail to the owner of `email` (in the background). */
  sendUnlock: (to: string, link: string, locale: string | null) => void;
}

/**
 * Counts one sign-in attempt for `email` before its password is checked, or throws 429 with
 * Retry-After. Call after the body is validated.
 */
export async function admitSignIn(
  deps: GuardDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  rawEmail: string,
): Promise<SignInAdmission> {
  const email = rawEmail.trim().toLowerCase();
  // An empty address is refused by the form's rule before any check: nothing to count.
  if (!email) return { succeeded: async () => {} };
  const max = deps.config.SIGNIN_FAILURES_MAX;
  const device = request.cookies[DEVICE_COOKIE];
  if (device) {
    const owner = await findUserWithPasswordByEmail(deps.db, email);
    if (owner && isDeviceToken(device, owner.id, owner.password)) {
      const key = deviceKey(device);
      const count = await deps.store.hit(key, HOUR);
      if (count.hits > max)
        throw rateLimited(reply, count.resetInMs, 'Too many failed sign-ins on this device.');
      return { succeeded: () => deps.store.reset(key) };
    }
  }
  const pair = await deps.store.backoff(pairKey(request.ip, email), pairBackoff(deps.config));
  if (!pair.allowed) {
    request.log.warn({ event: 'signin_backoff' }, 'sign-in back-off for an address and account');
    throw rateLimited(reply, pair.retryInMs, 'Too many failed sign-ins for this account.');
  }
  const account = await deps.store.hit(accountKey(email), HOUR);
  if (account.hits > max) {
    request.log.warn(
      { event: 'signin_account_limited' },
      'sign-in failures limit reached for an account',
    );
    // The first refusal of a window tells the owner, with a way in that the guesser cannot use.
    if (account.hits === max + 1) {
      const owner = await findUserWithPasswordByEmail(deps.db, email);
      if (owner)
        deps.sendUnlock(
          owner.email,
          `${publicBaseUrl(deps.config)}/api/auth/unlock?token=${unlockToken(owner.id, owner.password)}`,
          owner.locale,
        );
    }
    throw rateLimited(reply, account.resetInMs, 'Too many failed sign-ins for this account.');
  }
  return {
    succeeded: async () => {
      await deps.store.reset(pairKey(request.ip, email));
      await deps.store.reset(accountKey(email));
    },
  };
}

/** Ends the account-wide sign-in lock of `email` (unlock link, staff). */
export async function clearSignInLock(store: ExactLimitStore, email: string): Promise<void> {
  await store.reset(accountKey(email));
}

/** True when `token` is a live known-device cookie of the account with address `rawEmail`. */
export async function isKnownDevice(
  db: Database,
  rawEmail: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const owner = await findUserWithPasswordByEmail(db, rawEmail.trim().toLowerCase());
  return !!owner && isDeviceToken(token, owner.id, owner.password);
}
