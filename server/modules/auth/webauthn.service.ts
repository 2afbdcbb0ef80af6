/**
 * Security keys (WebAuthn, @simplewebauthn/server) as a second factor (
 * docs/decisions/039): a member registers up to MAX_SECURITY_KEYS keys, and a session that signs
 * a fresh challenge with one of them has passed two-factor exactly as with a TOTP code. This file
 * holds the relying party, listing, registering and removing keys; signing in with a key is in
 * webauthn-signin.service.ts.
 *
 * - Challenges live server-side, one per session (`webauthn_challenges`), are taken (deleted) by
 *   the verify that reads them, whatever its outcome, and expire after CHALLENGE_TTL_MS.
 * - Key tries count under the same per-account budget as TOTP codes (TOTP_LIMIT), before the check;
 *   a success gives its try back.
 * - The signature counter must grow when the key keeps one: a counter at or below the stored one
 *   means a copied key (WebAuthn §6.1.1) and is refused, logged and audited.
 * - Whatever the browser sends, a malformed or foreign credential is a 4xx, never a 500: every
 *   library error becomes 400 `invalid_security_key`.
 */
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../lib/http-errors';
import { publicBaseUrl } from './account-emails';
import { giveBackAttempt, takeAttempt, type AttemptLimit } from './attempts';
import * as repo from './webauthn.repository';

/** Keys per account: enough for a primary, backups and a few devices, bounded for the list and the options. */
export const MAX_SECURITY_KEYS = 10;
/** How long a challenge (and the browser's prompt) lasts. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Failed registrations (a bad attestation, a replayed challenge): 10 per 15 minutes per account. */
export const SECURITY_KEY_REGISTER_LIMIT: AttemptLimit = {
  name: 'security-key-register',
  max: 10,
  windowMs: 15 * 60_000,
};

export const CHALLENGE_EXPIRED =
  'That security key request has expired or was already used. Please try again.';
export const INVALID_SECURITY_KEY = 'That security key could not be verified. Please try again.';
export const UNKNOWN_SECURITY_KEY = 'That security key is not registered to your account.';
export const COUNTER_REGRESSION =
  'This security key may have been copied (its use count went backwards), so it was refused. Use another key or your authenticator code, and remove this key.';

/** The relying party: the origin browsers use and its host name (the RP id keys are bound to). */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

/** The relying party from WEBAUTHN_ORIGIN, else from PUBLIC_URL (default http://localhost:PORT). */
export function relyingPartyOf(
  config: Pick<Config, 'WEBAUTHN_ORIGIN' | 'PUBLIC_URL' | 'PORT'>,
): RelyingParty {
  const url = new URL(config.WEBAUTHN_ORIGIN ?? publicBaseUrl(config));
  return { name: 'Hearsay', id: url.hostname, origin: url.origin };
}

export interface WebAuthnDeps {
  db: Database;
  rp: RelyingParty;
  log: FastifyBaseLogger;
}

/** A key as the list answers it (ISO dates). */
export interface SecurityKeyView {
  id: number;
  nickname: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const viewOf = (
  row: Pick<repo.SecurityKeyRow, 'id' | 'nickname' | 'createdAt' | 'lastUsedAt'>,
) => ({
  id: row.id,
  nickname: row.nickname,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The transports a key was registered with (hints for the browser), or undefined when unknown. */
export const transportsOf = (row: repo.SecurityKeyRow) =>
  row.transports ? row.transports.split(',') : undefined;

/** The keys of `userId`, oldest first. */
export async function listSecurityKeys(db: Database, userId: number): Promise<SecurityKeyView[]> {
  return (await repo.listKeysOf(db, userId)).map(viewOf);
}

/**
 * Registration options for `user` (the browser's navigator.credentials.create), its challenge
 * stored for `sessionTokenHash`. 409 `security_key_limit` when the account has MAX_SECURITY_KEYS.
 */
export async function registrationOptions(
  deps: WebAuthnDeps,
  user: { id: number; email: string; displayName: string },
  sessionTokenHash: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const keys = await repo.listKeysOf(deps.db, user.id);
  if (keys.length >= MAX_SECURITY_KEYS) throw keyLimit();
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    // An opaque handle, not the address: authenticators may show or sync it.
    userID: new TextEncoder().encode(`hearsay:${user.id}`),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator twice would be no backup: the browser refuses those it holds.
    excludeCredentials: keys.map((k) => ({ id: k.credentialId, transports: transportsOf(k) })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
  });
  await repo.saveChallenge(
    deps.db,
    sessionTokenHash,
    'register',
    options.challenge,
    new Date(Date.now() + CHALLENGE_TTL_MS),
  );
  return options;
}

export const keyLimit = () =>
  conflict(
    `You can register up to ${MAX_SECURITY_KEYS} security keys. Remove one to add another.`,
    'security_key_limit',
  );

/**
 * Verifies the browser's answer to the session's registration challenge and stores the key under
 * `nickname`. 400 `challenge_expired` (none, expired or used), 400 `invalid_security_key` (any
 * verification failure), 409 `security_key_limit` / `security_key_exists`, 429 after too many
 * failures.
 */
export async function registerSecurityKey(
  deps: WebAuthnDeps,
  userId: number,
  sessionTokenHash: string,
  input: { nickname: string; response: RegistrationResponseJSON },
): Promise<SecurityKeyView> {
  const { db, rp } = deps;
  await takeAttempt(db, [`user:${userId}`], SECURITY_KEY_REGISTER_LIMIT);
  const challenge = await repo.takeChallenge(db, sessionTokenHash, 'register', new Date());
  if (!challenge) throw badRequest(CHALLENGE_EXPIRED, 'challenge_expired');
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) throw new Error('not verified');
    info = result.registrationInfo;
  } catch (err) {
    deps.log.info({ err: (err as Error).message }, 'security key registration refused');
    throw badRequest(INVALID_SECURITY_KEY, 'invalid_security_key');
  }
  const transports = (input.response.response.transports ?? [])
    .filter((t) => /^[a-z-]{1,20}$/.test(t))
    .slice(0, 8)
    .join(',');
  const inserted = await repo.insertKey(
    db,
    {
      userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey),
      signCount: info.credential.counter,
      transports,
      nickname: input.nickname,
    },
    MAX_SECURITY_KEYS,
  );
  if (inserted.result === 'limit') throw keyLimit();
  if (inserted.result === 'exists')
    throw conflict('That security key is already registered.', 'security_key_exists');
  await giveBackAttempt(db, [`user:${userId}`], SECURITY_KEY_REGISTER_LIMIT);
  const now = new Date();
  return viewOf({ id: inserted.id!, nickname: input.nickname, createdAt: now, lastUsedAt: null });
}

/** Removes key `keyId` of `userId`; 404 when the account has no such key. */
export async function removeSecurityKey(
  db: Database,
  userId: number,
  keyId: number,
): Promise<{ nickname: string }> {
  const removed = await repo.deleteKeyOf(db, userId, keyId);
  if (!removed) throw new HttpError(404, 'not_found', 'That security key was not found.');
  return removed;
}
