/**
 * Account-security routes: e-mail verification, forgotten and changed passwords, and the
 * member's list of sessions. Failures answer `{ error, message }` like every route (plugins/errors.ts).
 */
import type { App } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { clearSessionCookie } from './session-plugin';
import * as repo from './sessions.repository';
import {
  ALREADY_VERIFIED,
  checkPasswordChangeInput,
  linkAddressAlreadyVerified,
  resetLinkUsable,
} from './account-links';
import { INVALID_LINK, type AccountDeps } from './auth.service';
import { resendVerification, verifyEmail } from './email-verification.service';
import { changePassword } from './password-checks.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { rotateSession } from './session-user';
import { recordAuditEvent } from '../audit-log/index';
import { describeDevice, publicSessionId } from './sessions.service';

/** The verify page's words after an account was taken back for the mailbox owner (decision 023). */
export const TAKEN_BACK_MESSAGE =
  'Your email address is confirmed. We sent it a link to choose your password.';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this address, we sent a link to reset its password.';

/** The sign-in routes' rate limit (AUTH_RATE_LIMIT_*): at most `max` requests per `timeWindow` ms. */

/**
 * Registers the account-security routes: e-mail verification, passwords, and the member's sessions
 * (their limits are in common/api-definitions/auth-account.ts).
 */
export async function accountRoutes(app: App, deps: AccountDeps) {
  emailVerificationRoutes(app, deps);
  passwordRoutes(app, deps);
  sessionListRoutes(app, deps);
}

/** Confirming the address with the e-mailed link, and asking for a new link. */
function emailVerificationRoutes(app: App, deps: AccountDeps) {
  const { db } = deps;

  registerRoute(app, 'postAuthVerifyEmail', async (request, reply) => {
    let verified;
    try {
      verified = await verifyEmail(deps, request.body.token, request.user?.id ?? null);
    } catch (err) {
      // A spent link of an address already verified needs no new one: say so.
      if (
        err instanceof HttpError &&
        err.code === 'invalid_token' &&
        (await linkAddressAlreadyVerified(db, request.body.token, request.user?.id ?? null))
      )
        return {
          success: true,
          emailVerified: true,
          alreadyVerified: true,
          message: ALREADY_VERIFIED,
        };
      throw err;
    }
    const { user, takenBack } = verified;
    // Verified in the browser that holds this account's session: a new session id (and role).
    // Taken back for the mailbox owner: this browser gets no session; a reset link was e-mailed.
    if (!takenBack && request.user?.id === user.id) await rotateSession(deps, request, reply, user);
    if (takenBack) return { success: true, emailVerified: true, message: TAKEN_BACK_MESSAGE };
    return { success: true, emailVerified: true };
  });

  registerRoute(app, 'postAuthVerifyEmailResend', async (request) => {
    await resendVerification(deps, request.user!);
    return { success: true };
  });
}

/** A forgotten password (e-mailed link, its check and its use) and a changed one. */
function passwordRoutes(app: App, deps: AccountDeps) {
  const { db } = deps;

  registerRoute(app, 'postAuthForgotPassword', async (request) => {
    await requestPasswordReset(deps, request.body.email, request.ip);
    return { success: true, message: RESET_REQUESTED_MESSAGE };
  });

  registerRoute(app, 'postAuthResetPassword', async (request, reply) => {
    const owner = await resetPassword(deps, request.body.token, request.body.password);
    // The owner proved the mailbox: they are the actor.
    await recordAuditEvent(db, { actorId: owner.id, ip: request.ip }, 'password_reset', owner.id);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  registerRoute(app, 'postAuthResetPasswordCheck', async (request) => {
    if (!(await resetLinkUsable(db, request.body.token)))
      throw badRequest(INVALID_LINK, 'invalid_token');
    return { success: true };
  });

  registerRoute(app, 'postAuthChangePassword', async (request, reply) => {
    const user = request.user!;
    checkPasswordChangeInput(request.body.currentPassword, request.body.newPassword);
    await changePassword(deps, user.id, request.body.currentPassword, request.body.newPassword);
    const newHash = await rotateSession(deps, request, reply, user, {
      mfaPassed: !!request.authSession?.mfaPassedAt,
    });
    const signedOut = request.body.signOutOthers
      ? await repo.deleteSessionsOfUser(db, user.id, newHash)
      : 0;
    return { success: true, signedOut };
  });
}

/** The member's signed-in sessions: the list, ending one, and ending all the others. */
function sessionListRoutes(app: App, deps: AccountDeps) {
  const { db } = deps;

  registerRoute(app, 'getAuthSessions', async (request) => {
    const rows = await repo.listSessionsOfUser(db, request.user!.id);
    return {
      sessions: rows.map((s) => ({
        id: publicSessionId(s.tokenHash),
        device: describeDevice(s.userAgent),
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.tokenHash === request.sessionTokenHash,
      })),
    };
  });

  registerRoute(app, 'deleteAuthSession', async (request, reply) => {
    const rows = await repo.listSessionsOfUser(db, request.user!.id);
    const target = rows.find((s) => publicSessionId(s.tokenHash) === request.params.id);
    if (!target) throw notFound('No such session.');
    await repo.deleteSession(db, target.tokenHash);
    if (target.tokenHash === request.sessionTokenHash) clearSessionCookie(request, reply);
    return { success: true };
  });

  registerRoute(app, 'postAuthSessionsSignOutOthers', async (request) => {
    const signedOut = await repo.deleteSessionsOfUser(
      db,
      request.user!.id,
      request.sessionTokenHash!,
    );
    return { success: true, signedOut };
  });
}
