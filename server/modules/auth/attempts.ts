/**
 * Limits counted in the database per account or per address: they hold across IPs,
 * processes and restarts, unlike the per-IP limiter in front of the routes. Each attempt is one
 * atomic upsert of `rate_limit_counters` that adds the hit and returns the count, and the decision
 * is taken on that count before the work: of any number of parallel attempts, at
 * most `max` per window pass. (They were counted in `auth_attempts` with a count, then an insert:
 * parallel requests all read the same count and all passed.)
 */
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { DatabaseLimitStore } from '../../lib/limit-store';
import { waitText } from '../../plugins/rate-limits';

export interface AttemptLimit {
  /** Counter name in `rate_limit_counters` (keys are `attempt:<name>:<subject>`). */
  name: string;
  max: number;
  windowMs: number;
}

const stores = new WeakMap<Database, DatabaseLimitStore>();
function storeOf(db: Database): DatabaseLimitStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new DatabaseLimitStore(db)));
  return store;
}

/** The counter key of `subject` under `limit`. */
const keyOf = (limit: AttemptLimit, subject: string) => `attempt:${limit.name}:${subject}`;

/**
 * Counts one attempt under each subject (atomically, one statement each) and throws 429
 * `rate_limited` when any count is over `limit.max`. Subjects are e.g. `user:7`, `email:a@b.co`,
 * `ip:192.0.2.1`. A refused attempt still counts, so hammering does not shorten the wait.
 */
export async function takeAttempt(
  db: Database,
  subjects: string[],
  limit: AttemptLimit,
): Promise<void> {
  for (const subject of subjects) {
    const count = await storeOf(db).hit(keyOf(limit, subject), limit.windowMs);
    if (count.hits > limit.max) {
      throw new HttpError(
        429,
        'rate_limited',
        `Too many attempts. Please try again in ${waitText(count.resetInMs)}.`,
      );
    }
  }
}

/** Gives back one attempt (it succeeded): successes do not use up a failures budget. */
export async function giveBackAttempt(
  db: Database,
  subjects: string[],
  limit: AttemptLimit,
): Promise<void> {
  for (const subject of subjects) await storeOf(db).release(keyOf(limit, subject));
}

/** Forgets every attempt of `subject` (staff unlock, an unlock link). */
export async function clearAttemptsOf(
  db: Database,
  subject: string,
  limit: AttemptLimit,
): Promise<void> {
  await storeOf(db).reset(keyOf(limit, subject));
}

/** Password-reset requests: 5 per 30 minutes per address and per IP. */
export const RESET_REQUEST_LIMIT: AttemptLimit = { name: 'reset', max: 5, windowMs: 30 * 60_000 };
/** Verification e-mail resends: 3 per 15 minutes per account. */
export const VERIFY_RESEND_LIMIT: AttemptLimit = {
  name: 'verify-resend',
  max: 3,
  windowMs: 15 * 60_000,
};
/** Two-factor code tries: 5 failures per 15 minutes per account (a success gives its try back). */
export const TOTP_LIMIT: AttemptLimit = { name: 'totp', max: 5, windowMs: 15 * 60_000 };
/**
 * Password confirmations of a signed-in member (change password, delete account, turn two-factor
 * off): 10 failures per hour per account, so a stolen session cookie cannot guess the password at
 * the write limit's 60 a minute. A success gives its try back.
 */
export const PASSWORD_CHECK_LIMIT: AttemptLimit = {
  name: 'password-check',
  max: 10,
  windowMs: 60 * 60_000,
};
