/**
 * Session lifetimes (OWASP Session Management Cheat Sheet, ASVS 5.0 V7.3): members 7 days
 * idle / 30 days absolute, staff and admins 30 minutes idle / 12 hours absolute (config). Activity
 * moves the idle window at most once a minute, so a busy member costs one write a minute, not one
 * per request.
 */
import { isStaffRole, type Role } from '../../../common/constants';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import * as repo from './sessions.repository';
import { hashSessionToken, newSessionToken } from './session-token';

export type SessionConfig = Pick<
  Config,
  | 'SESSION_MEMBER_IDLE_MINUTES'
  | 'SESSION_MEMBER_ABSOLUTE_MINUTES'
  | 'SESSION_STAFF_IDLE_MINUTES'
  | 'SESSION_STAFF_ABSOLUTE_MINUTES'
>;

/** Idle activity is written at most this often. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Idle and absolute limits in milliseconds for a role. */
export function sessionLimits(
  config: SessionConfig,
  role: Role,
): { idleMs: number; absoluteMs: number } {
  return isStaffRole(role)
    ? {
        idleMs: config.SESSION_STAFF_IDLE_MINUTES * 60_000,
        absoluteMs: config.SESSION_STAFF_ABSOLUTE_MINUTES * 60_000,
      }
    : {
        idleMs: config.SESSION_MEMBER_IDLE_MINUTES * 60_000,
        absoluteMs: config.SESSION_MEMBER_ABSOLUTE_MINUTES * 60_000,
      };
}

/** Whether a session is live at `now` under the limits of the owner's current role. */
export function isSessionLive(
  config: SessionConfig,
  role: Role,
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
): boolean {
  const { idleMs, absoluteMs } = sessionLimits(config, role);
  const t = now.getTime();
  return t - session.createdAt.getTime() < absoluteMs && t - session.lastSeenAt.getTime() < idleMs;
}

/** True when the last-seen time is old enough to be written again. */
export function shouldTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Creates a session row for a user and returns the raw token for the cookie. */
export async function createSession(
  db: Database,
  config: SessionConfig,
  user: { id: number; role: Role },
  userAgent: string | null,
  options: { mfaPassed?: boolean } = {},
): Promise<NewSession> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLimits(config, user.role).absoluteMs);
  await repo.insertSession(db, {
    tokenHash,
    userId: user.id,
    createdAt: now,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, 400) : null,
    mfaPassedAt: options.mfaPassed ? now : null,
  });
  return { token, tokenHash, expiresAt };
}

/** A short public id for a session (its hash hashed again), so the list never shows a usable value. */
export function publicSessionId(tokenHash: string): string {
  return hashSessionToken(tokenHash).slice(0, 24);
}

/** "Chrome on Linux"-style label from a User-Agent; place-free by design. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\//i.test(ua)
              ? 'curl'
              : 'Browser';
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return os ? `${browser} on ${os}` : browser;
}

/** How long audit events are kept (docs/decisions/034): a year covers an annual review. */
export const AUDIT_RETENTION_DAYS = 365;

/** Deletes expired sessions and tokens, and audit events older than AUDIT_RETENTION_DAYS (the periodic job). */
export async function purgeExpiredSessions(
  db: Database,
  config: SessionConfig,
  now = new Date(),
): Promise<void> {
  await repo.purgeExpired(db, now, {
    memberIdleMs: config.SESSION_MEMBER_IDLE_MINUTES * 60_000,
    staffIdleMs: config.SESSION_STAFF_IDLE_MINUTES * 60_000,
    auditMaxAgeMs: AUDIT_RETENTION_DAYS * 24 * 3_600_000,
  });
}
