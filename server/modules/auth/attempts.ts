/**
 * Limits counted in the database per account or per address (issue 11): they hold across IPs,
 * processes and restarts, unlike the per-IP limiter in front of the routes.
 */
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { countAttempts, insertAttempt } from './auth.repository';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** Records one attempt under each key, or throws 429 when any key already reached `max` in the window. */
export async function takeAttempt(db: Database, keys: string[], limit: AttemptLimit, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  for (const key of keys) {
    if ((await countAttempts(db, key, since)) >= limit.max) {
      const minutes = Math.ceil(limit.windowMs / 60_000);
      throw new HttpError(429, 'rate_limited', `Too many attempts. Please try again in ${minutes} minutes.`);
    }
  }
  for (const key of keys) await insertAttempt(db, key, now);
}

/** Password-reset requests: 5 per 30 minutes per address and per IP. */
export const RESET_REQUEST_LIMIT: AttemptLimit = { max: 5, windowMs: 30 * 60_000 };
/** Verification e-mail resends: 3 per 15 minutes per account. */
export const VERIFY_RESEND_LIMIT: AttemptLimit = { max: 3, windowMs: 15 * 60_000 };
/** Two-factor code tries: 5 per 15 minutes per account. */
export const TOTP_LIMIT: AttemptLimit = { max: 5, windowMs: 15 * 60_000 };
