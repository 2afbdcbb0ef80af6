/**
 * Signing in with a security key (WebAuthn) as the second-factor step (
 * docs/decisions/039): the browser's options limited to the account's keys, then the check of its
 * signature over the session's challenge. Tries count under the TOTP budget (TOTP_LIMIT) before
 * the check and a success gives its try back; every refusal after the count is audited as
 * `mfa_failed`, and a signature counter that did not grow (a possibly copied key) is refused and
 * logged. Registering and listing keys is in webauthn.service.ts.
 */
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { HttpError, badRequest } from '../../lib/http-errors';
import { recordAuditEvent, type AuditSource } from '../audit-log/index';
import { TOTP_LIMIT, giveBackAttempt, takeAttempt } from './attempts';
import * as repo from './webauthn.repository';
import {
  CHALLENGE_EXPIRED,
  CHALLENGE_TTL_MS,
  COUNTER_REGRESSION,
  INVALID_SECURITY_KEY,
  UNKNOWN_SECURITY_KEY,
  transportsOf,
  type WebAuthnDeps,
} from './webauthn.service';

/**
 * Sign-in options for the second-factor step of `userId` (navigator.credentials.get), limited to
 * the account's keys, its challenge stored for `sessionTokenHash`. 400 `mfa_not_enabled` when the
 * account has no key.
 */
export async function authenticationOptions(
  deps: WebAuthnDeps,
  userId: number,
  sessionTokenHash: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const keys = await repo.listKeysOf(deps.db, userId);
  if (keys.length === 0)
    throw badRequest('You have no security key registered.', 'mfa_not_enabled');
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: transportsOf(k) })),
  });
  await repo.saveChallenge(
    deps.db,
    sessionTokenHash,
    'authenticate',
    options.challenge,
    new Date(Date.now() + CHALLENGE_TTL_MS),
  );
  return options;
}

/**
 * Checks the browser's signature over the session's sign-in challenge with one of `userId`'s keys
 * and advances the key's counter. Counts the try first under TOTP_LIMIT (429 past it); each refusal
 * after the count is audited as `mfa_failed`. 400 `challenge_expired`, `unknown_security_key`
 * (not one of this account's keys), `invalid_security_key`, `security_key_counter` (a possible
 * clone). Returns the key's id and nickname.
 */
export async function authenticateWithSecurityKey(
  deps: WebAuthnDeps,
  source: AuditSource,
  userId: number,
  sessionTokenHash: string,
  response: AuthenticationResponseJSON,
): Promise<{ id: number; nickname: string }> {
  const { db, rp } = deps;
  await takeAttempt(db, [`user:${userId}`], TOTP_LIMIT);
  const refuse = async (err: HttpError, details: Record<string, unknown> = {}) => {
    await recordAuditEvent(db, source, 'mfa_failed', userId, {
      method: 'security_key',
      reason: err.code,
      ...details,
    });
    return err;
  };
  const challenge = await repo.takeChallenge(db, sessionTokenHash, 'authenticate', new Date());
  if (!challenge) throw await refuse(badRequest(CHALLENGE_EXPIRED, 'challenge_expired'));
  const key = await repo.findKeyOf(db, userId, response.id);
  if (!key) throw await refuse(badRequest(UNKNOWN_SECURITY_KEY, 'unknown_security_key'));
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The counter is checked below, after the signature, so a regression is told apart and audited.
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(key.publicKey),
        counter: 0,
        transports: transportsOf(key),
      },
      requireUserVerification: false,
    });
    if (!result.verified) throw new Error('not verified');
    newCounter = result.authenticationInfo.newCounter;
  } catch (err) {
    deps.log.info({ err: (err as Error).message }, 'security key sign-in refused');
    throw await refuse(badRequest(INVALID_SECURITY_KEY, 'invalid_security_key'), { keyId: key.id });
  }
  const counted = newCounter > 0 || key.signCount > 0;
  if (
    (counted && newCounter <= key.signCount) ||
    !(await repo.advanceCounter(db, key.id, key.signCount, newCounter, new Date()))
  ) {
    deps.log.warn(
      { event: 'security_key_counter_regression', userId, keyId: key.id },
      'security key counter did not grow: possible cloned authenticator',
    );
    throw await refuse(badRequest(COUNTER_REGRESSION, 'security_key_counter'), {
      keyId: key.id,
      storedCounter: key.signCount,
      reportedCounter: newCounter,
    });
  }
  await giveBackAttempt(db, [`user:${userId}`], TOTP_LIMIT);
  return { id: key.id, nickname: key.nickname };
}
