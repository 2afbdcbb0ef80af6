/**
 * What a sign-in leaves behind (docs/decisions/034): an audit event for each
 * success and each wrong password, and an e-mail to the owner when a sign-in comes from a browser
 * without the account's known-device cookie (decision 023), except the account's first sign-in.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { hasAuditEvent, recordAuditEvent, type AuditSource } from '../audit-log/index';
import { newDeviceEmail, publicBaseUrl } from './account-emails';
import { findUserWithPasswordByEmail, type UserRow } from './auth.repository';
import type { AccountDeps } from './auth.service';
import { describeDevice } from './sessions.service';

/**
 * Logs a refused password (401) as `signin_failed`, against the account when the address has one.
 * Other errors (a missing field) are not sign-in attempts and are not logged.
 */
export async function recordFailedSignIn(
  db: Database,
  source: AuditSource,
  rawEmail: string,
  err: unknown,
): Promise<void> {
  if (!(err instanceof HttpError) || err.code !== 'invalid_credentials') return;
  const owner = await findUserWithPasswordByEmail(db, rawEmail.trim().toLowerCase());
  await recordAuditEvent(db, source, 'signin_failed', owner?.id ?? null, {
    reason: owner ? 'wrong_password' : 'unknown_account',
  });
}

/**
 * Logs a successful sign-in and, from an unknown browser on an account that signed in before,
 * e-mails the owner when, from which address and with which browser (sent in the background).
 */
export async function recordSignIn(
  deps: AccountDeps,
  request: FastifyRequest,
  user: UserRow,
  knownDevice: boolean,
): Promise<void> {
  const device = describeDevice(request.headers['user-agent'] ?? null);
  const signedInBefore = await hasAuditEvent(deps.db, 'signin', user.id);
  await recordAuditEvent(deps.db, { actorId: user.id, ip: request.ip }, 'signin', user.id, {
    device,
    newDevice: !knownDevice,
  });
  if (knownDevice || !signedInBefore) return;
  const message = newDeviceEmail(
    publicBaseUrl(deps.config),
    user.email,
    {
      at: new Date(),
      ip: request.ip,
      device,
    },
    user.locale,
  );
  deps.email
    .send(message)
    .catch((err: unknown) => deps.log.error({ err }, 'new-device e-mail could not be sent'));
}
