/**
 * Security-key routes (WebAuthn, docs/decisions/039): list, register (options,
 * verify), remove, and the second-factor step (options, verify). A session that passes a key has
 * passed two-factor exactly as with a TOTP code: staff screens and the app open to it.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { App } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { isStaffRole } from '../../../common/constants';
import { mfaRequired } from '../../plugins/access';
import { auditSourceOf, recordAuditEvent } from '../audit-log/index';
import { findUserWithPasswordById } from './auth.repository';
import type { AccountDeps } from './auth.service';
import { checkOwnPassword } from './password-checks.service';
import { rotateSession, toSessionUser } from './session-user';
import {
  MAX_SECURITY_KEYS,
  listSecurityKeys,
  registerSecurityKey,
  registrationOptions,
  relyingPartyOf,
  removeSecurityKey,
  type WebAuthnDeps,
} from './webauthn.service';
import { authenticateWithSecurityKey, authenticationOptions } from './webauthn-signin.service';
import { listKeysOf } from './webauthn.repository';

/** The signed-in user and session token hash of a member route (the access hook ran). */
function sessionOf(request: FastifyRequest) {
  if (!request.user || !request.sessionTokenHash) throw unauthorized();
  return { user: request.user, tokenHash: request.sessionTokenHash };
}

/**
 * Managing keys needs a session that passed two-factor when the account has one: otherwise a
 * password alone could add its own key and pass the second factor with it. (The /api/auth routes
 * are exempt from the access hook's two-factor gate, so this is checked here.)
 */
function assertSecondFactorPassed(request: FastifyRequest): void {
  const user = request.user!;
  if ((user.totpEnabledAt || user.hasSecurityKey) && !request.authSession?.mfaPassedAt)
    throw mfaRequired(true);
}

/** Registers the security-key routes; the relying party comes from `account.config`. */
export async function webauthnRoutes(app: App, account: AccountDeps) {
  const deps: WebAuthnDeps = { db: account.db, rp: relyingPartyOf(account.config), log: app.log };
  keyListRoutes(app, account);
  keyRegistrationRoutes(app, account, deps);
  keyAuthenticationRoutes(app, account, deps);
}

/** The member's keys: the list, and removing one with the password. */
function keyListRoutes(app: App, account: AccountDeps) {
  const { db } = account;

  registerRoute(app, 'getAuthWebauthnKeys', async (request) => {
    assertSecondFactorPassed(request);
    return { keys: await listSecurityKeys(db, request.user!.id), max: MAX_SECURITY_KEYS };
  });

  registerRoute(app, 'deleteAuthWebauthnKey', async (request) => {
    const { user } = sessionOf(request);
    const row = await findUserWithPasswordById(db, user.id);
    await checkOwnPassword(db, user.id, row?.password ?? null, request.body.password);
    // Staff keep a second factor (decision 011): the last key goes only when TOTP is on.
    if (isStaffRole(user.role) && !row?.totpEnabledAt) {
      const keys = await listKeysOf(db, user.id);
      if (keys.length === 1 && keys[0]!.id === request.params.id)
        throw new HttpError(
          403,
          'last_second_factor',
          'Staff and admin accounts must keep two-factor authentication on: set up an authenticator app or add another key first.',
        );
    }
    const removed = await removeSecurityKey(db, user.id, request.params.id);
    await recordAuditEvent(db, auditSourceOf(request), 'security_key_removed', user.id, {
      keyId: request.params.id,
      nickname: removed.nickname,
    });
    return { success: true };
  });
}

/** Adding a key: the creation options, then the browser's attestation (a WebAuthn ceremony). */
function keyRegistrationRoutes(app: App, account: AccountDeps, deps: WebAuthnDeps) {
  const { db } = deps;

  registerRoute(app, 'postAuthWebauthnRegisterOptions', async (request) => {
    assertSecondFactorPassed(request);
    const { user, tokenHash } = sessionOf(request);
    // Spread: the library's interface has no index signature; the answer schema passes it whole.
    return { options: { ...(await registrationOptions(deps, user, tokenHash)) } };
  });

  registerRoute(app, 'postAuthWebauthnRegisterVerify', async (request, reply) => {
    assertSecondFactorPassed(request);
    const { user, tokenHash } = sessionOf(request);
    const key = await registerSecurityKey(deps, user.id, tokenHash, {
      nickname: request.body.nickname,
      response: request.body.response as RegistrationResponseJSON,
    });
    await recordAuditEvent(db, auditSourceOf(request), 'security_key_added', user.id, {
      keyId: key.id,
      nickname: key.nickname,
    });
    // Like turning TOTP on: a new session id that has passed two-factor (it proved the key).
    const updated = { ...user, hasSecurityKey: true };
    await rotateSession(account, request, reply, updated, { mfaPassed: true });
    return { key, user: await toSessionUser(db, updated, { mfaPassed: true }) };
  });
}

/** The second-factor step with a key: the request options, then the browser's assertion. */
function keyAuthenticationRoutes(app: App, account: AccountDeps, deps: WebAuthnDeps) {
  const { db } = deps;

  registerRoute(app, 'postAuthWebauthnAuthenticateOptions', async (request) => {
    const { user, tokenHash } = sessionOf(request);
    return { options: { ...(await authenticationOptions(deps, user.id, tokenHash)) } };
  });

  registerRoute(app, 'postAuthWebauthnAuthenticateVerify', async (request, reply) => {
    const { user, tokenHash } = sessionOf(request);
    const key = await authenticateWithSecurityKey(
      deps,
      auditSourceOf(request),
      user.id,
      tokenHash,
      request.body.response as AuthenticationResponseJSON,
    );
    await recordAuditEvent(db, auditSourceOf(request), 'mfa_passed', user.id, {
      method: 'security_key',
      keyId: key.id,
    });
    await rotateSession(account, request, reply, user, { mfaPassed: true });
    return {
      success: true,
      method: 'security_key' as const,
      user: await toSessionUser(db, user, { mfaPassed: true }),
    };
  });
}
