/** Two-factor routes: set-up with a QR code, enable with a first code, verify, disable. */
import type { App } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { HttpError, forbidden } from '../../lib/http-errors';
import { isStaffRole } from '../../../common/constants';
import { findUserWithPasswordById } from './auth.repository';
import type { AccountDeps } from './auth.service';
import { checkOwnPassword } from './password-checks.service';
import { rotateSession, toSessionUser } from './session-user';
import { auditSourceOf, recordAuditEvent } from '../audit-log/index';
import { disableTotp, enableTotp, startTotpSetup, verifySecondFactor } from './mfa.service';

export async function mfaRoutes(app: App, deps: AccountDeps) {
  const { db } = deps;

  registerRoute(app, 'postAuthTwoFactorSetup', async (request) =>
    startTotpSetup(db, request.user!.id),
  );

  registerRoute(app, 'postAuthTwoFactorEnable', async (request, reply) => {
    const recoveryCodes = await enableTotp(db, request.user!.id, request.body.code);
    await recordAuditEvent(db, auditSourceOf(request), 'mfa_enabled', request.user!.id);
    const user = { ...request.user!, totpEnabledAt: new Date() };
    await rotateSession(deps, request, reply, user, { mfaPassed: true });
    return { recoveryCodes, user: await toSessionUser(db, user, { mfaPassed: true }) };
  });

  registerRoute(app, 'postAuthTwoFactorVerify', async (request, reply) => {
    const source = auditSourceOf(request);
    const method = await verifySecondFactor(db, request.user!.id, request.body.code).catch(
      async (err: unknown) => {
        // A wrong code is audited like a failed sign-in; a 429 is not a check.
        if (err instanceof HttpError && err.code === 'invalid_code')
          await recordAuditEvent(db, source, 'mfa_failed', request.user!.id, {
            method: 'totp',
            reason: 'invalid_code',
          });
        throw err;
      },
    );
    await recordAuditEvent(db, source, 'mfa_passed', request.user!.id, { method });
    await rotateSession(deps, request, reply, request.user!, { mfaPassed: true });
    return {
      success: true,
      method,
      user: await toSessionUser(db, request.user!, { mfaPassed: true }),
    };
  });

  registerRoute(app, 'postAuthTwoFactorDisable', async (request) => {
    // Staff keep a second factor (decision 011); a security key counts as one (decision 039).
    if (isStaffRole(request.user!.role) && !request.user!.hasSecurityKey)
      throw forbidden('Staff and admin accounts must keep two-factor authentication on.');
    const row = await findUserWithPasswordById(db, request.user!.id);
    await checkOwnPassword(db, request.user!.id, row?.password ?? null, request.body.password);
    await disableTotp(db, request.user!.id);
    await recordAuditEvent(db, auditSourceOf(request), 'mfa_disabled', request.user!.id);
    return { success: true };
  });
}
